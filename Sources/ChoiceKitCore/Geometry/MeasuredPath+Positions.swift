import Foundation

extension MeasuredPath {
  /// The point at a fraction of the path's length, exactly on the curve.
  ///
  /// ```swift
  /// let measured = MeasuredPath(.circle(center: .zero, radius: 10))
  /// let half = measured.point(atFraction: 0.5)  // about (-10, 0)
  /// ```
  ///
  /// - Parameter fraction: 0 is the start, 1 the end; values outside 0...1 are clamped and NaN
  ///   counts as 0.
  /// - Returns: The point, or `nil` for a path that draws nothing (empty, or only moves).
  public func point(atFraction fraction: CGFloat) -> CGPoint? {
    position(atFraction: fraction)?.point
  }

  /// The unit tangent at a fraction of the path's length.
  ///
  /// - Parameter fraction: As for ``point(atFraction:)``: clamped to 0...1, NaN counts as 0.
  /// - Returns: The direction of travel, or `nil` for a path that draws nothing.
  public func tangent(atFraction fraction: CGFloat) -> CGPoint? {
    position(atFraction: fraction)?.tangent
  }

  /// The point and tangent at a fraction of the path's length.
  ///
  /// The distance is found on the polylines by a binary search of the cumulative lengths; the
  /// position is then evaluated on the curve itself at the matching curve parameter, so it lies
  /// exactly on the path. Gaps between subpaths (moves) take no length.
  ///
  /// - Parameter fraction: As for ``point(atFraction:)``: clamped to 0...1, NaN counts as 0.
  /// - Returns: The position, or `nil` for a path that draws nothing (empty, or only moves).
  public func position(atFraction fraction: CGFloat) -> BezierPath.Position? {
    let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    return position(atLength: f * length, atEnd: f >= 1)
  }

  /// The point and tangent at a distance along the path from its start.
  ///
  /// ```swift
  /// // A mark every 10 points along an outline.
  /// let marks = stride(from: 0, through: measured.length, by: 10).compactMap {
  ///   measured.position(atDistance: $0)
  /// }
  /// ```
  ///
  /// - Parameter distance: The distance; values outside 0...``length`` are clamped and NaN
  ///   counts as 0.
  /// - Returns: The position, or `nil` for a path that draws nothing (empty, or only moves).
  public func position(atDistance distance: CGFloat) -> BezierPath.Position? {
    let d = distance.isNaN ? 0 : min(max(distance, 0), length)
    return position(atLength: d, atEnd: distance >= length && length > 0)
  }

  /// The position at `target` along the pieces; `atEnd` picks the end of a path of zero length.
  private func position(atLength target: CGFloat, atEnd: Bool) -> BezierPath.Position? {
    guard let first = pieces.first, let last = pieces.last else { return nil }
    let piece: Piece
    let startDistance: CGFloat
    let endDistance: CGFloat
    if length > 0 {
      // The first piece whose cumulative end reaches the target.
      var low = 0
      var high = pieces.count - 1
      while low < high {
        let mid = (low + high) / 2
        if cumulativeLengths[mid] < target { low = mid + 1 } else { high = mid }
      }
      piece = pieces[low]
      startDistance = low > 0 ? cumulativeLengths[low - 1] : 0
      endDistance = cumulativeLengths[low]
    } else {
      piece = atEnd ? last : first
      (startDistance, endDistance) = (0, 0)
    }
    let span = endDistance - startDistance
    let local = span > 0 ? (target - startDistance) / span : (atEnd ? 1 : 0)
    let t = piece.startT + (piece.endT - piece.startT) * min(max(local, 0), 1)
    let segment = segments[piece.segment]
    return BezierPath.Position(point: segment.point(at: t), tangent: segment.tangent(at: t))
  }
}
