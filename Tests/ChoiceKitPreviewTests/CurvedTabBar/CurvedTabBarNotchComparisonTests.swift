import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

@Suite struct CurvedTabBarNotchComparisonTests {
  @Test func theTutorialsJoinsShareTangentsButItsCurvatureJumpsAtTheStraightEdge() throws {
    let joins = CurvedTabBarNotchComparison.joins(of: CurvedTabBarMetrics.tutorial.notch)
    #expect(joins.count == 3)
    #expect(joins.allSatisfy { $0.tangentTurn < 0.5 })
    let first = try #require(joins.first)
    let last = try #require(joins.last)
    #expect(first.curvatureJumps && last.curvatureJumps)
    #expect(first.curvature.before == 0 && first.curvature.after > 0)
    // The floor joins two mirror-image cubics: no jump there.
    #expect(!joins[1].curvatureJumps)
    // The cubic leaves the edge with radius 15 pt: curvature 1/15.
    #expect(abs(first.curvature.after - 1.0 / 15) < 1e-9)
  }

  @Test func theSmoothProfilesJoinsKeepTangentAndCurvature() {
    let joins = CurvedTabBarNotchComparison.joins(of: CurvedTabBarMetrics.standard.notch)
    #expect(joins.count == 5)
    #expect(joins.allSatisfy { $0.tangentTurn < 0.5 })
    #expect(joins.allSatisfy { !$0.curvatureJumps })
    let text = joins.enumerated().map { CurvedTabBarNotchComparison.describe($1, number: $0 + 1) }
    #expect(text.allSatisfy { $0.contains("tangent turns 0°") && $0.hasSuffix("continuous") })
  }

  @Test func curvatureOfACircularArcIsTheReciprocalOfItsRadius() {
    // A quarter circle of radius 10 as a cubic: curvature close to 0.1 all along.
    let k = BezierPath.quarterCircleHandle * 10
    let arc = PathSegment.curve(
      CGPoint(x: 0, y: 10), control1: CGPoint(x: 0, y: 10 - k), control2: CGPoint(x: 10 - k, y: 0),
      CGPoint(x: 10, y: 0))
    for t in stride(from: 0.0, through: 1.0, by: 0.25) {
      #expect(abs(abs(arc.curvature(at: CGFloat(t))) - 0.1) < 0.003)
    }
    #expect(PathSegment.line(.zero, CGPoint(x: 5, y: 5)).curvature(at: 0.5) == 0)
    #expect(PathSegment.curve(.zero, control1: .zero, control2: .zero, .zero).curvature(at: 0.5) == 0)
  }
}
