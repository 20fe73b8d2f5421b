#!/usr/bin/env bash
# Opens the gallery page in headless Chromium and fails on console or script errors, pictures
# that do not load, a missing control section or a filter showing the wrong pictures; then
# breaks copies of the gallery one way at a time to show each kind of failure is caught.
#
# Usage: Scripts/check-gallery.sh [GALLERY_DIR]
#   Without a folder, writes the gallery to a temporary folder first.
# Needs python3 and Chromium (chromium or chromium-browser, or the binary named by CHROMIUM).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -gt 0 ]; then
  gallery=$1
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  swift run choicekit gallery --output "$work/gallery" >/dev/null
  gallery="$work/gallery"
fi
python3 -B Scripts/check-gallery.py "$gallery"
python3 -B Scripts/check-gallery.py --self-test "$gallery"
