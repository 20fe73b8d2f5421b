import Foundation

/// How a segmented picker shares its width among the segments.
public enum SegmentedPickerSizing: String, Sendable, Hashable, CaseIterable {
  /// Every segment as wide as the widest label needs, like the system's segmented control.
  case equalWidths
  /// Each segment as wide as its own label needs.
  case fitContent
}

/// The frames of a segmented picker: every segment, the sliding indicator, hit-testing and the
/// scroll offset that keeps a segment in view.
///
/// The layout works in *content coordinates*, y down, with the origin at the top-left corner of
/// the track: the segments span `0...contentWidth`, which is wider than ``size`` when the labels
/// do not fit the proposed width and the control scrolls (``isOverflowing``). In right-to-left
/// layouts the first segment sits at the right and every frame is the mirror image of the
/// left-to-right one.
///
/// ```swift
/// let layout = SegmentedPickerLayout(
///   labelSizes: [CGSize(width: 24, height: 17), CGSize(width: 38, height: 17)],
///   lineHeight: 17, proposedWidth: 320)
/// layout.size                        // 320 × 45
/// layout.indicatorFrame(for: 1)      // the second segment's frame
/// layout.indicatorFrame(at: 0.5)     // halfway between the two, while dragging
/// layout.segment(at: CGPoint(x: 10, y: 20))  // 0
/// ```
///
/// Sizes:
/// - A segment is as tall as the tallest label plus the vertical padding; an empty picker uses
///   the `lineHeight` it is given instead, so it keeps the height it will have once options arrive.
/// - A segment's natural width is its label's width plus the horizontal padding, at least
///   ``SegmentedPickerMetrics/minimumSegmentWidth``; with ``SegmentedPickerSizing/equalWidths`` every segment
///   takes the widest natural width.
/// - A finite proposal wider than the natural content is shared equally among the segments so
///   they fill it; a narrower one leaves the segments at their natural widths and the layout
///   overflows. The content grows to at most ``maximumLength`` (or its natural width, if that is
///   wider): a huger proposal is filled that far, so every frame, centre and offset stays finite.
///
/// Building a layout and every query are linear in the number of segments or better, so a
/// thousand segments cost nothing noticeable.
public struct SegmentedPickerLayout: Sendable, Hashable {
  /// The largest length the layout works with; larger label sizes, line heights and metrics are
  /// clamped to it so that sums over many segments stay finite, and the segments stretch to fill
  /// a proposal only up to this width.
  public static let maximumLength: CGFloat = 1_000_000

  /// The control's size: the content width, limited to a finite proposal, by the segment height
  /// plus the inset above and below.
  public let size: CGSize
  /// The width of all segments, the gaps between them and the insets at both ends; larger than
  /// `size.width` when the layout overflows.
  public let contentWidth: CGFloat
  /// The width the segments need at their natural widths, with the gaps and the insets: the
  /// ``contentWidth`` before the segments stretch to fill a wider proposal, whatever the proposal.
  public let naturalWidth: CGFloat
  /// One frame per label, in content coordinates; in right-to-left layouts the first segment is
  /// at the right.
  public let segmentFrames: [CGRect]
  /// The height of every segment: the tallest label plus the vertical padding.
  public let segmentHeight: CGFloat
  /// Whether the first segment is at the right.
  public let isRightToLeft: Bool
  /// The sanitised container inset: the margin kept around a segment when scrolling to it.
  let inset: CGFloat
  /// The widest the fade at a scrolling edge may be, from the metrics
  /// (``SegmentedPickerEdgeFade``).
  public let edgeFadeWidth: CGFloat

  /// Lays out a segmented picker.
  ///
  /// ```swift
  /// let sizes = ["Day", "Week", "Month"].map { label in
  ///   let metrics = measurer.measure(label, style: tokens.label)
  ///   return CGSize(width: metrics.width, height: metrics.lineHeight)
  /// }
  /// let layout = SegmentedPickerLayout(labelSizes: sizes, lineHeight: 17, proposedWidth: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - labelSizes: The measured size of each label, in order; a negative, NaN or infinite width
  ///     or height counts as 0.
  ///   - lineHeight: The height of one line of the label font: the label height of an empty
  ///     picker. Negative, NaN or infinite gives 0.
  ///   - proposedWidth: The width offered by the container; `nil` or `+infinity` asks for the
  ///     ideal width, NaN counts as `nil`, a negative width as 0. The segments fill a wider
  ///     proposal up to ``maximumLength`` (or their natural width, if wider), and the ``size``
  ///     reports the width they take.
  ///   - metrics: Insets, padding, spacing and minimum width; a negative, NaN or infinite length
  ///     (such as a padding edge assigned directly) counts as 0, and one above ``maximumLength``
  ///     as ``maximumLength``.
  ///   - sizing: Equal widths or fit-content segments.
  ///   - isRightToLeft: Whether the first segment goes at the right.
  public init(
    labelSizes: [CGSize],
    lineHeight: CGFloat,
    proposedWidth: CGFloat?,
    metrics: SegmentedPickerMetrics = .standard,
    sizing: SegmentedPickerSizing = .equalWidths,
    isRightToLeft: Bool = false
  ) {
    // Metrics are sanitised on assignment, but the insets' edges are plain stored properties.
    let inset = Self.length(metrics.containerInset)
    let padding = metrics.labelPadding
    let horizontalPadding = Self.length(padding.leading) + Self.length(padding.trailing)
    let verticalPadding = Self.length(padding.top) + Self.length(padding.bottom)
    let spacing = Self.length(metrics.segmentSpacing)
    let minimumWidth = Self.length(metrics.minimumSegmentWidth)

    var widths = labelSizes.map { max(Self.length($0.width) + horizontalPadding, minimumWidth) }
    if sizing == .equalWidths, let widest = widths.max() {
      widths = Array(repeating: widest, count: widths.count)
    }
    let labelHeight =
      labelSizes.isEmpty
      ? Self.length(lineHeight) : labelSizes.map { Self.length($0.height) }.max() ?? 0
    let segmentHeight = labelHeight + verticalPadding

    let gaps = widths.count > 1 ? spacing * CGFloat(widths.count - 1) : 0
    let naturalWidth = 2 * inset + widths.reduce(0, +) + gaps
    let proposal = Self.proposal(proposedWidth)
    var contentWidth = naturalWidth
    // Stretching stops at the maximum length, so a huge proposal cannot overflow the edges.
    let fill = proposal.map { min($0, max(naturalWidth, Self.maximumLength)) }
    if let fill, fill > naturalWidth, !widths.isEmpty {
      let extra = (fill - naturalWidth) / CGFloat(widths.count)
      widths = widths.map { $0 + extra }
      contentWidth = fill
    }

    var frames: [CGRect] = []
    frames.reserveCapacity(widths.count)
    var x = inset
    for width in widths {
      // The mirror is computed from the left-to-right edges so right-to-left is exact.
      let minX = isRightToLeft ? contentWidth - (x + width) : x
      frames.append(CGRect(x: minX, y: inset, width: width, height: segmentHeight))
      x += width + spacing
    }

    self.segmentFrames = frames
    self.contentWidth = contentWidth
    self.naturalWidth = naturalWidth
    self.segmentHeight = segmentHeight
    self.isRightToLeft = isRightToLeft
    self.inset = inset
    self.edgeFadeWidth = Self.length(metrics.edgeFadeWidth)
    self.size = CGSize(
      width: proposal.map { min(contentWidth, $0) } ?? contentWidth,
      height: segmentHeight + 2 * inset)
  }

  /// The number of segments.
  public var count: Int { segmentFrames.count }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size: size)
    hasher.combine(contentWidth)
    hasher.combine(naturalWidth)
    hasher.combine(segmentFrames.count)
    for frame in segmentFrames { hasher.combine(rect: frame) }
    hasher.combine(segmentHeight)
    hasher.combine(isRightToLeft)
    hasher.combine(inset)
    hasher.combine(edgeFadeWidth)
  }

  /// Whether the content is wider than the control (by more than 0.001 pt), so the control
  /// scrolls.
  public var isOverflowing: Bool {
    Self.overflows(naturalWidth: naturalWidth, width: size.width)
  }

  /// Whether segments of a natural width overflow a width, so they scroll: the rule behind
  /// ``isOverflowing``, for a control that knows the two widths but not the labels (see
  /// ``SegmentedPickerLayout/Viewport``).
  ///
  /// - Parameters:
  ///   - naturalWidth: The segments' ``naturalWidth``.
  ///   - width: The width they are shown in.
  /// - Returns: `true` when `naturalWidth` exceeds `width` by more than 0.001 pt; `false` when
  ///   either is NaN.
  public static func overflows(naturalWidth: CGFloat, width: CGFloat) -> Bool {
    naturalWidth - width > 0.001
  }

  /// The whole track in content coordinates: `contentWidth` wide, as tall as the control.
  public var contentBounds: CGRect {
    CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
  }

  /// The indicator's frame over a selected segment.
  ///
  /// The indicator keeps its own shape whole: over a segment wider than the control can show
  /// with its inset on both sides (a long label in a very narrow control), it is as wide as the
  /// control less the insets, at the segment's leading edge, where
  /// ``scrollOffset(revealing:from:)`` shows such a segment; any other segment's frame is the
  /// indicator's.
  ///
  /// - Parameter index: The selected segment, or `nil` when the selection is not among the
  ///   options.
  /// - Returns: The indicator's frame, or `nil` for `nil` or an index out of range: no indicator.
  public func indicatorFrame(for index: Int?) -> CGRect? {
    guard let index, segmentFrames.indices.contains(index) else { return nil }
    return indicatorFrame(over: segmentFrames[index], viewportWidth: size.width)
  }

  /// The indicator's frame at a fractional position, for dragging and for animation frames.
  ///
  /// ```swift
  /// layout.indicatorFrame(at: 1.5)  // halfway between segments 1 and 2, edges interpolated
  /// ```
  ///
  /// - Parameter position: A fractional segment index, clamped to `0...count - 1`.
  /// - Returns: The indicator's frames over the two neighbouring segments (see
  ///   ``indicatorFrame(for:)``) interpolated linearly; `nil` when there are no segments or
  ///   `position` is NaN.
  public func indicatorFrame(at position: Double) -> CGRect? {
    indicatorFrame(at: position, viewportWidth: size.width)
  }

  /// The indicator's frame at a fractional position, for a track shown in a viewport of another
  /// width: the SwiftUI track is laid out as wide as its content inside its scroll view.
  ///
  /// - Parameters:
  ///   - position: A fractional segment index, clamped to `0...count - 1`.
  ///   - viewportWidth: The width the segments are shown in; the indicator is at most this wide
  ///     less the insets. NaN or infinite counts as ``size``'s width, a negative width as 0.
  /// - Returns: As ``indicatorFrame(at:)``, narrowed to `viewportWidth`.
  public func indicatorFrame(at position: Double, viewportWidth: CGFloat) -> CGRect? {
    guard let last = segmentFrames.indices.last, !position.isNaN else { return nil }
    let viewport = viewportWidth.isFinite ? max(viewportWidth, 0) : size.width
    let clamped = min(max(position, 0), Double(last))
    let lower = Int(clamped.rounded(.down))
    let upper = min(lower + 1, last)
    return indicatorFrame(over: segmentFrames[lower], viewportWidth: viewport).interpolated(
      towards: indicatorFrame(over: segmentFrames[upper], viewportWidth: viewport),
      fraction: clamped - Double(lower))
  }

  /// A segment's frame, narrowed to a viewport's width less the insets at the segment's leading
  /// edge when it is wider.
  private func indicatorFrame(over frame: CGRect, viewportWidth: CGFloat) -> CGRect {
    let widest = max(viewportWidth - 2 * inset, 0)
    guard frame.width > widest else { return frame }
    let minX = isRightToLeft ? frame.maxX - widest : frame.minX
    return CGRect(x: minX, y: frame.minY, width: widest, height: frame.height)
  }

  private static func length(_ value: CGFloat) -> CGFloat {
    min(ChoiceSpacing.sanitized(value), maximumLength)
  }

  private static func proposal(_ width: CGFloat?) -> CGFloat? {
    guard let width, !width.isNaN, width != .infinity else { return nil }
    return max(width, 0)
  }
}
