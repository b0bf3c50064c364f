#!/bin/sh
# Installs Debian's native tesseract with the OCR languages the tools promise when it is missing. Without it the OCR
# tools still run on tesseract.js from npm; with it the tests (and the service) use the native engine, which is
# faster per job and adds Russian, which @tesseract.js-data does not publish.
set -eu
LANGS="eng osd deu fra spa por rus ukr pol tur chi-sim"
missing=""
command -v tesseract >/dev/null 2>&1 || missing="tesseract-ocr"
for l in $LANGS; do
  f=$(echo "$l" | tr '-' '_')
  ls /usr/share/tesseract-ocr/*/tessdata/"$f".traineddata >/dev/null 2>&1 || missing="$missing tesseract-ocr-$l"
done
# A font with Chinese glyphs (1.8 MB, Apache-2.0) for the test page the Chinese CER is measured on.
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing="$missing fonts-droid-fallback"
if [ -z "$missing" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
# shellcheck disable=SC2086
$SUDO apt-get install -y --no-install-recommends $missing
command -v tesseract >/dev/null
