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

  /// The tolerance used for measuring: fine enough that lengths agree to about 1e-5 relative.
  static let measuringTolerance: CGFloat = 1e-3

  /// The total length of every segment drawn, closing segments included.
  public var length: CGFloat {
    walk().total
  }

  /// The point at a fraction of the path's length, exactly on the curve.
  ///
  /// ```swift
  /// let mid = BezierPath.circle(center: .zero, radius: 10).point(atFraction: 0.5)
  /// ```
  ///
  /// - Parameter fraction: 0 is the start, 1 the end; values outside 0...1 are clamped and NaN
  ///   counts as 0.
  /// - Returns: The point, or `nil` for a path that draws nothing.
  public func point(atFraction fraction: CGFloat) -> CGPoint? {
    position(atFraction: fraction)?.point
  }

  /// The unit tangent at a fraction of the path's length.
  ///
  /// - Parameter fraction: As for ``point(atFraction:)``.
  /// - Returns: The direction of travel, or `nil` for a path that draws nothing.
  public func tangent(atFraction fraction: CGFloat) -> CGPoint? {
    position(atFraction: fraction)?.tangent
  }

  /// The point and tangent at a fraction of the path's length.
  ///
  /// The length is measured on a fine polyline; the position is then found on the curve itself
  /// at the matching curve parameter, so it lies exactly on the path.
  ///
  /// - Parameter fraction: As for ``point(atFraction:)``.
  /// - Returns: The position, or `nil` for a path that draws nothing (empty, or only moves).
  public func position(atFraction fraction: CGFloat) -> Position? {
    let walk = walk()
    guard let first = walk.pieces.first, let last = walk.pieces.last else { return nil }
    let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let target = f * walk.total
    // The first piece whose cumulative end reaches the target.
    var low = 0
    var high = walk.pieces.count - 1
    while low < high {
      let mid = (low + high) / 2
      if walk.pieces[mid].endDistance < target { low = mid + 1 } else { high = mid }
    }
    let piece = walk.total > 0 ? walk.pieces[low] : (f < 1 ? first : last)
    let span = piece.endDistance - piece.startDistance
    let local = span > 0 ? (target - piece.startDistance) / span : (f < 1 ? 0 : 1)
    let t = piece.startT + (piece.endT - piece.startT) * min(max(local, 0), 1)
    return Position(point: piece.segment.point(at: t), tangent: piece.segment.tangent(at: t))
  }

  /// A straight piece of a flattened segment, with its place along the path.
  private struct Piece {
    var segment: PathSegment
    var startT: CGFloat
    var endT: CGFloat
    var startDistance: CGFloat
    var endDistance: CGFloat
  }

  private func walk() -> (pieces: [Piece], total: CGFloat) {
    var pieces: [Piece] = []
    var total: CGFloat = 0
    for (_, segment) in segments() {
      let single = BezierPath { path in
        path.move(to: segment.start)
        switch segment {
        case .line(_, let p): path.addLine(to: p)
        case .quadCurve(_, let c, let p): path.addQuadCurve(to: p, control: c)
        case .curve(_, let c1, let c2, let p): path.addCurve(to: p, control1: c1, control2: c2)
        }
      }
      guard let line = single.flattened(tolerance: Self.measuringTolerance).first else { continue }
      for i in 1..<max(line.points.count, 1) {
        let a = line.points[i - 1]
        let b = line.points[i]
        let d = hypot(b.x - a.x, b.y - a.y)
        pieces.append(
          Piece(
            segment: segment, startT: line.sources[i - 1].t, endT: line.sources[i].t,
            startDistance: total, endDistance: total + d))
        total += d
      }
    }
    return (pieces, total)
  }
}
