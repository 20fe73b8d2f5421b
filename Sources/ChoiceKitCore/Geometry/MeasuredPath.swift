import Foundation

/// A path measured once, for many fast queries of its length, positions along it and
/// containment.
///
/// Creating one flattens the path a single time and keeps the polylines with the cumulative
/// length at every vertex; each query then looks up that data (a binary search for positions)
/// instead of flattening again, as ``BezierPath/length``, ``BezierPath/position(atFraction:)``
/// and ``BezierPath/contains(_:)`` do on every call. Keep a measured path wherever a path is
/// queried more than once: placing items along it, sampling it, hit-testing.
///
/// ```swift
/// let measured = MeasuredPath(.capsule(in: CGRect(x: 0, y: 0, width: 120, height: 40)))
/// let dots = (0..<100).compactMap { measured.point(atFraction: CGFloat($0) / 100) }
/// let hit = measured.contains(CGPoint(x: 60, y: 20))  // true
/// ```
///
/// Two measured paths are equal when their paths and requested tolerances are.
package struct MeasuredPath: Sendable, Hashable {
  /// The tolerance measured paths use unless told otherwise: a thousandth of a point, so that
  /// lengths agree with the true curves to about 1e-5 relative.
  public static let defaultTolerance: CGFloat = 1e-3

  /// The path measured.
  public let path: BezierPath

  /// The tolerance the path was flattened with: the one asked for, made usable, or a coarser
  /// one when the path's curves would have needed more than ``BezierPath/flatteningBudget``
  /// added vertices.
  public let tolerance: CGFloat

  /// The path's polylines: those ``BezierPath/flattened(tolerance:)`` gives for the same
  /// tolerance asked for.
  public let polylines: [BezierPath.Polyline]

  /// The total length of every segment drawn, closing segments included; 0 for an empty path
  /// or one of lone moves.
  public let length: CGFloat

  /// The tolerance asked for, made usable; with the path it determines everything else.
  private let requestedTolerance: CGFloat

  /// The path's drawn segments, each piece's curve.
  let segments: [PathSegment]

  /// The straight pieces between consecutive vertices, in drawing order.
  let pieces: [Piece]

  /// For each piece, the length of the path up to its end: increasing, the last one ``length``.
  let cumulativeLengths: [CGFloat]

  /// The smallest rectangle holding every vertex: nothing outside it is inside the path.
  let vertexBounds: CGRect

  /// A straight piece of a flattened segment.
  struct Piece {
    /// The index in `segments` of the segment the piece lies on.
    var segment: Int
    var startT: CGFloat
    var endT: CGFloat
  }

  /// Measures a path: flattens it once and sums the lengths of its pieces.
  ///
  /// - Parameters:
  ///   - path: The path; an empty path gives length 0, no positions and contains no point.
  ///   - tolerance: The largest distance allowed between curves and polylines; values below
  ///     ``BezierPath/minimumTolerance`` (zero and negative ones included) are raised to it, NaN
  ///     and infinite values use ``defaultTolerance``, and it is relaxed when the curves would
  ///     need more than ``BezierPath/flatteningBudget`` added vertices (see ``tolerance``).
  public init(_ path: BezierPath, tolerance: CGFloat = MeasuredPath.defaultTolerance) {
    let requested = tolerance.isFinite ? BezierPath.sanitizedTolerance(tolerance) : Self.defaultTolerance
    let flattener = PathFlattener(path, tolerance: requested)
    var segments: [PathSegment] = []
    var segmentOfElement = Array(repeating: -1, count: path.elements.count)
    for (element, segment) in path.segments() {
      segmentOfElement[element] = segments.count
      segments.append(segment)
    }
    var pieces: [Piece] = []
    var cumulative: [CGFloat] = []
    var total: CGFloat = 0
    for line in flattener.polylines where line.points.count > 1 {
      for index in 1..<line.points.count {
        let (from, to) = (line.sources[index - 1], line.sources[index])
        let segment = segmentOfElement[to.element]
        guard segment >= 0 else { continue }
        let (a, b) = (line.points[index - 1], line.points[index])
        total += hypot(b.x - a.x, b.y - a.y)
        pieces.append(Piece(segment: segment, startT: from.element == to.element ? from.t : 0, endT: to.t))
        cumulative.append(total)
      }
    }
    self.path = path
    self.requestedTolerance = requested
    self.tolerance = flattener.tolerance
    self.polylines = flattener.polylines.map(\.withoutRepeatedStart)
    self.length = total
    self.segments = segments
    self.pieces = pieces
    self.cumulativeLengths = cumulative
    self.vertexBounds = CGRect.enclosing(flattener.polylines.flatMap(\.points))
  }

  public static func == (lhs: MeasuredPath, rhs: MeasuredPath) -> Bool {
    lhs.requestedTolerance == rhs.requestedTolerance && lhs.path == rhs.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(requestedTolerance)
  }
}
