import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Evaluating single segments, and what they give for parameters and points out of range.
@Suite struct PathSegmentTests {
  private let cubic = PathSegment.curve(
    .zero, control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 100, y: 40), CGPoint(x: 100, y: 0))
  private let quad = PathSegment.quadCurve(.zero, control: CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 0))
  private let line = PathSegment.line(CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 5))

  @Test func pointsAndDerivativesFollowTheBernsteinForm() {
    #expect(quad.point(at: 0.5) == CGPoint(x: 5, y: 5))
    #expect(cubic.point(at: 0.5) == CGPoint(x: 50, y: 30))
    #expect(line.point(at: 0.5) == CGPoint(x: 2.5, y: 3))
    #expect(quad.derivative(at: 0) == CGPoint(x: 10, y: 20))
    #expect(cubic.derivative(at: 0.5) == CGPoint(x: 150, y: 0))
    #expect(line.tangent(at: 0.3) == CGPoint(x: 0.6, y: 0.8))
    #expect(cubic.controlPoints.count == 4 && quad.controlPoints.count == 3 && line.controlPoints.count == 2)
  }

  @Test(arguments: [CGFloat(-1), -CGFloat.infinity, .nan, -1e300])
  func parametersBeforeTheStartAreClampedToIt(t: CGFloat) {
    for segment in [cubic, quad, line] {
      #expect(segment.point(at: t) == segment.start)
      #expect(segment.derivative(at: t) == segment.derivative(at: 0))
      #expect(segment.tangent(at: t) == segment.tangent(at: 0))
      let (before, after) = segment.split(at: t)
      #expect(before.controlPoints.allSatisfy { $0 == segment.start })
      #expect(after == segment)
    }
  }

  @Test(arguments: [CGFloat(2), .infinity, 1e300])
  func parametersPastTheEndAreClampedToIt(t: CGFloat) {
    for segment in [cubic, quad, line] {
      #expect(segment.point(at: t) == segment.end)
      #expect(segment.derivative(at: t) == segment.derivative(at: 1))
      #expect(segment.tangent(at: t) == segment.tangent(at: 1))
      let (before, after) = segment.split(at: t)
      #expect(before == segment)
      #expect(after.controlPoints.allSatisfy { $0 == segment.end })
    }
  }

  @Test func splitHalvesMeetAndRetraceTheCurve() {
    var random = SeededRandom(seed: 3)
    for _ in 0..<50 {
      let segment = PathSegment.curve(
        random.point(in: -50...50), control1: random.point(in: -80...80),
        control2: random.point(in: -80...80), random.point(in: -50...50))
      let t = random.cgFloat(in: 0.05...0.95)
      let (left, right) = segment.split(at: t)
      #expect(left.end == right.start)
      for step in 0...10 {
        let u = CGFloat(step) / 10
        let a = left.point(at: u)
        let b = segment.point(at: u * t)
        let c = right.point(at: u)
        let d = segment.point(at: t + u * (1 - t))
        #expect(hypot(a.x - b.x, a.y - b.y) < 1e-9 && hypot(c.x - d.x, c.y - d.y) < 1e-9)
      }
    }
  }

  @Test func tangentFallsBackWhereTheDerivativeVanishes() {
    // A control point on the start: the derivative is zero there, the curve still leaves along x.
    let cusp = PathSegment.quadCurve(.zero, control: .zero, CGPoint(x: 10, y: 0))
    #expect(cusp.derivative(at: 0) == .zero)
    #expect(cusp.tangent(at: 0) == CGPoint(x: 1, y: 0))
    let backwards = PathSegment.curve(
      CGPoint(x: 10, y: 0), control1: CGPoint(x: 10, y: 0), control2: .zero, .zero)
    #expect(backwards.tangent(at: 0) == CGPoint(x: -1, y: 0))
    #expect(backwards.tangent(at: 1) == CGPoint(x: -1, y: 0))
    // No length at all: (1, 0).
    let dot = PathSegment.curve(
      CGPoint(x: 3, y: 3), control1: CGPoint(x: 3, y: 3), control2: CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 3))
    #expect(dot.tangent(at: 0.5) == CGPoint(x: 1, y: 0))
    #expect(PathSegment.line(.zero, .zero).tangent(at: 0) == CGPoint(x: 1, y: 0))
  }

  @Test func extremaAreOrderedInsideTheSegment() {
    #expect(line.extremaParameters.isEmpty)
    #expect(quad.extremaParameters == [0.5])
    let ts = cubic.extremaParameters
    #expect(ts == ts.sorted() && ts.allSatisfy { $0 > 0 && $0 < 1 })
    #expect(ts.contains { abs($0 - 0.5) < 1e-12 })
    #expect(cubic.bounds == CGRect(x: 0, y: 0, width: 100, height: 30))
    // Zero length: a rectangle of zero size at the point.
    #expect(
      PathSegment.line(CGPoint(x: 2, y: 3), CGPoint(x: 2, y: 3)).bounds
        == CGRect(x: 2, y: 3, width: 0, height: 0))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFinitePointsGiveNonFiniteResults(bad: CGFloat) {
    let p = CGPoint(x: bad, y: 0)
    for segment in [
      PathSegment.line(p, CGPoint(x: 1, y: 1)), .quadCurve(.zero, control: p, CGPoint(x: 1, y: 0)),
      .curve(.zero, control1: .zero, control2: p, CGPoint(x: 1, y: 1)),
    ] {
      #expect(!segment.point(at: 0.5).isFinite)
      #expect(!segment.derivative(at: 0.5).isFinite)
      #expect(segment.tangent(at: 0.5) == CGPoint(x: 1, y: 0))
      #expect(segment.extremaParameters.isEmpty)
      #expect(segment.bounds.isNull)
    }
  }

  @Test func distanceToASegmentLadder() {
    let a = CGPoint.zero
    let b = CGPoint(x: 10, y: 0)
    #expect(BezierPath.distance(from: CGPoint(x: 5, y: 3), toSegment: a, b) == 3)
    // Beyond an end: the distance to that end.
    #expect(BezierPath.distance(from: CGPoint(x: 13, y: 4), toSegment: a, b) == 5)
    #expect(BezierPath.distance(from: CGPoint(x: -3, y: -4), toSegment: a, b) == 5)
    // A segment of zero length: the distance to its point.
    #expect(BezierPath.distance(from: CGPoint(x: 3, y: 4), toSegment: a, a) == 5)
    // Huge but finite coordinates do not overflow.
    let far = BezierPath.distance(
      from: CGPoint(x: 0, y: 1e300), toSegment: CGPoint(x: -1e300, y: 0), CGPoint(x: 1e300, y: 0))
    #expect(abs(far / 1e300 - 1) < 1e-12)
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      #expect(BezierPath.distance(from: CGPoint(x: bad, y: 0), toSegment: a, b) == .infinity)
      #expect(BezierPath.distance(from: .zero, toSegment: CGPoint(x: 0, y: bad), b) == .infinity)
      #expect(BezierPath.distance(from: .zero, toSegment: a, CGPoint(x: bad, y: bad)) == .infinity)
    }
  }
}
