import ChoiceKitCore
import Foundation
import Testing

/// Rectangles, rounded rectangles, capsules, ellipses and circles given bad sizes and radii.
@Suite struct BezierPathShapesTests {
  private static let badRects: [CGRect] = [
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
    CGRect(x: 0, y: 0, width: 10, height: -CGFloat.infinity),
    CGRect(x: 1e308, y: 0, width: 1e308, height: 1),
    .null,
  ]

  @Test(arguments: badRects)
  func rectanglesThatAreNotFiniteAddNothing(rect: CGRect) {
    #expect(BezierPath.rect(rect).isEmpty)
    #expect(BezierPath.roundedRect(rect, cornerRadius: 4).isEmpty)
    #expect(BezierPath.capsule(in: rect).isEmpty)
    #expect(BezierPath.ellipse(in: rect).isEmpty)
    var path = BezierPath()
    path.move(to: .zero)
    path.addRect(rect)
    path.addRoundedRect(rect, cornerRadius: 4)
    path.addEllipse(in: rect)
    #expect(path.elements == [.move(to: .zero)])
  }

  @Test func negativeSizesAreStandardized() {
    let flipped = CGRect(x: 10, y: 10, width: -10, height: -5)
    let rect = CGRect(x: 0, y: 5, width: 10, height: 5)
    #expect(BezierPath.rect(flipped) == BezierPath.rect(rect))
    #expect(BezierPath.roundedRect(flipped, cornerRadius: 2) == BezierPath.roundedRect(rect, cornerRadius: 2))
    #expect(BezierPath.capsule(in: flipped) == BezierPath.capsule(in: rect))
    #expect(BezierPath.ellipse(in: flipped) == BezierPath.ellipse(in: rect))
  }

  @Test func zeroSizesDrawFlatOutlinesWithNoArea() {
    let flat = CGRect(x: 0, y: 0, width: 10, height: 0)
    for path in [
      BezierPath.rect(flat), .capsule(in: flat), .ellipse(in: flat), .roundedRect(flat, cornerRadius: 3),
    ] {
      #expect(path.elements.last == .closeSubpath)
      #expect(!path.contains(CGPoint(x: 5, y: 0)))
      #expect(path.bounds == flat)
    }
    #expect(abs(BezierPath.rect(flat).length - 20) < 1e-12)
    let point = BezierPath.ellipse(in: CGRect(x: 3, y: 4, width: 0, height: 0))
    #expect(point.elements.count == 6)
    #expect(point.length == 0)
    #expect(point.bounds == CGRect(x: 3, y: 4, width: 0, height: 0))
  }

  @Test(arguments: [CGFloat(0), -3, .nan, .infinity, -.infinity])
  func badCornerRadiiGiveSquareCorners(radius: CGFloat) {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(BezierPath.roundedRect(rect, cornerRadius: radius) == BezierPath.rect(rect))
  }

  @Test func cornerRadiusIsLimitedToHalfTheShorterSide() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(BezierPath.roundedRect(rect, cornerRadius: 1e300) == BezierPath.capsule(in: rect))
    #expect(BezierPath.roundedRect(rect, cornerRadius: 5) == BezierPath.capsule(in: rect))
  }

  @Test(arguments: [CGFloat(-1), .nan, .infinity, -.infinity, 1e308])
  func badCircleRadiiGiveAnEmptyPath(radius: CGFloat) {
    #expect(BezierPath.circle(center: CGPoint(x: 1, y: 1), radius: radius).isEmpty)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func badCircleCentresGiveAnEmptyPath(bad: CGFloat) {
    #expect(BezierPath.circle(center: CGPoint(x: bad, y: 0), radius: 5).isEmpty)
    #expect(BezierPath.circle(center: CGPoint(x: 0, y: bad), radius: 5).isEmpty)
  }

  @Test func zeroRadiusCircleIsAClosedPathOfZeroLengthAtTheCentre() {
    let dot = BezierPath.circle(center: CGPoint(x: 7, y: -2), radius: 0)
    #expect(dot.elements.first == .move(to: CGPoint(x: 7, y: -2)))
    #expect(dot.elements.last == .closeSubpath)
    #expect(dot.length == 0)
    #expect(dot.elements.allSatisfy { $0.endPoint == nil || $0.endPoint == CGPoint(x: 7, y: -2) })
  }

  @Test func circleStartsAtItsRightmostPointAndWindsClockwise() {
    let circle = BezierPath.circle(center: CGPoint(x: 10, y: 10), radius: 5)
    #expect(circle.elements.first == .move(to: CGPoint(x: 15, y: 10)))
    #expect(circle.windingNumber(at: CGPoint(x: 10, y: 10)) == 1)
    // The second point reached is the bottom one (y-down): clockwise on screen.
    #expect(circle.elements[1].endPoint == CGPoint(x: 10, y: 15))
  }
}
