import ChoiceKitCore
import Foundation

// Which script a viewer sets a stretch of text in, as far as the Arabic lookups need it.
//
// Viewers split text into runs of one script before HarfBuzz shapes it (Pango for librsvg and
// Inkscape, each browser's own itemiser), and HarfBuzz applies a run only the features of its
// script. A scalar of no script of its own (Common, such as a space or a digit; Inherited, such
// as a combining mark) belongs to the run of the nearest letter before it, or, with none before
// it, of the nearest letter after it; text with no letter at all is set in no script and gets
// the font's default features. DejaVu Sans has ligatures of a space and an Arabic mark (U+FE70…
// U+FE7F, the isolated forms of the harakat) only in the Arabic script's `liga`: HarfBuzz forms
// them in Arabic text, and never after a space in Latin text or in text without letters.

extension FontMetricsTextMeasurer {
  /// What a scalar tells about the script of the run it is in.
  enum ScriptClass: Sendable, Equatable {
    /// An Arabic letter, digit or mark of the Arabic script: the run is Arabic.
    case arabic
    /// A letter of another script: the run is not Arabic.
    case other
    /// No script of its own (Common or Inherited): the run is its neighbours'.
    case neutral
  }

  /// Whether a code point lies in one of the Arabic blocks (Arabic, its supplement and
  /// extensions, and the presentation forms), whatever its script.
  ///
  /// - Parameter value: Any code point.
  /// - Returns: `true` for U+0600…U+06FF, U+0750…U+077F, U+0870…U+08FF, U+FB50…U+FDFF and
  ///   U+FE70…U+FEFF.
  static func isInArabicBlocks(_ value: UInt32) -> Bool {
    switch value {
    case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true
    default: return false
    }
  }

  /// The script class of a scalar.
  ///
  /// Scalars in the Arabic blocks are Arabic, but for the few that Unicode's Scripts.txt gives
  /// to Common or Inherited: the Arabic comma, semicolon and question mark, tatweel, the harakat
  /// U+064B…U+0655, superscript alef, a few format characters and the ornate parentheses.
  /// Elsewhere, letters are of another script and everything else is neutral: an approximation
  /// of Scripts.txt that holds for letters, digits, punctuation, symbols, emoji and combining
  /// marks.
  ///
  /// - Parameter value: Any code point.
  /// - Returns: Its class; unassigned code points in the Arabic blocks count as Arabic.
  static func scriptClass(of value: UInt32) -> ScriptClass {
    if value < 0x80 {
      let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
      return letter ? .other : .neutral
    }
    if isInArabicBlocks(value) {
      switch value {
      case 0x0605, 0x060C, 0x061B, 0x061F, 0x0640, 0x064B...0x0655, 0x0670, 0x06DD, 0x08E2, 0xFD3E,
        0xFD3F, 0xFEFF:
        return .neutral
      default:
        return .arabic
      }
    }
    return isLetter(value) ? .other : .neutral
  }

  /// Whether a code point is a letter of any of the five letter categories; never inlined, as
  /// reading a scalar's properties costs every caller set-up work.
  @inline(never)
  private static func isLetter(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  /// Tells whether glyphs are set in an Arabic run, for positions asked in increasing order:
  /// the nearest glyph with a script of its own, looking back from the position (itself
  /// included) and then, with none there, forward, is Arabic.
  ///
  /// It remembers what it has resolved, so the questions of one pass over a text look at each
  /// glyph at most twice, however long the stretches without letters.
  struct ArabicRunResolver {
    /// The last position asked about, or -1.
    private var resolvedPosition = -1
    /// The class of the nearest glyph with a script at or before `resolvedPosition`, or
    /// `neutral` when there is none.
    private var resolvedClass = ScriptClass.neutral
    /// The class of the first glyph with a script in the text, once looked for.
    private var firstClass: ScriptClass?

    /// Whether the glyph at a position is set in an Arabic run.
    ///
    /// - Parameters:
    ///   - position: A valid index of `glyphs`, not below the one asked before.
    ///   - glyphs: The text's glyphs, the same for every question.
    /// - Returns: `false` when no glyph has a script of its own.
    mutating func isArabicRun(at position: Int, in glyphs: UnsafeMutableBufferPointer<ShapedGlyph>) -> Bool {
      var nearest = ScriptClass.neutral
      var index = position
      while index > resolvedPosition, nearest == .neutral {
        nearest = scriptClass(of: glyphs[index].scalar)
        index -= 1
      }
      if nearest == .neutral { nearest = resolvedClass }
      resolvedPosition = max(resolvedPosition, position)
      resolvedClass = nearest
      if nearest == .neutral {
        // No letter up to here: the first one in the text (after here) decides.
        if firstClass == nil {
          firstClass = glyphs.lazy.map { scriptClass(of: $0.scalar) }.first { $0 != .neutral } ?? .neutral
        }
        nearest = firstClass ?? .neutral
      }
      return nearest == .arabic
    }
  }
}
