import ChoiceKitCore
import Foundation

// Emoji sequences: every system emoji font draws each as one glyph, so the measurer gives the
// sequence the width of one glyph, its first scalar's (as it measures that scalar alone: the
// face's own glyph, or the missing glyph's for the emoji the face lacks), and none to the
// scalars that continue it. The sequences are those of Unicode's UTS #51, as grapheme clusters
// hold them (UAX #29, rules GB9, GB11 to GB13):
//
// - a flag: two regional indicators (a third begins the next flag);
// - a keycap: a digit, `#` or `*`, then U+20E3 COMBINING ENCLOSING KEYCAP;
// - a modifier sequence: an emoji modifier base, then a skin tone U+1F3FB…U+1F3FF (after any
//   other scalar a skin tone is drawn as a swatch of its own);
// - a ZWJ sequence: pictographic emoji (each maybe with its skin tone) joined by ZERO WIDTH
//   JOINER, such as a family;
// - a tag sequence (a black flag and tags, such as Scotland's) and an emoji with U+FE0F: the
//   variation selector and the tags take no width anyway, and they may sit anywhere in the
//   sequences above without ending them.
//
// Text without such a sequence measures as before: the scalars that continue one are the second
// regional indicator, the keycap, the skin tone and each pictograph after a joiner, and nothing
// else ever changes width.

extension FontMetricsTextMeasurer {
  /// Finds, scalar by scalar, those that continue an emoji sequence, with one word of state, so
  /// both the table path and the shaper ask it of every scalar without a look back.
  ///
  /// The only look-ups of a scalar's properties happen at a joiner, a skin tone and the scalar
  /// after a joiner that follows an emoji; a scalar below the joiner (U+200D) costs a
  /// comparison and a store. The shaper, whose glyphs hold their scalars, scans only the text in which
  /// some scalar ``mayContinue(_:)`` a sequence, which it notes as it makes the glyphs.
  struct EmojiSequenceScanner {
    /// What a continuation would attach to: the last scalar that is not a variation selector or
    /// a tag, ``afterJoiner`` after a joiner that follows an emoji, ``nothing`` after a finished
    /// flag or keycap, a skin tone that is a swatch of its own, or a joiner that follows no
    /// emoji.
    private var state: UInt32 = Self.nothing

    /// The state with nothing to continue: U+0000 is hidden, and is neither an emoji nor a
    /// keycap's base.
    private static let nothing: UInt32 = 0
    /// The state after a joiner that follows an emoji: a pictograph next continues the sequence.
    private static let afterJoiner: UInt32 = 0x200D

    /// Creates a scanner at the start of a text.
    init() {}

    /// Whether a scalar is one that can continue an emoji sequence: a joiner (the pictograph
    /// after it may continue one), a regional indicator, a skin tone or the keycap mark.
    ///
    /// - Parameter value: Any code point.
    /// - Returns: `false` for every code point below U+200D, so a caller that tests that first
    ///   pays one comparison for most scalars.
    @inline(__always)
    static func mayContinue(_ value: UInt32) -> Bool {
      value == 0x200D || value == 0x20E3 || (0x1F1E6...0x1F1FF).contains(value) || isSkinTone(value)
    }

    /// Takes a scalar below the joiner (U+200D): none continues a sequence, but a digit, `#`
    /// or `*` may begin a keycap.
    ///
    /// - Parameter value: A code point below U+200D.
    @inline(__always)
    mutating func takeBelowJoiner(_ value: UInt32) {
      state = value
    }

    /// Takes the next scalar of the text.
    ///
    /// - Parameter value: Any code point.
    /// - Returns: Whether it continues an emoji sequence, so that the sequence's first scalar
    ///   draws it: `false` for variation selectors, tags and joiners, which take no width
    ///   anyway.
    @inline(__always)
    mutating func continues(_ value: UInt32) -> Bool {
      // Most scalars, of every script, lie below the joiner, and none of those continues one.
      if value < 0x200D {
        takeBelowJoiner(value)
        return false
      }
      switch value {
      case 0xFE0F, 0xE0020...0xE007F:
        return false
      case 0x200D:
        state = Self.isEmojiElement(state) ? Self.afterJoiner : Self.nothing
        return false
      case 0x1F1E6...0x1F1FF:
        // The second of a pair completes a flag; the first, or one after a flag, begins one.
        if Self.isRegionalIndicator(state) {
          state = Self.nothing
          return true
        }
        state = value
        return false
      case 0x1F3FB...0x1F3FF:
        if Self.isModifierBase(state) {
          state = value
          return true
        }
        state = Self.nothing
        return false
      case 0x20E3:
        if Self.isKeycapBase(state) {
          state = Self.nothing
          return true
        }
        state = value
        return false
      default:
        let continues = state == Self.afterJoiner && Self.isPictographic(value)
        state = value
        return continues
      }
    }

    /// Whether a code point is a regional indicator, half of a flag.
    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
      (0x1F1E6...0x1F1FF).contains(value)
    }

    /// Whether a code point is a skin tone, an emoji modifier.
    private static func isSkinTone(_ value: UInt32) -> Bool {
      (0x1F3FB...0x1F3FF).contains(value)
    }

    /// Whether a code point begins a keycap: a digit, `#` or `*`.
    private static func isKeycapBase(_ value: UInt32) -> Bool {
      (0x30...0x39).contains(value) || value == 0x23 || value == 0x2A
    }

    /// Whether a joiner after the state's scalar may join an emoji to it: the scalar is a
    /// pictograph, or a skin tone that continued one (a skin tone of its own sets ``nothing``).
    private static func isEmojiElement(_ value: UInt32) -> Bool {
      isSkinTone(value) || isPictographic(value)
    }

    /// Whether a code point is a pictographic emoji, one a ZWJ sequence joins: an emoji from
    /// U+203C (‼) up that is neither a regional indicator nor a skin tone (Unicode's Emoji
    /// property, close to Extended_Pictographic for the code points assigned). The emoji below,
    /// © and ®, are in no sequence, and every font draws them as text.
    private static func isPictographic(_ value: UInt32) -> Bool {
      guard value >= 0x203C, !isRegionalIndicator(value), !isSkinTone(value) else { return false }
      return isEmoji(value)
    }

    /// Whether a code point takes a skin tone (Unicode's Emoji_Modifier_Base, from U+261D).
    private static func isModifierBase(_ value: UInt32) -> Bool {
      guard value >= 0x261D, let scalar = Unicode.Scalar(value) else { return false }
      return hasModifierBaseProperty(scalar)
    }

    /// Unicode's Emoji property; never inlined, as reading a scalar's properties costs every
    /// caller set-up work.
    @inline(never)
    private static func isEmoji(_ value: UInt32) -> Bool {
      Unicode.Scalar(value)?.properties.isEmoji ?? false
    }

    /// Unicode's Emoji_Modifier_Base property; never inlined, as ``isEmoji(_:)``.
    @inline(never)
    private static func hasModifierBaseProperty(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isEmojiModifierBase
    }
  }
}
