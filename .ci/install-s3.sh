#!/bin/sh
# Installs Debian's Ceph RADOS Gateway (radosgw, ceph-mon, ceph-osd) for the S3 tests when it is missing.
# The tests start a one-node cluster on loopback themselves (test/helpers/s3.ts); nothing is started here.
set -eu
if [ -x /usr/bin/radosgw ] && [ -x /usr/bin/ceph-mon ] && [ -x /usr/bin/ceph-osd ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
# No ceph-mgr: the tests need S3, not the dashboard or health reports.
$SUDO apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd
# Where an init system runs, the packages may start system daemons; the tests use their own cluster.
$SUDO systemctl stop ceph.target >/dev/null 2>&1 || true
test -x /usr/bin/radosgw
test -x /usr/bin/ceph-mon
test -x /usr/bin/ceph-osd
