#!/bin/sh
# The container build's steps, in one place: the Dockerfile's RUN steps, and what CI runs on the bare machine
# (.ci/container-check.sh) against a copy of the checkout, since no container engine runs there.
# Usage: build.sh STEP [APP_DIR]   (as root; APP_USER and DATA_DIR from the environment)
#   system        Debian packages and the service's user and data folder (changes with this script only)
#   deps          every npm dependency, from package.json and package-lock.json alone (changes with the lockfile)
#   compile       dist/ from the source (needs deps)
#   runtime-deps  only the dependencies that run, from package.json and package-lock.json alone
set -eu
STEP=${1:?usage: build.sh system|deps|compile|runtime-deps [APP_DIR]}
APP_DIR=${2:-/app}
APP_USER=${APP_USER:-gametools}
DATA_DIR=${DATA_DIR:-/data}

case "$STEP" in
  system)
    # tini reaps the children the tools start (mupdf worker, ffmpeg) and hands signals on to node; jemalloc gives
    # libvips' memory back (see scripts/start.sh); ca-certificates for the price sources and chat APIs over HTTPS;
    # chromium for the web page tools (url-to-pdf, url-to-png, html-to-pdf-browser).
    PACKAGES="ca-certificates libjemalloc2 tini chromium"
    # The office tools' engine (src/tools/office): LibreOffice without a GUI, and a font family to lay text out with.
    PACKAGES="$PACKAGES libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui fonts-dejavu-core"
    # Native tesseract for the OCR tools (faster per page than tesseract.js, and it adds Russian), with the languages
    # the tools promise; tesseract.js from npm stays the fallback.
    PACKAGES="$PACKAGES tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd tesseract-ocr-deu tesseract-ocr-fra tesseract-ocr-spa"
    PACKAGES="$PACKAGES tesseract-ocr-por tesseract-ocr-rus tesseract-ocr-ukr tesseract-ocr-pol tesseract-ocr-tur tesseract-ocr-chi-sim"
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
    # A user of its own, owning nothing but the data folder: the code stays read-only to the service.
    if ! id -u "$APP_USER" >/dev/null 2>&1; then
      useradd --system --uid 10001 --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$APP_USER"
    fi
    mkdir -p "$DATA_DIR"
    chown "$APP_USER:$APP_USER" "$DATA_DIR"
    chmod 0750 "$DATA_DIR"
    ;;
  deps)
    cd "$APP_DIR"
    npm ci --no-audit --no-fund
    npm cache clean --force >/dev/null 2>&1
    ;;
  compile)
    cd "$APP_DIR"
    npm run build
    ;;
  runtime-deps)
    cd "$APP_DIR"
    npm ci --omit=dev --no-audit --no-fund
    npm cache clean --force >/dev/null 2>&1
    ;;
  *)
    echo "build.sh: unknown step $STEP" >&2
    exit 2
    ;;
esac
