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
  /// The segments' titles, in order: any strings; none draws an empty track of the usual height.
  public var labels: [String]
  /// The selected segment, or `nil` when the selection is not among the options; an index
  /// outside the labels counts as `nil` and draws no indicator, as the control shows none.
  public var selection: Int?
  /// Segments that cannot be chosen; indices outside the labels are ignored.
  public var disabled: Set<Int>
  /// The look: one of the SwiftUI control's built-in styles, drawn from the core's shapes for it.
  public var style: SegmentedPickerStyleKind
  /// The environment the control is drawn in: light or dark, the layout direction, the Dynamic
  /// Type size labels are scaled to and the device family (`.watch` draws the scrolling pills of
  /// watchOS, `.mac` the Mac's segmented control).
  public var traits: ChoiceTraits
  /// Equal widths or fit to content; `nil` for the idiom's default, as the control has.
  public var sizing: SegmentedPickerSizing?
  /// The width offered to the control; `nil` for its ideal width. Read as
  /// `SegmentedPickerLayout` reads a proposal: NaN or `+infinity` as `nil`, a negative width as
  /// 0, and the segments stretch to fill at most `SegmentedPickerLayout.maximumLength`.
  public var proposedWidth: CGFloat?
  /// The margin drawn around the control: negative, NaN or infinite draws none, and more than
  /// `SegmentedPickerLayout.maximumLength` draws that much (see ``resolvedMargin``).
  public var margin: CGFloat
  /// The measurer used for labels.
  public var measurer: FontMetricsTextMeasurer
  /// The segment being pressed, dimmed as the control dims it; `nil` for none, and an index
  /// outside the labels dims nothing. While ``scrubPosition`` scrubs, nothing dims, as on the
  /// device (`SegmentedPickerScrub.showsPressed(isButtonPressed:isScrubbing:)`).
  public var pressed: Int?
  /// Whether the control has keyboard focus: a ring in the track's outline surrounds it.
  public var isFocused: Bool
  /// Where a scrubbing finger is, as a fractional segment position (1.5 is halfway between the
  /// centres of segments 1 and 2), after touching down on the selection; `nil` for no touch.
  /// The core's `SegmentedPickerScrub` decides where the indicator goes and which label reads as
  /// selected, as on the device. Positions beyond the end segments are clamped to them; NaN or
  /// infinite positions, and a selection outside the labels, are no touch at all.
  public var scrubPosition: Double?
  /// The environment's tint, as `.tint(_:)` sets it on the control: it fills the capsule and the
  /// other styles' indicator; `nil` keeps the idiom's tokens' tint. The Mac's raised segment has
  /// a fill of its own, which a tint does not change, as on the device.
  public var tint: AdaptiveColor? = nil

  /// Creates a preview; every parameter but the labels has the control's default.
  ///
  /// Every value is kept as given; each property says how an unusable one is drawn.
  public init(
    labels: [String], selection: Int? = 0, disabled: Set<Int> = [],
    style: SegmentedPickerStyleKind = .capsule,
    traits: ChoiceTraits = ChoiceTraits(), sizing: SegmentedPickerSizing? = nil,
    proposedWidth: CGFloat? = nil,
    margin: CGFloat = 16, measurer: FontMetricsTextMeasurer = .dejaVuSans, pressed: Int? = nil,
    isFocused: Bool = false, scrubPosition: Double? = nil
  ) {
    self.labels = labels
    self.selection = selection
    self.disabled = disabled
    self.style = style
    self.traits = traits
    self.sizing = sizing
    self.proposedWidth = proposedWidth
    self.margin = margin
    self.measurer = measurer
    self.pressed = pressed
    self.isFocused = isFocused
    self.scrubPosition = scrubPosition
  }

  /// The tokens for the idiom, as the control picks them: the watch's pills, the Mac's
  /// segmented control or the standard look, with ``tint`` where one is set, adapted to Increase
  /// Contrast and Reduce Transparency where the traits turn them on, as the control adapts them.
  public var tokens: SegmentedPickerTokens {
    var tokens = SegmentedPickerTokens.platformDefault(for: traits.idiom)
    if let tint { tokens.tint = tint }
    return tokens.adapted(to: traits)
  }

  /// The margin drawn: ``margin`` made a usable length, in `0...SegmentedPickerLayout.maximumLength`.
  public var resolvedMargin: CGFloat {
    min(ChoiceSpacing.sanitized(margin), SegmentedPickerLayout.maximumLength)
  }

  /// The sizing drawn: the one set, or the idiom's default.
  public var resolvedSizing: SegmentedPickerSizing {
    sizing ?? .platformDefault(for: traits.idiom)
  }

  /// The shapes of the style, with the tokens' corners.
  public var geometry: SegmentedPickerStyleGeometry {
    SegmentedPickerStyleGeometry(style).shaped(by: tokens)
  }

  /// The touch ``scrubPosition`` describes, followed by the core from the selected segment's
  /// centre to the finger; an idle touch without one, or when the position is not finite or the
  /// selection is not one of the segments.
  ///
  /// - Parameter layout: The layout the touch moves over, normally ``layout()``.
  /// - Returns: The core's scrub state after touching down and moving to the finger.
  package func scrub(in layout: SegmentedPickerLayout) -> SegmentedPickerScrub {
    var scrub = SegmentedPickerScrub()
    guard let position = scrubPosition, let selection, layout.segmentFrames.indices.contains(selection),
      let finger = Self.x(at: position, in: layout)
    else { return scrub }
    let y = layout.segmentFrames[selection].midY
    scrub.touchDown(
      at: CGPoint(x: layout.segmentFrames[selection].midX, y: y), in: layout, selectedIndex: selection,
      isSelectable: { !disabled.contains($0) })
    scrub.move(to: CGPoint(x: finger, y: y), in: layout)
    return scrub
  }

  /// The selection when it is one of the segments: the one the indicator shows.
  func shownSelection(in layout: SegmentedPickerLayout) -> Int? {
    selection.flatMap { layout.segmentFrames.indices.contains($0) ? $0 : nil }
  }

  /// The content x of a fractional segment position: centres interpolated, clamped to the ends.
  static func x(at position: Double, in layout: SegmentedPickerLayout) -> CGFloat? {
    guard let last = layout.segmentFrames.indices.last, position.isFinite else { return nil }
    let clamped = min(max(position, 0), Double(last))
    let lower = Int(clamped.rounded(.down))
    let upper = min(lower + 1, last)
    let fraction = CGFloat(clamped - Double(lower))
    let a = layout.segmentFrames[lower].midX
    return a + (layout.segmentFrames[upper].midX - a) * fraction
  }

  /// The label styles at the preview's text size: normal and selected.
  var typography: (label: ChoiceTypography, selected: ChoiceTypography) {
    (
      tokens.typography(isSelected: false, textScale: traits.textScale),
      tokens.typography(isSelected: true, textScale: traits.textScale)
    )
  }

  /// The core layout of the control; labels are measured in their selected (widest) weight so a
  /// segment does not change size when it becomes selected.
  ///
  /// - Returns: The layout for ``labels`` (any strings; none gives an empty track of the usual
  ///   height) at ``proposedWidth``, with every frame finite.
  public func layout() -> SegmentedPickerLayout {
    let style = typography.selected
    let sizes = labels.map { label -> CGSize in
      let metrics = measurer.measure(label, style: style)
      return CGSize(width: metrics.width, height: metrics.ascent + metrics.descent)
    }
    let line = measurer.measure("", style: style)
    return SegmentedPickerLayout(
      labelSizes: sizes, lineHeight: line.ascent + line.descent, proposedWidth: proposedWidth,
      metrics: tokens.metrics, sizing: resolvedSizing, isRightToLeft: traits.isRightToLeft)
  }
}
