import Foundation

/// How a text breaks into lines in a width, as SwiftUI's `Text` wraps when its line limit allows
/// more than one line: at the spaces between words, and inside a word only when the word alone is
/// wider than the line.
///
/// A control's picture wraps with it wherever the control lets text wrap (a value picker's rows
/// and stacked value at the accessibility text sizes), so the rows the picture draws are as tall
/// as the lines they hold; `TextTruncation` shortens the texts kept to one line.
///
/// ```swift
/// TextWrapping.lines("Juan Carlos Pérez", fitting: 120, style: font, measurer: measurer)
/// // ["Juan Carlos", "Pérez"]
/// TextWrapping.lines("Juan Carlos Pérez", fitting: 120, style: font, measurer: measurer, lineLimit: 1)
/// // ["Juan Carl…"]
/// ```
package enum TextWrapping {
  /// The lines of a text in a width.
  ///
  /// Lines break at whitespace, which is dropped at the break; a word wider than the whole line
  /// is broken between characters (grapheme clusters, so no emoji or accented letter is split),
  /// at least one character a line. With a line limit, the last line allowed holds the rest of
  /// the text, truncated at its end as `TextTruncation` truncates.
  ///
  /// - Parameters:
  ///   - text: The text; line breaks in it count as spaces.
  ///   - width: The room, in points; negative or NaN reads as 0, infinite as no limit.
  ///   - style: The font the text is set in.
  ///   - measurer: Measures text in that font.
  ///   - lineLimit: The most lines, or `nil` for as many as the text needs; values below 1 read
  ///     as 1.
  /// - Returns: The text itself when it fits on one line; else each line in order, none wider
  ///   than `width` but a single character that alone is wider.
  public static func lines(
    _ text: String, fitting width: CGFloat, style: ChoiceTypography, measurer: some TextMeasuring,
    lineLimit: Int? = nil
  ) -> [String] {
    let room = width.isNaN ? 0 : max(width, 0)
    let limit = lineLimit.map { max($0, 1) }
    if limit == 1 { return [TextTruncation.truncated(text, fitting: room, style: style, measurer: measurer)] }
    if room == .infinity || measurer.width(of: text, style: style) <= room { return [text] }
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [""] }
    var lines: [String] = []
    // The last line allowed holds the rest of the text, truncated.
    func truncatedRest(_ rest: [String]) -> [String] {
      lines + [
        TextTruncation.truncated(rest.joined(separator: " "), fitting: room, style: style, measurer: measurer)
      ]
    }
    var line = ""
    for (index, word) in words.enumerated() {
      if !line.isEmpty {
        let joined = line + " " + word
        if measurer.width(of: joined, style: style) <= room {
          line = joined
          continue
        }
        lines.append(line)
        line = ""
      }
      // The word starts a line; one wider than the line is broken between characters, each
      // piece the longest beginning of the rest that fits (at least one character).
      let characters = Array(word)
      var start = 0
      while true {
        if let limit, lines.count == limit - 1 {
          return truncatedRest([String(characters[start...])] + words[(index + 1)...])
        }
        let end = fittingEnd(of: characters, from: start, room: room, style: style, measurer: measurer)
        if end == characters.count {
          line = String(characters[start...])
          break
        }
        lines.append(String(characters[start..<end]))
        start = end
      }
    }
    return lines + [line]
  }

  /// Where the longest run of characters from `start` that fits the room ends (exclusive): at
  /// least one character, all of them when they fit. Found by doubling the run, then halving the
  /// gap, so a line costs about as many measured characters as it holds, however long the word.
  private static func fittingEnd(
    of characters: [Character], from start: Int, room: CGFloat, style: ChoiceTypography,
    measurer: some TextMeasuring
  ) -> Int {
    func fits(_ end: Int) -> Bool {
      measurer.width(of: String(characters[start..<end]), style: style) <= room
    }
    // `low` fits (one character always counts); `high` does not, once found.
    var low = start + 1
    var high = characters.count + 1
    var step = 1
    while low < characters.count {
      let probe = min(low + step, characters.count)
      if fits(probe) {
        low = probe
        step *= 2
      } else {
        high = probe
        break
      }
    }
    guard high <= characters.count else { return characters.count }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }
}
