import ChoiceKitCore
import Foundation
import Testing

@Suite("RadialArrangement")
struct RadialArrangementTests {
  static let square = CGRect(x: 0, y: 0, width: 300, height: 300)

  @Test func aFittedFullCircleTouchesTheBoundsAndStaysInside() {
    let sizes = Array(repeating: CGSize(width: 40, height: 40), count: 4)
    let placement = RadialArrangement(itemSizes: sizes, arc: .fullCircle).placement(in: Self.square)
    #expect(placement.center == CGPoint(x: 150, y: 150))
    #expect(placement.radius == 130)
    #expect(placement.itemFrames[0] == CGRect(x: 130, y: 0, width: 40, height: 40))
    #expect(placement.itemFrames.allSatisfy { Self.square.contains($0) })
  }

  @Test func theTutorialsLeadingHalfHangsItsItemsOutwardsApartEvenPastTheFrame() {
    // The tutorial's three buttons on the leading half of a 300 pt frame, anchored by their
    // trailing edge: inside the frame they would pile up, so they keep apart and reach out of
    // it, as the tutorial's own layout does.
    let sizes = [
      CGSize(width: 110, height: 52), CGSize(width: 118, height: 52), CGSize(width: 112, height: 52),
    ]
    let arrangement = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, anchor: .trailing)
    let placement = arrangement.placement(in: Self.square)
    #expect(placement.radius == arrangement.idealRadius)
    #expect(placement.itemFrames[1].maxX == placement.anchorPoints[1].x)
    #expect(placement.itemFrames[1].maxX < 150)
    for (a, b) in zip(placement.itemFrames, placement.itemFrames.dropFirst()) {
      #expect(a.intersection(b).isNull || a.intersection(b).isEmpty)
    }
    // Small items fit the same frame, and then fill it.
    let small = RadialArrangement(
      itemSizes: Array(repeating: CGSize(width: 40, height: 30), count: 3), arc: .leadingHalf,
      anchor: .trailing)
    let fitted = small.placement(in: Self.square)
    #expect(fitted.radius > small.idealRadius)
    #expect(fitted.itemFrames.allSatisfy { Self.square.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
    #expect(fitted.itemFrames.contains { abs($0.minX) < 1e-9 })
  }

  @Test func sizeThatFitsIsTheItemsExtentNotTheProposal() {
    let sizes = Array(repeating: CGSize(width: 40, height: 40), count: 3)
    let fixed = RadialArrangement(itemSizes: sizes, arc: .trailingHalf, radius: .fixed(50))
    // Items at the top, the trailing side and the bottom: 50 + 20 each way vertically, and the
    // trailing item reaches 70 to the right, so the symmetric width is 140.
    #expect(fixed.sizeThatFits(width: 1_000, height: 1_000) == CGSize(width: 140, height: 140))
    #expect(fixed.sizeThatFits(width: nil, height: nil) == CGSize(width: 140, height: 140))
    let fitted = RadialArrangement(itemSizes: sizes, arc: .fullCircle)
    let inSquare = fitted.sizeThatFits(width: 300, height: 300)
    #expect(inSquare.width <= 300 && inSquare.height <= 300)
    #expect(fitted.sizeThatFits(width: 300, height: 300) != fitted.sizeThatFits(width: 200, height: 200))
  }

  @Test func anUnboundedProposalKeepsNeighboursApart() {
    let sizes = Array(repeating: CGSize(width: 30, height: 40), count: 6)
    let arrangement = RadialArrangement(itemSizes: sizes, arc: .fullCircle, spacing: 10)
    let size = arrangement.sizeThatFits(width: nil, height: .infinity)
    #expect(size.width.isFinite && size.width > 0)
    let placement = arrangement.placement(in: CGRect(origin: .zero, size: size))
    for (a, b) in zip(placement.itemFrames, placement.itemFrames.dropFirst() + [placement.itemFrames[0]]) {
      #expect(a.intersection(b).isNull || a.intersection(b).isEmpty)
    }
    // One free dimension: the ideal radius, as with none.
    #expect(arrangement.sizeThatFits(width: 100, height: nil) == size)
  }

  @Test func rightToLeftMirrorsTheHalves() {
    let sizes = Array(repeating: CGSize(width: 40, height: 20), count: 3)
    let ltr = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, anchor: .trailing).placement(
      in: Self.square)
    let rtl = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, anchor: .trailing, isRightToLeft: true)
      .placement(in: Self.square)
    for (a, b) in zip(ltr.itemFrames, rtl.itemFrames) {
      #expect(abs(b.minX - (300 - a.maxX)) < 1e-9)
      #expect(abs(b.minY - a.minY) < 1e-9)
    }
    #expect(rtl.itemFrames[1].minX > 150)
  }

  @Test func edgeInputsHaveDefinedResults() {
    let none = RadialArrangement(itemSizes: [], arc: .fullCircle)
    #expect(none.sizeThatFits(width: 300, height: 300) == .zero)
    #expect(none.placement(in: Self.square).itemFrames.isEmpty)
    let bad = RadialArrangement(
      itemSizes: [CGSize(width: CGFloat.nan, height: -4), CGSize(width: CGFloat.infinity, height: 1e300)],
      arc: .fullCircle)
    #expect(bad.itemSizes == [.zero, CGSize(width: 0, height: RadialArrangement.maximumLength)])
    for bounds in [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4),
    ] {
      let placement = bad.placement(in: bounds)
      #expect(placement.center == .zero)
      #expect(placement.radius == bad.idealRadius)
      #expect(placement.radius.isFinite)
    }
    // An item larger than the frame keeps clear of the centre and reports its real extent.
    let tooBig = RadialArrangement(itemSizes: [CGSize(width: 500, height: 500)], arc: .fullCircle)
    #expect(tooBig.placement(in: Self.square).radius == tooBig.idealRadius)
    let size = tooBig.sizeThatFits(width: 300, height: 300)
    #expect(size.width == 500 && size.height > 500)
    let fixed = RadialArrangement(
      itemSizes: [CGSize(width: 10, height: 10)], arc: .fullCircle, radius: .fixed(-5))
    #expect(fixed.placement(in: Self.square).radius == 0)
    let huge = RadialArrangement(
      itemSizes: [CGSize(width: 10, height: 10)], arc: .fullCircle, radius: .fixed(.infinity))
    #expect(huge.placement(in: Self.square).radius == RadialArrangement.maximumLength)
  }

  @Test func hitTestingFindsTheNearestItemUnderThePoint() {
    let sizes = Array(repeating: CGSize(width: 40, height: 40), count: 4)
    let placement = RadialArrangement(itemSizes: sizes, arc: .fullCircle).placement(in: Self.square)
    #expect(placement.item(at: CGPoint(x: 150, y: 20)) == 0)
    #expect(placement.item(at: CGPoint(x: 280, y: 150)) == 1)
    #expect(placement.item(at: CGPoint(x: 150, y: 150)) == nil)
    #expect(placement.item(at: CGPoint(x: CGFloat.nan, y: 20)) == nil)
    let stacked = RadialArrangement(itemSizes: sizes, arc: .fullCircle, radius: .fixed(0)).placement(
      in: Self.square)
    #expect(stacked.item(at: CGPoint(x: 150, y: 150)) == 0)
  }
}

@Suite("RadialArrangement ladders")
struct RadialArrangementLadderTests {
  static let lengths: [CGFloat] = [0, -5, .nan, .infinity, -.infinity, 300]

  @Test(arguments: [0, 1, 2, 8, 1_000])
  func everyCountIsPlacedOnTheCircleWithFiniteNumbers(count: Int) {
    for arc in [RadialArc.fullCircle, .leadingHalf, RadialArc(startDegrees: 90, sweepDegrees: 90)] {
      let arrangement = RadialArrangement(
        itemSizes: Array(repeating: CGSize(width: 30, height: 20), count: count), arc: arc)
      let placement = arrangement.placement(in: CGRect(x: 0, y: 0, width: 300, height: 300))
      #expect(placement.itemFrames.count == count)
      #expect(placement.radius.isFinite)
      let onCircle = placement.anchorPoints.allSatisfy { point in
        abs(hypot(point.x - 150, point.y - 150) - placement.radius) < 1e-6
      }
      #expect(onCircle)
      let size = arrangement.sizeThatFits(width: 300, height: 300)
      #expect(size.width.isFinite && size.height.isFinite)
    }
  }

  @Test func everyBadBoundsAndSizeHasAFiniteResult() {
    for width in Self.lengths {
      for side in Self.lengths {
        let arrangement = RadialArrangement(
          itemSizes: [CGSize(width: side, height: side), CGSize(width: 20, height: side)], arc: .fullCircle)
        let placement = arrangement.placement(in: CGRect(x: 0, y: 0, width: width, height: width))
        let numbers = placement.itemFrames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
        let finite = numbers.allSatisfy { $0.isFinite }
        #expect(finite, "bounds \(width), size \(side)")
        let size = arrangement.sizeThatFits(width: width, height: width.isNaN ? nil : width)
        #expect(
          size.width.isFinite && size.height.isFinite && size.width >= 0, "bounds \(width), size \(side)")
      }
    }
  }
}

/// The radius fit keeps every pair of items apart, or says it cannot.
@Suite("RadialArrangement overlap")
struct RadialArrangementOverlapTests {
  static let square = CGRect(x: 0, y: 0, width: 300, height: 300)

  @Test func aWideOpenArcPartsItsFirstAndLastItems() {
    let sizes = Array(repeating: CGSize(width: 44, height: 44), count: 2)
    let wide = RadialArrangement(itemSizes: sizes, arc: RadialArc(startDegrees: 0, sweepDegrees: 350))
    // 10° apart the short way round: the diagonal and the spacing fit the chord.
    let expected = (44 * 2.0.squareRoot() + 8) / (2 * sin(5 * Double.pi / 180))
    #expect(abs(wide.idealRadius - expected) < 1e-9)
    #expect(wide.fitsWithoutOverlap)
    #expect(wide.placement(in: Self.square).overlappingItems().isEmpty)
    let six = RadialArrangement(
      itemSizes: Array(repeating: CGSize(width: 60, height: 30), count: 6), arc: RadialArc(sweepDegrees: 330))
    #expect(six.placement(in: Self.square).overlappingItems().isEmpty)
  }

  @Test func itemsSharingAnAngleOrAFixedRadiusTooSmallAreReportedAsOverlapping() {
    let sizes = Array(repeating: CGSize(width: 44, height: 44), count: 3)
    let flat = RadialArrangement(itemSizes: sizes, arc: RadialArc(sweepDegrees: 0))
    #expect(!flat.fitsWithoutOverlap)
    #expect(abs(flat.idealRadius - (44 * 2.0.squareRoot() / 2 + 8)) < 1e-9)
    #expect(
      flat.placement(in: Self.square).overlappingItems().map { [$0.0, $0.1] } == [[0, 1], [0, 2], [1, 2]])
    let tight = RadialArrangement(itemSizes: sizes, arc: .fullCircle, radius: .fixed(10))
    #expect(tight.fitsWithoutOverlap)
    #expect(tight.placement(in: Self.square).overlappingItems().count == 3)
    let one = RadialArrangement(itemSizes: [CGSize(width: 44, height: 44)], arc: RadialArc(sweepDegrees: 0))
    #expect(one.fitsWithoutOverlap)
    #expect(
      RadialArrangement(itemSizes: [], arc: .fullCircle).placement(in: Self.square).overlappingItems().isEmpty
    )
  }

  @Test func mixedShapesArePartedByTheWidestWidthAndTallestHeight() {
    // A wide sliver and a tall sliver: neither diagonal alone keeps them apart at every angle.
    let sizes = [CGSize(width: 100, height: 1), CGSize(width: 1, height: 100), CGSize(width: 100, height: 1)]
    for start in stride(from: 0.0, to: 360, by: 15) {
      let arrangement = RadialArrangement(
        itemSizes: sizes, arc: RadialArc(startDegrees: start, sweepDegrees: 90),
        anchor: RadialAnchor(x: 0, y: 1))
      #expect(arrangement.placement(in: Self.square).overlappingItems().isEmpty, "start \(start)")
    }
  }
}
