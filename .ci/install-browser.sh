#!/bin/sh
# Installs Debian's Chromium for the browser tests (test/http/web/browser.test.ts) when it is missing.
# The tests drive /usr/bin/chromium through playwright-core; they never download a browser of their own.
set -eu
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium
test -x /usr/bin/chromium
