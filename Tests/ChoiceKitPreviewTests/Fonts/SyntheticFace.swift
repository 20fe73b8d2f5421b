import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation

@testable import ChoiceKitPreview

/// Made-up faces with the rules DejaVu Sans does not combine, for the paths it never takes: two
/// lookups of ASCII ligatures (one skipping marks, in one face), a ligature listed before a
/// longer one, a ligature with a control, an ASCII letter with contextual forms, ASCII ligatures
/// in a lookup of the Arabic script and in a form only joining gives, a mark in a gap of the
/// runs, and emoji sequences: a keycap whose mark the face draws wide and whose digit begins a
/// ligature of the lookup that skips marks, a skin tone, a flag's halves.
enum SyntheticFace {
  typealias Measurer = FontMetricsTextMeasurer

  /// The face whose second lookup skips marks.
  static let face = make(secondLookupSkipsMarks: true)
  /// The same face with no lookup skipping marks, so text beyond ASCII keeps the table path.
  static let faceWithoutSkipping = make(secondLookupSkipsMarks: false)

  /// The scalars the faces' rules concern, and some they lack.
  static let alphabet: [Unicode.Scalar] = [
    "a", "b", "c", "x", "y", "j", " ", "\t", "\u{300}", "\u{301}", "\u{302}", "\u{303}", "\u{64E}",
    "\u{627}", "\u{628}", "\u{200D}", "\u{200C}", "é", "日", "1", "\u{20E3}", "\u{FE0F}", "👍", "\u{1F3FD}",
    "🇪", "👩",
  ]

  /// Text of 0 to 20 scalars of ``alphabet``, with the ligatures' letters most often.
  static func text(_ random: inout SeededRandom) -> [Unicode.Scalar] {
    (0..<random.int(in: 0...20)).map { _ in
      random.int(in: 0...1) == 0
        ? alphabet[random.int(in: 0...3)] : alphabet[random.int(in: 0...alphabet.count - 1)]
    }
  }

  /// A ligature of ASCII letters in their isolated forms.
  static func ligature(_ advance: UInt16, _ letters: String) -> Measurer.Ligature {
    Measurer.Ligature(advance: advance, components: letters.unicodeScalars.map { .init($0.value, .isolated) })
  }

  static func make(secondLookupSkipsMarks: Bool) -> Measurer.Face {
    Measurer.Face(
      name: "Synthetic", unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0,
      missingAdvance: 1000,
      runs: [
        .init(first: 0x20, advances: (0x20...0x7E).map { UInt16(300 + ($0 * 37) % 400) }),
        // U+0302 lies in a gap the runs fill with the missing glyph's advance.
        .init(first: 0x300, advances: [0, 0, 1000, 0]),
        .init(first: 0x627, advances: [500, 900]),
        .init(first: 0x64E, advances: [0]),
        // The keycap's enclosing mark, drawn as wide as a letter.
        .init(first: 0x20E3, advances: [700]),
      ],
      joiningForms: [
        .init(0x6A, .dual, isolated: 400, final: 410, initial: 200, medial: 220),
        .init(0x627, .right, isolated: 500, final: 520, initial: 500, medial: 500),
        .init(0x628, .dual, isolated: 900, final: 950, initial: 300, medial: 320),
        .init(0x200C, .nonJoining, isolated: 0, final: 0, initial: 0, medial: 0),
        .init(0x200D, .causing, isolated: 0, final: 0, initial: 0, medial: 0),
      ],
      ligatureLookups: [
        .init(
          index: 1, skipsMarks: false,
          ligatures: [ligature(100, "ab"), ligature(150, "abc"), ligature(50, "aa"), ligature(20, "\ta")]),
        .init(
          index: 2, skipsMarks: secondLookupSkipsMarks,
          ligatures: [ligature(120, "bc"), ligature(90, "ca"), ligature(70, "ba"), ligature(80, "1c")]),
        .init(
          index: 3, skipsMarks: false,
          ligatures: [
            ligature(60, "xy"),
            .init(advance: 700, components: [.init(0x628, .initial), .init(0x627, .final)]),
          ]),
        .init(
          index: 4, skipsMarks: false,
          ligatures: [
            .init(advance: 200, components: [.init(0x20, .isolated), .init(0x64E, .isolated)]),
            .init(advance: 10, components: [.init(0x6A, .initial), .init(0x6A, .final)]),
            .init(advance: 30, components: [.init(0x63, .final), .init(0x63, .isolated)]),
          ]),
      ])
  }
}
