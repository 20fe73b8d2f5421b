import ChoiceKitCore
import Foundation
import Testing

@Suite struct BezierPathTests {
  @Test func startsEmpty() {
    let path = BezierPath()
    #expect(path.isEmpty)
    #expect(path.currentPoint == nil)
    #expect(path.bounds.isNull)
    #expect(path.svgPathData() == "")
  }

  @Test func drawingCommandsAreRecordedInOrder() {
    var path = BezierPath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 4, y: 7))
    path.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 8), control2: CGPoint(x: 8, y: 10))
    path.closeSubpath()
    #expect(path.elements.count == 5)
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    #expect(path.svgPathData() == "M1 2L3 4Q4 7 5 6C6 8 8 10 9 9Z")
  }

  @Test func segmentWithoutCurrentPointStartsASubpathThere() {
    var path = BezierPath()
    path.addLine(to: CGPoint(x: 5, y: 5))
    #expect(path.elements == [.move(to: CGPoint(x: 5, y: 5))])
  }

  @Test func closeWithoutSubpathOrTwiceIsIgnored() {
    var path = BezierPath()
    path.closeSubpath()
    #expect(path.isEmpty)
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 1, y: 0))
    path.closeSubpath()
    path.closeSubpath()
    #expect(path.elements.filter { $0 == .closeSubpath }.count == 1)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteCoordinatesAreDropped(bad: CGFloat) {
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: bad, y: 1))
    path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: bad), control2: .zero)
    path.addArc(center: .zero, radius: bad, startAngle: 0, sweep: 1)
    path.addRect(CGRect(x: bad, y: 0, width: 1, height: 1))
    #expect(path.elements == [.move(to: .zero)])
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func everyDrawingMethodIgnoresNonFinitePoints(bad: CGFloat) {
    let p = CGPoint(x: bad, y: 0)
    var path = BezierPath()
    path.move(to: p)
    #expect(path.isEmpty && path.currentPoint == nil)
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: p)
    path.addQuadCurve(to: CGPoint(x: 2, y: 2), control: p)
    path.addQuadCurve(to: p, control: .zero)
    path.addCurve(to: CGPoint(x: 2, y: 2), control1: .zero, control2: p)
    path.append(.move(to: p))
    #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1))])
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    #expect(
      BezierPath(elements: [.move(to: p), .line(to: .zero), .closeSubpath]).elements == [
        .move(to: .zero), .closeSubpath,
      ])
    #expect(!p.isFinite && !CGPoint(x: 0, y: bad).isFinite && CGPoint(x: 1e308, y: -1e308).isFinite)
  }

  @Test func buildingFromElementsFollowsTheDrawingRules() {
    #expect(BezierPath(elements: []).isEmpty)
    #expect(BezierPath { _ in }.isEmpty)
    let path = BezierPath(elements: [
      .closeSubpath, .quadCurve(to: CGPoint(x: 1, y: 0), control: .zero), .line(to: CGPoint(x: 1, y: 1)),
      .closeSubpath, .closeSubpath,
    ])
    #expect(path.elements == [.move(to: CGPoint(x: 1, y: 0)), .line(to: CGPoint(x: 1, y: 1)), .closeSubpath])
    // Rebuilding a path from its elements gives the same path.
    #expect(BezierPath(elements: path.elements) == path)
    #expect(path.currentPoint == CGPoint(x: 1, y: 0))
    #expect(BezierPath.Element.closeSubpath.endPoint == nil)
  }

  @Test func addPathAppendsWithoutJoining() {
    var path = BezierPath.rect(CGRect(x: 0, y: 0, width: 1, height: 1))
    let before = path
    path.addPath(BezierPath())
    #expect(path == before)
    path.addPath(.rect(CGRect(x: 5, y: 5, width: 1, height: 1)))
    #expect(path.elements.count == 10)
    #expect(path.elements[5] == .move(to: CGPoint(x: 5, y: 5)))
    #expect(path.flattened().count == 2)
  }

  @Test func segmentsAndBoundsOfEmptyAndDegeneratePaths() {
    #expect(BezierPath().segments().isEmpty)
    #expect(BezierPath().controlPointBounds.isNull)
    let moves = BezierPath {
      $0.move(to: CGPoint(x: 1, y: 2)); $0.move(to: CGPoint(x: 3, y: 2))
    }
    #expect(moves.segments().isEmpty && moves.segments(closingOpenSubpaths: true).isEmpty)
    #expect(moves.bounds == CGRect(x: 1, y: 2, width: 2, height: 0))
    #expect(BezierPath { $0.move(to: CGPoint(x: 1, y: 2)) }.bounds == CGRect(x: 1, y: 2, width: 0, height: 0))
    // A close already at its start adds no closing segment.
    let back = BezierPath {
      $0.move(to: .zero)
      $0.addLine(to: CGPoint(x: 4, y: 0))
      $0.addLine(to: .zero)
      $0.closeSubpath()
    }
    #expect(back.segments().count == 2)
    #expect(back.flattened().map(\.points) == [[.zero, CGPoint(x: 4, y: 0)]])
    #expect(BezierPath().flattened().isEmpty)
    #expect(BezierPath().length == 0)
    #expect(
      BezierPath { $0.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero) }.elements == [
        .move(to: CGPoint(x: 1, y: 1))
      ])
    #expect(moves.flattened().map(\.points) == [[CGPoint(x: 1, y: 2)], [CGPoint(x: 3, y: 2)]])
    #expect(moves.length == 0)
  }

  @Test func rectAndRoundedRectAreClosedAndTight() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(BezierPath.rect(rect).svgPathData() == "M10 20L110 20L110 60L10 60Z")
    let rounded = BezierPath.roundedRect(rect, cornerRadius: 8)
    #expect(rounded.elements.last == .closeSubpath)
    expectRect(rounded.bounds, equals: rect)
    // A radius larger than half the height is limited: the result is the capsule.
    #expect(BezierPath.roundedRect(rect, cornerRadius: 500) == BezierPath.capsule(in: rect))
    // A negative radius gives square corners.
    #expect(BezierPath.roundedRect(rect, cornerRadius: -3) == BezierPath.rect(rect))
  }

  @Test func capsuleEndsAreSemicircles() {
    let capsule = BezierPath.capsule(in: CGRect(x: 0, y: 0, width: 100, height: 30))
    // The left end's centre is (15, 15); every point of that end is 15 from it.
    for fraction in stride(from: CGFloat(0), through: 1, by: 0.01) {
      guard let p = capsule.point(atFraction: fraction), p.x < 15 else { continue }
      #expect(abs(hypot(p.x - 15, p.y - 15) - 15) < 0.01)
    }
  }

  @Test(arguments: [(0.0, Double.pi / 2), (0.3, 2.0), (-1.0, -4.5), (2.0, 6.28)])
  func arcPointsLieOnTheCircle(start: Double, sweep: Double) {
    var path = BezierPath()
    let center = CGPoint(x: 50, y: -20)
    path.addArc(center: center, radius: 30, startAngle: start, sweep: sweep)
    #expect(path.elements.first == .move(to: CGPoint(x: 50 + 30 * cos(start), y: -20 + 30 * sin(start))))
    let end = path.currentPoint ?? .zero
    #expect(abs(end.x - (50 + 30 * cos(start + sweep))) < 1e-9)
    #expect(abs(end.y - (-20 + 30 * sin(start + sweep))) < 1e-9)
    for fraction in stride(from: CGFloat(0), through: 1, by: 0.02) {
      let p = path.point(atFraction: fraction) ?? .zero
      // The cubic approximation of a quarter circle errs by under 0.03 % of the radius.
      #expect(abs(hypot(p.x - center.x, p.y - center.y) - 30) < 30 * 3e-4)
    }
    #expect(abs(path.length - 30 * CGFloat(abs(sweep))) < 30 * CGFloat(abs(sweep)) * 3e-4)
  }

  @Test func arcDirectionFollowsClockwiseFlag() {
    var clockwise = BezierPath()
    clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    var anticlockwise = BezierPath()
    anticlockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    // Clockwise on a y-down screen goes from (10, 0) down to (0, 10): a quarter turn.
    #expect(abs(clockwise.length - 5 * .pi) < 0.01)
    // The other way round is three quarters of the circle, through (-10, 0).
    #expect(abs(anticlockwise.length - 15 * .pi) < 0.01)
    #expect(abs(anticlockwise.bounds.minX + 10) < 1e-6)
  }

  @Test func arcJoinsCurrentPointWithALine() {
    var path = BezierPath()
    path.move(to: CGPoint(x: -50, y: 0))
    path.addArc(center: .zero, radius: 10, startAngle: .pi, sweep: .pi)
    guard case .line(let joint) = path.elements[1] else {
      Issue.record("expected a line, got \(path.elements[1])")
      return
    }
    #expect(abs(joint.x + 10) < 1e-12 && abs(joint.y) < 1e-12)
  }

  @Test func zeroRadiusArcAddsTheCentre() {
    var path = BezierPath()
    path.addArc(center: CGPoint(x: 3, y: 4), radius: 0, startAngle: 0, sweep: 1)
    #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4))])
    path.addArc(center: .zero, radius: -2, startAngle: 0, sweep: 1)
    #expect(path.elements.count == 1)
  }

  @Test func ellipseIsTightInItsRectAndSymmetric() {
    let rect = CGRect(x: -5, y: 3, width: 40, height: 10)
    let ellipse = BezierPath.ellipse(in: rect)
    expectRect(ellipse.bounds, equals: rect)
    #expect(ellipse.contains(CGPoint(x: rect.midX, y: rect.midY)))
    #expect(!ellipse.contains(CGPoint(x: rect.minX + 1, y: rect.minY + 1)))
  }

  @Test func transformsMapEveryPoint() {
    let path = BezierPath.rect(CGRect(x: 0, y: 0, width: 2, height: 1))
    let moved = path.applying(AffineTransform2D(scale: 2).concatenating(.init(translationX: 1, y: 1)))
    #expect(moved.svgPathData() == "M1 1L5 1L5 3L1 3Z")
    let turned = path.applying(AffineTransform2D(rotation: .pi / 2))
    expectRect(turned.bounds, equals: CGRect(x: -1, y: 0, width: 1, height: 2))
  }

  @Test func transformInverseUndoesIt() throws {
    let t = AffineTransform2D(rotation: 0.7).concatenating(.init(scaleX: 2, y: 3))
      .concatenating(.init(translationX: -4, y: 9))
    let inverse = try #require(t.inverted)
    let p = CGPoint(x: 12.5, y: -3.25)
    let back = inverse.apply(to: t.apply(to: p))
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    #expect(AffineTransform2D(scale: 0).inverted == nil)
  }

  @Test func svgDataIsDeterministicAndHasNoNegativeZero() {
    let path = BezierPath.rect(CGRect(x: -0.0001, y: 1.23456, width: 1, height: 1))
    #expect(path.svgPathData() == "M0 1.235L1 1.235L1 2.235L0 2.235Z")
    #expect(path.svgPathData(places: 1) == "M0 1.2L1 1.2L1 2.2L0 2.2Z")
    // Places outside 0...9 are clamped.
    #expect(path.svgPathData(places: -2) == path.svgPathData(places: 0))
    #expect(path.svgPathData(places: 50) == path.svgPathData(places: 9))
    #expect(path.svgPathData(places: 0) == "M0 1L1 1L1 2L0 2Z")
  }

  private func expectRect(
    _ actual: CGRect, equals expected: CGRect, tolerance: CGFloat = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ok =
      abs(actual.minX - expected.minX) < tolerance && abs(actual.minY - expected.minY) < tolerance
      && abs(actual.maxX - expected.maxX) < tolerance && abs(actual.maxY - expected.maxY) < tolerance
    #expect(ok, "\(actual) != \(expected)", sourceLocation: sourceLocation)
  }
}
