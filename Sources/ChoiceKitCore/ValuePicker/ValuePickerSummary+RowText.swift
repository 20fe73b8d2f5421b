import Foundation

extension ValuePickerSummary {
  /// The text a closed row shows as its value in the room its layout leaves it
  /// (`ValuePickerRowLayout.valueFrame`), as the SwiftUI row shows it: the most informative
  /// summary that fits (``text(for:fitting:style:measurer:)``, which `ViewThatFits` picks among
  /// ``candidates(for:maximumNamed:)``), and, when not even the last form fits, that form
  /// truncated at its end with an ellipsis, as `Text` with `lineLimit(1)` draws it.
  ///
  /// ```swift
  /// summary.rowText(for: ["Chimes (default)"], fitting: 90, style: font, measurer: measurer)
  /// // "Chimes (d…"
  /// summary.rowText(for: ["Juan", "Ana", "Eva"], fitting: 40, style: font, measurer: measurer)
  /// // "3 se…"
  /// ```
  ///
  /// - Parameters:
  ///   - labels: The selected options' labels, in order.
  ///   - width: The room, in points; NaN or negative reads as 0, infinite as no limit.
  ///   - style: The font the row sets the value in.
  ///   - measurer: Measures text in that font.
  /// - Returns: A text no wider than `width` (empty when not even an ellipsis fits).
  public func rowText(
    for labels: [String], fitting width: CGFloat, style: ChoiceTypography, measurer: some TextMeasuring
  ) -> String {
    rowLines(for: labels, fitting: width, style: style, measurer: measurer, lineLimit: 1)[0]
  }

  /// The lines a closed row shows as its value where the value may wrap
  /// (`ValuePickerRowLayout.lineLimit(at:idiom:)`): the same summary as
  /// ``rowText(for:fitting:style:measurer:)`` chooses by the room's width, which `ViewThatFits`
  /// measures on one line, then wrapped to the room (`TextWrapping`) instead of truncated.
  ///
  /// - Parameters:
  ///   - labels: The selected options' labels, in order.
  ///   - width: The room, in points.
  ///   - style: The font the row sets the value in.
  ///   - measurer: Measures text in that font.
  ///   - lineLimit: The most lines; 1 gives ``rowText(for:fitting:style:measurer:)``.
  /// - Returns: The lines, at least one.
  public func rowLines(
    for labels: [String], fitting width: CGFloat, style: ChoiceTypography, measurer: some TextMeasuring,
    lineLimit: Int?
  ) -> [String] {
    TextWrapping.lines(
      text(for: labels, fitting: width, style: style, measurer: measurer), fitting: width, style: style,
      measurer: measurer, lineLimit: lineLimit)
  }
}
