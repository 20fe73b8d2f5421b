import Foundation

extension BezierPath {
  /// A position along a path: the point and the unit direction of travel there.
  public struct Position: Sendable, Hashable {
    /// The point on the path.
    public var point: CGPoint
    /// The unit tangent, pointing the way the path is drawn.
    public var tangent: CGPoint

    public func hash(into hasher: inout Hasher) {
      hasher.combine(point: point)
      hasher.combine(point: tangent)
    }
  }

  /// The total length of every segment drawn, closing segments included; 0 for an empty path or
  /// one of lone moves.
  ///
  /// Each call measures the whole path; to ask more than once, keep a `MeasuredPath`.
  public var length: CGFloat {
    MeasuredPath(self).length
  }

  /// The point at a fraction of the path's length, exactly on the curve.
  ///
  /// Each call measures the whole path; to sample a path, keep a `MeasuredPath` and ask it.
  ///
  /// ```swift
  /// let mid = BezierPath.circle(center: .zero, radius: 10).point(atFraction: 0.5)
  /// ```
  ///
  /// - Parameter fraction: 0 is the start, 1 the end; values outside 0...1 are clamped and NaN
  ///   counts as 0.
  /// - Returns: The point, or `nil` for a path that draws nothing (empty, or only moves).
  public func point(atFraction fraction: CGFloat) -> CGPoint? {
    MeasuredPath(self).point(atFraction: fraction)
  }

  /// The unit tangent at a fraction of the path's length.
  ///
  /// Each call measures the whole path; to sample a path, keep a `MeasuredPath` and ask it.
  ///
  /// - Parameter fraction: As for ``point(atFraction:)``: clamped to 0...1, NaN counts as 0.
  /// - Returns: The direction of travel, or `nil` for a path that draws nothing.
  public func tangent(atFraction fraction: CGFloat) -> CGPoint? {
    MeasuredPath(self).tangent(atFraction: fraction)
  }

  /// The point and tangent at a fraction of the path's length.
  ///
  /// The length is measured on a fine polyline; the position is then found on the curve itself
  /// at the matching curve parameter, so it lies exactly on the path. Each call measures the
  /// whole path; to sample a path, keep a `MeasuredPath` and ask it.
  ///
  /// - Parameter fraction: As for ``point(atFraction:)``: clamped to 0...1, NaN counts as 0.
  /// - Returns: The position, or `nil` for a path that draws nothing (empty, or only moves).
  public func position(atFraction fraction: CGFloat) -> Position? {
    MeasuredPath(self).position(atFraction: fraction)
  }
}
