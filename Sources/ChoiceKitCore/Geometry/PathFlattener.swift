import Foundation

/// Turns a path into polylines within a tolerance, doing bounded work for any path.
///
/// Curves are halved until their control points lie within the tolerance of their chord. The
/// halvings of one flattening are limited by ``BezierPath/flatteningBudget``: when the tolerance
/// asked for would need more, it is multiplied by four, as often as needed, from an estimate
/// made in one cheap pass over the curves, and on a miss the attempt is repeated with the next
/// coarser tolerance and one level less of subdivision. After
/// `BezierPath.maximumSubdivisionDepth` misses no curve is split at all, so every path
/// flattens in at most one attempt more than that, each stopping as soon as it exceeds the
/// budget.
struct PathFlattener {
  /// The polylines, in which a closed subpath whose close drew a line ends on its start point
  /// again, so that every piece between two vertices lies on one element of the path.
  var polylines: [BezierPath.Polyline]
  /// The tolerance honoured: the one asked for, or a coarser one when the budget required.
  var tolerance: CGFloat

  /// Flattens a path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - tolerance: The tolerance asked for, already made finite and positive.
  ///   - budget: The most vertices the splitting of curves may add in all.
  init(_ path: BezierPath, tolerance: CGFloat, budget: Int = BezierPath.flatteningBudget) {
    FlatteningCounter.current.get()?.record()
    (polylines, self.tolerance) = Self.flatten(path, tolerance: tolerance, budget: budget)
  }

  /// The first attempt that fits the budget: its polylines and the tolerance it used.
  private static func flatten(_ path: BezierPath, tolerance: CGFloat, budget: Int) -> (
    [BezierPath.Polyline], CGFloat
  ) {
    var relaxation = estimatedRelaxation(of: path, tolerance: tolerance, budget: budget)
    var misses = 0
    while true {
      let relaxed = tolerance * pow(4, CGFloat(relaxation))
      let depth = max(BezierPath.maximumSubdivisionDepth - misses, 0)
      var attempt = Attempt(tolerance: relaxed, depth: depth, budget: budget)
      if let polylines = attempt.run(path) {
        return (polylines, relaxed)
      }
      relaxation += 1
      misses += 1
    }
  }

  /// How many times to multiply the tolerance by four so that the curves' estimated splitting
  /// fits the budget.
  ///
  /// Halving a curve divides its control points' distance from the chord by about four, so a
  /// curve whose distance is `d` needs about 2^⌈log₄(d / tolerance)⌉ pieces.
  private static func estimatedRelaxation(of path: BezierPath, tolerance: CGFloat, budget: Int) -> Int {
    let maximumDepth = BezierPath.maximumSubdivisionDepth
    // Curves counted by the number of halvings each would need, beyond any depth limit.
    var counts: [Int] = []
    var pen = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      var segment: PathSegment?
      switch element {
      case .move(let p): start = p
      case .closeSubpath: pen = start
      case .line: break
      case .quadCurve(let p, let c): segment = .quadCurve(pen, control: c, p)
      case .curve(let p, let c1, let c2): segment = .curve(pen, control1: c1, control2: c2, p)
      }
      pen = element.endPoint ?? pen
      guard let segment else { continue }
      let deviation = Self.deviation(of: segment)
      guard deviation > tolerance else { continue }
      var levels = maximumDepth
      if deviation.isFinite {
        let exact = ((log2(deviation) - log2(tolerance)) / 2).rounded(.up)
        levels = Int(min(max(exact, 1), 1024))
      }
      if counts.count <= levels { counts += Array(repeating: 0, count: levels + 1 - counts.count) }
      counts[levels] += 1
    }
    for relaxation in 0..<counts.count {
      var added = 0
      for levels in (relaxation + 1)..<counts.count where counts[levels] > 0 {
        let pieces = 1 << min(levels - relaxation, maximumDepth)
        added += counts[levels] * (pieces - 1)
        if added > budget { break }
      }
      if added <= budget { return relaxation }
    }
    return counts.count
  }

  /// The largest distance of a curve's control points from its chord: 0 for a line, NaN when the
  /// arithmetic overflows (which stops the splitting).
  static func deviation(of segment: PathSegment) -> CGFloat {
    switch segment {
    case .line: return 0
    case .quadCurve(let a, let c, let b): return BezierPath.chordDistance(from: c, a, b)
    case .curve(let a, let c1, let c2, let b):
      let (d1, d2) = (BezierPath.chordDistance(from: c1, a, b), BezierPath.chordDistance(from: c2, a, b))
      return d1.isNaN || d2.isNaN ? .nan : max(d1, d2)
    }
  }

  /// One flattening at a fixed tolerance and depth, given up once it exceeds the budget.
  private struct Attempt {
    let tolerance: CGFloat
    let depth: Int
    let budget: Int
    var added = 0
    var polylines: [BezierPath.Polyline] = []
    var current: BezierPath.Polyline?
    var start = CGPoint.zero

    init(tolerance: CGFloat, depth: Int, budget: Int) {
      (self.tolerance, self.depth, self.budget) = (tolerance, depth, budget)
    }

    /// The polylines, or `nil` when the curves needed more vertices than the budget.
    mutating func run(_ path: BezierPath) -> [BezierPath.Polyline]? {
      var pen = CGPoint.zero
      for (index, element) in path.elements.enumerated() {
        switch element {
        case .move(let p):
          finish()
          current = BezierPath.Polyline(points: [p], isClosed: false, sources: [.init(element: index, t: 0)])
          start = p
        case .closeSubpath:
          if pen != start { add(start, element: index, t: 1) }
          current?.isClosed = true
          finish()
          pen = start
          continue
        case .line(let p):
          add(p, element: index, t: 1)
        case .quadCurve(let p, let c):
          split(.quadCurve(pen, control: c, p), element: index, range: 0...1, level: 0)
        case .curve(let p, let c1, let c2):
          split(.curve(pen, control1: c1, control2: c2, p), element: index, range: 0...1, level: 0)
        }
        guard added <= budget else { return nil }
        pen = element.endPoint ?? pen
      }
      finish()
      return polylines
    }

    /// Adds a vertex, first starting a polyline at the subpath's start when drawing goes on
    /// after a close.
    private mutating func add(_ point: CGPoint, element: Int, t: CGFloat) {
      if current == nil {
        current = BezierPath.Polyline(
          points: [start], isClosed: false, sources: [.init(element: element, t: 0)])
      }
      current?.points.append(point)
      current?.sources.append(.init(element: element, t: t))
    }

    private mutating func finish() {
      if let line = current { polylines.append(line) }
      current = nil
    }

    /// Adds the end points of the pieces of `segment` (its start excluded) in order.
    private mutating func split(_ segment: PathSegment, element: Int, range: ClosedRange<CGFloat>, level: Int)
    {
      guard added <= budget else { return }
      if level >= depth || !(PathFlattener.deviation(of: segment) > tolerance) {
        add(segment.end, element: element, t: range.upperBound)
        return
      }
      added += 1
      let (left, right) = segment.split(at: 0.5)
      let mid = (range.lowerBound + range.upperBound) / 2
      split(left, element: element, range: range.lowerBound...mid, level: level + 1)
      split(right, element: element, range: mid...range.upperBound, level: level + 1)
    }
  }
}
