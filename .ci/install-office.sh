#!/bin/sh
# Installs Debian's LibreOffice (Writer, Calc and Impress without a GUI) when it is missing: the office tools
# (src/tools/office) convert with it, and their tests run it on tiny documents. Nothing is started here.
# Also poppler-utils, for its pdfsig: the independent verifier the pdf-sign test checks a signature with.
set -eu
if [ -x /usr/lib/libreoffice/program/soffice ] && [ -e /usr/lib/libreoffice/program/libswlo.so ] \
  && [ -e /usr/lib/libreoffice/program/libsclo.so ] && [ -e /usr/lib/libreoffice/program/libsdlo.so ] \
  && [ -x /usr/bin/pdfsig ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui poppler-utils
test -x /usr/lib/libreoffice/program/soffice
test -x /usr/bin/pdfsig
