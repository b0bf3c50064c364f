#!/bin/sh
# Installs Debian's redis-server and PostgreSQL when they are missing: the scaled tests (test/system/scaled/) and the
# integration suites that check a rule in one process and across a fleet start them.
# The tests start them as child processes on loopback; nothing is started here.
set -eu
if [ -x /usr/bin/redis-server ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y redis-server postgresql
# The Debian packages start system services where an init system runs; the tests use their own clusters.
$SUDO service redis-server stop >/dev/null 2>&1 || true
$SUDO service postgresql stop >/dev/null 2>&1 || true
test -x /usr/bin/redis-server
ls /usr/lib/postgresql/*/bin/postgres >/dev/null
