import Foundation

extension BezierPath {
  /// One subpath turned into straight lines by ``flattened(tolerance:)``.
  public struct Polyline: Sendable, Hashable {
    /// The vertices in drawing order. A closed polyline does not repeat its first vertex.
    public var points: [CGPoint]
    /// Whether the subpath was closed.
    public var isClosed: Bool
    /// For each vertex, the path element it lies on and the curve parameter there. The vertex
    /// that starts a subpath drawn on after a close lies on the first segment after it, at 0.
    public var sources: [Source]

    public func hash(into hasher: inout Hasher) {
      hasher.combine(points: points)
      hasher.combine(isClosed)
      hasher.combine(sources)
    }

    /// A closed polyline without its start point repeated at the end, as
    /// ``BezierPath/flattened(tolerance:)`` gives it.
    var withoutRepeatedStart: Polyline {
      var line = self
      if line.isClosed, line.points.count > 1, line.points.last == line.points.first {
        line.points.removeLast()
        line.sources.removeLast()
      }
      return line
    }

    /// Where a vertex of a polyline came from.
    public struct Source: Sendable, Hashable {
      /// The index in ``BezierPath/elements`` of the move, segment or close holding the vertex.
      public var element: Int
      /// The segment's curve parameter at the vertex, 0...1.
      public var t: CGFloat
    }
  }

  /// The default flattening tolerance of ``flattened(tolerance:)``: a tenth of a point, finer
  /// than a pixel at 3×.
  public static let defaultTolerance: CGFloat = 0.1

  /// The finest tolerance honoured; finer requests are raised to it.
  public static let minimumTolerance: CGFloat = 1e-6

  /// The most vertices the splitting of curves may add to one flattening, over all its curves.
  ///
  /// Bounds the work and memory of flattening, measuring and containment for any path: when the
  /// tolerance asked for would need more, it is relaxed (multiplied by four until the curves fit).
  /// `MeasuredPath.tolerance` reports the tolerance a measured path was flattened with.
  public static let flatteningBudget = 65_536

  /// The deepest subdivision of one curve, 2¹⁶ pieces, so a tiny tolerance cannot run away.
  static let maximumSubdivisionDepth = 16

  /// The path as polylines that never stray further than `tolerance` from the curves.
  ///
  /// Each curve is halved until its control points lie within the tolerance of its chord; as a
  /// Bézier curve lies inside the hull of its control points, every point of the curve is then
  /// within the tolerance of the polyline. Segments drawn after a close without a move form a
  /// new polyline from the closed subpath's start point.
  ///
  /// ```swift
  /// let outline = BezierPath.circle(center: .zero, radius: 10).flattened(tolerance: 0.01)
  /// ```
  ///
  /// - Parameter tolerance: The largest distance allowed between curve and polyline; values
  ///   below ``minimumTolerance`` (zero and negative ones included) are raised to it and NaN or
  ///   infinite values use ``defaultTolerance``. When the curves would need more than
  ///   ``flatteningBudget`` added vertices, the tolerance is relaxed until they fit, and a curve
  ///   is never split into more than 2¹⁶ pieces.
  /// - Returns: One polyline per subpath, including lone moves (a single vertex); empty for an
  ///   empty path.
  public func flattened(tolerance: CGFloat = BezierPath.defaultTolerance) -> [Polyline] {
    PathFlattener(self, tolerance: Self.sanitizedTolerance(tolerance)).polylines.map(\.withoutRepeatedStart)
  }

  /// A tolerance made usable: finite and at least ``minimumTolerance``.
  static func sanitizedTolerance(_ tolerance: CGFloat) -> CGFloat {
    tolerance.isFinite ? max(tolerance, minimumTolerance) : defaultTolerance
  }

  /// The distance from a point to the closest point of the segment from `a` to `b`.
  ///
  /// ```swift
  /// BezierPath.distance(from: CGPoint(x: 5, y: 3), toSegment: .zero, CGPoint(x: 10, y: 0))  // 3
  /// ```
  ///
  /// - Parameters:
  ///   - p: The point.
  ///   - a: The segment's start.
  ///   - b: The segment's end; when it equals `a`, the distance to that point.
  /// - Returns: The distance; `.infinity` when any coordinate is NaN or infinite.
  public static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
    guard p.isFinite, a.isFinite, b.isFinite else { return .infinity }
    return chordDistance(from: p, a, b)
  }

  /// ``distance(from:toSegment:_:)`` without the check of its input, for the flattening loop.
  static func chordDistance(from p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared.isFinite else {
      // Coordinates so large that squares overflow: the same in units of the longer side.
      let scale = max(abs(dx), abs(dy))
      let unit = CGPoint(x: dx / scale, y: dy / scale)
      let q = CGPoint(x: (p.x - a.x) / scale, y: (p.y - a.y) / scale)
      let t = min(max((q.x * unit.x + q.y * unit.y) / (unit.x * unit.x + unit.y * unit.y), 0), 1)
      return scale * hypot(q.x - t * unit.x, q.y - t * unit.y)
    }
    var t: CGFloat = 0
    if lengthSquared > 0 {
      t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1)
    }
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
  }
}
