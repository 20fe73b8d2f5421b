import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitPreview

private typealias Face = FontMetricsTextMeasurer.Face

private let measurer = FontMetricsTextMeasurer.dejaVuSans
private let book = Face.dejaVuSansBook
private let bold = Face.dejaVuSansBold

/// Widths in font units that HarfBuzz 6.0 (Debian 12's libharfbuzz0b) gives with `-kern`, shaping
/// the installed DejaVu Sans 2.37 files: an implementation independent of the generator and of
/// the measurer, and the one viewers draw with.
private let harfBuzzWidths: [(text: String, book: Int, bold: Int)] = [
  ("M", 1767, 2038),
  (" ", 651, 713),
  ("Hello", 5191, 5914),
  ("Monthly", 8200, 9377),
  ("Week", 5731, 6399),
  ("office", 5619, 6294),  // the "ff" ligature is narrower than two f
  ("affluent", 7894, 8952),  // "ffl"
  ("fjord flow", 9554, 11006),
  ("ff", 1411, 1659),
  ("ffi", 1980, 2284),
  ("Ελληνικά", 9410, 10504),
  ("Русский", 8598, 9524),
  ("Tiếng Việt", 10362, 11780),
  ("€ £ ¥ → ← ✓ ★ ™ −", 19865, 20727),
  ("«Ça va?» — “quoted”…", 24130, 26528),
  ("שלום", 4532, 4921),
  ("עברית", 5426, 5848),
  ("مرحبا", 4735, 5623),  // joining forms: far narrower than the isolated letters (6076)
  ("السلام عليكم", 11173, 13192),
  ("الإعدادات", 8012, 9322),
  ("الأسبوع", 6351, 7760),
  ("الشهر", 5094, 6181),
  ("فيلم", 3638, 4619),
  ("ٱلْعَرَبِيَّة", 6257, 7275),  // marks between joining letters
  ("لا", 1168, 1525),  // lam-alef ligature
  ("لَا", 1168, 1525),  // the ligature skips the mark
  ("ب", 1928, 2058),
  ("بب", 2581, 2937),
  ("ببب", 3199, 3773),
  ("بـب", 3181, 3637),  // tatweel joins
  ("ب\u{200C}ب", 3856, 4116),  // ZWNJ breaks joining
  ("ب\u{200D}ب", 2581, 2937),  // ZWJ joins
  ("a\u{0301}", 1255, 1382),
  ("a\u{200B}b", 2555, 2848),
  ("a\u{FE0F}b", 2555, 2848),
  ("a\u{00AD}b", 2555, 2848),
  ("a\u{200E}b", 2555, 2848),
  ("日", 1229, 1229),
  ("a日", 2484, 2611),
]

@Test func advancesMatchHarfBuzz() {
  for sample in harfBuzzWidths {
    #expect(book.advance(of: sample.text) == sample.book, "Book: \(sample.text)")
    #expect(bold.advance(of: sample.text) == sample.bold, "Bold: \(sample.text)")
  }
}

@Test func verticalMetricsAreTheFontsHheaValues() {
  for face in [book, bold] {
    #expect(face.unitsPerEm == 2048)
    #expect(face.ascender == 1901)
    #expect(face.descender == -483)
    #expect(face.lineGap == 0)
    #expect(face.missingAdvance == 1229)
  }
  #expect(book.name == "DejaVu Sans Book")
  #expect(bold.name == "DejaVu Sans Bold")
  #expect(measurer.fontFamily == "DejaVu Sans")
}

@Test func scalarAdvancesAreTheGlyphAdvances() {
  #expect(book.advance(of: "M" as Unicode.Scalar) == 1767)
  #expect(book.advance(of: " " as Unicode.Scalar) == 651)
  #expect(bold.advance(of: "M" as Unicode.Scalar) == 2038)
  #expect(bold.advance(of: " " as Unicode.Scalar) == 713)
  #expect(book.advance(of: "\u{0300}" as Unicode.Scalar) == 0)
  #expect(book.advance(of: "日" as Unicode.Scalar) == book.missingAdvance)
  #expect(book.advance(of: "\u{10FFFF}" as Unicode.Scalar) == book.missingAdvance)
}

@Test func measureScalesFontUnitsBySizeOverUnitsPerEm() {
  let metrics = measurer.measure("Hello", style: ChoiceTypography(size: 20))
  #expect(abs(metrics.width - 5191 * 20 / 2048) < 1e-9)
  #expect(abs(metrics.ascent - 1901 * 20 / 2048) < 1e-9)
  #expect(abs(metrics.descent - 483 * 20 / 2048) < 1e-9)
  #expect(abs(metrics.lineHeight - 2384 * 20 / 2048) < 1e-9)
}

@Test func widthGrowsLinearlyWithSize() {
  let text = "Segmented picker"
  let unit = measurer.width(of: text, style: ChoiceTypography(size: 1))
  for size: CGFloat in [1, 2, 9.5, 17, 48, 1000] {
    let width = measurer.width(of: text, style: ChoiceTypography(size: size))
    #expect(abs(width - unit * size) < 1e-9 * size, "size \(size)")
  }
}

@Test func boldIsWiderThanBook() {
  for text in ["Week", "Month", "Year", "Ελληνικά", "Русский", "שלום", "مرحبا"] {
    let regular = measurer.width(of: text, style: ChoiceTypography(size: 17, weight: .regular))
    let heavy = measurer.width(of: text, style: ChoiceTypography(size: 17, weight: .bold))
    #expect(heavy > regular, "\(text)")
  }
}

@Test func weightsFromSemiboldUpUseTheBoldFace() {
  for weight in ChoiceTypography.Weight.allCases {
    let expectBold = weight >= .semibold
    #expect(measurer.face(for: weight) == (expectBold ? bold : book), "\(weight)")
    #expect(measurer.cssFontWeight(for: weight) == (expectBold ? 700 : 400), "\(weight)")
    let width = measurer.width(of: "Week", style: ChoiceTypography(size: 2048, weight: weight))
    #expect(width == (expectBold ? 6399 : 5731), "\(weight)")
  }
}

@Test func designIsIgnored() {
  let expected = measurer.measure("Week", style: ChoiceTypography(size: 17))
  for design in ChoiceTypography.Design.allCases {
    #expect(measurer.measure("Week", style: ChoiceTypography(size: 17, design: design)) == expected)
  }
}

@Test func emptyTextHasNoWidthButALineHeight() {
  let metrics = measurer.measure("", style: ChoiceTypography(size: 16))
  #expect(metrics.width == 0)
  #expect(metrics.ascent > 0)
  #expect(metrics.descent > 0)
  #expect(metrics.lineHeight == metrics.ascent + metrics.descent)
}

@Test func missingScalarsTakeTheMissingGlyphAdvance() {
  #expect(book.advance(of: "日本") == 2 * book.missingAdvance)
  #expect(bold.advance(of: "x日") == bold.advance(of: "x") + bold.missingAdvance)
  #expect(book.advance(of: "\u{E0100}") == 0)  // a variation selector is hidden, not missing
}

@Test func invisibleScalarsHaveNoWidth() {
  let invisible = [
    "\u{0300}", "\u{0301}", "\u{0308}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}",
    "\u{2060}", "\u{FE0E}", "\u{FE0F}", "\u{FEFF}", "\u{00AD}",
  ]
  for text in invisible {
    let code = "U+\(String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true))"
    #expect(book.advance(of: "a\(text)b") == book.advance(of: "ab"), "\(code)")
    #expect(bold.advance(of: text) == 0, "\(code)")
  }
}

/// Whether a face has its own glyph for a scalar.
private func covers(_ face: Face, _ scalar: Unicode.Scalar) -> Bool {
  face.runs.contains { scalar.value >= $0.first && scalar.value - $0.first < UInt32($0.advances.count) }
}

@Test func marksTheFaceLacksHaveNoWidth() {
  // Devanagari, Tibetan and Balinese marks, a combining Latin letter and an enclosing keycap:
  // DejaVu Sans has none of them. A viewer draws them from a fallback font, over the letter before.
  let named: [Unicode.Scalar] = ["\u{0951}", "\u{0F71}", "\u{1B34}", "\u{0363}", "\u{20E3}"]
  var random = SeededRandom(seed: 0x0300)
  var sampled: [Unicode.Scalar] = []
  while sampled.count < 200 {
    guard let scalar = Unicode.Scalar(UInt32(random.int(in: 0...0x10FFFF))) else { continue }
    let category = scalar.properties.generalCategory
    if category == .nonspacingMark || category == .enclosingMark { sampled.append(scalar) }
  }
  for mark in named + sampled {
    let code = "U+\(String(mark.value, radix: 16, uppercase: true))"
    for face in [book, bold] where !covers(face, mark) {
      #expect(face.advance(of: mark) == face.missingAdvance, "\(face.name) \(code): before shaping")
      #expect(face.advance(of: "a\(mark)b") == face.advance(of: "ab"), "\(face.name) \(code)")
      #expect(face.advance(of: String(mark)) == 0, "\(face.name) \(code)")
    }
  }
  for mark in named {
    #expect(!covers(book, mark) && !covers(bold, mark), "the faces gained \(mark.value)")
  }
}

@Test func spacingMarksAndLettersTheFaceLacksKeepTheMissingAdvance() {
  // A spacing mark (Devanagari vowel sign AA) and a letter take room in any fallback font.
  for scalar: Unicode.Scalar in ["\u{093E}", "\u{0915}"] {
    #expect(!covers(book, scalar))
    #expect(book.advance(of: "a\(scalar)b") == book.advance(of: "ab") + book.missingAdvance)
  }
}

@Test func textIsOneLineAndControlCharactersHaveNoWidth() {
  let style = ChoiceTypography(size: 17)
  let oneLine = measurer.measure("Week", style: style)
  #expect(measurer.measure("We\nek", style: style) == oneLine)
  #expect(measurer.measure("We\r\nek\t", style: style) == oneLine)
  #expect(measurer.width(of: "\n", style: style) == 0)
}

@Test func concatenationAddsWidthsWithoutLigaturesOrJoining() {
  // Latin, Greek and Cyrillic without "f": no ligature or joining reaches across the seam.
  let alphabet = Array("abcdeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?-αβγδλΩЖжЯя")
  var random = SeededRandom(seed: 2_384)
  func word() -> String {
    let count = Int.random(in: 0...12, using: &random)
    return String((0..<count).map { _ in alphabet[Int.random(in: alphabet.indices, using: &random)] })
  }
  for round in 0..<200 {
    let left = word()
    let right = word()
    for face in [book, bold] {
      #expect(
        face.advance(of: left + right) == face.advance(of: left) + face.advance(of: right),
        "round \(round): \(left) + \(right)")
    }
  }
}

@Test func textMetricsRejectInvalidValues() {
  let metrics = TextMetrics(width: -3, ascent: .nan, descent: .infinity, lineHeight: 12)
  #expect(metrics == TextMetrics(width: 0, ascent: 0, descent: 0, lineHeight: 12))
  #expect(book.metrics(of: "Week", size: .nan) == .zero)
  #expect(book.metrics(of: "Week", size: -4) == .zero)
  #expect(book.metrics(of: "Week", size: .infinity) == .zero)
  #expect(book.metrics(of: "Week", size: 0) == .zero)
}

@Test func hugeSizesSaturateInsteadOfVanishing() {
  let huge = CGFloat.greatestFiniteMagnitude
  // 5,731 units at (huge / 2,048) points each: far beyond the largest CGFloat.
  let metrics = book.metrics(of: "Week", size: huge)
  #expect(metrics.width == huge)
  #expect(metrics.lineHeight == huge)
  #expect(metrics.ascent == 1901 * (huge / 2048) && metrics.descent == 483 * (huge / 2048))
  let measured = measurer.measure("Week", style: ChoiceTypography(size: huge))
  #expect(measured == metrics)
  // Whatever the size and text, every length is finite.
  var random = SeededRandom(seed: 2_048)
  for _ in 0..<100 {
    let size = CGFloat(pow(10, random.double(in: -300...308)))
    let text = String(repeating: "W", count: random.int(in: 0...50))
    let sample = book.metrics(of: text, size: size)
    let lengths = [sample.width, sample.ascent, sample.descent, sample.lineHeight]
    #expect(lengths.allSatisfy { $0.isFinite }, "\(text.count) W at \(size)")
    #expect(text.isEmpty || sample.width > 0, "\(text.count) W at \(size)")
  }
}

@Test func generatedTablesAreSortedAndApart() {
  for face in [book, bold] {
    #expect(!face.runs.isEmpty)
    for run in face.runs {
      #expect(!run.advances.isEmpty, "\(face.name) run at \(run.first)")
      #expect(run.advances.allSatisfy { Int($0) <= 4 * face.unitsPerEm }, "\(face.name) \(run.first)")
    }
    for (earlier, later) in zip(face.runs, face.runs.dropFirst()) {
      #expect(
        UInt64(earlier.first) + UInt64(earlier.advances.count) < UInt64(later.first),
        "\(face.name): runs at \(earlier.first) and \(later.first) touch or overlap")
    }
    for (earlier, later) in zip(face.joiningForms, face.joiningForms.dropFirst()) {
      #expect(earlier.scalar < later.scalar, "\(face.name): joining forms at \(later.scalar)")
    }
    for (earlier, later) in zip(face.ligatureLookups, face.ligatureLookups.dropFirst()) {
      #expect(earlier.index < later.index, "\(face.name): lookup \(later.index) out of order")
    }
    for lookup in face.ligatureLookups {
      #expect(!lookup.ligatures.isEmpty)
      #expect(lookup.ligatures.allSatisfy { $0.components.count >= 2 }, "lookup \(lookup.index)")
    }
  }
}

@Test func generatedTablesCoverTheGalleryScripts() {
  // One letter from each block the previews use; all must come from the font, not the fallback.
  let samples: [Unicode.Scalar] = [
    "A", "z", "~", "é", "ÿ", "Ā", "ž", "ƀ", "ɏ", "Ω", "λ", "Ж", "я", "—", "…", "€", "₴", "→", "⇄",
    "א", "ת", "ا", "ي", "ـ",
  ]
  for scalar in samples {
    for face in [book, bold] {
      let covered = face.runs.contains { run in
        scalar.value >= run.first && scalar.value - run.first < UInt32(run.advances.count)
      }
      #expect(covered, "\(face.name) lacks U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
  }
}
