#!/usr/bin/env bash
# Builds the DocC catalogs of the three library targets, failing on any warning (an unresolved
# symbol link included), on any public symbol no topic group curates and on any heading with a code
# span (DocC shows the backticks of some headings as written).
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]
# Writes OUTPUT_DIR/ChoiceKitCore, OUTPUT_DIR/ChoiceKitPreview and OUTPUT_DIR/ChoiceKit (default
# .build/docs), each an archive ready for static hosting: serve one, for instance with
#   python3 -m http.server --directory OUTPUT_DIR/ChoiceKit 8000
# and open http://localhost:8000/documentation/choicekit.
#
# ChoiceKitCore and ChoiceKitPreview compile here, so their catalogs are converted with their real
# symbol graphs, and Scripts/check-docs.py fails when a top-level public symbol is in no topic group.
#
# ChoiceKit needs SwiftUI, which does not exist on Linux, so no symbol graph can be made for it here;
# its symbols are type-checked against the iOS SDK elsewhere. Its catalog is built in two steps:
# - Scripts/check-docs.py reads the public declarations of Sources/ChoiceKit and fails when a symbol
#   link of the catalog names none of them (or names overloads a link cannot tell apart), or when a
#   public type is in no topic group; it writes a placeholder symbol graph of those declarations:
#   each symbol's declaration as written in the source, the first paragraph of its documentation
#   comment, and a note that the full page needs an Apple SDK.
# - docc converts the catalog with that placeholder graph and with the Core and Preview archives as
#   dependencies, so it checks the articles, topic groups, images, `<doc:>` links and the links to
#   the other modules (written ``/ChoiceKitCore/Symbol``), which fail here when unresolved.
# That archive, OUTPUT_DIR/ChoiceKit, has the articles and pictures in full; its symbol pages are
# the placeholders (the catalog's landing page says so).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Extension block symbols give extensions of other modules' types pages under "Extended Modules",
# as the Swift-DocC plugin does.
swift build --scratch-path "$work/build" --target ChoiceKitPreview \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" \
  -Xswiftc -emit-extension-block-symbols

python3 Scripts/check-docs.py headings Sources/ChoiceKitCore Sources/ChoiceKitPreview \
  Sources/ChoiceKit

mkdir -p "$out"
for target in ChoiceKitCore ChoiceKitPreview; do
  mkdir -p "$work/$target"
  # Only this module's graphs (its extensions of other modules included), so each catalog documents
  # one module.
  find "$work/graphs" \( -name "$target.symbols.json" -o -name "$target@*.symbols.json" \) \
    -exec cp {} "$work/$target/" \;
  python3 Scripts/check-docs.py curation "$target" "$work/$target" \
    "Sources/$target/Documentation.docc"
  rm -rf "${out:?}/$target"
  # External link support writes the files another catalog resolves ``/Module/Symbol`` links with.
  docc convert "Sources/$target/Documentation.docc" \
    --additional-symbol-graph-dir "$work/$target" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "org.choicekit.$target" \
    --output-path "$out/$target" \
    --enable-experimental-external-link-support \
    --warnings-as-errors
  echo "docs: $out/$target"
done

python3 Scripts/check-docs.py images Scripts/doc-images.txt
python3 Scripts/check-docs.py swiftui Sources/ChoiceKit/Documentation.docc Sources/ChoiceKit \
  "$work/ChoiceKit"
rm -rf "${out:?}/ChoiceKit"
docc convert Sources/ChoiceKit/Documentation.docc \
  --additional-symbol-graph-dir "$work/ChoiceKit" \
  --dependency "$out/ChoiceKitCore" \
  --dependency "$out/ChoiceKitPreview" \
  --enable-experimental-external-link-support \
  --fallback-display-name ChoiceKit \
  --fallback-bundle-identifier org.choicekit.ChoiceKit \
  --output-path "$out/ChoiceKit" \
  --warnings-as-errors
echo "docs: $out/ChoiceKit (articles and pictures in full; its symbol pages show the declarations and"
echo "      summaries only, as the full ones need an Apple SDK)"
