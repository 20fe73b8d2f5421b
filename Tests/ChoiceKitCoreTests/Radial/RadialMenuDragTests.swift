import ChoiceKitCore
import Foundation
import Testing

@Suite("RadialMenuDrag")
struct RadialMenuDragTests {
  /// Four items on a full circle: 0 at the top, 1 trailing, 2 at the bottom, 3 leading.
  static let sectors = RadialMenuSectors(arcAngles: [0, 90, 180, 270], isFullCircle: true, deadZone: 24)
  static let all: @Sendable (Int) -> Bool = { _ in true }

  /// A release pressed at the button's centre: its position is its travel.
  static func end(
    _ drag: RadialMenuDrag, at point: CGPoint, predictedEnd: CGPoint? = nil, speed: CGFloat? = nil,
    isEnabled: (Int) -> Bool = all
  ) -> RadialMenuDragOutcome {
    drag.end(at: point, travel: point, predictedEnd: predictedEnd, speed: speed, isEnabled: isEnabled)
  }

  @Test func aPressThatStaysOnTheButtonIsATap() {
    var drag = RadialMenuDrag(sectors: Self.sectors)
    let change1 = drag.move(to: CGPoint(x: 5, y: -8), isEnabled: Self.all)
    #expect(!change1)
    #expect(!drag.opensMenu)
    #expect(drag.highlighted == nil)
    #expect(Self.end(drag, at: CGPoint(x: 3, y: 2), predictedEnd: CGPoint(x: 4, y: 3), speed: 50) == .tap)
    #expect(Self.end(drag, at: .zero) == .tap)
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
    #expect(Self.end(drag, at: CGPoint(x: 90, y: 0)) == .choose(1))
  }

  @Test func returningToTheButtonAfterADragCancelsWithoutAHaptic() {
    var drag = RadialMenuDrag(sectors: Self.sectors)
    drag.move(to: CGPoint(x: 0, y: 60), isEnabled: Self.all)
    #expect(drag.highlighted == 2)
    // Leaving every item clears the highlight, which is no haptic's moment.
    let change5 = drag.move(to: CGPoint(x: 2, y: 2), isEnabled: Self.all)
    #expect(!change5)
    #expect(drag.highlighted == nil)
    #expect(drag.opensMenu)
    #expect(Self.end(drag, at: CGPoint(x: 2, y: 2)) == .cancel)
  }

  @Test func releasingOutsideEverySectorOrOnADisabledItemCancels() {
    let half = RadialMenuSectors(arcAngles: [0, 90, 180], isFullCircle: false, deadZone: 24)
    var drag = RadialMenuDrag(sectors: half)
    drag.move(to: CGPoint(x: -80, y: 0), isEnabled: Self.all)
    #expect(drag.highlighted == nil)
    #expect(Self.end(drag, at: CGPoint(x: -80, y: 0)) == .cancel)
    var disabled = RadialMenuDrag(sectors: Self.sectors)
    let change6 = disabled.move(to: CGPoint(x: 80, y: 0), isEnabled: { $0 != 1 })
    #expect(!change6)
    #expect(disabled.highlighted == nil)
    #expect(Self.end(disabled, at: CGPoint(x: 80, y: 0), isEnabled: { $0 != 1 }) == .cancel)
  }

  @Test func aFlickChoosesByWhereTheFingerWasHeading() {
    let drag = RadialMenuDrag(sectors: Self.sectors)
    let fast: CGFloat = 900
    #expect(
      Self.end(drag, at: CGPoint(x: 0, y: 12), predictedEnd: CGPoint(x: 0, y: 140), speed: fast) == .choose(2)
    )
    #expect(
      Self.end(
        drag, at: CGPoint(x: 0, y: 12), predictedEnd: CGPoint(x: 0, y: 140), speed: fast,
        isEnabled: { $0 != 2 })
        == .cancel)
    // A release beyond the dead zone reads where the finger is, not where it was heading.
    #expect(
      Self.end(drag, at: CGPoint(x: 0, y: 40), predictedEnd: CGPoint(x: 200, y: 0), speed: fast) == .choose(2)
    )
  }

  @Test func aFlickNeedsRealTravelAndSpeed() {
    let drag = RadialMenuDrag(sectors: Self.sectors)
    let heading = CGPoint(x: 0, y: 140)
    let minimum = RadialMenuDrag.flickMinimumSpeed
    // Long enough and fast enough.
    #expect(Self.end(drag, at: CGPoint(x: 0, y: 10), predictedEnd: heading, speed: minimum) == .choose(2))
    // Too short, however fast: a tap.
    #expect(Self.end(drag, at: CGPoint(x: 0, y: 9.9), predictedEnd: heading, speed: 5_000) == .tap)
    // Too slow, however far within the dead zone: a tap.
    #expect(Self.end(drag, at: CGPoint(x: 0, y: 20), predictedEnd: heading, speed: minimum - 1) == .tap)
    // No speed known, or a speed that is not a number: no flick.
    #expect(Self.end(drag, at: CGPoint(x: 0, y: 20), predictedEnd: heading, speed: nil) == .tap)
    #expect(Self.end(drag, at: CGPoint(x: 0, y: 20), predictedEnd: heading, speed: .nan) == .tap)
    #expect(RadialMenuDrag.isFlick(travel: CGPoint(x: CGFloat.infinity, y: 0), speed: 1_000) == false)
  }

  /// Menus of every path, including lines of wide items whose frames reach past the band
  /// boundary halfway to the next item.
  static let geometries: [RadialMenuGeometry] = {
    let sizes: [[CGSize]] = [
      Array(repeating: CGSize(width: 44, height: 44), count: 6),
      [CGSize(width: 150, height: 40), CGSize(width: 40, height: 40), CGSize(width: 160, height: 36)],
      [
        CGSize(width: 90, height: 40), CGSize(width: 120, height: 40), CGSize(width: 60, height: 60),
        CGSize(width: 44, height: 44),
      ],
    ]
    let paths: [RadialMenuPath] = [
      .arc(.fullCircle), .arc(.leadingHalf), .arc(RadialArc(startDegrees: 270, sweepDegrees: 180)),
      .line(.up), .line(.trailing),
      .line(RadialLine(directionDegrees: 315)), .line(RadialLine(directionDegrees: 200)),
    ]
    return sizes.flatMap { sizes in
      paths.flatMap { path in
        [false, true].map {
          RadialMenuGeometry(itemSizes: sizes, path: path, centerDiameter: 56, isRightToLeft: $0)
        }
      }
    }
  }()

  /// Press points all over the button's disc.
  static let presses: [CGPoint] = stride(from: -26.0, through: 26.0, by: 6.5).flatMap { x in
    stride(from: -26.0, through: 26.0, by: 6.5).map { CGPoint(x: x, y: $0) }
  }.filter { hypot($0.x, $0.y) <= 27 }

  @Test func aReleaseOnAnItemsFrameChoosesThatItemWhereverThePressLanded() {
    for geometry in Self.geometries {
      let sectors = geometry.sectors()
      let button = CGRect(x: -28, y: -28, width: 56, height: 56)
      for (index, frame) in geometry.frames(in: button, progress: []).enumerated() {
        let inside = frame.insetBy(dx: 0.5, dy: 0.5)
        let points = [
          CGPoint(x: inside.minX, y: inside.minY), CGPoint(x: inside.maxX, y: inside.minY),
          CGPoint(x: inside.minX, y: inside.maxY), CGPoint(x: inside.maxX, y: inside.maxY),
          CGPoint(x: inside.midX, y: inside.midY), CGPoint(x: inside.midX, y: inside.minY),
          CGPoint(x: inside.maxX, y: inside.midY),
        ]
        // Items may touch a neighbour; a point shared by two frames goes to the nearer centre.
        let own = points.filter { sectors.itemFrame(at: $0) == index }
        #expect(own.count >= 5, "\(geometry.path) item \(index): \(own.count) of \(points.count) points")
        for point in own {
          for press in Self.presses {
            var drag = RadialMenuDrag(sectors: sectors)
            let travel = CGPoint(x: point.x - press.x, y: point.y - press.y)
            drag.move(to: point, travel: travel, isEnabled: Self.all)
            #expect(drag.highlighted == index, "\(geometry.path) item \(index) at \(point), press \(press)")
            let outcome = drag.end(
              at: point, travel: travel, predictedEnd: nil, speed: nil, isEnabled: Self.all)
            #expect(outcome == .choose(index), "\(geometry.path) item \(index) at \(point), press \(press)")
          }
        }
      }
    }
  }

  @Test func aTapOrAShortSlideOnTheButtonNeverChooses() {
    for geometry in Self.geometries {
      let sectors = geometry.sectors()
      for press in Self.presses {
        // Every short slide, in every direction, at any speed, heading anywhere.
        for step in stride(from: 0.0, to: 360.0, by: 30.0) {
          let unit = RadialArc.direction(atDegrees: step)
          for length in [0, 4, 9.9] as [CGFloat] {
            let travel = CGPoint(x: unit.x * length, y: unit.y * length)
            let position = CGPoint(x: press.x + travel.x, y: press.y + travel.y)
            guard hypot(position.x, position.y) <= 28 else { continue }
            var drag = RadialMenuDrag(sectors: sectors)
            drag.move(to: position, travel: travel, isEnabled: Self.all)
            let heading = CGPoint(x: unit.x * 400, y: unit.y * 400)
            for speed in [nil, 0, 299, 5_000] as [CGFloat?] {
              let outcome = drag.end(
                at: position, travel: travel, predictedEnd: heading, speed: speed, isEnabled: Self.all)
              #expect(
                outcome == .tap,
                "\(geometry.path) press \(press) travel \(travel) speed \(String(describing: speed))")
            }
          }
        }
      }
    }
  }

  @Test func hugeFiniteAnglesGiveFiniteDirectionsFramesAndSectors() {
    let huge: [Double] = [1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 6e307, 720.5]
    for degrees in huge {
      let unit = RadialArc.direction(atDegrees: degrees)
      #expect(unit.x.isFinite && unit.y.isFinite && abs(hypot(unit.x, unit.y) - 1) < 1e-9, "\(degrees)")
      let geometry = RadialMenuGeometry(
        itemSizes: Array(repeating: CGSize(width: 60, height: 40), count: 4),
        path: .line(RadialLine(directionDegrees: degrees)), centerDiameter: 56)
      #expect(geometry.offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(degrees)")
      let frames = geometry.frames(in: CGRect(x: 0, y: 0, width: 56, height: 56), progress: [])
      #expect(frames.allSatisfy { [$0.minX, $0.minY].allSatisfy(\.isFinite) }, "\(degrees)")
      // The far item is still found where it rests.
      let last = geometry.offsets[3]
      #expect(geometry.sectors().item(for: last) == 3, "\(degrees)")
    }
    // 720.5° is 0.5°.
    #expect(abs(RadialArc.direction(atDegrees: 720.5).x - RadialArc.direction(atDegrees: 0.5).x) < 1e-12)
  }

  @Test func theFingerSpeedIsOverTheLastTenthOfASecond() {
    var speed = RadialMenuFingerSpeed()
    #expect(speed.speed == nil)
    speed.record(CGPoint(x: 0, y: 0), at: 0)
    #expect(speed.speed == nil)
    speed.record(CGPoint(x: 0, y: -30), at: 0.05)
    #expect(speed.speed == 600)
    // A finger that rested, then lifted: only the last tenth of a second counts.
    speed.record(CGPoint(x: 0, y: -30), at: 1)
    speed.record(CGPoint(x: 0, y: -30), at: 1.05)
    #expect(speed.speed == 0)
    // Out of order and not-a-number positions are ignored.
    speed.record(CGPoint(x: 500, y: 0), at: 0.5)
    speed.record(CGPoint(x: CGFloat.nan, y: 0), at: 1.06)
    #expect(speed.speed == 0)
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
