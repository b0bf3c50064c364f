#!/bin/sh
# Installs Debian's unzip and 7zip (its 7zz) when they are missing: the archive-creation tests
# (test/tools/archive/create.test.ts) read back the ZIP and 7z the service writes with them, engines other than the
# writers (yazl, the project's own 7z writer). 7zip is Debian's DFSG build of 7-Zip (no RAR code), about 2 MB.
# GNU tar, which reads the tar.gz, is in every Debian base system. Nothing is started here.
set -eu
missing=""
command -v unzip >/dev/null 2>&1 || missing="unzip"
command -v 7zz >/dev/null 2>&1 || missing="$missing 7zip"
if [ -z "$missing" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
# shellcheck disable=SC2086
$SUDO apt-get install -y --no-install-recommends $missing
command -v unzip >/dev/null
command -v 7zz >/dev/null
