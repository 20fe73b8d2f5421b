import ChoiceKitCore
import Foundation
import Testing

@Suite("RadialMenuDrag")
struct RadialMenuDragTests {
  /// Four items on a full circle: 0 at the top, 1 trailing, 2 at the bottom, 3 leading.
  static let sectors = RadialMenuSectors(arcAngles: [0, 90, 180, 270], isFullCircle: true, deadZone: 24)
  static let all: @Sendable (Int) -> Bool = { _ in true }

  @Test func aPressThatStaysOnTheButtonIsATap() {
    var drag = RadialMenuDrag(sectors: Self.sectors)
    let change1 = drag.move(to: CGPoint(x: 5, y: -8), isEnabled: Self.all)
    #expect(!change1)
    #expect(!drag.opensMenu)
    #expect(drag.highlighted == nil)
    #expect(drag.end(at: CGPoint(x: 3, y: 2), predictedEnd: CGPoint(x: 4, y: 3), isEnabled: Self.all) == .tap)
    #expect(drag.end(at: .zero, predictedEnd: nil, isEnabled: Self.all) == .tap)
  }

  @Test func draggingOpensHighlightsEachItemOnceAndReleaseChoosesIt() {
    var drag = RadialMenuDrag(sectors: Self.sectors)
    let change2 = drag.move(to: CGPoint(x: 0, y: -30), isEnabled: Self.all)
    #expect(change2)
    #expect(drag.opensMenu)
    #expect(drag.highlighted == 0)
    // Moving within the same sector is no change: no second haptic.
    let change3 = drag.move(to: CGPoint(x: 10, y: -60), isEnabled: Self.all)
    #expect(!change3)
    let change4 = drag.move(to: CGPoint(x: 80, y: 5), isEnabled: Self.all)
    #expect(change4)
    #expect(drag.highlighted == 1)
    #expect(drag.end(at: CGPoint(x: 90, y: 0), predictedEnd: nil, isEnabled: Self.all) == .choose(1))
  }

  @Test func returningToTheButtonAfterADragCancels() {
    var drag = RadialMenuDrag(sectors: Self.sectors)
    drag.move(to: CGPoint(x: 0, y: 60), isEnabled: Self.all)
    let change5 = drag.move(to: CGPoint(x: 2, y: 2), isEnabled: Self.all)
    #expect(change5)
    #expect(drag.highlighted == nil)
    #expect(drag.opensMenu)
    #expect(drag.end(at: CGPoint(x: 2, y: 2), predictedEnd: nil, isEnabled: Self.all) == .cancel)
  }

  @Test func releasingOutsideEverySectorOrOnADisabledItemCancels() {
    let half = RadialMenuSectors(arcAngles: [0, 90, 180], isFullCircle: false, deadZone: 24)
    var drag = RadialMenuDrag(sectors: half)
    drag.move(to: CGPoint(x: -80, y: 0), isEnabled: Self.all)
    #expect(drag.highlighted == nil)
    #expect(drag.end(at: CGPoint(x: -80, y: 0), predictedEnd: nil, isEnabled: Self.all) == .cancel)
    var disabled = RadialMenuDrag(sectors: Self.sectors)
    let change6 = disabled.move(to: CGPoint(x: 80, y: 0), isEnabled: { $0 != 1 })
    #expect(!change6)
    #expect(disabled.highlighted == nil)
    #expect(disabled.end(at: CGPoint(x: 80, y: 0), predictedEnd: nil, isEnabled: { $0 != 1 }) == .cancel)
  }

  @Test func aFlickChoosesByWhereTheFingerWasHeading() {
    let drag = RadialMenuDrag(sectors: Self.sectors)
    #expect(
      drag.end(at: CGPoint(x: 0, y: 12), predictedEnd: CGPoint(x: 0, y: 140), isEnabled: Self.all)
        == .choose(2))
    #expect(
      drag.end(at: CGPoint(x: 0, y: 12), predictedEnd: CGPoint(x: 0, y: 140), isEnabled: { $0 != 2 })
        == .cancel)
    // A release beyond the dead zone reads where the finger is, not where it was heading.
    #expect(
      drag.end(at: CGPoint(x: 0, y: 40), predictedEnd: CGPoint(x: 200, y: 0), isEnabled: Self.all)
        == .choose(2))
  }
}

@Suite("RadialMenuGeometry")
struct RadialMenuGeometryPathTests {
  static let sizes = [
    CGSize(width: 80, height: 40), CGSize(width: 120, height: 40), CGSize(width: 60, height: 60),
  ]
  static let button = CGRect(x: 100, y: 100, width: 56, height: 56)

  @Test func arcItemsRestWhereTheArrangementPutsThem() {
    let geometry = RadialMenuGeometry(itemSizes: Self.sizes, path: .arc(.leadingHalf), centerDiameter: 56)
    let arrangement = RadialArrangement(itemSizes: Self.sizes, arc: .leadingHalf)
    let expected = arrangement.menuFrames(in: Self.button, centerDiameter: 56, progress: [1, 1, 1])
    let frames = geometry.frames(in: Self.button, progress: [1, 1, 1])
    for (a, b) in zip(frames, expected) {
      #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && a.size == b.size)
    }
  }

  @Test func lineItemsStackFromTheButtonAndSlideOutAlongTheLine() {
    let geometry = RadialMenuGeometry(itemSizes: Self.sizes, path: .line(.trailing), centerDiameter: 56)
    let frames = geometry.frames(in: Self.button, progress: [1, 1, 1])
    #expect(frames[0].minX == Self.button.maxX + 8)
    #expect(frames[1].minX == frames[0].maxX + 8)
    #expect(frames[2].minX == frames[1].maxX + 8)
    #expect(frames.allSatisfy { $0.midY == Self.button.midY })
    let closed = geometry.frames(in: Self.button, progress: [0, 0, 0])
    #expect(closed.allSatisfy { $0.midX == Self.button.midX && $0.midY == Self.button.midY })
    let mirrored = RadialMenuGeometry(
      itemSizes: Self.sizes, path: .line(.trailing), centerDiameter: 56, isRightToLeft: true
    ).frames(in: Self.button, progress: [1, 1, 1])
    #expect(mirrored[0].maxX == Self.button.minX - 8)
    // The radius setting is an arc's: a line ignores it.
    let fixed = RadialMenuGeometry(
      itemSizes: Self.sizes, path: .line(.trailing), radius: .fixed(300), centerDiameter: 56)
    #expect(fixed.offsets == geometry.offsets)
  }

  @Test func badInputGivesFiniteFrames() {
    let geometry = RadialMenuGeometry(
      itemSizes: [CGSize(width: CGFloat.nan, height: -4), CGSize(width: CGFloat.infinity, height: 20)],
      path: .line(RadialLine(directionDegrees: .nan)), centerDiameter: -.infinity, spacing: .nan)
    let frames = geometry.frames(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), progress: [.nan])
    #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
    // NaN spacing reads as 0 and the NaN-wide item as 0 wide: it rests on the button's centre.
    #expect(geometry.offsets[0] == .zero)
  }
}

@Suite("RadialMenuGeometry navigation")
struct RadialMenuGeometryNavigationTests {
  static let sizes = Array(repeating: CGSize(width: 44, height: 44), count: 3)
  static let all: @Sendable (Int) -> Bool = { _ in true }

  @Test func arrowsAlongALineGoOnAndBack() {
    let up = RadialMenuGeometry(itemSizes: Self.sizes, path: .line(.up), centerDiameter: 56)
    #expect(up.move(for: .up) == .next)
    #expect(up.move(for: .down) == .previous)
    #expect(up.move(for: .left) == .previous)
    #expect(up.move(for: .right) == .next)
    let trailing = RadialMenuGeometry(itemSizes: Self.sizes, path: .line(.trailing), centerDiameter: 56)
    #expect(trailing.move(for: .right) == .next)
    #expect(trailing.move(for: .left) == .previous)
    let mirrored = RadialMenuGeometry(
      itemSizes: Self.sizes, path: .line(.trailing), centerDiameter: 56, isRightToLeft: true)
    #expect(mirrored.move(for: .left) == .next)
    #expect(mirrored.move(for: .right) == .previous)
  }

  @Test func aLineStopsAtItsEndsAndAFullCircleWraps() {
    let line = RadialMenuGeometry(itemSizes: Self.sizes, path: .line(.down), centerDiameter: 56)
    #expect(line.target(of: .next, from: 2, isEnabled: Self.all) == 2)
    #expect(line.target(of: .previous, from: 0, isEnabled: Self.all) == 0)
    let circle = RadialMenuGeometry(itemSizes: Self.sizes, path: .arc(.fullCircle), centerDiameter: 56)
    #expect(circle.target(of: .next, from: 2, isEnabled: Self.all) == 0)
    #expect(circle.move(for: .down) == .next)
    let half = RadialMenuGeometry(itemSizes: Self.sizes, path: .arc(.leadingHalf), centerDiameter: 56)
    #expect(half.target(of: .next, from: 2, isEnabled: Self.all) == 2)
  }
}

@Suite("RadialMenuGeometry outside")
struct RadialMenuGeometryOutsideTests {
  @Test func theButtonAndTheItemsAreInsideAndEverythingElseOutside() {
    let sizes = Array(repeating: CGSize(width: 44, height: 44), count: 4)
    let button = CGRect(x: 0, y: 0, width: 56, height: 56)
    let geometry = RadialMenuGeometry(itemSizes: sizes, path: .line(.up), centerDiameter: 56)
    #expect(geometry.contains(CGPoint(x: 28, y: 28), in: button))
    #expect(geometry.contains(CGPoint(x: 28, y: 1), in: button))
    // The button's corner lies off its disc.
    #expect(!geometry.contains(CGPoint(x: 1, y: 1), in: button))
    // The first item rests 58 pt above the button's centre.
    #expect(geometry.contains(CGPoint(x: 28, y: 28 - 58), in: button))
    #expect(geometry.contains(CGPoint(x: 28, y: 28 - 214 - 21), in: button))
    #expect(!geometry.contains(CGPoint(x: 28, y: 28 - 214 - 23), in: button))
    #expect(!geometry.contains(CGPoint(x: 80, y: -30), in: button))
    #expect(!geometry.contains(CGPoint(x: 28, y: 100), in: button))
    #expect(!geometry.contains(CGPoint(x: CGFloat.nan, y: 28), in: button))
  }
}
