import Foundation

/// The words VoiceOver speaks for a segmented picker: "Week, selected, 2 of 4".
///
/// Every word is a property, so an app can supply its own localisation; ``english`` is the
/// default.
///
/// ```swift
/// let speech = SegmentedAccessibility.english
/// speech.segmentDescription(label: "Week", isSelected: true, index: 1, count: 4)
/// // "Week, selected, 2 of 4"
/// speech.adjustableValue(label: "Week", index: 1, count: 4)  // "Week, 2 of 4"
/// ```
public struct SegmentedAccessibility: Sendable, Hashable {
  /// The word for the selected segment.
  public var selectedWord: String
  /// The position text, with `{index}` replaced by the one-based position and `{count}` by the
  /// number of segments.
  public var positionFormat: String
  /// The word for a disabled segment.
  public var dimmedWord: String
  /// The value of the adjustable element when nothing is selected.
  public var noneWord: String
  /// What joins the parts of a description.
  public var separator: String

  /// Creates a set of words; the defaults are English.
  ///
  /// - Parameters:
  ///   - selectedWord: The word for the selected segment.
  ///   - positionFormat: The position text, with `{index}` and `{count}` placeholders.
  ///   - dimmedWord: The word for a disabled segment.
  ///   - noneWord: The adjustable value when nothing is selected.
  ///   - separator: What joins the parts of a description.
  public init(
    selectedWord: String = "selected",
    positionFormat: String = "{index} of {count}",
    dimmedWord: String = "dimmed",
    noneWord: String = "none",
    separator: String = ", "
  ) {
    self.selectedWord = selectedWord
    self.positionFormat = positionFormat
    self.dimmedWord = dimmedWord
    self.noneWord = noneWord
    self.separator = separator
  }

  /// English: "selected", "{index} of {count}", "dimmed", "none", ", ".
  public static let english = SegmentedAccessibility()

  /// A segment's position, spoken one-based.
  ///
  /// ```swift
  /// SegmentedAccessibility.english.position(index: 1, count: 4)  // "2 of 4"
  /// ```
  ///
  /// - Parameters:
  ///   - index: The zero-based index of the segment, as everywhere in the layout.
  ///   - count: The number of segments; negative counts as 0.
  /// - Returns: The position text; the spoken position is clamped to `1...count`, and is 0 when
  ///   `count` is 0.
  public func position(index: Int, count: Int) -> String {
    let count = max(count, 0)
    let spoken = count == 0 ? 0 : min(max(index, 0), count - 1) + 1
    return
      positionFormat
      .replacingOccurrences(of: "{index}", with: String(spoken))
      .replacingOccurrences(of: "{count}", with: String(count))
  }

  /// The label of one segment when each segment is its own button.
  ///
  /// - Parameters:
  ///   - label: The segment's title.
  ///   - isSelected: Whether it is the selected segment.
  ///   - isEnabled: Whether it can be chosen.
  ///   - index: The zero-based index of the segment.
  ///   - count: The number of segments.
  /// - Returns: "Week, selected, 2 of 4", "Day, dimmed, 1 of 4" or "Month, 3 of 4"; an empty
  ///   label is left out.
  public func segmentDescription(
    label: String, isSelected: Bool, isEnabled: Bool = true, index: Int, count: Int
  ) -> String {
    let parts = [
      label,
      isSelected ? selectedWord : "",
      isEnabled ? "" : dimmedWord,
      position(index: index, count: count),
    ]
    return parts.filter { !$0.isEmpty }.joined(separator: separator)
  }

  /// The value of the whole picker when it is one adjustable element (swipe up or down to
  /// change the selection).
  ///
  /// - Parameters:
  ///   - label: The selected segment's title, if any.
  ///   - index: The zero-based index of the selection, or `nil` when the selection is not among
  ///     the options.
  ///   - count: The number of segments.
  /// - Returns: "Week, 2 of 4"; the position alone when `label` is `nil` or empty; ``noneWord``
  ///   when `index` is `nil` or outside `0..<count`.
  public func adjustableValue(label: String?, index: Int?, count: Int) -> String {
    guard let index, index >= 0, index < count else { return noneWord }
    return [label ?? "", position(index: index, count: count)]
      .filter { !$0.isEmpty }
      .joined(separator: separator)
  }
}
