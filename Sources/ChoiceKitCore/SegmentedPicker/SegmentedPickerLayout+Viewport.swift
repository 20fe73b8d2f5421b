import Foundation

extension SegmentedPickerLayout {
  /// The scroll view a segmented picker's track sits in, as the control measured it, and what the
  /// core decides from it: the width the segments fill, whether they scroll, and the control's
  /// width for a proposal.
  ///
  /// The SwiftUI control keeps one track in one horizontal scroll view whether its segments fit or
  /// not, so switching between the two never rebuilds the options. A horizontal scroll view offers
  /// its content no width, so the control measures the scroll view (``width``) and the segments'
  /// natural width (``naturalWidth``, from the track's `SegmentedPickerLayout`), and the track's
  /// layout fills ``fillWidth``:
  ///
  /// ```swift
  /// var viewport = SegmentedPickerLayout.Viewport()
  /// viewport.width = 358          // the scroll view, measured
  /// viewport.naturalWidth = 420   // layout.naturalWidth, measured
  /// viewport.isScrolling          // true: the segments scroll, at their natural widths
  /// viewport.fillWidth            // 358: the proposal the track's layout fills
  /// ```
  ///
  /// Until both widths are measured the segments do not scroll.
  public struct Viewport: Sendable, Hashable {
    /// The width of the scroll view, as measured; `nil` until it is.
    public var width: CGFloat?
    /// The segments' ``SegmentedPickerLayout/naturalWidth``, as measured; `nil` until it is.
    public var naturalWidth: CGFloat?

    /// Creates a viewport.
    ///
    /// - Parameters:
    ///   - width: The scroll view's width; a negative, NaN or infinite width counts as unmeasured.
    ///   - naturalWidth: The segments' natural width; the same values count as unmeasured.
    public init(width: CGFloat? = nil, naturalWidth: CGFloat? = nil) {
      self.width = width
      self.naturalWidth = naturalWidth
    }

    /// Whether the segments scroll: both widths are measured and the natural width overflows the
    /// scroll view's, as ``SegmentedPickerLayout/overflows(naturalWidth:width:)`` says.
    public var isScrolling: Bool {
      guard let width = Self.usable(width), let natural = Self.usable(naturalWidth) else { return false }
      return overflows(naturalWidth: natural, width: width)
    }

    /// The width the track's layout is proposed: the scroll view's, once measured. Segments that
    /// fit stretch to it; segments that do not keep their natural widths and scroll.
    public var fillWidth: CGFloat? {
      Self.usable(width)
    }

    /// The control's width for the width its container proposes.
    ///
    /// - Parameter proposal: The proposed width; `nil`, NaN or `+infinity` ask for the ideal width,
    ///   as `SegmentedPickerLayout` reads a proposal.
    /// - Returns: Any other proposal as it is (a negative one as 0); for the ideal width, the
    ///   measured natural width, so a picker that once filled a wider container still reports what
    ///   its segments need; `nil` (the scroll view's own answer) before that is measured.
    public func width(forProposal proposal: CGFloat?) -> CGFloat? {
      if let proposal, !proposal.isNaN, proposal != .infinity { return max(proposal, 0) }
      return Self.usable(naturalWidth)
    }

    /// The fades at the scroll view's edges for a scroll offset: where more segments lie beyond
    /// an edge while they scroll (``SegmentedPickerEdgeFade``), none while they fit.
    ///
    /// ```swift
    /// viewport.edgeFade(scrollOffset: 0, maximumWidth: tokens.metrics.edgeFadeWidth)
    /// // right: 24, left: 0 — more segments lie to the right
    /// ```
    ///
    /// - Parameters:
    ///   - scrollOffset: The content x at the scroll view's left edge, as measured.
    ///   - maximumWidth: The widest a fade may be (``SegmentedPickerMetrics/edgeFadeWidth``).
    /// - Returns: The fades of the natural width scrolled in the measured width, or
    ///   ``SegmentedPickerEdgeFade/none`` when the segments do not scroll (``isScrolling``).
    public func edgeFade(scrollOffset: CGFloat, maximumWidth: CGFloat) -> SegmentedPickerEdgeFade {
      guard isScrolling, let width = Self.usable(width), let natural = Self.usable(naturalWidth) else {
        return .none
      }
      return SegmentedPickerEdgeFade(
        contentWidth: natural, viewportWidth: width, scrollOffset: scrollOffset, maximumWidth: maximumWidth)
    }

    private static func usable(_ length: CGFloat?) -> CGFloat? {
      guard let length, length.isFinite, length >= 0 else { return nil }
      return length
    }
  }
}
