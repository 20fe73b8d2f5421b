import Foundation

extension BezierPath {
  /// Whether a point lies inside the filled path, by the non-zero winding rule.
  ///
  /// Open subpaths count as closed, as when filling. Points within about a thousandth of a point
  /// of the outline may go either way. Each call flattens the path (unless the point lies
  /// outside its control points); to hit-test more than once, keep a `MeasuredPath`.
  ///
  /// - Parameter point: The point to test; a point with a NaN or infinite coordinate is never
  ///   inside, and an empty path contains no point.
  /// - Returns: `true` when the path winds around the point a non-zero number of times.
  public func contains(_ point: CGPoint) -> Bool {
    windingNumber(at: point) != 0
  }

  /// How many times the path winds around a point: positive for clockwise turns on a y-down
  /// screen, negative for anticlockwise ones.
  ///
  /// Each call flattens the path (unless the point lies outside its control points); to ask
  /// more than once, keep a `MeasuredPath`.
  ///
  /// - Parameter point: The point; a point with a NaN or infinite coordinate gets 0, and so does
  ///   every point for an empty path.
  /// - Returns: The signed winding number.
  public func windingNumber(at point: CGPoint) -> Int {
    // The path lies inside its control points' hull, so a point outside their box is outside.
    guard point.isFinite, mayEnclose(point) else { return 0 }
    return MeasuredPath(self).windingNumber(at: point)
  }

  /// Whether the point lies within the box of the path's points and control points.
  private func mayEnclose(_ point: CGPoint) -> Bool {
    var (below, above, left, right) = (false, false, false, false)
    for element in elements {
      for p in element.points {
        below = below || p.y <= point.y
        above = above || p.y >= point.y
        left = left || p.x <= point.x
        right = right || p.x >= point.x
      }
      if below && above && left && right { return true }
    }
    return false
  }
}
