import Foundation

/// One drawn piece of a ``BezierPath`` with its start point resolved: a line, a quadratic or a
/// cubic Bézier curve, evaluated by its parameter `t` in 0...1.
///
/// ```swift
/// let arch = PathSegment.quadCurve(.zero, control: CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 0))
/// arch.point(at: 0.5)  // (5, 5)
/// ```
///
/// Every method taking `t` clamps it to 0...1 and reads NaN as 0, so no query extrapolates past
/// the segment's ends. Segments from ``BezierPath/segments(closingOpenSubpaths:)`` always have
/// finite points; one built by hand with a NaN or infinite point gives non-finite points and
/// derivatives, no extrema, `.null` bounds and the tangent (1, 0).
package enum PathSegment: Sendable, Hashable {
  /// A straight segment from its first point to its second.
  case line(CGPoint, CGPoint)
  /// A quadratic Bézier curve: start, control point, end.
  case quadCurve(CGPoint, control: CGPoint, CGPoint)
  /// A cubic Bézier curve: start, two control points, end.
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

  /// The segment's defining points, start and end included, in order: 2, 3 or 4 of them.
  public var controlPoints: [CGPoint] {
    switch self {
    case .line(let p0, let p1): [p0, p1]
    case .quadCurve(let p0, let c, let p1): [p0, c, p1]
    case .curve(let p0, let c1, let c2, let p1): [p0, c1, c2, p1]
    }
  }

  /// The point at parameter `t`.
  ///
  /// - Parameter t: 0 is the start, 1 the end; values outside 0...1 are clamped, NaN counts as 0.
  /// - Returns: The point on the segment.
  public func point(at t: CGFloat) -> CGPoint {
    let t = Self.clamped(t)
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
  ///
  /// - Parameter t: As for ``point(at:)``: clamped to 0...1, NaN counts as 0.
  /// - Returns: The derivative; zero where the curve stands still (a control point on an end).
  public func derivative(at t: CGFloat) -> CGPoint {
    let t = Self.clamped(t)
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

  /// The unit tangent at `t`, falling back to the direction of travel nearby where the
  /// derivative vanishes (a cusp, or a control point on an end point), then to the chord.
  ///
  /// - Parameter t: As for ``point(at:)``: clamped to 0...1, NaN counts as 0.
  /// - Returns: A unit vector; (1, 0) for a segment of zero length or with a non-finite point.
  public func tangent(at t: CGFloat) -> CGPoint {
    guard isFinite else { return CGPoint(x: 1, y: 0) }
    let t = Self.clamped(t)
    for candidate in [derivative(at: t), nearbyDirection(at: t), chord] {
      let length = hypot(candidate.x, candidate.y)
      if length > 1e-12, length.isFinite { return CGPoint(x: candidate.x / length, y: candidate.y / length) }
    }
    return CGPoint(x: 1, y: 0)
  }

  /// `t` limited to 0...1, with NaN read as 0.
  static func clamped(_ t: CGFloat) -> CGFloat {
    t.isNaN ? 0 : min(max(t, 0), 1)
  }

  /// Whether every defining point is finite.
  var isFinite: Bool {
    switch self {
    case .line(let p0, let p1): p0.isFinite && p1.isFinite
    case .quadCurve(let p0, let c, let p1): p0.isFinite && c.isFinite && p1.isFinite
    case .curve(let p0, let c1, let c2, let p1):
      p0.isFinite && c1.isFinite && c2.isFinite && p1.isFinite
    }
  }

  private var chord: CGPoint { CGPoint(x: end.x - start.x, y: end.y - start.y) }

  /// The direction of travel just around `t`, for points where the derivative is zero.
  private func nearbyDirection(at t: CGFloat) -> CGPoint {
    let a = point(at: max(t - 1e-4, 0))
    let b = point(at: min(t + 1e-4, 1))
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// The parameters in (0, 1) where x or y reaches a local extreme, in increasing order.
  ///
  /// Empty for a line and for a segment with a non-finite point.
  public var extremaParameters: [CGFloat] {
    guard isFinite else { return [] }
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
  ///
  /// `.null` for a segment with a non-finite point; a segment of zero length has zero size.
  public var bounds: CGRect {
    guard isFinite else { return .null }
    let points = [start, end] + extremaParameters.map(point(at:))
    return CGRect.enclosing(points)
  }

  /// The two halves of the segment split at parameter `t` (de Casteljau).
  ///
  /// - Parameter t: Where to split; clamped to 0...1 and NaN counts as 0, so splitting at an end
  ///   gives a half of zero length there.
  /// - Returns: The part before `t` and the part after it, each parametrised 0...1 again.
  public func split(at t: CGFloat) -> (PathSegment, PathSegment) {
    let t = Self.clamped(t)
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
