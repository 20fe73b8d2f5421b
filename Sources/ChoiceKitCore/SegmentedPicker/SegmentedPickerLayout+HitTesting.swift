import Foundation

extension SegmentedPickerLayout {
  /// The segment under a point.
  ///
  /// A segment owns its leading edge but not its trailing one, so a point on the border between
  /// two touching segments belongs to exactly one of them.
  ///
  /// - Parameter point: A point in content coordinates.
  /// - Returns: The segment's index, or `nil` in the insets, in the gaps between segments, outside
  ///   the content, or for a NaN coordinate.
  public func segment(at point: CGPoint) -> Int? {
    let x = point.x
    // Frames are sorted in reading order: find the last one whose leading edge is at or before x.
    let found =
      isRightToLeft
      ? lastIndex { segmentFrames[$0].maxX >= x } : lastIndex { segmentFrames[$0].minX <= x }
    guard let index = found else { return nil }
    let frame = segmentFrames[index]
    // Right to left the leading edge is the right one: (minX, maxX] mirrors [minX, maxX).
    let isInsideX = isRightToLeft ? x > frame.minX : x < frame.maxX
    return isInsideX && point.y >= frame.minY && point.y < frame.maxY ? index : nil
  }

  /// The fractional segment position under a horizontal coordinate, for scrubbing the indicator
  /// with a drag.
  ///
  /// The centre of segment `i` maps to `i`; between two centres the position is interpolated
  /// linearly, so ``indicatorFrame(at:)`` of the result follows the finger.
  ///
  /// - Parameter x: A horizontal coordinate in content coordinates.
  /// - Returns: A position in `0...count - 1` (clamped beyond the first and last centres), or
  ///   `nil` when there are no segments or `x` is NaN.
  public func position(at x: CGFloat) -> Double? {
    guard let last = segmentFrames.indices.last, !x.isNaN else { return nil }
    // In leading coordinates the centres increase in both directions.
    let sign: CGFloat = isRightToLeft ? -1 : 1
    let target = sign * x
    func centre(_ index: Int) -> CGFloat { sign * segmentFrames[index].midX }
    if target <= centre(0) { return 0 }
    if target >= centre(last) { return Double(last) }
    let lower = lastIndex { centre($0) <= target } ?? 0
    let upper = min(lower + 1, last)
    let span = centre(upper) - centre(lower)
    guard span > 0 else { return Double(lower) }
    return Double(lower) + Double((target - centre(lower)) / span)
  }

  /// The last index of a prefix of segments for which `predicate` holds, by binary search.
  func lastIndex(where predicate: (Int) -> Bool) -> Int? {
    var low = 0
    var high = segmentFrames.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(middle) { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
