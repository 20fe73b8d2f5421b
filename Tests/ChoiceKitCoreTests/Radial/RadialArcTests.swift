import ChoiceKitCore
import Foundation
import Testing

@Suite("RadialArc")
struct RadialArcTests {
  @Test func aFullCircleSpacesItemsByATurnOverTheirCount() {
    #expect(RadialArc.fullCircle.angles(count: 4) == [0, 90, 180, 270])
    #expect(RadialArc.fullCircle.angles(count: 3) == [0, 120, 240])
    // The tutorial divides by n − 1, so its first and last items meet; here they never do.
    #expect(RadialArc.fullCircle.angles(count: 2) == [0, 180])
  }

  @Test func halvesGoRoundTheirOwnSide() {
    #expect(RadialArc.trailingHalf.angles(count: 3) == [0, 90, 180])
    #expect(RadialArc.leadingHalf.angles(count: 3) == [0, -90, -180])
    #expect(RadialArc.leadingHalf.step(count: 5) == -45)
  }

  @Test func anyStartSweepAndDirection() {
    let quarter = RadialArc(startDegrees: 90, sweepDegrees: 90)
    #expect(quarter.angles(count: 3) == [90, 135, 180])
    let back = RadialArc(startDegrees: 90, sweepDegrees: 90, direction: .counterClockwise)
    #expect(back.angles(count: 3) == [90, 45, 0])
    #expect(RadialArc(startDegrees: 0, sweepDegrees: -90).angles(count: 2) == [0, -90])
  }

  @Test func oneItemSitsMidArcAndNoneGivesNothing() {
    #expect(RadialArc.trailingHalf.angles(count: 1) == [90])
    #expect(RadialArc.leadingHalf.angles(count: 1) == [-90])
    #expect(RadialArc.fullCircle.angles(count: 1) == [0])
    #expect(RadialArc.fullCircle.angles(count: 0).isEmpty)
    #expect(RadialArc.fullCircle.angles(count: -2).isEmpty)
    #expect(RadialArc.trailingHalf.step(count: 1) == 0)
  }

  @Test func badAnglesHaveDefinedReadings() {
    #expect(RadialArc(startDegrees: .nan, sweepDegrees: 360).angles(count: 2) == [0, 180])
    #expect(RadialArc(startDegrees: 450, sweepDegrees: 360).angles(count: 1) == [90])
    #expect(RadialArc(startDegrees: 0, sweepDegrees: .infinity).isFullCircle)
    #expect(RadialArc(startDegrees: 0, sweepDegrees: 1_000).angles(count: 4) == [0, 90, 180, 270])
    let huge = RadialArc(startDegrees: 1e300, sweepDegrees: 90).angles(count: 2)
    #expect(huge.allSatisfy { $0.isFinite })
    #expect(RadialArc(startDegrees: 0, sweepDegrees: 0).angles(count: 3) == [0, 0, 0])
  }

  @Test func theTutorialsAnglesMapToArcs() {
    #expect(RadialArc(tutorialDegrees: 360, offset: 0) == .fullCircle)
    #expect(RadialArc(tutorialDegrees: 180, offset: 0) == .trailingHalf)
    #expect(RadialArc(tutorialDegrees: -180, offset: 0) == .leadingHalf)
    #expect(RadialArc(tutorialDegrees: 90, offset: 45).angles(count: 2) == [45, 135])
  }

  @Test func directionsPointFromTheTopClockwise() {
    let top = RadialArc.direction(atDegrees: 0)
    let right = RadialArc.direction(atDegrees: 90)
    #expect(abs(top.x) < 1e-12 && top.y == -1)
    #expect(right.x == 1 && abs(right.y) < 1e-12)
    #expect(RadialArc.direction(atDegrees: .nan) == top)
  }

  @Test func theSmallestSeparationIsTheStepOrTheGapBackToTheStart() {
    #expect(RadialArc.fullCircle.smallestSeparation(count: 4) == 90)
    #expect(RadialArc(startDegrees: 0, sweepDegrees: 350).smallestSeparation(count: 2) == 10)
    #expect(RadialArc(sweepDegrees: 300).smallestSeparation(count: 4) == 60)
    #expect(RadialArc(sweepDegrees: 90).smallestSeparation(count: 4) == 30)
    #expect(RadialArc(sweepDegrees: -200, direction: .counterClockwise).smallestSeparation(count: 2) == 160)
    #expect(RadialArc(sweepDegrees: 0).smallestSeparation(count: 3) == 0)
    #expect(RadialArc(sweepDegrees: .nan).smallestSeparation(count: 5) == 72)
    #expect(RadialArc.trailingHalf.smallestSeparation(count: 1) == 180)
    #expect(RadialArc.trailingHalf.smallestSeparation(count: 0) == 180)
  }
}
