import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Drawing after `closeSubpath()` without a new move: a new subpath starts at the closed subpath's
/// start point (SVG and Core Graphics), and every operation reads the path that way.
@Suite struct BezierPathSubpathTests {
  /// `M0 0 L10 0 L10 10 Z L-10 0 L-10 -10 Z`.
  private let continued = BezierPath { path in
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    path.closeSubpath()
    path.addLine(to: CGPoint(x: -10, y: 0))
    path.addLine(to: CGPoint(x: -10, y: -10))
    path.closeSubpath()
  }

  /// The same drawing with the second subpath's move written out.
  private let explicit = BezierPath { path in
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    path.closeSubpath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: -10, y: 0))
    path.addLine(to: CGPoint(x: -10, y: -10))
    path.closeSubpath()
  }

  @Test func segmentsAfterACloseAreFilled() {
    #expect(continued.contains(CGPoint(x: -7, y: -3)))
    #expect(
      continued.windingNumber(at: CGPoint(x: -7, y: -3)) == explicit.windingNumber(at: CGPoint(x: -7, y: -3)))
    #expect(continued.contains(CGPoint(x: 7, y: 3)))
    #expect(!continued.contains(CGPoint(x: -3, y: -7)))
  }

  @Test func everyOperationAgreesWithTheExplicitMove() {
    // The elements stay as drawn, and SVG reads `Z` followed by `L` exactly as this path means it.
    #expect(continued.svgPathData() == "M0 0L10 0L10 10ZL-10 0L-10 -10Z")
    #expect(explicit.svgPathData() == "M0 0L10 0L10 10ZM0 0L-10 0L-10 -10Z")
    let diagonal = CGFloat(200).squareRoot()
    #expect(abs(continued.length - (40 + 2 * diagonal)) < 1e-9)
    #expect(abs(continued.length - explicit.length) < 1e-12)
    #expect(continued.bounds == explicit.bounds)
    #expect(continued.bounds == CGRect(x: -10, y: -10, width: 20, height: 20))
    #expect(continued.flattened().map(\.points) == explicit.flattened().map(\.points))
    #expect(continued.flattened().map(\.isClosed) == explicit.flattened().map(\.isClosed))
    for x in stride(from: CGFloat(-12), through: 12, by: 1.5) {
      for y in stride(from: CGFloat(-12), through: 12, by: 1.5) {
        let p = CGPoint(x: x, y: y)
        #expect(continued.windingNumber(at: p) == explicit.windingNumber(at: p), "\(p)")
        #expect(continued.contains(p) == explicit.contains(p), "\(p)")
      }
    }
    for step in 0...20 {
      let fraction = CGFloat(step) / 20
      #expect(continued.position(atFraction: fraction) == explicit.position(atFraction: fraction))
    }
  }

  @Test func flatteningStartsTheNextPolylineAtTheSubpathStart() throws {
    let polylines = continued.flattened()
    try #require(polylines.count == 2)
    #expect(polylines[1].points == [.zero, CGPoint(x: -10, y: 0), CGPoint(x: -10, y: -10)])
    #expect(polylines[1].isClosed)
    // The start vertex lies on the first segment drawn after the close, at its start.
    #expect(polylines[1].sources.first?.element == 4)
    #expect(polylines[1].sources.first?.t == 0)
  }

  @Test func anOpenContinuationIsClosedForFillingAndMeasuredOpen() {
    // `M0 0 L10 0 L10 10 Z L-10 0 L-10 -10`: the last subpath is left open.
    let path = BezierPath(elements: continued.elements.dropLast())
    #expect(path.contains(CGPoint(x: -7, y: -3)))
    let diagonal = CGFloat(200).squareRoot()
    #expect(abs(path.length - (40 + diagonal)) < 1e-9)
    let filled = path.segments(closingOpenSubpaths: true).map(\.segment)
    #expect(filled.last == .line(CGPoint(x: -10, y: -10), .zero))
  }

  @Test func randomPathsWithClosesAgreeWithExplicitMoves() {
    var random = SeededRandom(seed: 31)
    for round in 0..<40 {
      var path = BezierPath()
      path.move(to: random.point(in: -50...50))
      for _ in 0..<random.int(in: 2...8) {
        switch random.int(in: 0...3) {
        case 0: path.closeSubpath()
        case 1:
          path.addQuadCurve(to: random.point(in: -50...50), control: random.point(in: -80...80))
        default: path.addLine(to: random.point(in: -50...50))
        }
      }
      let reference = withExplicitMoves(path)
      #expect(abs(path.length - reference.length) < 1e-9, "round \(round)")
      #expect(path.bounds == reference.bounds, "round \(round)")
      #expect(path.flattened().count == reference.flattened().count, "round \(round)")
      for _ in 0..<25 {
        let p = random.point(in: -60...60)
        #expect(path.windingNumber(at: p) == reference.windingNumber(at: p), "round \(round), \(p)")
      }
    }
  }

  // MARK: - Helpers

  /// The path with a move to the subpath's start written before every segment that follows a close.
  private func withExplicitMoves(_ path: BezierPath) -> BezierPath {
    var result = BezierPath()
    var start = CGPoint.zero
    var afterClose = false
    for element in path.elements {
      switch element {
      case .move(let p):
        start = p
        afterClose = false
      case .closeSubpath:
        afterClose = true
      default:
        if afterClose { result.move(to: start) }
        afterClose = false
      }
      result.append(element)
    }
    return result
  }
}
