#!/usr/bin/env bash
# Draws the demo app's icons from the two SVGs beside this script into the asset catalog:
# AppIcon.svg, full bleed, for iOS and watchOS (the system rounds or circles it), and
# AppIcon-mac.svg, the macOS shape with its margin, at every size a Mac icon set lists.
# Needs Chromium (CHROMIUM names the binary) to draw the SVGs and ImageMagick's `convert` to scale.
# Usage: Examples/ChoiceKitDemo/Icon/make-icons.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
set_dir="$here/../Shared/Assets.xcassets/AppIcon.appiconset"
chromium=${CHROMIUM:-chromium}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

draw() {  # draw SVG PNG: a 1024 × 1024 picture of the SVG
  "$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars \
    --default-background-color=00000000 --window-size=1024,1024 \
    --screenshot="$2" "file://$1" 2>/dev/null
}

draw "$here/AppIcon.svg" "$work/full.png"
draw "$here/AppIcon-mac.svg" "$work/mac.png"
# iOS refuses an icon with an alpha channel.
convert "$work/full.png" -alpha off "$set_dir/AppIcon-1024.png"
convert "$work/full.png" -alpha off "$set_dir/AppIcon-watch-1024.png"
for size in 16 32 64 128 256 512 1024; do
  convert "$work/mac.png" -resize "${size}x${size}" "$set_dir/AppIcon-mac-$size.png"
done
echo "icons written to $set_dir"
