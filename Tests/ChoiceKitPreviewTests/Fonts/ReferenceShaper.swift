import ChoiceKitCore
import Foundation

@testable import ChoiceKitPreview

/// The measurer's shaping written the plain way, one array per step, as it was before the table
/// path and the temporary buffers: what every optimisation must agree with, width for width.
///
/// Beside the old algorithm it holds the three rules the contract asks for, each in its plainest
/// form: a mark the face lacks takes no width even where the generated runs fill a gap with the
/// missing glyph's advance, a lookup with an Arabic component applies only where the text is
/// set as Arabic (the nearest letter before, or with none before, after, is Arabic), and an
/// emoji sequence is one glyph, its first scalar's, which no ligature reaches into.
enum ReferenceShaper {
  typealias Face = FontMetricsTextMeasurer.Face
  typealias JoiningType = FontMetricsTextMeasurer.JoiningType
  typealias JoiningForm = FontMetricsTextMeasurer.JoiningForm
  typealias GlyphKey = FontMetricsTextMeasurer.GlyphKey

  /// A glyph as the old shaper kept it; `key` is nil once a ligature consumed it.
  struct Glyph {
    var key: GlyphKey?
    var advance: Int
    var isMark: Bool
  }

  /// The width of text in font units.
  static func advance(of text: String, in face: Face) -> Int {
    let scalars = Array(text.unicodeScalars)
    var glyphs = shape(scalars, in: face)
    for lookup in face.ligatureLookups {
      apply(lookup, to: &glyphs, scalars: scalars)
    }
    return glyphs.reduce(0) { $0 + $1.advance }
  }

  /// A scalar's joining type: the face's table, else transparent for marks and format
  /// characters, else non-joining.
  static func joiningType(of scalar: Unicode.Scalar, in face: Face) -> JoiningType {
    if let entry = face.joiningForms.first(where: { $0.scalar == scalar.value }) { return entry.joining }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return .transparent
    default: return .nonJoining
    }
  }

  static func shape(_ scalars: [Unicode.Scalar], in face: Face) -> [Glyph] {
    let entries = scalars.map { scalar in face.joiningForms.first { $0.scalar == scalar.value } }
    let types = scalars.map { joiningType(of: $0, in: face) }
    var forms = [JoiningForm](repeating: .isolated, count: scalars.count)
    var previous: Int?
    for index in scalars.indices where types[index] != .transparent {
      if let previous, types[previous].joinsNext, types[index].joinsPrevious {
        forms[previous] = forms[previous] == .final ? .medial : .initial
        forms[index] = .final
      }
      previous = index
    }
    let continuations = emojiContinuations(in: scalars)
    return scalars.indices.map { index in
      let scalar = scalars[index]
      if continuations.contains(index) { return Glyph(key: nil, advance: 0, isMark: false) }
      let isMark: Bool
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: isMark = true
      default: isMark = false
      }
      let advance: Int
      if Face.isHidden(scalar) {
        advance = 0
      } else if let entry = entries[index] {
        advance = Int(entry.advances[forms[index].rawValue])
      } else if let own = face.glyphAdvance(of: scalar), !(own == face.missingAdvance && isMark) {
        advance = own
      } else {
        advance = isMark ? 0 : face.missingAdvance
      }
      return Glyph(
        key: GlyphKey(scalar.value, forms[index]), advance: advance,
        isMark: types[index] == .transparent && !Face.isHidden(scalar))
    }
  }

  /// The positions of the scalars that continue an emoji sequence, parsed as UTS #51 writes the
  /// sequences, with the variation selector U+FE0F and the tags U+E0020…U+E007F left out first
  /// (they take no width, and may sit anywhere in a sequence):
  ///
  /// - a flag: two regional indicators;
  /// - a keycap: a digit, `#` or `*`, then U+20E3;
  /// - pictographs joined by ZWJ, each with a skin tone after it when it is a modifier base.
  static func emojiContinuations(in scalars: [Unicode.Scalar]) -> Set<Int> {
    let positions = scalars.indices.filter { index in
      let value = scalars[index].value
      return value != 0xFE0F && !(0xE0020...0xE007F).contains(value)
    }
    let values = positions.map { scalars[$0].value }
    var continuations: Set<Int> = []
    var index = 0
    while index < values.count {
      let next = index + 1 < values.count ? values[index + 1] : nil
      if isRegionalIndicator(values[index]), let next, isRegionalIndicator(next) {
        continuations.insert(positions[index + 1])
        index += 2
      } else if [0x23, 0x2A].contains(values[index]) || (0x30...0x39).contains(values[index]), next == 0x20E3
      {
        continuations.insert(positions[index + 1])
        index += 2
      } else if isPictographic(values[index]) {
        var last = index
        while true {
          if last + 1 < values.count, (0x1F3FB...0x1F3FF).contains(values[last + 1]),
            scalars[positions[last]].properties.isEmojiModifierBase
          {
            continuations.insert(positions[last + 1])
            last += 1
          }
          guard last + 2 < values.count, values[last + 1] == 0x200D, isPictographic(values[last + 2]) else {
            break
          }
          continuations.insert(positions[last + 2])
          last += 2
        }
        index = last + 1
      } else {
        index += 1
      }
    }
    return continuations
  }

  /// U+1F1E6…U+1F1FF, the halves of flags.
  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }

  /// An emoji from U+203C up (Unicode's Emoji property) that is no regional indicator or skin
  /// tone.
  static func isPictographic(_ value: UInt32) -> Bool {
    guard value >= 0x203C, !isRegionalIndicator(value), !(0x1F3FB...0x1F3FF).contains(value) else {
      return false
    }
    return Unicode.Scalar(value)?.properties.isEmoji ?? false
  }

  static func apply(
    _ lookup: FontMetricsTextMeasurer.LigatureLookup, to glyphs: inout [Glyph], scalars: [Unicode.Scalar]
  ) {
    let isArabicLookup = isArabicLookup(lookup)
    for start in glyphs.indices {
      guard let key = glyphs[start].key else { continue }
      for ligature in lookup.ligatures where ligature.components.first == key {
        guard let matched = match(ligature, at: start, in: glyphs, skipsMarks: lookup.skipsMarks) else {
          continue
        }
        if isArabicLookup, !isArabicRun(at: start, scalars: scalars) { break }
        glyphs[start] = Glyph(key: nil, advance: Int(ligature.advance), isMark: false)
        for position in matched {
          glyphs[position] = Glyph(key: nil, advance: 0, isMark: glyphs[position].isMark)
        }
        break
      }
    }
  }

  static func match(
    _ ligature: FontMetricsTextMeasurer.Ligature, at start: Int, in glyphs: [Glyph], skipsMarks: Bool
  ) -> [Int]? {
    var positions: [Int] = []
    var position = start
    for component in ligature.components.dropFirst() {
      position += 1
      while skipsMarks, position < glyphs.count, glyphs[position].isMark {
        position += 1
      }
      guard position < glyphs.count, glyphs[position].key == component else { return nil }
      positions.append(position)
    }
    return positions
  }

  /// Whether a lookup has an Arabic component, so it belongs to the Arabic script's features.
  static func isArabicLookup(_ lookup: FontMetricsTextMeasurer.LigatureLookup) -> Bool {
    lookup.ligatures.contains { ligature in ligature.components.contains { isInArabicBlocks($0.scalar) } }
  }

  /// U+0600…U+06FF, U+0750…U+077F, U+0870…U+08FF, U+FB50…U+FDFF, U+FE70…U+FEFF.
  static func isInArabicBlocks(_ value: UInt32) -> Bool {
    [0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]
      .contains { $0.contains(value) }
  }

  /// Scalars of the Arabic blocks that Scripts.txt gives to Common or Inherited.
  static let arabicBlockNeutrals: Set<UInt32> = Set(
    [0x0605, 0x060C, 0x061B, 0x061F, 0x0640, 0x0670, 0x06DD, 0x08E2, 0xFD3E, 0xFD3F, 0xFEFF]
      + Array(0x064B...0x0655))

  /// `true` for Arabic, `false` for a letter of another script, `nil` for no script of its own.
  static func isArabicScript(_ scalar: Unicode.Scalar) -> Bool? {
    if isInArabicBlocks(scalar.value) { return arabicBlockNeutrals.contains(scalar.value) ? nil : true }
    return scalar.properties.generalCategory.isLetter ? false : nil
  }

  /// Whether the scalar at a position is in an Arabic run: the nearest scalar with a script, at
  /// or before it, else after it.
  static func isArabicRun(at position: Int, scalars: [Unicode.Scalar]) -> Bool {
    let before = scalars[...position].reversed().lazy.compactMap(isArabicScript).first
    let after = scalars[(position + 1)...].lazy.compactMap(isArabicScript).first
    return before ?? after ?? false
  }
}

extension Unicode.GeneralCategory {
  /// Whether the category is one of the five letter categories.
  fileprivate var isLetter: Bool {
    switch self {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }
}
