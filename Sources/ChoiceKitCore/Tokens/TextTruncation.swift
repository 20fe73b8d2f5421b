import Foundation

/// How one-line texts are shortened to the room their frames give them, as SwiftUI's `Text` with
/// `lineLimit(1)` and the default tail truncation does: the text whole when it fits, else its
/// longest beginning that fits with an ellipsis after it.
///
/// Every text a control's picture draws on one line in a frame of fixed width goes through
/// ``truncated(_:fitting:style:measurer:)`` with that width: the value picker's row, options,
/// headers and navigation bar (frames from `ValuePickerRowLayout`, `ValuePickerListLayout` and
/// `ValuePickerBarLayout`), the sidebar's titles and badges, the radial menu's centre title. So
/// no text runs past its frame into another.
///
/// ```swift
/// TextTruncation.truncated("Chimes (default)", fitting: 80, style: font, measurer: measurer)
/// // "Chimes…"
/// ```
package enum TextTruncation {
  /// The mark that ends a shortened text: a horizontal ellipsis, as `Text` draws it.
  public static let ellipsis = "…"

  /// A text shortened at its end to fit a width.
  ///
  /// The beginning kept is a whole number of characters (grapheme clusters, so no emoji or
  /// accented letter is split), without the spaces it would end with; the longest that fits with
  /// the ellipsis is found by halving, each candidate measured whole, so the result fits even
  /// where joining letters changes their shapes.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The room, in points; negative or NaN reads as 0, infinite as no limit.
  ///   - style: The font the text is set in.
  ///   - measurer: Measures text in that font.
  /// - Returns: `text` when it fits; else its longest beginning that fits followed by
  ///   ``ellipsis``; else, when not even the ellipsis fits, the empty string. The result is never
  ///   wider than `width`.
  public static func truncated(
    _ text: String, fitting width: CGFloat, style: ChoiceTypography, measurer: some TextMeasuring
  ) -> String {
    let room = width.isNaN ? 0 : max(width, 0)
    if room == .infinity || measurer.width(of: text, style: style) <= room { return text }
    guard measurer.width(of: ellipsis, style: style) <= room else { return "" }
    let characters = Array(text)
    func candidate(_ count: Int) -> String {
      var head = characters[..<count]
      while let last = head.last, last.isWhitespace { head = head.dropLast() }
      return String(head) + ellipsis
    }
    // The longest beginning of `low` characters is known to fit (none: the ellipsis alone);
    // `high` characters would be the whole text, which does not.
    var low = 0
    var high = characters.count
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if measurer.width(of: candidate(middle), style: style) <= room {
        low = middle
      } else {
        high = middle
      }
    }
    return candidate(low)
  }
}
