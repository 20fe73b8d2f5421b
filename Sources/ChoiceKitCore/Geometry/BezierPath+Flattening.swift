import Foundation

extension BezierPath {
  /// One subpath turned into straight lines.
  public struct Polyline: Sendable, Hashable {
    /// The vertices in drawing order. A closed polyline does not repeat its first vertex.
    public var points: [CGPoint]
    /// Whether the subpath was closed.
    public var isClosed: Bool
    /// For each vertex, the path element it lies on and the curve parameter there.
    public var sources: [Source]

    public func hash(into hasher: inout Hasher) {
      hasher.combine(points: points)
      hasher.combine(isClosed)
      hasher.combine(sources)
    }

    /// Where a vertex of a polyline came from.
    public struct Source: Sendable, Hashable {
      /// The index in ``BezierPath/elements`` of the segment holding the vertex.
      public var element: Int
      /// The segment's curve parameter at the vertex, 0...1.
      public var t: CGFloat
    }
  }

  /// The default flattening tolerance: a tenth of a point, finer than a pixel at 3×.
  public static let defaultTolerance: CGFloat = 0.1

  /// The finest tolerance honoured; finer requests are raised to it.
  public static let minimumTolerance: CGFloat = 1e-6

  /// The deepest subdivision of one curve, 2¹⁶ pieces, so a tiny tolerance cannot run away.
  static let maximumSubdivisionDepth = 16

  /// The path as polylines that never stray further than `tolerance` from the curves.
  ///
  /// Each curve is halved until its control points lie within the tolerance of its chord; as a
  /// Bézier curve lies inside the hull of its control points, every point of the curve is then
  /// within the tolerance of the polyline.
  ///
  /// - Parameter tolerance: The largest distance allowed between curve and polyline; values
  ///   below ``minimumTolerance`` are raised to it and non-finite values use
  ///   ``defaultTolerance``.
  /// - Returns: One polyline per subpath, including lone moves (a single vertex).
  public func flattened(tolerance: CGFloat = BezierPath.defaultTolerance) -> [Polyline] {
    let tolerance = tolerance.isFinite ? max(tolerance, Self.minimumTolerance) : Self.defaultTolerance
    var polylines: [Polyline] = []
    var current: Polyline?
    var pen = CGPoint.zero
    func finish() {
      if let line = current { polylines.append(line) }
      current = nil
    }
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let p):
        finish()
        current = Polyline(points: [p], isClosed: false, sources: [.init(element: index, t: 0)])
        pen = p
      case .closeSubpath:
        current?.isClosed = true
        if let first = current?.points.first, current?.points.count ?? 0 > 1, current?.points.last == first {
          current?.points.removeLast()
          current?.sources.removeLast()
        }
        if let first = current?.points.first { pen = first }
        finish()
      case .line(let p):
        current?.points.append(p)
        current?.sources.append(.init(element: index, t: 1))
        pen = p
      case .quadCurve(let p, let c):
        Self.subdivide(.quadCurve(pen, control: c, p), range: 0...1, tolerance: tolerance, depth: 0) {
          current?.points.append($0)
          current?.sources.append(.init(element: index, t: $1))
        }
        pen = p
      case .curve(let p, let c1, let c2):
        let segment = PathSegment.curve(pen, control1: c1, control2: c2, p)
        Self.subdivide(segment, range: 0...1, tolerance: tolerance, depth: 0) {
          current?.points.append($0)
          current?.sources.append(.init(element: index, t: $1))
        }
        pen = p
      }
    }
    finish()
    return polylines
  }

  /// Emits the end points of the pieces of `segment` (its start excluded) in order.
  private static func subdivide(
    _ segment: PathSegment, range: ClosedRange<CGFloat>, tolerance: CGFloat, depth: Int,
    emit: (CGPoint, CGFloat) -> Void
  ) {
    let points = segment.controlPoints
    let deviation =
      points.dropFirst().dropLast().map {
        distance(from: $0, toSegment: segment.start, segment.end)
      }.max() ?? 0
    if deviation <= tolerance || depth >= maximumSubdivisionDepth {
      emit(segment.end, range.upperBound)
      return
    }
    let (left, right) = segment.split(at: 0.5)
    let mid = (range.lowerBound + range.upperBound) / 2
    subdivide(left, range: range.lowerBound...mid, tolerance: tolerance, depth: depth + 1, emit: emit)
    subdivide(right, range: mid...range.upperBound, tolerance: tolerance, depth: depth + 1, emit: emit)
  }

  /// The distance from a point to the closest point of the segment from `a` to `b`.
  public static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let lengthSquared = dx * dx + dy * dy
    var t: CGFloat = 0
    if lengthSquared > 0 {
      t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1)
    }
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
  }
}
