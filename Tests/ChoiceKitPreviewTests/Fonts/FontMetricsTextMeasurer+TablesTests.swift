import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The table path: which text takes it, and that it gives what shaping and HarfBuzz give.
@Suite("FontMetricsTextMeasurer table path")
struct FontMetricsTextMeasurerTablesTests {
  typealias Face = FontMetricsTextMeasurer.Face

  private let book = Face.dejaVuSansBook
  private let bold = Face.dejaVuSansBold

  /// Widths in font units from HarfBuzz 15.0 (uharfbuzz 0.57) with `-kern`, shaping the installed
  /// DejaVu Sans 2.37 files: labels real apps show, many with the fonts' ligatures. An emoji
  /// sequence is the one glyph an emoji font draws, where HarfBuzz drew DejaVu Sans's glyphs.
  private static let harfBuzzWidths: [(text: String, book: Int, bold: Int)] = [
    ("Profile", 6449, 7527),  // "fi": a ligature in Bold only (Book's is as wide as f and i)
    ("Favourites", 10737, 12280),
    ("Off", 3023, 3400),  // "ff"
    ("Notifications", 12818, 14681),
    ("Wi-Fi", 5080, 5912),
    ("Office", 5978, 6628),  // "ffi"
    ("Offline", 6719, 7576),  // "ffl"
    ("fi", 1290, 1518),
    ("fl", 1290, 1518),
    ("ffl", 1980, 2286),
    ("fff", 2132, 2550),  // "ff" then "f"
    ("fffi", 2701, 3177),  // "ff" then "fi"
    ("ffffl", 3391, 3945),
    ("flffi", 3270, 3802),
    ("Préférences", 12171, 13859),
    ("Café", 4666, 5165),
    ("Íñigo", 5024, 5795),
    ("Joaquín", 7577, 8635),
    ("Área 51", 8015, 8929),
    ("Zoë", 3916, 4281),
    ("Begoña", 7771, 8663),
    ("👍 Like", 6036, 6700),  // the emoji takes the missing glyph's advance
    // HarfBuzz with DejaVu Sans alone draws the flag's two halves as two missing glyphs (10578,
    // 11477); an emoji font draws one glyph, which the measurer takes: 1229 units less.
    ("🇪🇸 España", 9349, 10248),
  ]

  @Test func labelsMatchHarfBuzzAndTakeTheTablePath() {
    for sample in Self.harfBuzzWidths {
      for (face, expected) in [(book, sample.book), (bold, sample.bold)] {
        #expect(face.advance(of: sample.text) == expected, "\(face.name): \(sample.text)")
        #expect(face.tableAdvance(of: sample.text) == expected, "\(face.name): \(sample.text)")
        #expect(face.shapedAdvance(of: sample.text) == expected, "\(face.name): \(sample.text)")
      }
    }
  }

  @Test func textWithoutJoiningTakesTheTablePath() {
    let texts = [
      "", "Week", "\t", "a\u{0}b", "e\u{301}", "Ελληνικά", "Русский", "שָׁלוֹם", "日本語", "a\u{200D}b",
      "👩‍👩‍👧‍👦", "🇪🇸", "1\u{FE0F}\u{20E3}", "👍\u{1F3FD}", "a\u{FE0F}", "\u{350}", "f\u{301}f", "f\u{200D}f",
    ]
    for face in [book, bold] {
      for text in texts {
        let table = face.tableAdvance(of: text)
        #expect(table != nil, "\(face.name): \(text)")
        #expect(table == face.shapedAdvance(of: text), "\(face.name): \(text)")
      }
    }
  }

  @Test func joiningAndArabicLigaturesAreShaped() {
    // Arabic and N'Ko letters, tatweel, a harakah (it ligates with a space), lam-alef's
    // presentation forms.
    let texts = ["مرحبا", "ب", "ߊ", "a\u{640}", "a\u{650}", " \u{64E}", "\u{FEDF}\u{FE8E}"]
    for face in [book, bold] {
      for text in texts {
        #expect(face.tableAdvance(of: text) == nil, "\(face.name): \(text)")
      }
    }
  }

  @Test func tablesHoldTheFacesASCIILigatures() {
    for face in [book, bold] {
      let kinds = face.tables.asciiKinds
      #expect(kinds.count == 0x80 && face.tables.asciiAdvances.count == 0x80)
      #expect(kinds[Int(UInt8(ascii: "f"))] == .startsLigature, "\(face.name)")
      // A space begins only ligatures with an Arabic mark, which the mark sends to shaping.
      #expect(kinds[Int(UInt8(ascii: " "))] == .plain, "\(face.name)")
      #expect(!kinds.contains(.needsShaping), "\(face.name)")
      #expect(face.tables.asciiLigatures.lookupCount == 1, "\(face.name)")
      #expect(!face.tables.asciiLigatures.skipsMarks, "\(face.name)")
      #expect(face.tables.asciiAdvances[0x09] == 0 && face.tables.asciiAdvances[0x7F] == 0)
      #expect(face.tables.asciiAdvances[Int(UInt8(ascii: "M"))] == face.advance(of: "M" as Unicode.Scalar))
      for value: UInt32 in [0x0627, 0x0644, 0x064E, 0x0650, 0x0652, 0x07CA, 0xFEDF, 0xFE8E] {
        #expect(face.tables.needsShaping(value), "\(face.name) \(value)")
      }
      // Hidden scalars with a joining type change only their neighbours' forms.
      for value: UInt32 in [0x200C, 0x200D, 0x0300, 0x00E9, 0x1F44D, 0x10FFFF] {
        #expect(!face.tables.needsShaping(value), "\(face.name) \(value)")
      }
    }
    // The components after "f" of each ligature, in the font's order.
    let rests = { (face: Face) in
      let ligatures = face.tables.asciiLigatures
      let first = Int(UInt8(ascii: "f"))
      return (ligatures.starts[first]..<ligatures.starts[first + 1]).map { position in
        String(decoding: ligatures.bytes[ligatures.rests[position]], as: UTF8.self)
      }
    }
    // Book's fi and fl draw as wide as their letters, so the generator leaves them out.
    #expect(rests(book) == ["fl", "fi", "f"])
    #expect(rests(bold) == ["fl", "fi", "l", "i", "f"])
  }

  @Test func theJoiningTableIsFoundDenseAndSparse() {
    for face in [book, bold] {
      let tables = face.tables
      #expect(tables.joiningScalars == face.joiningForms.map(\.scalar))
      for entry in face.joiningForms {
        guard let position = tables.joiningEntry(of: entry.scalar) else {
          Issue.record("\(face.name): no entry for \(entry.scalar)")
          continue
        }
        #expect(tables.joiningScalars[position] == entry.scalar)
        #expect(tables.joiningTypes[position] == entry.joining)
        #expect(Array(tables.joiningAdvances[4 * position..<4 * position + 4]) == entry.advances)
      }
      // ZWNJ and ZWJ lie beyond the dense part, found by search.
      #expect(tables.denseJoiningStart + UInt32(tables.denseJoining.count) < 0x200C)
      let known = Set(face.joiningForms.map(\.scalar))
      for value in UInt32(0)...0x2100 where !known.contains(value) {
        #expect(tables.joiningEntry(of: value) == nil, "\(face.name): \(value)")
      }
      #expect(tables.joiningEntry(of: 0x10FFFF) == nil && tables.joiningEntry(of: .max) == nil)
    }
  }

  @Test func ligatureStartsSayWhichLookupsToRun() {
    for face in [book, bold] {
      let positions = { (scalar: Unicode.Scalar) in
        let mask = face.tables.ligatureLookups(startedBy: scalar.value)
        return face.ligatureLookups.indices.filter { mask & (1 << UInt64($0)) != 0 }
      }
      #expect(positions("f") == [2], "\(face.name)")
      #expect(positions(" ") == [3], "\(face.name)")
      #expect(positions("\u{644}") == [0, 1], "\(face.name)")
      #expect(positions("a").isEmpty && positions("\u{627}").isEmpty, "\(face.name)")
    }
  }

  @Test func ruleCombinationsDejaVuLacksTakeTheRightPath() {
    let face = SyntheticFace.face
    let plain = SyntheticFace.faceWithoutSkipping
    // An ASCII letter with contextual forms, and one that begins a ligature of the Arabic
    // script's lookup, are shaped; so is text beyond ASCII where a lookup skips marks.
    #expect(face.tables.asciiKinds[Int(UInt8(ascii: "j"))] == .needsShaping)
    #expect(face.tables.asciiKinds[Int(UInt8(ascii: "x"))] == .needsShaping)
    #expect(face.tables.asciiKinds[Int(UInt8(ascii: "\t"))] == .startsLigature)
    #expect(face.tableAdvance(of: "jj") == nil && face.tableAdvance(of: "xy") == nil)
    #expect(face.tableAdvance(of: "ab\u{301}c") == nil)
    #expect(plain.tableAdvance(of: "ab\u{301}c") != nil)
    // Lookups in order: "ab" forms before the longer "abc" is tried; the second lookup forms "ca"
    // from what the first left; a control can be a component.
    let advance = { (letter: Unicode.Scalar) in face.tables.asciiAdvances[Int(letter.value)] }
    #expect(face.tableAdvance(of: "abc") == 100 + advance("c"))
    #expect(face.tableAdvance(of: "bca") == 120 + advance("a"))
    #expect(face.tableAdvance(of: "cab") == advance("c") + 100)
    #expect(face.tableAdvance(of: "\ta") == 20)
    for text in ["abc", "bca", "cab", "\ta", "aaa", "ab\u{301}c", "jj", "xy", "c\u{302}a"] {
      for synthetic in [face, plain] {
        #expect(synthetic.advance(of: text) == ReferenceShaper.advance(of: text, in: synthetic), "\(text)")
      }
    }
  }

  @Test func aFaceWithoutShapingRulesMeasuresByTable() {
    let face = Face(
      name: "Plain", unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, missingAdvance: 500,
      runs: [.init(first: 0x41, advances: [600, 650])], joiningForms: [], ligatureLookups: [])
    #expect(face.tableAdvance(of: "AB") == 1250)
    #expect(face.tableAdvance(of: "ABC\u{301}é") == 2250)
    #expect(face.shapedAdvance(of: "ABC\u{301}é") == 2250)
    #expect(face.tables.denseJoining.isEmpty && face.tables.joiningScalars.isEmpty)
    #expect(face.tables.joiningEntry(of: 0x41) == nil && face.tables.joiningEntry(of: 0) == nil)
  }
}
