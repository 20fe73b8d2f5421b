import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitPreview

/// Properties of the measurer over generated text: the table path and the optimised shaper give
/// exactly the widths of the plain reference shaper, appending a scalar never narrows text but
/// where HarfBuzz does, and a mark never takes the missing glyph's width.
@Suite("FontMetricsTextMeasurer properties", .timeLimit(.minutes(10)))
struct FontMetricsTextMeasurerProperties {
  typealias Face = FontMetricsTextMeasurer.Face

  static let faces = [Face.dejaVuSansBook, Face.dejaVuSansBold]

  @Test func printableASCIITakesTheTablePathAndAgreesWithShaping() {
    checkProperty(
      "printable ASCII takes the table path, with shaping's width",
      generate: TextSamples.printableASCII, shrink: Generate.shrinkList
    ) { scalars in
      let text = TextSamples.string(scalars)
      for face in Self.faces {
        guard let table = face.tableAdvance(of: text) else { return "\(face.name): no table path" }
        let shaped = face.shapedAdvance(of: text)
        let reference = ReferenceShaper.advance(of: text, in: face)
        guard table == shaped, shaped == reference else {
          return "\(face.name) \"\(text)\": table \(table), shaped \(shaped), reference \(reference)"
        }
      }
      return nil
    }
  }

  @Test func everyPathAgreesWithTheReferenceShaper() {
    checkProperty(
      "table path and shaper agree with the reference",
      generate: TextSamples.mixed, shrink: Generate.shrinkList
    ) { scalars in
      let text = TextSamples.string(scalars)
      for face in Self.faces {
        let reference = ReferenceShaper.advance(of: text, in: face)
        let shaped = face.shapedAdvance(of: text)
        let table = face.tableAdvance(of: text)
        let advance = face.advance(of: text)
        guard advance == reference, shaped == reference, table == nil || table == reference else {
          return "\(face.name) [\(TextSamples.codes(scalars))]: advance \(advance), shaped \(shaped), "
            + "table \(table.map(String.init) ?? "-"), reference \(reference)"
        }
      }
      return nil
    }
  }

  @Test func appendingAScalarNeverNarrowsTextButWhereHarfBuzzDoes() {
    checkProperty(
      "appending never narrows, but for Arabic joining and ligatures",
      generate: { random in (TextSamples.mixed(&random), TextSamples.scalar(&random)) },
      shrink: { text, scalar in Generate.shrinkList(text).map { ($0, scalar) } }
    ) { scalars, appended in
      for face in Self.faces {
        let before = face.advance(of: TextSamples.string(scalars))
        let after = face.advance(of: TextSamples.string(scalars + [appended]))
        if after < before, !Self.harfBuzzNarrows(appending: appended, to: scalars, in: face) {
          return "\(face.name) [\(TextSamples.codes(scalars))] + \(TextSamples.code(appended)): "
            + "\(before) → \(after)"
        }
      }
      return nil
    }
  }

  @Test func aMarkTakesNoWidthOrItsOwnNeverTheMissingGlyphs() {
    checkProperty(
      "a mark adds nothing or its own glyph's advance",
      generate: { random in
        (random.int(in: 0...3) == 0 ? [] : TextSamples.mixed(&random), TextSamples.mark(&random))
      },
      shrink: { text, mark in Generate.shrinkList(text).map { ($0, mark) } }
    ) { scalars, mark in
      for face in Self.faces {
        let added =
          face.advance(of: TextSamples.string(scalars + [mark]))
          - face.advance(of: TextSamples.string(scalars))
        let own = face.glyphAdvance(of: mark)
        let isOwn = own == added && own != face.missingAdvance
        guard added == 0 || isOwn || Self.harfBuzzNarrows(appending: mark, to: scalars, in: face) else {
          return "\(face.name) [\(TextSamples.codes(scalars))] + \(TextSamples.code(mark)): adds \(added)"
        }
      }
      return nil
    }
  }

  @Test func facesWithEveryKindOfRuleAgreeWithTheReferenceShaper() {
    checkProperty(
      "synthetic faces' table path and shaper agree with the reference",
      generate: SyntheticFace.text, shrink: Generate.shrinkList
    ) { scalars in
      let text = TextSamples.string(scalars)
      for face in [SyntheticFace.face, SyntheticFace.faceWithoutSkipping] {
        let reference = ReferenceShaper.advance(of: text, in: face)
        let shaped = face.shapedAdvance(of: text)
        let table = face.tableAdvance(of: text)
        guard face.advance(of: text) == reference, shaped == reference, table == nil || table == reference
        else {
          return "\(face.ligatureLookups[1].skipsMarks ? "skipping" : "not skipping") "
            + "[\(TextSamples.codes(scalars))]: shaped \(shaped), table \(table.map(String.init) ?? "-"), "
            + "reference \(reference)"
        }
      }
      return nil
    }
  }

  /// Whether HarfBuzz draws text narrower after `appended`, as it does in Arabic only:
  ///
  /// - The scalar joins the last one that is not transparent: that one loses its isolated form,
  ///   whose tail is wider than a joining form (ب is 1928 units alone, 570 initial, and با is
  ///   1194), and a lam and an alef become the lam-alef ligature.
  /// - The scalar is an Arabic mark after a space in Arabic text: the two form the mark's
  ///   isolated form (U+FE7A for kasra), narrower than the space.
  /// - The scalar is the text's first letter, and Arabic: the spaces and marks before it are
  ///   set as Arabic from then on, so their pairs ligate.
  static func harfBuzzNarrows(appending appended: Unicode.Scalar, to scalars: [Unicode.Scalar], in face: Face)
    -> Bool
  {
    let joining = { (scalar: Unicode.Scalar) in ReferenceShaper.joiningType(of: scalar, in: face) }
    if joining(appended).joinsPrevious, let last = scalars.last(where: { joining($0) != .transparent }),
      joining(last).joinsNext
    {
      return true
    }
    if let last = scalars.last, ReferenceShaper.isArabicRun(at: scalars.count, scalars: scalars + [appended])
    {
      let pairs = face.ligatureLookups.filter(ReferenceShaper.isArabicLookup).flatMap(\.ligatures)
      let pairsUp = pairs.contains { ligature in
        ligature.components.map(\.scalar) == [last.value, appended.value]
      }
      if pairsUp { return true }
    }
    return ReferenceShaper.isArabicScript(appended) == true
      && scalars.allSatisfy { ReferenceShaper.isArabicScript($0) == nil }
  }
}
