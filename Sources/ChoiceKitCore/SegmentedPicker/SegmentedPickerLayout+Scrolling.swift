import Foundation

extension SegmentedPickerLayout {
  /// The horizontal scroll offset that shows a whole segment, changed as little as possible.
  ///
  /// The offset is the content x at the control's left edge, in `0...contentWidth - size.width`,
  /// in both layout directions. The segment is shown with its inset margin; one wider than the
  /// control shows its leading edge.
  ///
  /// ```swift
  /// offset = layout.scrollOffset(revealing: selectedIndex, from: offset)
  /// ```
  ///
  /// - Parameters:
  ///   - index: The segment to reveal.
  ///   - currentOffset: The offset now; NaN counts as 0, values outside the range are clamped.
  /// - Returns: The new offset: `currentOffset` (clamped) when the segment is already fully
  ///   visible or `index` is out of range.
  public func scrollOffset(revealing index: Int, from currentOffset: CGFloat) -> CGFloat {
    let maximum = max(0, contentWidth - size.width)
    func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), maximum) }
    let current = currentOffset.isNaN ? 0 : clamp(currentOffset)
    guard segmentFrames.indices.contains(index) else { return current }
    let frame = segmentFrames[index]
    let start = max(frame.minX - inset, 0)
    let end = min(frame.maxX + inset, contentWidth)
    let viewport = size.width
    if end - start > viewport {
      return clamp(isRightToLeft ? end - viewport : start)
    }
    if start < current { return clamp(start) }
    if end > current + viewport { return clamp(end - viewport) }
    return current
  }
}
