import Foundation

extension BezierPath {
  /// The tolerance of the polygon containment is tested against: far below a pixel.
  static let containmentTolerance: CGFloat = 1e-3

  /// Whether a point lies inside the filled path, by the non-zero winding rule.
  ///
  /// Open subpaths count as closed, as when filling. Points within about a thousandth of a point
  /// of the outline may go either way.
  ///
  /// - Parameter point: The point to test; a non-finite point is never inside.
  /// - Returns: `true` when the path winds around the point a non-zero number of times.
  public func contains(_ point: CGPoint) -> Bool {
    windingNumber(at: point) != 0
  }

  /// How many times the path winds around a point: positive for clockwise turns on a y-down
  /// screen, negative for anticlockwise ones.
  ///
  /// - Parameter point: The point; a non-finite point gets 0.
  /// - Returns: The signed winding number.
  public func windingNumber(at point: CGPoint) -> Int {
    guard point.isFinite, bounds.insetBy(dx: -1, dy: -1).contains(point) else { return 0 }
    var winding = 0
    for polyline in flattened(tolerance: Self.containmentTolerance) {
      let vertices = polyline.points
      guard vertices.count > 1 else { continue }
      for index in vertices.indices {
        let a = vertices[index]
        let b = vertices[(index + 1) % vertices.count]
        // Half-open rule on y, so a vertex on the ray is counted once.
        if a.y <= point.y {
          if b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, Self.side(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return winding
  }

  /// Positive when `p` is on the right of the directed line a→b on a y-down screen.
  private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
