import ChoiceKitTestSupport
import Foundation

/// Seeded text for the measurer's properties: printable ASCII thick with the ligatures' letters,
/// and scalars from every group the shaper treats apart.
enum TextSamples {
  /// The letters of the fonts' ligatures (ff, fi, fl, ffi, ffl) and a space, drawn often.
  static let ligatureLetters = Array("fffiilFl ".unicodeScalars)

  /// Combining marks: in the faces, in the runs' filled gaps, and drawn with a width (U+0488).
  static let combiningMarks: [UInt32] =
    Array(0x300...0x36F) + [
      0x350, 0x354, 0x1DC0, 0x1DC3, 0x20DD, 0x20E0, 0x0488, 0x0489, 0x05C4, 0x0616, 0x0656,
    ]

  /// Groups of scalars the shaper handles differently, each drawn as often as the others.
  static let groups: [[UInt32]] = [
    // Printable ASCII, and more of the ligatures' letters and spaces.
    Array(0x20...0x7E), Array("ffilffl   ".unicodeScalars.map(\.value)),
    // Controls (hidden), Latin-1 and Latin Extended-A letters with accents.
    [0x00, 0x09, 0x0A, 0x0D, 0x7F, 0x85], Array(0xC0...0xFF) + Array(0x100...0x17F),
    combiningMarks,
    // Arabic letters, tatweel, harakat and superscript alef, lam-alef's presentation forms,
    // Arabic punctuation and digits.
    Array(0x0621...0x064A) + Array(0x0671...0x06D3) + [0x0640],
    Array(0x064B...0x0652) + [0x0670, 0x0644, 0x0627, 0x0623, 0x0622, 0x0625],
    [0xFEDF, 0xFEE0, 0xFE8E, 0xFE82, 0xFE84, 0xFE88, 0xFEFB, 0x060C, 0x061F, 0x0660, 0x06F0],
    // N'Ko letters and lajanyalan, Hebrew letters and points, Greek and Cyrillic.
    Array(0x07CA...0x07EA) + [0x07FA], Array(0x05D0...0x05EA) + Array(0x05B0...0x05BC),
    Array(0x0391...0x03C9) + Array(0x0410...0x044F),
    // Default ignorables (ZWJ, ZWNJ, marks of direction, soft hyphen, selectors, BOM).
    [0x200B, 0x200C, 0x200D, 0x200E, 0x00AD, 0xFE0F, 0xFEFF, 0x034F, 0x2066, 0x061C, 0xE0100],
    // Emoji (a symbol, a flag's regional indicators, a heart, a person) and CJK.
    [0x1F44D, 0x1F1EA, 0x1F1F8, 0x2764, 0x1F468, 0x65E5, 0x672C],
    // What emoji sequences are made of: joiners, the emoji selector, skin tones, a keycap and
    // its bases, a black flag and tags, people, a sign, emoji the faces draw.
    [
      0x200D, 0x200D, 0xFE0F, 0x1F3FB, 0x1F3FD, 0x20E3, 0x31, 0x23, 0x1F3F4, 0xE0067, 0xE007F, 0x1F469,
      0x1F466, 0x1F9D1, 0x2640, 0x1F1EA, 0x1F1F8, 0x1F44D, 0x1F600, 0x2764,
    ],
  ]

  /// Printable ASCII of 0 to 60 characters, two in three of them the ligatures' letters.
  static func printableASCII(_ random: inout SeededRandom) -> [Unicode.Scalar] {
    let count = random.int(in: 0...(random.int(in: 0...3) == 0 ? 60 : 12))
    return (0..<count).map { _ in
      if random.int(in: 0...2) > 0 {
        return ligatureLetters[random.int(in: 0...ligatureLetters.count - 1)]
      }
      return Unicode.Scalar(UInt8(random.int(in: 0x20...0x7E)))
    }
  }

  /// One scalar: from one of ``groups``, or now and then any scalar at all.
  static func scalar(_ random: inout SeededRandom) -> Unicode.Scalar {
    if random.int(in: 0...19) == 0 {
      while true {
        if let scalar = Unicode.Scalar(UInt32(random.int(in: 0...0x10FFFF))) { return scalar }
      }
    }
    let group = groups[random.int(in: 0...groups.count - 1)]
    return Unicode.Scalar(group[random.int(in: 0...group.count - 1)]) ?? " "
  }

  /// Text mixing every group: mostly a label's length, sometimes a paragraph; a run of one
  /// group at times, so Arabic words and ASCII words form.
  static func mixed(_ random: inout SeededRandom) -> [Unicode.Scalar] {
    let count: Int
    switch random.int(in: 0...9) {
    case 0: count = random.int(in: 0...300)
    case 1...3: count = random.int(in: 0...40)
    default: count = random.int(in: 0...12)
    }
    var scalars: [Unicode.Scalar] = []
    while scalars.count < count {
      if random.int(in: 0...3) == 0 {
        let group = groups[random.int(in: 0...groups.count - 1)]
        for _ in 0..<random.int(in: 1...6) {
          scalars.append(Unicode.Scalar(group[random.int(in: 0...group.count - 1)]) ?? " ")
        }
      } else {
        scalars.append(scalar(&random))
      }
    }
    return scalars
  }

  /// A nonspacing or enclosing mark: from the groups' marks, or any mark of Unicode.
  static func mark(_ random: inout SeededRandom) -> Unicode.Scalar {
    if random.int(in: 0...1) == 0 {
      let marks = combiningMarks + Array(0x064B...0x0652) + [0x0670, 0x05B0, 0x05B4]
      return Unicode.Scalar(marks[random.int(in: 0...marks.count - 1)]) ?? "\u{301}"
    }
    while true {
      guard let scalar = Unicode.Scalar(UInt32(random.int(in: 0...0x10FFFF))) else { continue }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: return scalar
      default: continue
      }
    }
  }

  /// The text of some scalars.
  static func string(_ scalars: [Unicode.Scalar]) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  /// How a scalar prints in a failure message: `U+0650`.
  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// How text prints in a failure message: its scalars' codes.
  static func codes(_ scalars: [Unicode.Scalar]) -> String {
    scalars.map(code).joined(separator: " ")
  }
}
