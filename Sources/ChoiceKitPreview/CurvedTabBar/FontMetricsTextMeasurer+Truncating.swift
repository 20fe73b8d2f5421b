import ChoiceKitCore
import Foundation

extension FontMetricsTextMeasurer {
  /// A line of text cut to a width as SwiftUI cuts a one-line label: whole when it fits,
  /// otherwise the most leading characters that fit followed by an ellipsis.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: The font it is drawn in.
  ///   - width: The room; negative or NaN leaves the ellipsis alone.
  /// - Returns: The text, or its cut with “…”.
  func truncated(_ text: String, style: ChoiceTypography, toWidth width: CGFloat) -> String {
    guard !(measure(text, style: style).width <= width) else { return text }
    let characters = Array(text)
    func cut(_ count: Int) -> String {
      String(characters[..<count]).trimmingCharacters(in: .whitespaces) + "…"
    }
    // The most characters that fit before the ellipsis, found by halving.
    var low = 0
    var high = max(characters.count - 1, 0)
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(cut(middle), style: style).width <= width { low = middle } else { high = middle - 1 }
    }
    // Joined scripts can measure a shorter run wider: step back until the cut fits.
    while low > 0, !(measure(cut(low), style: style).width <= width) { low -= 1 }
    return cut(low)
  }
}
