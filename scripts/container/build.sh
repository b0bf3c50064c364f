#!/bin/sh
# The container build, in one place: the Dockerfile's only RUN step, and what CI runs on the bare machine
# (.ci/container-check.sh) against a copy of the checkout, since no container engine runs there.
# Usage: build.sh APP_DIR   (as root; APP_USER and DATA_DIR from the environment)
set -eu
APP_DIR=${1:?usage: build.sh APP_DIR}
APP_USER=${APP_USER:-gametools}
DATA_DIR=${DATA_DIR:-/data}

# tini reaps the children the tools start (mupdf worker, ffmpeg) and hands signals on to node; jemalloc gives
# libvips' memory back (see scripts/start.sh); ca-certificates for the price sources and chat APIs over HTTPS.
PACKAGES="ca-certificates libjemalloc2 tini"
missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
done
if [ -n "$missing" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  # shellcheck disable=SC2086 # one word per package
  apt-get install -y --no-install-recommends $missing
  rm -rf /var/lib/apt/lists/*
fi

cd "$APP_DIR"
# The compiler is a dev dependency: install everything, build dist/, then keep only what runs.
npm ci --no-audit --no-fund
npm run build
npm ci --omit=dev --no-audit --no-fund
npm cache clean --force >/dev/null 2>&1

# A user of its own, owning nothing but the data folder: the code stays read-only to the service.
if ! id -u "$APP_USER" >/dev/null 2>&1; then
  useradd --system --uid 10001 --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$APP_USER"
fi
mkdir -p "$DATA_DIR"
chown "$APP_USER:$APP_USER" "$DATA_DIR"
chmod 0750 "$DATA_DIR"
