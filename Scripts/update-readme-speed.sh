#!/usr/bin/env bash
# Regenerates the table in README.md's "Speed" section from one full run of `choicekit bench` in
# a release build: every row with its median, its growth, its target and whether it holds, and a
# line naming the machine it ran on. The text between the markers
#   <!-- bench-table:start --> and <!-- bench-table:end -->
# is replaced; nothing else in the README changes.
# Usage: Scripts/update-readme-speed.sh   (about a minute; run it on a machine that is not busy)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product choicekit
table=$(mktemp)
block=$(mktemp)
trap 'rm -f "$table" "$block"' EXIT
.build/release/choicekit bench > "$table"

swift_version=$(swift --version 2>/dev/null | head -n 1 | sed -E 's/.*Swift version ([0-9.]+).*/\1/')
{
  echo "<!-- bench-table:start -->"
  echo "Measured on $(date -u '+%-d %B %Y') on a $(nproc)-core $(uname -m) $(uname -s) machine,"
  echo "Swift ${swift_version}, release build: $(grep -E '^(every row|[0-9]+ of [0-9]+ rows)' "$table")."
  echo
  echo '<details><summary>Every row</summary>'
  echo
  echo '```'
  cat "$table"
  echo '```'
  echo
  echo '</details>'
  echo "<!-- bench-table:end -->"
} > "$block"

grep -q '<!-- bench-table:start -->' README.md || { echo "README.md has no bench-table markers" >&2; exit 1; }
awk -v block="$block" '
  /<!-- bench-table:start -->/ { while ((getline line < block) > 0) print line; skipping = 1; next }
  /<!-- bench-table:end -->/ { skipping = 0; next }
  !skipping { print }
' README.md > README.md.new
mv README.md.new README.md
echo "README.md: Speed table updated"
