#!/usr/bin/env python3
"""Generate ChoiceKitPreview's DejaVu Sans text-measurement tables from the TrueType files.

The preview renderer measures text with these numbers and draws it with font-family
"DejaVu Sans", so the tables must hold what viewers on Linux draw: HarfBuzz (used by browsers,
librsvg and Inkscape) shapes the text, so beside the advance widths the script extracts the few
shaping rules that change widths: marks drawn with zero width, Arabic joining forms and the
ligatures of the default features. Kerning is left out on purpose: the renderer draws with
`font-kerning: none`.

The fonts are read with the Python standard library only (no fontTools), so the script runs
wherever python3 and Debian's fonts-dejavu-core exist.

Usage:
    python3 Scripts/generate-font-metrics.py [BOOK.ttf [BOLD.ttf [OUTPUT.swift]]] [--check]

--check regenerates into memory and exits with status 1 when OUTPUT differs from it (status 2
when a font cannot be read), so CI can call it where python3 and the fonts are installed.
"""

import argparse
import itertools
import os
import struct
import sys

DEFAULT_BOOK = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEFAULT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
REPOSITORY = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))
DEFAULT_OUTPUT = os.path.join(
    REPOSITORY, "Sources", "ChoiceKitPreview", "Fonts", "DejaVuSansMetrics.swift"
)

# Unmapped code points between mapped ones are written as the missing-glyph advance when the gap
# is at most this long: one longer run costs fewer bytes than two, and lookups answer the same.
MAX_FILLED_GAP = 6

# Joining types the font cannot tell (it has no contextual forms for them), from Unicode's
# ArabicShaping.txt: tatweel and ZWJ make neighbours join; ZWNJ is a format character (which
# would otherwise count as transparent) that breaks joining.
EXPLICIT_JOINING = {0x0640: "causing", 0x07FA: "causing", 0x200D: "causing", 0x200C: "nonJoining"}

# GSUB features HarfBuzz applies by default that can merge glyphs, and the joining forms.
LIGATURE_FEATURES = {"ccmp", "rlig", "liga", "clig"}
FORM_FEATURES = ("isol", "fina", "init", "medi")
FORM_NAMES = {"isol": "isolated", "fina": "final", "init": "initial", "medi": "medial"}

LINE_LENGTH = 110
INDENT = "  "


class FontError(Exception):
    """A font file that cannot be read as the TrueType tables this script needs."""


class Font:
    """The TrueType and OpenType tables text measurement needs, parsed from one font file."""

    def __init__(self, path):
        self.path = path
        try:
            with open(path, "rb") as handle:
                self.data = handle.read()
        except OSError as error:
            raise FontError(f"cannot read {path}: {error}") from error
        self.tables = self._table_directory()
        (self.units_per_em,) = self._unpack(">H", self._table("head") + 18)
        hhea = self._table("hhea")
        self.ascender, self.descender, self.line_gap = self._unpack(">hhh", hhea + 4)
        (self.horizontal_metric_count,) = self._unpack(">H", hhea + 34)
        (self.glyph_count,) = self._unpack(">H", self._table("maxp") + 4)
        self.advances = self._read_hmtx()
        self.cmap = self._read_cmap()
        self.names = self._read_names()
        self.glyph_classes = self._read_gdef_classes()

    # Reading primitives and the table directory.

    def _unpack(self, fmt, offset):
        try:
            return struct.unpack_from(fmt, self.data, offset)
        except struct.error as error:
            raise FontError(f"{self.path}: truncated data at byte {offset}") from error

    def _u16(self, offset):
        return self._unpack(">H", offset)[0]

    def _table_directory(self):
        sfnt_version, table_count = self._unpack(">IH", 0)
        if sfnt_version not in (0x00010000, 0x74727565):  # 1.0 or 'true': TrueType outlines
            raise FontError(f"{self.path}: not a TrueType font (0x{sfnt_version:08X})")
        tables = {}
        for index in range(table_count):
            tag, _, offset, length = self._unpack(">4sIII", 12 + 16 * index)
            tables[tag.decode("latin-1")] = (offset, length)
        return tables

    def _table(self, tag):
        if tag not in self.tables:
            raise FontError(f"{self.path}: no '{tag}' table")
        return self.tables[tag][0]

    # hmtx, cmap, name.

    def _read_hmtx(self):
        offset = self._table("hmtx")
        count = self.horizontal_metric_count
        if count == 0:
            raise FontError(f"{self.path}: hhea.numberOfHMetrics is 0")
        advances = [self._u16(offset + 4 * index) for index in range(count)]
        # Glyphs after the last full metric repeat its advance.
        advances.extend([advances[-1]] * max(0, self.glyph_count - count))
        return advances

    def _read_cmap(self):
        """Maps code points to glyph ids, merging the Unicode subtables of format 4 and 12."""
        base = self._table("cmap")
        subtable_count = self._u16(base + 2)
        unicode_encodings = {(0, 3), (0, 4), (0, 6), (3, 1), (3, 10)}
        subtables = set()
        for index in range(subtable_count):
            platform, encoding, offset = self._unpack(">HHI", base + 4 + 8 * index)
            if (platform, encoding) in unicode_encodings:
                subtables.add((self._u16(base + offset), base + offset))
        mapping = {}
        # Format 4 first, then format 12, so the full-repertoire subtable has the last word.
        for subtable_format, offset in sorted(subtables):
            if subtable_format == 4:
                mapping.update(self._cmap_format4(offset))
            elif subtable_format == 12:
                mapping.update(self._cmap_format12(offset))
        if not mapping:
            raise FontError(f"{self.path}: no Unicode cmap subtable of format 4 or 12")
        return mapping

    def _cmap_format4(self, offset):
        seg_count_x2 = self._u16(offset + 6)
        ends = offset + 14
        starts = ends + seg_count_x2 + 2  # skips reservedPad
        deltas = starts + seg_count_x2
        range_offsets = deltas + seg_count_x2
        mapping = {}
        for segment in range(seg_count_x2 // 2):
            end = self._u16(ends + 2 * segment)
            start = self._u16(starts + 2 * segment)
            delta = self._u16(deltas + 2 * segment)
            range_offset_at = range_offsets + 2 * segment
            range_offset = self._u16(range_offset_at)
            for code_point in range(start, min(end, 0xFFFE) + 1):
                if range_offset == 0:
                    glyph = (code_point + delta) & 0xFFFF
                else:
                    glyph = self._u16(range_offset_at + range_offset + 2 * (code_point - start))
                    glyph = (glyph + delta) & 0xFFFF if glyph else 0
                if glyph:
                    mapping[code_point] = glyph
        return mapping

    def _cmap_format12(self, offset):
        (group_count,) = self._unpack(">I", offset + 12)
        mapping = {}
        for group in range(group_count):
            first, last, glyph = self._unpack(">III", offset + 16 + 12 * group)
            for code_point in range(first, last + 1):
                if glyph + code_point - first:
                    mapping[code_point] = glyph + code_point - first
        return mapping

    def _read_names(self):
        """English names from Windows Unicode records, else from Mac Roman ones."""
        base = self._table("name")
        _, count, string_offset = self._unpack(">HHH", base)
        names = {}
        for index in range(count):
            platform, encoding, language, name_id, length, offset = self._unpack(
                ">HHHHHH", base + 6 + 12 * index
            )
            raw = self.data[base + string_offset + offset : base + string_offset + offset + length]
            if (platform, encoding, language) == (3, 1, 0x0409):
                names[name_id] = raw.decode("utf-16-be", errors="replace")
            elif (platform, encoding, language) == (1, 0, 0) and name_id not in names:
                names[name_id] = raw.decode("mac-roman", errors="replace")
        return names

    def name(self, name_id):
        if name_id not in self.names:
            raise FontError(f"{self.path}: no name record {name_id}")
        return self.names[name_id].strip()

    @property
    def family(self):
        return self.name(1)

    @property
    def version(self):
        """The font version from name id 5: "2.37" from "Version 2.37"."""
        version = self.name(5)
        return version[len("Version ") :] if version.startswith("Version ") else version

    # GDEF and GSUB.

    def _class_def(self, offset):
        classes = {}
        if self._u16(offset) == 1:
            start, count = self._unpack(">HH", offset + 2)
            for index in range(count):
                classes[start + index] = self._u16(offset + 6 + 2 * index)
        else:
            for index in range(self._u16(offset + 2)):
                first, last, value = self._unpack(">HHH", offset + 4 + 6 * index)
                for glyph in range(first, last + 1):
                    classes[glyph] = value
        return classes

    def _read_gdef_classes(self):
        if "GDEF" not in self.tables:
            return {}
        base = self._table("GDEF")
        class_def = self._u16(base + 4)
        return self._class_def(base + class_def) if class_def else {}

    def _coverage(self, offset):
        """The glyphs of a coverage table in coverage-index order."""
        if self._u16(offset) == 1:
            return [self._u16(offset + 4 + 2 * index) for index in range(self._u16(offset + 2))]
        glyphs = []
        for index in range(self._u16(offset + 2)):
            first, last, _ = self._unpack(">HHH", offset + 4 + 6 * index)
            glyphs.extend(range(first, last + 1))
        return glyphs

    def gsub_feature_lookups(self):
        """Lookup indices per feature tag, over the default language system of every script."""
        if "GSUB" not in self.tables:
            return {}
        base = self._table("GSUB")
        scripts, features = base + self._u16(base + 4), base + self._u16(base + 6)
        lookups = {}
        for script_index in range(self._u16(scripts)):
            script = scripts + self._u16(scripts + 6 + 6 * script_index)
            default_language = self._u16(script)
            if not default_language:
                continue
            language = script + default_language
            required = self._u16(language + 2)
            indices = [self._u16(language + 6 + 2 * i) for i in range(self._u16(language + 4))]
            for feature_index in indices + ([required] if required != 0xFFFF else []):
                record = features + 2 + 6 * feature_index
                tag = self.data[record : record + 4].decode("latin-1")
                feature = features + self._u16(record + 4)
                for i in range(self._u16(feature + 2)):
                    lookups.setdefault(tag, set()).add(self._u16(feature + 4 + 2 * i))
        return lookups

    def gsub_lookup(self, index):
        """(type, flag, [subtable offsets]) of a GSUB lookup, with extension subtables resolved."""
        base = self._table("GSUB")
        lookup_list = base + self._u16(base + 8)
        lookup = lookup_list + self._u16(lookup_list + 2 + 2 * index)
        lookup_type, flag, count = self._unpack(">HHH", lookup)
        subtables = [lookup + self._u16(lookup + 6 + 2 * i) for i in range(count)]
        if lookup_type == 7:
            resolved = []
            for subtable in subtables:
                _, extension_type, extension_offset = self._unpack(">HHI", subtable)
                resolved.append(subtable + extension_offset)
                lookup_type = extension_type
            subtables = resolved
        return lookup_type, flag, subtables

    def single_substitutions(self, index):
        lookup_type, _, subtables = self.gsub_lookup(index)
        mapping = {}
        if lookup_type != 1:
            return mapping
        for subtable in subtables:
            covered = self._coverage(subtable + self._u16(subtable + 2))
            if self._u16(subtable) == 1:
                delta = self._u16(subtable + 4)
                pairs = [(glyph, (glyph + delta) & 0xFFFF) for glyph in covered]
            else:
                pairs = [(glyph, self._u16(subtable + 6 + 2 * i)) for i, glyph in enumerate(covered)]
            for source, target in pairs:
                mapping.setdefault(source, target)  # the first subtable that covers a glyph wins
        return mapping

    def ligatures(self, index):
        """(flag, [(component glyphs, ligature glyph)]) in the order HarfBuzz tries them."""
        lookup_type, flag, subtables = self.gsub_lookup(index)
        result = []
        if lookup_type != 4:
            return flag, result
        for subtable in subtables:
            covered = self._coverage(subtable + self._u16(subtable + 2))
            for set_index, first in enumerate(covered):
                ligature_set = subtable + self._u16(subtable + 6 + 2 * set_index)
                for i in range(self._u16(ligature_set)):
                    ligature = ligature_set + self._u16(ligature_set + 2 + 2 * i)
                    glyph, count = self._unpack(">HH", ligature)
                    rest = [self._u16(ligature + 4 + 2 * k) for k in range(count - 1)]
                    result.append(([first] + rest, glyph))
        return flag, result

    def drawn_advance(self, glyph):
        """The advance HarfBuzz draws: marks (GDEF class 3) are zeroed, whatever hmtx says."""
        if self.glyph_classes.get(glyph) == 3:
            return 0
        return self.advances[glyph] if glyph < len(self.advances) else self.advances[0]


def advance_runs(font):
    """Every mapped code point, as (first code point, [advances]) runs of consecutive ones."""
    missing = font.drawn_advance(0)
    runs = []
    for code_point in sorted(font.cmap):
        advance = font.drawn_advance(font.cmap[code_point])
        if runs:
            first, advances = runs[-1]
            gap = code_point - (first + len(advances))
            if gap <= MAX_FILLED_GAP:
                advances.extend([missing] * gap + [advance])
                continue
        runs.append((code_point, [advance]))
    return runs


def joining_forms(font):
    """(code point, joining type, advances per form) for each code point with contextual forms."""
    lookups = font.gsub_feature_lookups()
    substitutions = {}
    for feature in FORM_FEATURES:
        mapping = {}
        for index in sorted(lookups.get(feature, ())):
            for source, target in font.single_substitutions(index).items():
                mapping.setdefault(source, target)
        substitutions[feature] = mapping
    entries = []
    for code_point, glyph in sorted(font.cmap.items()):
        forms = {feature: substitutions[feature].get(glyph, glyph) for feature in FORM_FEATURES}
        if code_point in EXPLICIT_JOINING:
            joining = EXPLICIT_JOINING[code_point]
        elif glyph in substitutions["init"] or glyph in substitutions["medi"]:
            joining = "dual"
        elif glyph in substitutions["fina"]:
            joining = "right"
        else:
            continue
        entries.append((code_point, joining, {f: font.drawn_advance(g) for f, g in forms.items()}))
    return entries, substitutions


def ligature_lookups(font, substitutions):
    """Ligatures that change widths, as (lookup index, skips marks, [(components, advance)])."""
    # Which (code point, form) keys name each glyph: nominal glyphs are isolated forms.
    keys = {}
    for code_point, glyph in font.cmap.items():
        keys.setdefault(glyph, set()).add((code_point, "isolated"))
    for feature in FORM_FEATURES:
        for source, target in substitutions[feature].items():
            if target != source:
                for code_point, _ in sorted(keys.get(source, ())):
                    keys.setdefault(target, set()).add((code_point, FORM_NAMES[feature]))
    lookups = font.gsub_feature_lookups()
    indices = sorted(set().union(*(lookups.get(f, set()) for f in LIGATURE_FEATURES)))
    result = []
    for index in indices:
        flag, ligatures = font.ligatures(index)
        kept = []
        for components, glyph in ligatures:
            advance = font.drawn_advance(glyph)
            if advance == sum(font.drawn_advance(component) for component in components):
                continue  # draws as wide as its components: measuring it changes nothing
            alternatives = [sorted(keys.get(component, ())) for component in components]
            # A component no code point reaches (a glyph made by another lookup) never matches here.
            for sequence in itertools.product(*alternatives):
                kept.append((list(sequence), advance))
        if kept:
            result.append((index, bool(flag & 0x8), kept))
    return result


# Swift output.


def swift_hex(code_point):
    return f"0x{code_point:04X}"


def packed_lines(items, indent, separator=","):
    """Items filled up to the line length, the layout swift-format keeps for array elements."""
    lines, line = [], ""
    for item in items:
        item = f"{item}{separator}"
        candidate = f"{line} {item}" if line else item
        if line and len(indent) + len(candidate) > LINE_LENGTH:
            lines.append(indent + line)
            line = item
        else:
            line = candidate
    if line:
        lines.append(indent + line)
    return lines


def face_declaration(font, property_name, prefix):
    style = font.name(2)
    return [
        f"{INDENT}/// {font.family} {style} {font.version}: metrics and advance widths in font units.",
        f"{INDENT}public static let {property_name} = FontMetricsTextMeasurer.Face(",
        f'{INDENT * 2}name: "{font.family} {style}",',
        f"{INDENT * 2}unitsPerEm: {font.units_per_em},",
        f"{INDENT * 2}ascender: {font.ascender},",
        f"{INDENT * 2}descender: {font.descender},",
        f"{INDENT * 2}lineGap: {font.line_gap},",
        f"{INDENT * 2}missingAdvance: {font.drawn_advance(0)},",
        f"{INDENT * 2}runs: {prefix}Runs,",
        f"{INDENT * 2}joiningForms: {prefix}JoiningForms,",
        f"{INDENT * 2}ligatureLookups: {prefix}Ligatures",
        f"{INDENT})",
    ]


def tables_declaration(font, prefix):
    style = font.name(2)
    runs = advance_runs(font)
    count = sum(len(advances) for _, advances in runs)
    lines = [
        f"/// {font.family} {style}: {len(runs)} runs covering {count} code points.",
        f"private let {prefix}Runs: [FontMetricsTextMeasurer.AdvanceRun] = [",
    ]
    for first, advances in runs:
        values = ", ".join(str(advance) for advance in advances)
        entry = f"{INDENT}.init(first: {swift_hex(first)}, advances: [{values}]),"
        if len(entry) <= LINE_LENGTH:
            lines.append(entry)
            continue
        lines.append(f"{INDENT}.init(")
        lines.append(f"{INDENT * 2}first: {swift_hex(first)},")
        lines.append(f"{INDENT * 2}advances: [")
        lines.extend(packed_lines(advances, INDENT * 3))
        lines.append(f"{INDENT * 2}]),")
    lines.append("]")

    forms, substitutions = joining_forms(font)
    lines += [
        "",
        f"/// {font.family} {style}: joining types and the advance of each contextual form.",
        f"private let {prefix}JoiningForms: [FontMetricsTextMeasurer.JoiningForms] = [",
    ]
    for code_point, joining, advances in forms:
        values = ", ".join(f"{FORM_NAMES[f]}: {advances[f]}" for f in FORM_FEATURES)
        lines.append(f"{INDENT}.init({swift_hex(code_point)}, .{joining}, {values}),")
    lines.append("]")

    lines += [
        "",
        f"/// {font.family} {style}: the ligatures that change widths, lookup by lookup in GSUB order.",
        f"private let {prefix}Ligatures: [FontMetricsTextMeasurer.LigatureLookup] = [",
    ]
    for index, skips_marks, ligatures in ligature_lookups(font, substitutions):
        lines.append(f"{INDENT}.init(")
        lines.append(f"{INDENT * 2}index: {index},")
        lines.append(f"{INDENT * 2}skipsMarks: {'true' if skips_marks else 'false'},")
        lines.append(f"{INDENT * 2}ligatures: [")
        for components, advance in ligatures:
            keys = [f".init({swift_hex(cp)}, .{form})" for cp, form in components]
            entry = f"{INDENT * 3}.init(advance: {advance}, components: [{', '.join(keys)}]),"
            if len(entry) <= LINE_LENGTH:
                lines.append(entry)
            else:
                lines.append(f"{INDENT * 3}.init(")
                lines.append(f"{INDENT * 4}advance: {advance},")
                lines.append(f"{INDENT * 4}components: [")
                lines.extend(packed_lines(keys, INDENT * 5))
                lines.append(f"{INDENT * 4}]),")
        lines.append(f"{INDENT * 2}]),")
    lines.append("]")
    return lines


def generate(book, bold):
    if book.family != bold.family or book.version != bold.version:
        raise FontError(f"faces disagree: {book.family} {book.version}, {bold.family} {bold.version}")
    lines = [
        f"// Generated by Scripts/generate-font-metrics.py from {book.family} {book.version}",
        f"// ({os.path.basename(book.path)}, {os.path.basename(bold.path)}) of Debian's "
        "fonts-dejavu-core.",
        "// Do not edit by hand: run `python3 Scripts/generate-font-metrics.py` to regenerate, add",
        "// `--check` to verify. Advances are in font units, for every code point the fonts map.",
        "//",
        "// The DejaVu fonts are free: Bitstream Vera Fonts licence (permissive) for the Vera glyphs,",
        "// public domain for the DejaVu changes. These tables hold only their metrics.",
        "",
        "import ChoiceKitCore",
        "import Foundation",
        "",
        "extension FontMetricsTextMeasurer.Face {",
    ]
    lines += face_declaration(book, "dejaVuSansBook", "book")
    lines.append("")
    lines += face_declaration(bold, "dejaVuSansBold", "bold")
    lines += ["}", ""]
    lines += tables_declaration(book, "book")
    lines.append("")
    lines += tables_declaration(bold, "bold")
    return "\n".join(lines) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("book", nargs="?", default=DEFAULT_BOOK, help="DejaVuSans.ttf")
    parser.add_argument("bold", nargs="?", default=DEFAULT_BOLD, help="DejaVuSans-Bold.ttf")
    parser.add_argument("output", nargs="?", default=DEFAULT_OUTPUT, help="the Swift file")
    parser.add_argument("--check", action="store_true", help="exit 1 when OUTPUT is out of date")
    arguments = parser.parse_args(argv)
    try:
        text = generate(Font(arguments.book), Font(arguments.bold))
    except FontError as error:
        print(f"generate-font-metrics: {error}", file=sys.stderr)
        return 2
    if arguments.check:
        try:
            with open(arguments.output, encoding="utf-8") as handle:
                current = handle.read()
        except OSError:
            current = None
        if current != text:
            print(f"{arguments.output} is out of date: run Scripts/generate-font-metrics.py", file=sys.stderr)
            return 1
        print(f"{arguments.output} is up to date")
        return 0
    with open(arguments.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {arguments.output} ({len(text.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
