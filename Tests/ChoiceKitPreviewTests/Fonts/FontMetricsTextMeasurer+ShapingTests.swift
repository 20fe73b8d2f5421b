import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The shaper: marks without a glyph of their own, and texts of every length.
@Suite("FontMetricsTextMeasurer shaping")
struct FontMetricsTextMeasurerShapingTests {
  typealias Face = FontMetricsTextMeasurer.Face

  private let faces = [Face.dejaVuSansBook, Face.dejaVuSansBold]

  /// Marks DejaVu Sans lacks whose code points lie in gaps the generated runs fill with the
  /// missing glyph's advance (between mapped neighbours): combining marks, Hebrew, Arabic and
  /// Lao marks, the combining marks for symbols.
  private static let marksInFilledGaps: [Unicode.Scalar] = [
    "\u{350}", "\u{354}", "\u{355}", "\u{356}", "\u{359}", "\u{35B}", "\u{5C4}", "\u{5C5}", "\u{616}",
    "\u{61A}", "\u{656}", "\u{65F}", "\u{EBA}", "\u{1DC0}", "\u{1DC3}", "\u{20D2}", "\u{20DD}", "\u{20E0}",
  ]

  @Test func marksInTheRunsGapsTakeNoWidthAnywhere() {
    for face in faces {
      for mark in Self.marksInFilledGaps {
        let code = "U+\(String(mark.value, radix: 16, uppercase: true))"
        // The runs hold the missing advance for it: the face lacks it.
        #expect(face.advance(of: mark) == face.missingAdvance, "\(face.name) \(code)")
        #expect(face.advance(of: String(mark)) == 0, "\(face.name) \(code): alone")
        #expect(face.advance(of: "\(mark)ab") == face.advance(of: "ab"), "\(face.name) \(code): first")
        #expect(face.advance(of: "a\(mark)b") == face.advance(of: "ab"), "\(face.name) \(code): after a")
        #expect(face.advance(of: "ب\(mark)ب") == face.advance(of: "بب"), "\(face.name) \(code): Arabic")
      }
    }
  }

  @Test func marksTheFaceDrawsWideKeepTheirWidth() {
    // Cyrillic hundred thousands and millions signs: enclosing marks the faces draw as spacing
    // glyphs; HarfBuzz gives them 856 units alone and after a letter.
    for face in faces {
      for mark: Unicode.Scalar in ["\u{488}", "\u{489}"] {
        #expect(face.advance(of: String(mark)) == 856, "\(face.name)")
        #expect(face.advance(of: "a\(mark)") == face.advance(of: "a") + 856, "\(face.name)")
      }
    }
  }

  @Test func glyphsAreSixteenBytes() {
    // So a label's glyphs fit the stack the temporary buffer prefers (1 KiB: 64 glyphs).
    #expect(MemoryLayout<FontMetricsTextMeasurer.ShapedGlyph>.stride == 16)
    var glyph = FontMetricsTextMeasurer.ShapedGlyph(scalar: 0x66, isHidden: true, startsLigature: true)
    #expect(glyph.isHidden && glyph.startsLigature && !glyph.isMark && !glyph.isConsumed)
    glyph.isConsumed = true
    glyph.isMark = true
    #expect(glyph.key == nil && glyph.isMark && glyph.isHidden)
    glyph.isMark = false
    glyph.isConsumed = false
    #expect(glyph.key == FontMetricsTextMeasurer.GlyphKey(0x66, .isolated) && !glyph.isMark)
  }

  @Test func textOfEveryLengthIsShapedWhole() {
    for face in faces {
      #expect(face.shapedAdvance(of: "") == 0)
      // Four-byte scalars: the buffer's capacity (UTF-8 bytes) is four times the glyphs.
      #expect(face.shapedAdvance(of: "👍👍") == 2 * face.missingAdvance)
      // Long enough for the temporary buffer to leave the stack.
      let long = String(repeating: "الإعدادات \u{650} ", count: 1_000)
      #expect(face.shapedAdvance(of: long) == ReferenceShaper.advance(of: long, in: face), "\(face.name)")
      #expect(face.advance(of: long) == 1_000 * face.advance(of: "الإعدادات \u{650} "), "\(face.name)")
    }
  }

  @Test func blocksSaidToHoldNoMarkHoldNone() {
    let ranges: [ClosedRange<UInt32>] = [
      0x1F000...0x1FAFF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xE000...0xF8FF,
      0x20000...0x3FFFF,
      0xF0000...0x10FFFF,
    ]
    for range in ranges {
      let marks = range.compactMap(Unicode.Scalar.init).filter(Face.isMark)
      #expect(marks.isEmpty, "\(range): \(marks.prefix(3).map(\.value))")
      #expect(!Face.mayBeMark(range.lowerBound) && !Face.mayBeMark(range.upperBound))
    }
    for value: UInt32 in [0x300, 0x64E, 0x20DD, 0xE0100, 0x1D167, 0x1E000] {
      #expect(Face.mayBeMark(value), "\(value)")
    }
  }

  @Test func transparencyNeedsNoCategoryBelowTheCombiningMarks() {
    for value in UInt32(0)..<0x300 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = scalar.properties.generalCategory
      let expected = category == .nonspacingMark || category == .enclosingMark || category == .format
      #expect(Face.isTransparent(scalar) == expected, "U+\(String(value, radix: 16))")
    }
  }
}
