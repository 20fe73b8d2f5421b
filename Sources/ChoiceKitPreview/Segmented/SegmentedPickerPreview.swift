import ChoiceKitCore
import Foundation

/// A segmented picker drawn from the core's layout and tokens, as the SwiftUI control draws it:
/// the same frames, the same label styles, the same spring for the indicator.
///
/// ```swift
/// let picker = SegmentedPickerPreview(labels: ["Day", "Week", "Month", "Year"], selection: 1)
/// let svg = SVGRenderer().render(picker.displayList())
/// ```
public struct SegmentedPickerPreview: Sendable {
  /// The looks of the SwiftUI control's built-in styles.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A track with a sliding capsule: the tutorial's look, and the default.
    case capsule
    /// Plain labels over a hairline, with a bar under the selected one.
    case underline
    /// An outlined track with a tinted, outlined indicator.
    case bordered
  }

  /// The segments' titles, in order.
  public var labels: [String]
  /// The selected segment, or `nil` when the selection is not among the options.
  public var selection: Int?
  /// Segments that cannot be chosen.
  public var disabled: Set<Int>
  /// The look.
  public var style: Style
  /// Light or dark.
  public var appearance: Appearance
  /// Whether the layout runs right to left.
  public var isRightToLeft: Bool
  /// The Dynamic Type size labels are scaled to.
  public var textScale: TextScale
  /// The device family; `.watch` draws the scrolling pills of watchOS.
  public var idiom: InterfaceIdiom
  /// Equal widths or fit to content.
  public var sizing: SegmentSizing
  /// The width offered to the control; `nil` for its ideal width.
  public var proposedWidth: CGFloat?
  /// The margin drawn around the control.
  public var margin: CGFloat
  /// The measurer used for labels.
  public var measurer: FontMetricsTextMeasurer

  /// Creates a preview; every parameter but the labels has the control's default.
  public init(
    labels: [String], selection: Int? = 0, disabled: Set<Int> = [], style: Style = .capsule,
    appearance: Appearance = .light, isRightToLeft: Bool = false, textScale: TextScale = .large,
    idiom: InterfaceIdiom = .phone, sizing: SegmentSizing = .equalWidths, proposedWidth: CGFloat? = nil,
    margin: CGFloat = 16, measurer: FontMetricsTextMeasurer = .dejaVuSans
  ) {
    self.labels = labels
    self.selection = selection
    self.disabled = disabled
    self.style = style
    self.appearance = appearance
    self.isRightToLeft = isRightToLeft
    self.textScale = textScale
    self.idiom = idiom
    self.sizing = sizing
    self.proposedWidth = proposedWidth
    self.margin = margin
    self.measurer = measurer
  }

  /// The tokens for the idiom: the watch's pills or the standard look.
  public var tokens: SegmentedPickerTokens {
    idiom == .watch ? .watch : .standard
  }

  /// The label styles at the preview's text size: normal and selected.
  var typography: (label: Typography, selected: Typography) {
    (
      tokens.typography(isSelected: false, textScale: textScale),
      tokens.typography(isSelected: true, textScale: textScale)
    )
  }

  /// The core layout of the control; labels are measured in their selected (widest) weight so a
  /// segment does not change size when it becomes selected.
  public func layout() -> SegmentedLayout {
    let style = typography.selected
    let sizes = labels.map { label -> CGSize in
      let metrics = measurer.measure(label, style: style)
      return CGSize(width: metrics.width, height: metrics.ascent + metrics.descent)
    }
    let line = measurer.measure("", style: style)
    return SegmentedLayout(
      labelSizes: sizes, lineHeight: line.ascent + line.descent, proposedWidth: proposedWidth,
      metrics: tokens.metrics, sizing: sizing, isRightToLeft: isRightToLeft)
  }
}
