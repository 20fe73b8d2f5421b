#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The SwiftUI layer of RadialLayout, checked without a host: what the initialisers store, how
  // the tutorial's enumeration maps onto the core, and the numbers the layout hands SwiftUI.
  // The arithmetic itself is the core's, tested on Linux in ChoiceKitCoreTests.

  @Suite("RadialLayoutAngle")
  struct RadialLayoutAngleTests {
    @Test func theTutorialsTotalsAndAnchorsAreKept() {
      #expect(RadialLayoutAngle.fullCircle.totalDegrees == 360)
      #expect(RadialLayoutAngle.trailingCircle.totalDegrees == 180)
      #expect(RadialLayoutAngle.leadingCircle.totalDegrees == -180)
      #expect(RadialLayoutAngle.custom(degrees: -90, anchor: .top).totalDegrees == -90)
      #expect(RadialLayoutAngle.fullCircle.anchor == .center)
      #expect(RadialLayoutAngle.leadingCircle.anchor == .trailing)
      #expect(RadialLayoutAngle.trailingCircle.anchor == .leading)
      #expect(RadialLayoutAngle.custom(degrees: 90, anchor: .bottomLeading).anchor == .bottomLeading)
    }

    @Test func eachCaseIsACoreArcAndAnchor() {
      #expect(RadialLayoutAngle.fullCircle.arc(offset: 0) == .fullCircle)
      #expect(RadialLayoutAngle.trailingCircle.arc(offset: 0) == .trailingHalf)
      #expect(RadialLayoutAngle.leadingCircle.arc(offset: 0) == .leadingHalf)
      #expect(
        RadialLayoutAngle.custom(degrees: -90, anchor: .top).arc(offset: 45)
          == RadialArc(startDegrees: 45, sweepDegrees: 90, direction: .counterClockwise))
      #expect(RadialLayoutAngle.fullCircle.radialAnchor == .center)
      #expect(RadialLayoutAngle.leadingCircle.radialAnchor == .trailing)
      #expect(RadialLayoutAngle.trailingCircle.radialAnchor == .leading)
    }

    @Test func unitPointsAndAnchorsConvertBothWays() {
      #expect(RadialAnchor(UnitPoint.topLeading) == RadialAnchor(x: 0, y: 0))
      #expect(UnitPoint(RadialAnchor.trailing) == .trailing)
      // Outside the unit square the core clamps.
      #expect(RadialAnchor(UnitPoint(x: 2, y: -1)) == RadialAnchor(x: 1, y: 0))
    }
  }

  @Suite("RadialLayout")
  struct RadialLayoutTests {
    private let buttons = Array(repeating: CGSize(width: 110, height: 52), count: 3)

    @Test func theTutorialsInitialiserFitsTheRadiusAndUsesTheAngle() {
      let layout = RadialLayout(angleConfig: .leadingCircle, angleOffset: 0)
      #expect(layout.arc == .leadingHalf)
      #expect(layout.radius == .fitted)
      #expect(layout.anchor == .trailing)
      let plain = RadialLayout()
      #expect(plain.arc == .fullCircle)
      #expect(plain.anchor == .center)
      let offset = RadialLayout(angleConfig: .trailingCircle, angleOffset: 30)
      #expect(offset.arc == RadialArc(startDegrees: 30, sweepDegrees: 180))
    }

    @Test func theRicherInitialisersStoreEveryPart() {
      let layout = RadialLayout(arc: .trailingHalf, radius: .fixed(90), anchor: .leading, spacing: 4)
      #expect(layout.arc == .trailingHalf)
      #expect(layout.radius == .fixed(90))
      #expect(layout.anchor == .leading)
      #expect(layout.spacing == 4)
      let quarter = RadialLayout(startDegrees: 90, sweepDegrees: 90, direction: .counterClockwise)
      #expect(quarter.arc == RadialArc(startDegrees: 90, sweepDegrees: 90, direction: .counterClockwise))
      #expect(quarter.radius == .fitted)
      #expect(quarter.anchor == .center)
    }

    @Test func theArrangementIsTheCoresAndMirrorsOnlyWhenTold() {
      var layout = RadialLayout(angleConfig: .leadingCircle)
      let arrangement = layout.arrangement(itemSizes: buttons)
      #expect(
        arrangement
          == RadialArrangement(itemSizes: buttons, arc: .leadingHalf, radius: .fitted, anchor: .trailing))
      #expect(!arrangement.isRightToLeft)
      // In a right-to-left environment the layout's container sets the direction, and the core
      // mirrors: SwiftUI places the frames in a left-to-right space and does not mirror them again.
      layout.isRightToLeft = true
      let mirrored = layout.arrangement(itemSizes: buttons)
      #expect(
        mirrored
          == RadialArrangement(
            itemSizes: buttons, arc: .leadingHalf, radius: .fitted, anchor: .trailing, isRightToLeft: true))
      let bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
      for (left, right) in zip(
        arrangement.placement(in: bounds).itemFrames, mirrored.placement(in: bounds).itemFrames)
      {
        #expect(abs(right.minX - (bounds.maxX - left.maxX)) < 1e-9)
        #expect(right.minY == left.minY)
      }
    }

    @Test func aFullCircleNoLongerPutsTheLastItemOnTheFirst() {
      let placement = RadialLayout(angleConfig: .fullCircle).arrangement(itemSizes: buttons)
        .placement(in: CGRect(x: 0, y: 0, width: 300, height: 300))
      #expect(placement.angles == [0, 120, 240])
      #expect(placement.itemFrames[0] != placement.itemFrames[2])
    }

    @Test func theTutorialsHalfStaysInsideARoomyFrameAndReportsItsOwnSize() {
      let small = Array(repeating: CGSize(width: 60, height: 30), count: 3)
      let arrangement = RadialLayout(angleConfig: .leadingCircle).arrangement(itemSizes: small)
      let size = arrangement.sizeThatFits(width: 300, height: 300)
      #expect(size.width <= 300 && size.height <= 300)
      let bounds = CGRect(x: 20, y: 40, width: 300, height: 300)
      for frame in arrangement.placement(in: bounds).itemFrames {
        #expect(bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(frame))
        // Hanging from their trailing edge, the items fan out on the leading side.
        #expect(frame.maxX <= bounds.midX + 1e-9)
      }
    }

    @Test func framesAreInTheBoundsCoordinates() {
      let arrangement = RadialLayout(arc: .fullCircle, radius: .fixed(50)).arrangement(itemSizes: [
        CGSize(width: 10, height: 10)
      ])
      let frame = arrangement.placement(in: CGRect(x: 100, y: 200, width: 40, height: 40)).itemFrames[0]
      #expect(frame == CGRect(x: 115, y: 165, width: 10, height: 10))
    }
  }
#endif
