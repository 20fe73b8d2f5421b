import Foundation

extension SegmentedPickerLayout {
  /// The width of a line between two segments, in points.
  public static let separatorWidth: CGFloat = 1

  /// The lines between neighbouring segments, as the Mac's segmented control draws them: one
  /// per pair of neighbours, in reading order, ``separatorWidth`` wide and half a segment tall,
  /// centred in the gap between the two.
  ///
  /// Which of them show depends on the indicator:
  /// ``showsSeparator(after:indicatorPosition:)``.
  ///
  /// - Returns: `count - 1` frames in content coordinates; none for fewer than two segments.
  public var separatorFrames: [CGRect] {
    guard segmentFrames.count > 1 else { return [] }
    return (0..<segmentFrames.count - 1).map { index in
      let a = segmentFrames[index]
      let b = segmentFrames[index + 1]
      let x = (min(a.maxX, b.maxX) + max(a.minX, b.minX)) / 2
      let height = segmentHeight / 2
      return CGRect(
        x: x - Self.separatorWidth / 2, y: a.midY - height / 2, width: Self.separatorWidth, height: height)
    }
  }

  /// Whether the line after a segment shows: not where the indicator lies on either segment it
  /// separates, so the raised segment stands clear of lines.
  ///
  /// - Parameters:
  ///   - index: The segment before the line, in reading order.
  ///   - indicatorPosition: Where the indicator is, as a fractional segment index; `nil` or NaN
  ///     for no indicator.
  /// - Returns: `false` when the indicator covers part of segment `index` or `index + 1` (it is
  ///   less than one segment away from either); `true` otherwise.
  public static func showsSeparator(after index: Int, indicatorPosition: Double?) -> Bool {
    guard let position = indicatorPosition, !position.isNaN else { return true }
    return abs(position - Double(index)) >= 1 && abs(position - Double(index) - 1) >= 1
  }
}
