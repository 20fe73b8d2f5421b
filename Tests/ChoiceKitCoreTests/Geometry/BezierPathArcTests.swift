import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Arcs with huge, infinite or NaN sweeps, angles, radii and centres.
@Suite struct BezierPathArcTests {
  @Test func sweepTooLargeForAnIntegerSegmentCountDrawsOneCircle() throws {
    var path = BezierPath()
    path.addArc(center: .zero, radius: 1, startAngle: 0, sweep: 1.5e19)
    try #require(path.elements.count == 5)
    #expect(path.currentPoint == CGPoint(x: 1, y: 0))
    #expect(abs(path.length - 2 * .pi) < 2 * .pi * 3e-4)
  }

  @Test(arguments: [
    2 * Double.pi + 0.1, 3 * .pi, 10 * .pi, 1e6, 1e18, 1.5e19, 1e300, .greatestFiniteMagnitude, .infinity,
  ])
  func sweepBeyondAFullTurnDrawsOneFullCircleInItsDirection(magnitude: Double) throws {
    for sign in [1.0, -1.0] {
      var path = BezierPath()
      let center = CGPoint(x: 5, y: -3)
      path.addArc(center: center, radius: 20, startAngle: 0.5, sweep: sign * magnitude)
      try #require(path.elements.count == 5, "sweep \(sign * magnitude)")
      let start = CGPoint(x: 5 + 20 * cos(0.5), y: -3 + 20 * sin(0.5))
      #expect(path.elements.first == .move(to: start))
      // A full circle ends exactly where it started.
      #expect(path.currentPoint == start)
      #expect(abs(path.length - 40 * .pi) < 40 * .pi * 3e-4)
      // Positive sweeps turn clockwise on screen, which winds positively.
      #expect(path.windingNumber(at: center) == (sign > 0 ? 1 : -1))
    }
  }

  @Test func sweepsUpToAFullTurnAreDrawnAsGiven() {
    for sweep in [0.001, 1, .pi, 2 * .pi - 1e-9, 2 * .pi] {
      var path = BezierPath()
      path.addArc(center: .zero, radius: 10, startAngle: 0, sweep: -sweep)
      #expect(abs(path.length - 10 * CGFloat(sweep)) < 10 * CGFloat(sweep) * 3e-4)
      let expectedEnd = CGPoint(x: 10 * cos(-sweep), y: 10 * sin(-sweep))
      let end = path.currentPoint ?? .zero
      #expect(hypot(end.x - expectedEnd.x, end.y - expectedEnd.y) < 1e-9)
    }
  }

  @Test func zeroSweepAddsOnlyTheStartPoint() {
    var path = BezierPath()
    path.addArc(center: .zero, radius: 10, startAngle: .pi, sweep: 0)
    #expect(path.elements == [.move(to: CGPoint(x: -10, y: 10 * sin(Double.pi)))])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteStartAngleOrNaNSweepAddsNothing(bad: Double) {
    var path = BezierPath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addArc(center: .zero, radius: 10, startAngle: bad, sweep: 1)
    path.addArc(center: .zero, radius: 10, startAngle: 0, sweep: .nan)
    path.addArc(center: .zero, radius: 10, startAngle: bad, endAngle: 1, clockwise: true)
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: bad, clockwise: true)
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: bad, clockwise: false)
    #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1))])
  }

  @Test func hugeStartAngleIsTakenModuloAFullTurn() {
    var path = BezierPath()
    let start = 1e17
    path.addArc(center: .zero, radius: 10, startAngle: start, sweep: .pi / 2)
    let first = path.point(atFraction: 0) ?? .zero
    #expect(abs(hypot(first.x, first.y) - 10) < 1e-9)
    // A quarter of the circle, whatever angle the huge start stands for.
    #expect(abs(path.length - 5 * .pi) < 5 * .pi * 3e-4)
  }

  @Test func consecutiveArcsMeetWithoutAJoiningLine() {
    var path = BezierPath()
    var angle = 5.0
    for sweep in [1.0, 2.5, -4.0, 3.0, 100.0] {
      path.addArc(center: .zero, radius: 10, startAngle: angle, sweep: sweep)
      angle += sweep
    }
    #expect(path.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
  }

  @Test func endAngleMoreThanAFullTurnAwayDrawsTheFullCircle() {
    for (end, clockwise) in [(10 * Double.pi, true), (-10 * .pi, false), (1e300, true), (-1e300, false)] {
      var path = BezierPath()
      path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: end, clockwise: clockwise)
      #expect(path.elements.count == 5)
      #expect(abs(path.length - 20 * .pi) < 20 * .pi * 3e-4)
      #expect(path.currentPoint == CGPoint(x: 10, y: 0))
    }
  }

  @Test func radiusOrCentreTooLargeForFinitePointsAddsNothing() {
    var path = BezierPath()
    path.move(to: .zero)
    // The start point is finite, but a control point of the curve from 45° lies 1.1 radii out.
    path.addArc(center: .zero, radius: .greatestFiniteMagnitude, startAngle: .pi / 4, sweep: .pi / 2)
    path.addArc(center: CGPoint(x: 1e308, y: 0), radius: 1e308, startAngle: 0, sweep: .pi)
    #expect(path.elements == [.move(to: .zero)])
    // Beyond the largest coordinate a path keeps: nothing either.
    path.addArc(center: .zero, radius: 1e300, startAngle: 0, sweep: .pi)
    #expect(path.elements == [.move(to: .zero)])
    // Large but within it: drawn, every point finite.
    path.addArc(center: .zero, radius: 1e14, startAngle: 0, sweep: .pi)
    #expect(path.elements.count == 4)
    #expect(path.elements.allSatisfy { $0.endPoint?.isFinite ?? true })
  }

  @Test func endAnglesTooFarApartToSubtractDrawTheFullCircle() {
    for clockwise in [true, false] {
      var path = BezierPath()
      path.addArc(center: .zero, radius: 10, startAngle: -1e308, endAngle: 1e308, clockwise: clockwise)
      #expect(path.elements.count == 5)
      #expect(abs(path.length - 20 * .pi) < 20 * .pi * 3e-4)
    }
  }

  @Test func thousandsOfHugeArcsFlattenAndMeasureWithinTheBudget() throws {
    var random = SeededRandom(seed: 99)
    var path = BezierPath()
    let arcs = 3000
    for index in 0..<arcs {
      let magnitude = pow(10, random.double(in: 3...300))
      path.addArc(
        center: random.point(in: -1000...1000), radius: random.cgFloat(in: 1...500),
        startAngle: random.double(in: -1e9...1e9), sweep: random.int(in: 0...1) == 0 ? magnitude : -magnitude)
      // At most a joining line and four quarter curves per arc.
      try #require(path.elements.count <= 1 + 5 * (index + 1))
    }
    // Unbounded, this many circles would need millions of vertices at the measuring tolerance.
    let measured = MeasuredPath(path)
    let vertices = measured.polylines.reduce(0) { $0 + $1.points.count }
    #expect(vertices <= path.elements.count + BezierPath.flatteningBudget)
    #expect(measured.tolerance > MeasuredPath.defaultTolerance)
    #expect(measured.length.isFinite && measured.length > 0)
    #expect(measured.point(atFraction: 0.5) != nil)
    let flattened = path.flattened(tolerance: 0).reduce(0) { $0 + $1.points.count }
    #expect(flattened <= path.elements.count + BezierPath.flatteningBudget)
  }

  @Test func pointsBeyondTheLargestCoordinateAreIgnoredLikeNaN() {
    let limit = BezierPath.maximumCoordinate
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: limit * 2, y: 0))
    path.addLine(to: CGPoint(x: 0, y: -.greatestFiniteMagnitude))
    path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: 1e300), control2: .zero)
    #expect(path.elements == [.move(to: .zero)])
    path.addLine(to: CGPoint(x: limit, y: -limit))
    #expect(path.elements.count == 2)
    #expect(path.length.isFinite)
  }
}
