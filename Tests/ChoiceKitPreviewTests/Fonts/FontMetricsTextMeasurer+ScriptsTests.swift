import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The Arabic script's ligatures form only in text a viewer sets as Arabic.
@Suite("FontMetricsTextMeasurer scripts")
struct FontMetricsTextMeasurerScriptsTests {
  typealias Measurer = FontMetricsTextMeasurer

  private let book = Measurer.Face.dejaVuSansBook
  private let bold = Measurer.Face.dejaVuSansBold

  /// HarfBuzz 15.0 widths (uharfbuzz 0.57, `-kern`, DejaVu Sans 2.37) of a space and a harakah:
  /// in Arabic text the two form the harakah's isolated form (600 units in Book, 700 in Bold),
  /// narrower than the space (651, 713); elsewhere they stay a space and a mark over it.
  private static let harfBuzzWidths: [(text: String, book: Int, bold: Int)] = [
    (" \u{650}", 651, 713),  // no letter: no script, the font's default features
    ("a \u{650}", 1906, 2095),  // Latin
    ("1 \u{650}", 1954, 2138),  // a digit has no script either
    (" \u{64E}", 651, 713),
    ("ب ", 2579, 2771),
    ("ب \u{650}", 2528, 2758),  // Arabic: the space and kasra ligate
    ("ب \u{64B}", 2528, 2758),
    (" \u{650}ب", 2528, 2758),  // leading space and mark belong to the letter after them
    ("ب 1 \u{650}", 4482, 4896),  // the digit and the space stay in the Arabic run
    ("ب \u{64E}\u{650}", 2528, 2758),  // the first harakah ligates, the second is a mark
    ("ا \u{652}", 1169, 1402),
  ]

  @Test func aSpaceAndAnArabicMarkLigateOnlyInArabicText() {
    for sample in Self.harfBuzzWidths {
      #expect(book.advance(of: sample.text) == sample.book, "Book: \(sample.text)")
      #expect(bold.advance(of: sample.text) == sample.bold, "Bold: \(sample.text)")
    }
  }

  @Test func aMarkAfterASpaceNarrowsNothingOutsideArabic() {
    for face in [book, bold] {
      for mark: Unicode.Scalar in ["\u{64B}", "\u{64E}", "\u{650}", "\u{652}"] {
        #expect(face.advance(of: " \(mark)") == face.advance(of: " "), "\(face.name)")
        #expect(face.advance(of: "Week \(mark)") == face.advance(of: "Week "), "\(face.name)")
        // Text after a Latin word stays in its run, whatever follows.
        #expect(face.advance(of: "a \(mark)ب") == face.advance(of: "a ب"), "\(face.name)")
        // In Arabic text the ligature is narrower than the space: HarfBuzz draws it so.
        #expect(face.advance(of: "ب \(mark)") < face.advance(of: "ب "), "\(face.name)")
      }
    }
  }

  @Test func lookupsWithArabicComponentsApplyInArabicRunsOnly() {
    for face in [book, bold] {
      let arabic = face.ligatureLookups.filter(\.appliesInArabicRunsOnly)
      // Two of lam-alef and the space-and-mark lookup; not the Latin ff lookup.
      #expect(arabic.count == 3, "\(face.name)")
      #expect(face.ligatureLookups.count == 4, "\(face.name)")
      let latin = face.ligatureLookups.filter { !$0.appliesInArabicRunsOnly }
      #expect(latin.allSatisfy { $0.firstScalars == [0x66] }, "\(face.name)")
    }
  }

  @Test func scriptClassesFollowScriptsTxt() {
    let arabic: [UInt32] = [0x0627, 0x0628, 0x0644, 0x0660, 0x06F0, 0x0600, 0x0656, 0xFEDF, 0xFE8E]
    let neutral: [UInt32] = [
      0x20, 0x31, 0x2E, 0x060C, 0x061B, 0x061F, 0x0640, 0x064B, 0x0650, 0x0655, 0x0670, 0x06DD, 0xFD3E,
      0xFEFF, 0x0301, 0x200D, 0x1F44D, 0x10FFFF, 0xD800,
    ]
    let other: [UInt32] = [0x41, 0x7A, 0xE9, 0x03B1, 0x0416, 0x05D0, 0x65E5, 0x07CA]
    for value in arabic { #expect(Measurer.scriptClass(of: value) == .arabic, "\(value)") }
    for value in neutral { #expect(Measurer.scriptClass(of: value) == .neutral, "\(value)") }
    for value in other { #expect(Measurer.scriptClass(of: value) == .other, "\(value)") }
  }

  @Test func runsResolveBackwardThenForward() {
    func runs(_ text: String) -> [Bool] {
      let scalars = Array(text.unicodeScalars)
      var glyphs = scalars.map { scalar in
        Measurer.ShapedGlyph(scalar: scalar.value)
      }
      return glyphs.withUnsafeMutableBufferPointer { buffer in
        var resolver = Measurer.ArabicRunResolver()
        return buffer.indices.map { resolver.isArabicRun(at: $0, in: buffer) }
      }
    }
    #expect(runs("") == [])
    #expect(runs("  ") == [false, false])
    #expect(runs(" ب") == [true, true])
    #expect(runs("ب a ") == [true, true, false, false])
    #expect(runs("1 ب 2 a") == [true, true, true, true, true, true, false])
    #expect(runs("a ب") == [false, false, true])
    // Asked for some positions only, as a lookup asks where a ligature matched.
    let scalars = Array("  ب a ".unicodeScalars)
    var glyphs = scalars.map { scalar in
      Measurer.ShapedGlyph(scalar: scalar.value)
    }
    let answers = glyphs.withUnsafeMutableBufferPointer { buffer in
      var resolver = Measurer.ArabicRunResolver()
      return [1, 3, 5, 5].map { resolver.isArabicRun(at: $0, in: buffer) }
    }
    #expect(answers == [true, true, false, false])
  }
}
