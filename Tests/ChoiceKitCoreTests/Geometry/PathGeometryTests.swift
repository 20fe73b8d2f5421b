import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Property tests of bounds, flattening, measuring and containment.
@Suite struct PathGeometryTests {
  @Test func cubicBoundsReachItsExtremaNotItsControlPoints() {
    // Control points far above and below the chord: the curve bulges out past its end points
    // but stays well inside the control points' box.
    var path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(
      to: CGPoint(x: 100, y: 0), control1: CGPoint(x: -50, y: 100), control2: CGPoint(x: 150, y: -100))
    let bounds = path.bounds
    // x(t) = -150t + 750t² - 500t³ (from the Bernstein form); x'(t) = 0 at t = (5 ± √15)/10.
    let tMin = (5 - sqrt(15.0)) / 10
    let tMax = (5 + sqrt(15.0)) / 10
    func x(_ t: Double) -> Double { -150 * t + 750 * t * t - 500 * t * t * t }
    func y(_ t: Double) -> Double { 300 * t * (1 - t) * (1 - t) - 300 * t * t * (1 - t) }
    #expect(abs(Double(bounds.minX) - x(tMin)) < 1e-9)
    #expect(abs(Double(bounds.maxX) - x(tMax)) < 1e-9)
    #expect(bounds.minX < 0 && bounds.maxX > 100)
    // y'(t) = 0 where 3t² - 3t + 1/2 = 0 → t = (3 ± √3)/6.
    #expect(abs(Double(bounds.maxY) - y((3 - sqrt(3.0)) / 6)) < 1e-9)
    #expect(abs(Double(bounds.minY) - y((3 + sqrt(3.0)) / 6)) < 1e-9)
    #expect(bounds.width < path.controlPointBounds.width)
  }

  @Test func quadraticBoundsReachTheApex() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(abs(path.bounds.maxY - 5) < 1e-12)
  }

  @Test func boundsContainDenseSamplesOfRandomCurves() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let path = randomCurvePath(&random)
      let bounds = path.bounds.insetBy(dx: -1e-9, dy: -1e-9)
      var touchesLeft = false
      var outside: [CGPoint] = []
      for (_, segment) in path.segments() {
        for step in 0...400 {
          let p = segment.point(at: CGFloat(step) / 400)
          if !bounds.contains(p) { outside.append(p) }
          if abs(p.x - path.bounds.minX) < 0.05 { touchesLeft = true }
        }
      }
      #expect(outside.isEmpty)
      // Tight: some sample comes close to the left edge.
      #expect(touchesLeft)
    }
  }

  @Test(arguments: [CGFloat(1), 0.1, 0.01])
  func flatteningStaysWithinTolerance(tolerance: CGFloat) {
    var random = SeededRandom(seed: 11)
    for _ in 0..<40 {
      let path = randomCurvePath(&random)
      let polyline = path.flattened(tolerance: tolerance)[0]
      var worst: CGFloat = 0
      for (_, segment) in path.segments() {
        for step in 0...200 {
          let p = segment.point(at: CGFloat(step) / 200)
          worst = max(worst, distanceToPolyline(p, polyline.points, closed: false))
        }
      }
      #expect(worst <= tolerance + 1e-9, "distance \(worst) > \(tolerance)")
      // Each vertex lies on the curve it came from.
      for (vertex, source) in zip(polyline.points, polyline.sources) {
        let segment = path.segments().first { $0.element == source.element }?.segment
        if let segment {
          let q = segment.point(at: source.t)
          #expect(hypot(q.x - vertex.x, q.y - vertex.y) < 1e-9)
        }
      }
    }
  }

  @Test func finerToleranceNeverGivesFewerPoints() {
    var random = SeededRandom(seed: 5)
    let path = randomCurvePath(&random)
    let coarse = path.flattened(tolerance: 1)[0].points.count
    let fine = path.flattened(tolerance: 0.01)[0].points.count
    #expect(fine > coarse)
  }

  @Test(arguments: [CGFloat.nan, 0, -1, .infinity])
  func badToleranceStillFlattens(tolerance: CGFloat) {
    let circle = BezierPath.circle(center: .zero, radius: 100)
    let polylines = circle.flattened(tolerance: tolerance)
    #expect(polylines.count == 1)
    #expect(polylines[0].isClosed)
    // Even the finest tolerance is bounded: 4 curves × at most 2^16 pieces.
    #expect(polylines[0].points.count <= 4 * 65_536)
    #expect(polylines[0].points.count >= 4)
    // NaN and infinities use the default; zero and negative values the finest tolerance.
    if !tolerance.isFinite {
      #expect(polylines == circle.flattened(tolerance: BezierPath.defaultTolerance))
    } else {
      #expect(polylines == circle.flattened(tolerance: BezierPath.minimumTolerance))
    }
  }

  @Test func lengthOfKnownShapes() {
    let rect = BezierPath.rect(CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(abs(rect.length - 80) < 1e-9)
    let circle = BezierPath.circle(center: .zero, radius: 50)
    // The four-cubic circle is very slightly longer than the true circle.
    #expect(abs(circle.length - 100 * .pi) < 100 * .pi * 2e-4)
    var open = BezierPath()
    open.move(to: .zero)
    open.addLine(to: CGPoint(x: 3, y: 4))
    open.move(to: CGPoint(x: 100, y: 100))
    #expect(abs(open.length - 5) < 1e-12)
  }

  @Test func pointAndTangentAtFraction() throws {
    let rect = BezierPath.rect(CGRect(x: 0, y: 0, width: 30, height: 10))
    let quarter = try #require(rect.position(atFraction: 30.0 / 80.0 + 5.0 / 80.0))
    #expect(abs(quarter.point.x - 30) < 1e-9 && abs(quarter.point.y - 5) < 1e-9)
    #expect(abs(quarter.tangent.y - 1) < 1e-9)
    #expect(rect.point(atFraction: 0) == .zero)
    #expect(rect.point(atFraction: -3) == .zero)
    #expect(rect.point(atFraction: .nan) == .zero)
    let end = try #require(rect.point(atFraction: 1))
    #expect(abs(end.x) < 1e-9 && abs(end.y) < 1e-9)
    #expect(BezierPath().point(atFraction: 0.5) == nil)
    #expect(BezierPath { $0.move(to: .zero) }.tangent(atFraction: 0.5) == nil)
  }

  @Test func positionsAlongACurveAreEvenlySpacedByLength() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 80), control2: CGPoint(x: 100, y: 80))
    let total = path.length
    var previous = path.point(atFraction: 0) ?? .zero
    for step in 1...50 {
      let p = path.point(atFraction: CGFloat(step) / 50) ?? .zero
      let chord = hypot(p.x - previous.x, p.y - previous.y)
      // Chords of equal arc length on a gentle curve are nearly the arc length.
      #expect(abs(chord - total / 50) < total / 50 * 0.01)
      previous = p
    }
  }

  @Test func tangentIsUnitAndAlongTheDerivative() {
    let circle = BezierPath.circle(center: .zero, radius: 10)
    for step in 0..<40 {
      guard let position = circle.position(atFraction: CGFloat(step) / 40) else { continue }
      let t = position.tangent
      #expect(abs(hypot(t.x, t.y) - 1) < 1e-9)
      // On a circle the tangent is perpendicular to the radius; the cubic approximation tilts
      // it by at most a few thousandths of a radian.
      let dot = (t.x * position.point.x + t.y * position.point.y) / 10
      #expect(abs(dot) < 2e-3)
    }
  }

  @Test func containmentAgreesWithBruteForceWinding() {
    var random = SeededRandom(seed: 2024)
    for shape in 0..<30 {
      // Random closed shapes, some self-intersecting, some with two subpaths.
      var path = randomCurvePath(&random)
      path.closeSubpath()
      if shape % 3 == 0 {
        path.addEllipse(
          in: CGRect(x: random.cgFloat(in: -50...50), y: random.cgFloat(in: -50...50), width: 60, height: 40))
      }
      let reference = denseSamples(of: path)
      let box = path.bounds.insetBy(dx: -10, dy: -10)
      for _ in 0..<60 {
        let p = CGPoint(
          x: random.cgFloat(in: box.minX...box.maxX), y: random.cgFloat(in: box.minY...box.maxY))
        // Skip points too close to the outline for the sampled reference to be exact.
        guard reference.allSatisfy({ distanceToPolyline(p, $0) > 0.5 }) else { continue }
        let expected = reference.reduce(0) { $0 + bruteForceWinding(p, $1) }
        #expect(path.windingNumber(at: p) == expected, "shape \(shape), point \(p)")
        #expect(path.contains(p) == (expected != 0))
      }
    }
  }

  @Test func containmentEdgeCases() {
    #expect(!BezierPath().contains(.zero))
    let square = BezierPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.contains(CGPoint(x: 5, y: 5)))
    #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
    #expect(square.windingNumber(at: CGPoint(x: 5, y: CGFloat.infinity)) == 0)
    #expect(BezierPath().windingNumber(at: .zero) == 0)
    #expect(!square.contains(CGPoint(x: 15, y: 5)))
    // Open subpaths are filled as if closed.
    var triangle = BezierPath()
    triangle.move(to: .zero)
    triangle.addLine(to: CGPoint(x: 10, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 10))
    #expect(triangle.contains(CGPoint(x: 2, y: 2)))
    // Two overlapping squares drawn the same way wind twice; opposite ways cancel.
    var same = square
    same.addPath(square)
    #expect(same.windingNumber(at: CGPoint(x: 5, y: 5)) == 2)
    var opposite = square
    opposite.addPath(
      square.applying(AffineTransform2D(scaleX: -1, y: 1).concatenating(.init(translationX: 10, y: 0))))
    #expect(opposite.windingNumber(at: CGPoint(x: 5, y: 5)) == 0)
    #expect(!opposite.contains(CGPoint(x: 5, y: 5)))
  }

  // MARK: - Helpers

  private func randomCurvePath(_ random: inout SeededRandom) -> BezierPath {
    var path = BezierPath()
    path.move(to: random.point(in: -100...100))
    for _ in 0..<random.int(in: 1...4) {
      if random.int(in: 0...2) == 0 {
        path.addQuadCurve(to: random.point(in: -100...100), control: random.point(in: -150...150))
      } else {
        path.addCurve(
          to: random.point(in: -100...100), control1: random.point(in: -150...150),
          control2: random.point(in: -150...150))
      }
    }
    return path
  }

  /// Each subpath sampled uniformly in its curve parameter, closed: an independent polygon.
  private func denseSamples(of path: BezierPath) -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    var index = -1
    var lastEnd: CGPoint?
    for (_, segment) in path.segments(closingOpenSubpaths: true) {
      if lastEnd != segment.start || index < 0 {
        polygons.append([segment.start])
        index += 1
      }
      for step in 1...500 { polygons[index].append(segment.point(at: CGFloat(step) / 500)) }
      lastEnd = segment.end
    }
    return polygons
  }

  /// The winding number by summing the turning angles seen from `p`.
  private func bruteForceWinding(_ p: CGPoint, _ polygon: [CGPoint]) -> Int {
    var total = 0.0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let angleA = atan2(Double(a.y - p.y), Double(a.x - p.x))
      let angleB = atan2(Double(b.y - p.y), Double(b.x - p.x))
      var delta = angleB - angleA
      if delta > .pi { delta -= 2 * .pi }
      if delta < -.pi { delta += 2 * .pi }
      total += delta
    }
    return Int((total / (2 * .pi)).rounded())
  }

  private func distanceToPolyline(_ p: CGPoint, _ points: [CGPoint], closed: Bool = true) -> CGFloat {
    guard points.count > 1 else { return points.first.map { hypot($0.x - p.x, $0.y - p.y) } ?? .infinity }
    var best = CGFloat.infinity
    for i in 1..<points.count {
      best = min(best, BezierPath.distance(from: p, toSegment: points[i - 1], points[i]))
    }
    guard closed else { return best }
    return min(best, BezierPath.distance(from: p, toSegment: points[points.count - 1], points[0]))
  }
}
