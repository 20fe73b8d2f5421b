import Foundation

/// One drawn piece of a ``BezierPath`` with its start point resolved: a line, a quadratic or a
/// cubic Bézier curve, evaluated by its parameter `t` in 0...1.
public enum PathSegment: Sendable, Hashable {
  case line(CGPoint, CGPoint)
  case quadCurve(CGPoint, control: CGPoint, CGPoint)
  case curve(CGPoint, control1: CGPoint, control2: CGPoint, CGPoint)

  public func hash(into hasher: inout Hasher) {
    hasher.combine(points: controlPoints)
  }

  /// Where the segment starts (t = 0).
  public var start: CGPoint {
    switch self {
    case .line(let p, _), .quadCurve(let p, _, _), .curve(let p, _, _, _): p
    }
  }

  /// Where the segment ends (t = 1).
  public var end: CGPoint {
    switch self {
    case .line(_, let p), .quadCurve(_, _, let p), .curve(_, _, _, let p): p
    }
  }

  /// The segment's defining points, start and end included, in order.
  public var controlPoints: [CGPoint] {
    switch self {
    case .line(let p0, let p1): [p0, p1]
    case .quadCurve(let p0, let c, let p1): [p0, c, p1]
    case .curve(let p0, let c1, let c2, let p1): [p0, c1, c2, p1]
    }
  }

  /// The point at parameter `t`.
  public func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch self {
    case .line(let p0, let p1):
      return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
    case .quadCurve(let p0, let c, let p1):
      let (w0, w1, w2) = (u * u, 2 * u * t, t * t)
      return CGPoint(x: w0 * p0.x + w1 * c.x + w2 * p1.x, y: w0 * p0.y + w1 * c.y + w2 * p1.y)
    case .curve(let p0, let c1, let c2, let p1):
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
        y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
    }
  }

  /// The derivative (velocity) with respect to `t` at parameter `t`.
  public func derivative(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch self {
    case .line(let p0, let p1):
      return CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
    case .quadCurve(let p0, let c, let p1):
      return CGPoint(
        x: 2 * u * (c.x - p0.x) + 2 * t * (p1.x - c.x),
        y: 2 * u * (c.y - p0.y) + 2 * t * (p1.y - c.y))
    case .curve(let p0, let c1, let c2, let p1):
      let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
      return CGPoint(
        x: w0 * (c1.x - p0.x) + w1 * (c2.x - c1.x) + w2 * (p1.x - c2.x),
        y: w0 * (c1.y - p0.y) + w1 * (c2.y - c1.y) + w2 * (p1.y - c2.y))
    }
  }

  /// The unit tangent at `t`, falling back to the chord direction where the derivative vanishes
  /// (a cusp, or a control point on an end point), and to (1, 0) for a segment of zero length.
  public func tangent(at t: CGFloat) -> CGPoint {
    for candidate in [derivative(at: t), nearbyDirection(at: t), chord] {
      let length = hypot(candidate.x, candidate.y)
      if length > 1e-12 { return CGPoint(x: candidate.x / length, y: candidate.y / length) }
    }
    return CGPoint(x: 1, y: 0)
  }

  private var chord: CGPoint { CGPoint(x: end.x - start.x, y: end.y - start.y) }

  /// The direction of travel just around `t`, for points where the derivative is zero.
  private func nearbyDirection(at t: CGFloat) -> CGPoint {
    let a = point(at: max(t - 1e-4, 0))
    let b = point(at: min(t + 1e-4, 1))
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// The parameters in (0, 1) where x or y reaches a local extreme.
  public var extremaParameters: [CGFloat] {
    func roots(_ values: [CGFloat]) -> [CGFloat] {
      switch values.count {
      case 3:
        // Quadratic: B'(t) is linear, zero at (p0 - c) / (p0 - 2c + p1).
        let denominator = values[0] - 2 * values[1] + values[2]
        guard denominator != 0 else { return [] }
        return [(values[0] - values[1]) / denominator]
      case 4:
        // Cubic: B'(t)/3 = a t² + b t + c with the coefficients below.
        let (p0, p1, p2, p3) = (values[0], values[1], values[2], values[3])
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        return Polynomial.quadraticRoots(a: a, b: b, c: c)
      default:
        return []
      }
    }
    let points = controlPoints
    let ts = roots(points.map(\.x)) + roots(points.map(\.y))
    return ts.filter { $0 > 0 && $0 < 1 }.sorted()
  }

  /// The smallest rectangle holding the segment itself (not its control points).
  public var bounds: CGRect {
    let points = [start, end] + extremaParameters.map(point(at:))
    return CGRect.enclosing(points)
  }

  /// The two halves of the segment split at parameter `t` (de Casteljau).
  public func split(at t: CGFloat) -> (PathSegment, PathSegment) {
    func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    switch self {
    case .line(let p0, let p1):
      let m = lerp(p0, p1)
      return (.line(p0, m), .line(m, p1))
    case .quadCurve(let p0, let c, let p1):
      let (a, b) = (lerp(p0, c), lerp(c, p1))
      let m = lerp(a, b)
      return (.quadCurve(p0, control: a, m), .quadCurve(m, control: b, p1))
    case .curve(let p0, let c1, let c2, let p1):
      let (a, b, c) = (lerp(p0, c1), lerp(c1, c2), lerp(c2, p1))
      let (d, e) = (lerp(a, b), lerp(b, c))
      let m = lerp(d, e)
      return (.curve(p0, control1: a, control2: d, m), .curve(m, control1: e, control2: c, p1))
    }
  }
}

extension CGRect {
  /// The smallest rectangle holding all points, or `.null` for none.
  static func enclosing(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Small numerical helpers for path geometry.
enum Polynomial {
  /// The real roots of a t² + b t + c, solved in the numerically stable form; a linear equation
  /// when `a` is (relatively) zero.
  static func quadraticRoots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0, scale.isFinite else { return [] }
    if abs(a) <= 1e-12 * scale {
      return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return [] }
    if discriminant == 0 { return [-b / (2 * a)] }
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
    return q == 0 ? [0] : [q / a, c / q]
  }
}

extension BezierPath {
  /// The path's drawn segments in order, with closing segments made explicit.
  ///
  /// - Parameter closingOpenSubpaths: Also close subpaths left open, as filling does.
  /// - Returns: One entry per segment, with the index of the element that produced it (a
  ///   closing segment carries the index of the close, or of the subpath's last element).
  public func segments(closingOpenSubpaths: Bool = false) -> [(element: Int, segment: PathSegment)] {
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
      case .quadCurve(let p, let c):
        result.append((index, .quadCurve(current, control: c, p)))
        current = p
      case .curve(let p, let c1, let c2):
        result.append((index, .curve(current, control1: c1, control2: c2, p)))
        current = p
      case .closeSubpath:
        close(index)
      }
    }
    if closingOpenSubpaths { close(max(elements.count - 1, 0)) }
    return result
  }

  /// The smallest rectangle holding every point the path draws through: curve extrema count,
  /// control points do not. `.null` for an empty path; a lone move has zero size.
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
  public var controlPointBounds: CGRect {
    CGRect.enclosing(elements.flatMap(\.points))
  }
}
