import ChoiceKitCore
import Foundation
import Testing

/// Types holding Core Graphics geometry hash it by hand (it is not `Hashable` in older Apple SDKs):
/// equal values must hash alike and different geometry must tell values apart.
@Suite struct HasherGeometryTests {
  private func expectConsistent<T: Hashable>(
    _ a: T, _ equalToA: T, _ different: T, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(a == equalToA, sourceLocation: sourceLocation)
    #expect(a.hashValue == equalToA.hashValue, sourceLocation: sourceLocation)
    #expect(a != different, sourceLocation: sourceLocation)
    #expect(Set([a, equalToA, different]).count == 2, sourceLocation: sourceLocation)
  }

  @Test func paths() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 5)
    expectConsistent(
      BezierPath.roundedRect(rect, cornerRadius: 2), BezierPath.roundedRect(rect, cornerRadius: 2),
      BezierPath.roundedRect(rect, cornerRadius: 3))
    expectConsistent(
      BezierPath.Element.line(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 1, y: 2)),
      .move(to: CGPoint(x: 1, y: 2)))
  }

  @Test func segmentsPositionsAndPolylines() throws {
    let p = CGPoint(x: 1, y: 2)
    let q = CGPoint(x: 3, y: 4)
    expectConsistent(PathSegment.line(p, q), .line(p, q), .line(q, p))
    let circle = BezierPath.circle(center: .zero, radius: 10)
    let a = try #require(circle.position(atFraction: 0.25))
    let b = try #require(circle.position(atFraction: 0.5))
    expectConsistent(a, a, b)
    let fine = circle.flattened(tolerance: 0.01)[0]
    let coarse = circle.flattened(tolerance: 1)[0]
    expectConsistent(fine, fine, coarse)
  }

  @Test func layouts() {
    func layout(_ width: CGFloat) -> SegmentedPickerLayout {
      SegmentedPickerLayout(
        labelSizes: [CGSize(width: width, height: 17), CGSize(width: 30, height: 17)], lineHeight: 17,
        proposedWidth: nil)
    }
    expectConsistent(layout(40), layout(40), layout(41))
  }
}
