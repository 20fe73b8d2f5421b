import Foundation

/// The size of one line of text set in a style, in points.
///
/// Every value is finite and not negative, whether set by the initialiser or assigned later: a
/// negative, NaN or infinite value becomes 0, so layout never sees one.
///
/// ```swift
/// let metrics = measurer.measure("Week", style: ChoiceTypography(size: 17))
/// let capsuleHeight = metrics.lineHeight + 2 * ChoiceSpacing.small
/// ```
public struct TextMetrics: Sendable, Hashable {
  /// The advance width: from the start of the first glyph to the end of the last; a negative,
  /// NaN or infinite value assigned becomes 0.
  @Clamped(.length) public var width: CGFloat = 0
  /// How far the font rises above the baseline; a negative, NaN or infinite value assigned
  /// becomes 0.
  @Clamped(.length) public var ascent: CGFloat = 0
  /// How far the font falls below the baseline, as a positive number; a negative, NaN or
  /// infinite value assigned becomes 0.
  @Clamped(.length) public var descent: CGFloat = 0
  /// The distance from one baseline to the next: `ascent + descent` plus the font's line gap; a
  /// negative, NaN or infinite value assigned becomes 0.
  @Clamped(.length) public var lineHeight: CGFloat = 0

  /// Creates metrics; negative, NaN or infinite values become 0, so layout never sees them.
  ///
  /// - Parameters:
  ///   - width: The advance width; negative, NaN or infinite becomes 0.
  ///   - ascent: The height above the baseline; negative, NaN or infinite becomes 0.
  ///   - descent: The depth below the baseline, positive; negative, NaN or infinite becomes 0.
  ///   - lineHeight: The baseline-to-baseline distance; negative, NaN or infinite becomes 0.
  public init(width: CGFloat, ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
  }

  /// No width and no height.
  public static let zero = TextMetrics(width: 0, ascent: 0, descent: 0, lineHeight: 0)
}

/// Something that knows how wide and tall text is drawn, so core layout can size labels.
///
/// Layout code takes a measurer rather than a font, so the SwiftUI layer and the SVG previews
/// can lay out with the same arithmetic; the preview renderer's `FontMetricsTextMeasurer`
/// matches what Linux SVG viewers draw.
///
/// ```swift
/// func segmentWidth(_ title: String, measurer: some TextMeasuring) -> CGFloat {
///   measurer.width(of: title, style: ChoiceTypography(size: 14, weight: .semibold)) + 24
/// }
/// ```
public protocol TextMeasuring: Sendable {
  /// Measures text set on one line.
  ///
  /// - Parameters:
  ///   - text: The text; conformers document how they treat line breaks.
  ///   - style: The size, weight and design to set it in.
  /// - Returns: The width and the vertical metrics of the line, each finite and not negative
  ///   (``TextMetrics`` guarantees it).
  func measure(_ text: String, style: ChoiceTypography) -> TextMetrics
}

extension TextMeasuring {
  /// The advance width of text set on one line.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: The size, weight and design to set it in.
  /// - Returns: The same as `measure(text, style: style).width`: finite and not negative, 0 where
  ///   the measurer reports a negative, NaN or infinite width.
  public func width(of text: String, style: ChoiceTypography) -> CGFloat {
    measure(text, style: style).width
  }
}
