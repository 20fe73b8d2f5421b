import Foundation

extension MeasuredPath {
  /// Whether a point lies inside the filled path, by the non-zero winding rule.
  ///
  /// Open subpaths count as closed, as when filling. Points within about ``tolerance`` of the
  /// outline may go either way.
  ///
  /// ```swift
  /// let button = MeasuredPath(.capsule(in: frame))
  /// let hit = button.contains(touch)
  /// ```
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
  /// Open subpaths count as closed, as when filling.
  ///
  /// - Parameter point: The point; a point with a NaN or infinite coordinate gets 0, and so does
  ///   every point for an empty path.
  /// - Returns: The signed winding number.
  public func windingNumber(at point: CGPoint) -> Int {
    guard point.isFinite, !vertexBounds.isNull, point.x >= vertexBounds.minX, point.x <= vertexBounds.maxX,
      point.y >= vertexBounds.minY, point.y <= vertexBounds.maxY
    else { return 0 }
    var winding = 0
    for polyline in polylines {
      let vertices = polyline.points
      guard vertices.count > 1 else { continue }
      var a = vertices[vertices.count - 1]
      for b in vertices {
        // Half-open rule on y, so a vertex on the ray is counted once.
        if a.y <= point.y {
          if b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, Self.side(a, b, point) < 0 {
          winding -= 1
        }
        a = b
      }
    }
    return winding
  }

  /// Positive when `p` is on the right of the directed line a→b on a y-down screen.
  private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
