import Foundation

extension BezierPath {
  /// The path's drawn segments in order, with closing segments made explicit.
  ///
  /// A segment drawn after a close starts from the closed subpath's start point, and a later
  /// close returns there again.
  ///
  /// ```swift
  /// for (element, segment) in path.segments() { print(element, segment.bounds) }
  /// ```
  ///
  /// - Parameter closingOpenSubpaths: Also close subpaths left open, as filling does.
  /// - Returns: One entry per segment, with the index of the element that produced it (a
  ///   closing segment carries the index of the close, or of the subpath's last element). Empty
  ///   for an empty path or one of lone moves; a close that is already at its start adds nothing.
  package func segments(closingOpenSubpaths: Bool = false) -> [(element: Int, segment: PathSegment)] {
    var result: [(Int, PathSegment)] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    var open = false
    func close(_ index: Int) {
      if open, current != start { result.append((index, .line(current, start))) }
      current = start
      open = false
    }
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let p):
        if closingOpenSubpaths { close(max(index - 1, 0)) }
        current = p
        start = p
        open = true
      case .line(let p):
        result.append((index, .line(current, p)))
        current = p
        open = true
      case .quadCurve(let p, let c):
        result.append((index, .quadCurve(current, control: c, p)))
        current = p
        open = true
      case .curve(let p, let c1, let c2):
        result.append((index, .curve(current, control1: c1, control2: c2, p)))
        current = p
        open = true
      case .closeSubpath:
        close(index)
      }
    }
    if closingOpenSubpaths { close(max(elements.count - 1, 0)) }
    return result
  }

  /// The smallest rectangle holding every point the path draws through: curve extrema count,
  /// control points do not.
  ///
  /// `.null` for an empty path; a lone move, or a path whose points all coincide, has zero size.
  public var bounds: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      if case .move(let p) = element { points.append(p) }
    }
    var rect = CGRect.enclosing(points)
    for (_, segment) in segments() { rect = rect.union(segment.bounds) }
    return rect
  }

  /// The smallest rectangle holding every point and control point of the path.
  ///
  /// `.null` for an empty path. It holds the whole drawn path, as a Bézier curve lies inside its
  /// control points' hull, but is usually larger than ``bounds``.
  public var controlPointBounds: CGRect {
    CGRect.enclosing(elements.flatMap(\.points))
  }
}
