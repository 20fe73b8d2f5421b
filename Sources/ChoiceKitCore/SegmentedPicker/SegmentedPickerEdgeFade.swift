import Foundation

/// The fades at the edges of scrolling segments: each edge beyond which more segments lie fades
/// the segments out towards it, so a row cut at the edge reads as one that scrolls.
///
/// The widths are physical, left and right, in both layout directions. An edge fades as far as
/// the hidden content reaches, rounded up to a quarter of the widest fade (``steps``), up to the
/// metrics' ``SegmentedPickerMetrics/edgeFadeWidth`` and at most half the visible width, so the
/// fade grows in as the segments scroll away from an end, in four steps rather than with every
/// frame of the scroll, and the two fades never meet. The SwiftUI control masks its scroll view with these widths;
/// the previews paint the same gradients over the segments.
///
/// ```swift
/// let fade = SegmentedPickerEdgeFade(layout: layout, scrollOffset: offset)
/// fade.left   // 0 at the start of a left-to-right row
/// fade.right  // 24: more segments lie beyond the right edge
/// ```
public struct SegmentedPickerEdgeFade: Sendable, Hashable {
  /// The width of the fade along the left edge; 0 for none.
  public let left: CGFloat
  /// The width of the fade along the right edge; 0 for none.
  public let right: CGFloat

  /// No fade at either edge: segments that fit, or a row not measured yet.
  public static let none = SegmentedPickerEdgeFade(left: 0, right: 0)

  private init(left: CGFloat, right: CGFloat) {
    self.left = left
    self.right = right
  }

  /// The fades for a row of segments scrolled in a viewport.
  ///
  /// - Parameters:
  ///   - contentWidth: The width of the scrolling content.
  ///   - viewportWidth: The width it is shown in.
  ///   - scrollOffset: The content x at the viewport's left edge; clamped to the scrollable
  ///     range, NaN counts as 0.
  ///   - maximumWidth: The widest a fade may be (``SegmentedPickerMetrics/edgeFadeWidth``).
  /// - Returns: A fade at each edge with more than 0.001 pt of content beyond it, as wide as that
  ///   content rounded up to a whole ``steps``th of the widest fade, up to `maximumWidth` and half
  ///   the viewport; ``none`` when the content fits or any width is negative, NaN or infinite.
  public init(contentWidth: CGFloat, viewportWidth: CGFloat, scrollOffset: CGFloat, maximumWidth: CGFloat) {
    let widths = [contentWidth, viewportWidth, maximumWidth]
    guard widths.allSatisfy({ $0.isFinite && $0 >= 0 }),
      SegmentedPickerLayout.overflows(naturalWidth: contentWidth, width: viewportWidth)
    else {
      self = .none
      return
    }
    let range = contentWidth - viewportWidth
    let offset = scrollOffset.isNaN ? 0 : min(max(scrollOffset, 0), range)
    let widest = min(maximumWidth, viewportWidth / 2)
    // In four steps, so a scroll near an end changes the fade (and the control's state) four
    // times, not on every frame.
    let step = widest / CGFloat(Self.steps)
    func fade(hiding hidden: CGFloat) -> CGFloat {
      guard hidden > 0.001, step > 0 else { return 0 }
      return min((hidden / step).rounded(.up) * step, widest)
    }
    self.init(left: fade(hiding: offset), right: fade(hiding: range - offset))
  }

  /// The fades of a layout scrolled to an offset, as wide as its metrics say.
  ///
  /// - Parameters:
  ///   - layout: The segments' layout.
  ///   - scrollOffset: The content x at the control's left edge
  ///     (``SegmentedPickerLayout/scrollOffset(revealing:from:)``).
  /// - Returns: The fades for the layout's ``SegmentedPickerLayout/contentWidth`` in its width.
  public init(layout: SegmentedPickerLayout, scrollOffset: CGFloat) {
    self.init(
      contentWidth: layout.contentWidth, viewportWidth: layout.size.width, scrollOffset: scrollOffset,
      maximumWidth: layout.edgeFadeWidth)
  }

  /// How many widths a fade grows in through, from none to the widest.
  public static let steps = 4

  /// Whether either edge fades.
  public var isVisible: Bool { left > 0 || right > 0 }
}
