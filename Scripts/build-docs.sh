#!/usr/bin/env bash
# Builds the DocC catalogs of the library targets that compile everywhere, failing on any warning
# (an unresolved symbol link included). Usage: Scripts/build-docs.sh [OUTPUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --scratch-path "$work/build" --target ChoiceKitPreview \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs"

for target in ChoiceKitCore ChoiceKitPreview; do
  mkdir -p "$work/$target" "$out"
  # Only this module's graphs (its extensions of other modules included), so each catalog documents
  # one module.
  find "$work/graphs" \( -name "$target.symbols.json" -o -name "$target@*.symbols.json" \) \
    -exec cp {} "$work/$target/" \;
  docc convert "Sources/$target/Documentation.docc" \
    --additional-symbol-graph-dir "$work/$target" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "org.choicekit.$target" \
    --output-path "$out/$target" \
    --warnings-as-errors
  echo "docs: $out/$target"
done
