import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// A path measured once answers every query from its stored polylines and cumulative lengths.
@Suite struct MeasuredPathTests {
  private let capsule = BezierPath.capsule(in: CGRect(x: 0, y: 0, width: 120, height: 40))

  @Test func measuringFlattensOnceAndQueriesNeverFlattenAgain() {
    let counter = FlatteningCounter()
    FlatteningCounter.current.withValue(counter) {
      let measured = MeasuredPath(capsule)
      #expect(counter.count == 1)
      for step in 0...100 {
        let fraction = CGFloat(step) / 100
        _ = measured.point(atFraction: fraction)
        _ = measured.tangent(atFraction: fraction)
        _ = measured.position(atDistance: fraction * measured.length)
        _ = measured.contains(CGPoint(x: fraction * 120, y: 20))
        _ = measured.windingNumber(at: CGPoint(x: 60, y: fraction * 40))
      }
      _ = measured.length
      _ = measured.polylines
      #expect(counter.count == 1)
      // Each convenience on the path measures it anew: one flattening per call.
      _ = capsule.point(atFraction: 0.5)
      _ = capsule.length
      _ = capsule.contains(CGPoint(x: 60, y: 20))
      #expect(counter.count == 4)
      // A point outside the control points needs no flattening at all.
      _ = capsule.contains(CGPoint(x: 500, y: 20))
      #expect(counter.count == 4)
    }
  }

  @Test func queriesAgreeWithThePathsConveniences() {
    var random = SeededRandom(seed: 17)
    for round in 0..<25 {
      var path = BezierPath()
      path.move(to: random.point(in: -100...100))
      for _ in 0..<random.int(in: 1...5) {
        path.addCurve(
          to: random.point(in: -100...100), control1: random.point(in: -150...150),
          control2: random.point(in: -150...150))
      }
      if round % 2 == 0 { path.closeSubpath() }
      let measured = MeasuredPath(path)
      #expect(measured.length == path.length)
      #expect(measured.polylines == path.flattened(tolerance: MeasuredPath.defaultTolerance))
      for step in 0...40 {
        let fraction = CGFloat(step) / 40
        #expect(measured.position(atFraction: fraction) == path.position(atFraction: fraction))
        #expect(measured.position(atDistance: fraction * measured.length) != nil)
      }
      for _ in 0..<20 {
        let p = random.point(in: -120...120)
        #expect(measured.windingNumber(at: p) == path.windingNumber(at: p), "round \(round), \(p)")
      }
    }
  }

  @Test func positionsAtDistancesFollowTheOutline() throws {
    let rect = MeasuredPath(.rect(CGRect(x: 0, y: 0, width: 30, height: 10)))
    #expect(abs(rect.length - 80) < 1e-12)
    let corner = try #require(rect.position(atDistance: 30))
    #expect(corner.point == CGPoint(x: 30, y: 0))
    #expect(corner.tangent == CGPoint(x: 1, y: 0))
    let side = try #require(rect.position(atDistance: 35))
    #expect(side.point == CGPoint(x: 30, y: 5))
    #expect(side.tangent == CGPoint(x: 0, y: 1))
    // The closing edge runs back up to the start.
    let closing = try #require(rect.position(atDistance: 75))
    #expect(closing.point == CGPoint(x: 0, y: 5))
    #expect(closing.tangent == CGPoint(x: 0, y: -1))
    for step in 0...16 {
      let fraction = CGFloat(step) / 16
      #expect(rect.position(atDistance: fraction * 80) == rect.position(atFraction: fraction))
    }
  }

  @Test func samplesAreEquallySpacedAlongACircle() throws {
    let measured = MeasuredPath(.circle(center: .zero, radius: 50))
    var previous = try #require(measured.point(atFraction: 0))
    for step in 1...100 {
      let p = try #require(measured.point(atFraction: CGFloat(step) / 100))
      #expect(abs(hypot(p.x, p.y) - 50) < 50 * 3e-4)
      #expect(abs(hypot(p.x - previous.x, p.y - previous.y) - 2 * 50 * sin(.pi / 100)) < 0.01)
      previous = p
    }
  }

  @Test(arguments: [CGFloat.nan, -1, -CGFloat.infinity, 0])
  func fractionsAndDistancesBeforeTheStartGiveTheStart(bad: CGFloat) {
    let measured = MeasuredPath(capsule)
    let start = measured.position(atFraction: 0)
    #expect(start?.point == CGPoint(x: 20, y: 0))
    #expect(measured.position(atFraction: bad) == start)
    #expect(measured.point(atFraction: bad) == start?.point)
    #expect(measured.tangent(atFraction: bad) == start?.tangent)
    #expect(measured.position(atDistance: bad) == start)
  }

  @Test(arguments: [CGFloat(1), 1.5, .infinity, .greatestFiniteMagnitude])
  func fractionsAndDistancesPastTheEndGiveTheEnd(bad: CGFloat) throws {
    let measured = MeasuredPath(capsule)
    let end = try #require(measured.position(atFraction: 1))
    #expect(hypot(end.point.x - 20, end.point.y) < 1e-9)
    #expect(measured.position(atFraction: bad) == end)
    #expect(measured.position(atDistance: bad * measured.length) == end)
  }

  @Test func emptyPathsAndLoneMovesDrawNothing() {
    for path in [BezierPath(), BezierPath { $0.move(to: CGPoint(x: 3, y: 4)) }] {
      let measured = MeasuredPath(path)
      #expect(measured.length == 0)
      #expect(measured.position(atFraction: 0.5) == nil)
      #expect(measured.point(atFraction: 0) == nil)
      #expect(measured.tangent(atFraction: 1) == nil)
      #expect(measured.position(atDistance: 0) == nil)
      #expect(!measured.contains(CGPoint(x: 3, y: 4)))
      #expect(measured.windingNumber(at: CGPoint(x: 3, y: 4)) == 0)
    }
    #expect(MeasuredPath(BezierPath()).polylines.isEmpty)
    #expect(MeasuredPath(BezierPath { $0.move(to: .zero) }).polylines.map(\.points) == [[.zero]])
  }

  @Test func aPathOfZeroLengthHasItsPointEverywhere() throws {
    let dot = MeasuredPath(
      BezierPath {
        $0.move(to: CGPoint(x: 2, y: 2)); $0.addLine(to: CGPoint(x: 2, y: 2))
      })
    #expect(dot.length == 0)
    for fraction in [CGFloat(0), 0.5, 1] {
      let position = try #require(dot.position(atFraction: fraction))
      #expect(position.point == CGPoint(x: 2, y: 2))
      #expect(position.tangent == CGPoint(x: 1, y: 0))
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFinitePointsAreNeverInside(bad: CGFloat) {
    let measured = MeasuredPath(capsule)
    for point in [CGPoint(x: bad, y: 20), CGPoint(x: 60, y: bad), CGPoint(x: bad, y: bad)] {
      #expect(!measured.contains(point))
      #expect(measured.windingNumber(at: point) == 0)
    }
    #expect(measured.contains(CGPoint(x: 60, y: 20)))
  }

  @Test func badTolerancesAreMadeUsable() {
    #expect(MeasuredPath(capsule, tolerance: .nan).tolerance == MeasuredPath.defaultTolerance)
    #expect(MeasuredPath(capsule, tolerance: .infinity).tolerance == MeasuredPath.defaultTolerance)
    #expect(MeasuredPath(capsule, tolerance: 0).tolerance == BezierPath.minimumTolerance)
    #expect(MeasuredPath(capsule, tolerance: -5).tolerance == BezierPath.minimumTolerance)
    #expect(MeasuredPath(capsule, tolerance: 0.5).tolerance == 0.5)
    #expect(MeasuredPath(capsule).tolerance == MeasuredPath.defaultTolerance)
  }

  @Test func equalPathsAndTolerancesAreEqual() {
    let a = MeasuredPath(capsule)
    #expect(a == MeasuredPath(capsule))
    #expect(a.hashValue == MeasuredPath(capsule).hashValue)
    #expect(MeasuredPath(capsule, tolerance: 0) == MeasuredPath(capsule, tolerance: -1))
    #expect(a != MeasuredPath(capsule, tolerance: 0.5))
    #expect(a != MeasuredPath(.circle(center: .zero, radius: 3)))
    #expect(Set([a, MeasuredPath(capsule), MeasuredPath(capsule, tolerance: 0.5)]).count == 2)
    #expect(a.path == capsule)
  }

  @Test func theFlatteningBudgetRelaxesTheToleranceInsteadOfRunningAway() {
    // Each curve alone would take 2^16 pieces at the finest tolerance.
    var many = BezierPath()
    for index in 0..<200 {
      many.addPath(.circle(center: CGPoint(x: CGFloat(index), y: 0), radius: 1e6))
    }
    let ladder: [(BezierPath, CGFloat)] = [
      (.circle(center: .zero, radius: 1e6), 0),
      (many, BezierPath.minimumTolerance),
      (many, MeasuredPath.defaultTolerance),
      (.circle(center: CGPoint(x: 1e14, y: -1e14), radius: 1e14), 0),
    ]
    for (path, tolerance) in ladder {
      let measured = MeasuredPath(path, tolerance: tolerance)
      let vertices = measured.polylines.reduce(0) { $0 + $1.points.count }
      #expect(vertices <= path.elements.count + BezierPath.flatteningBudget)
      #expect(measured.tolerance > max(tolerance, BezierPath.minimumTolerance))
      #expect(measured.length.isFinite && measured.length > 0)
      let flattened = path.flattened(tolerance: tolerance).reduce(0) { $0 + $1.points.count }
      #expect(flattened <= path.elements.count + BezierPath.flatteningBudget)
    }
    // Within the budget the tolerance asked for is kept.
    let small = MeasuredPath(.circle(center: .zero, radius: 100), tolerance: BezierPath.minimumTolerance)
    #expect(small.tolerance == BezierPath.minimumTolerance)
  }
}
