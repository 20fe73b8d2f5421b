import ChoiceKitCore
import Foundation
import Testing

/// Transforms, and what they do with coefficients, points and angles that are not finite.
@Suite struct AffineTransform2DTests {
  @Test func basicTransformsMapPointsAsDocumented() {
    let p = CGPoint(x: 1, y: 1)
    #expect(AffineTransform2D.identity.apply(to: p) == p)
    #expect(AffineTransform2D.identity.isIdentity)
    #expect(!AffineTransform2D(scale: 2).isIdentity)
    #expect(
      AffineTransform2D(translationX: 10, y: 0).concatenating(.init(scale: 2)).apply(to: p)
        == CGPoint(x: 22, y: 2))
    #expect(AffineTransform2D(scaleX: -1, y: 3).apply(to: p) == CGPoint(x: -1, y: 3))
    let turned = AffineTransform2D(rotation: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
    // Clockwise on a y-down screen: +x turns to +y.
    #expect(abs(turned.x) < 1e-15 && abs(turned.y - 1) < 1e-15)
    #expect(AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).apply(to: p) == CGPoint(x: 9, y: 12))
  }

  @Test func collapsingOrNonFiniteTransformsHaveNoInverse() {
    #expect(AffineTransform2D(scale: 0).inverted == nil)
    #expect(AffineTransform2D(scaleX: 3, y: 0).inverted == nil)
    #expect(AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
    #expect(AffineTransform2D(scale: .nan).inverted == nil)
    #expect(AffineTransform2D(scale: .infinity).inverted == nil)
    #expect(AffineTransform2D(scale: 1e200).inverted == nil)  // the determinant overflows
    #expect(AffineTransform2D(rotation: .nan).inverted == nil)
    #expect(AffineTransform2D(scale: -1).inverted == AffineTransform2D(scale: -1))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteInputMapsToNonFinitePoints(bad: CGFloat) {
    let p = CGPoint(x: 1, y: 2)
    #expect(!AffineTransform2D.identity.apply(to: CGPoint(x: bad, y: 0)).isFinite)
    #expect(!AffineTransform2D(scale: bad).apply(to: p).isFinite)
    #expect(!AffineTransform2D(scaleX: 1, y: bad).apply(to: p).isFinite)
    #expect(!AffineTransform2D(translationX: bad, y: 0).apply(to: p).isFinite)
    #expect(!AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: bad).apply(to: p).isFinite)
    #expect(!AffineTransform2D(rotation: Double(bad)).apply(to: p).isFinite)
  }

  @Test func applyingDropsElementsWhosePointsAreNotFinite() {
    let rect = BezierPath.rect(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(rect.applying(AffineTransform2D(scale: .nan)).isEmpty)
    #expect(rect.applying(AffineTransform2D(translationX: .infinity, y: 0)).isEmpty)
    // Only (2, 0) and (2, 1) overflow: the lines to them are dropped, the rest is kept.
    let stretched = rect.applying(AffineTransform2D(scaleX: 1e308, y: 1))
    #expect(stretched.elements == [.move(to: .zero), .line(to: CGPoint(x: 0, y: 1)), .closeSubpath])
    #expect(BezierPath().applying(AffineTransform2D(scale: 2)).isEmpty)
  }
}
