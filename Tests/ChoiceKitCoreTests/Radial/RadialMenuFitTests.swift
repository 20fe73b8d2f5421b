import ChoiceKitCore
import Foundation
import Testing

@Suite("RadialMenuFit")
struct RadialMenuFitTests {
  /// An iPhone's window and safe area, an iPad's, a small phone's in landscape.
  static let windows: [(window: CGSize, safeArea: CGRect)] = [
    (CGSize(width: 390, height: 844), CGRect(x: 0, y: 47, width: 390, height: 763)),
    (CGSize(width: 1024, height: 1366), CGRect(x: 0, y: 24, width: 1024, height: 1322)),
    (CGSize(width: 568, height: 320), CGRect(x: 44, y: 0, width: 480, height: 299)),
  ]
  static let paths: [RadialMenuPath] = [
    .arc(.fullCircle), .arc(.trailingHalf), .arc(.leadingHalf),
    .arc(RadialArc(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise)), .line(.up),
    .line(.trailing), .line(.up.aligned(.trailing)),
  ]

  /// Items as a text size makes them: a 44 pt symbol button, or a pill whose width grows with
  /// the text.
  static func sizes(count: Int, scale: CGFloat) -> [CGSize] {
    (0..<count).map { CGSize(width: (60 + CGFloat($0 % 3) * 24) * scale, height: 44 * scale) }
  }

  @Test func everyItemLiesInsideTheSafeAreaOrTheListIsUsed() {
    for (window, safeArea) in Self.windows {
      let buttons = stride(from: 0.0, through: 1.0, by: 0.25).flatMap { fx in
        stride(from: 0.0, through: 1.0, by: 0.25).map { fy in
          CGRect(
            x: safeArea.minX + (safeArea.width - 56) * fx, y: safeArea.minY + (safeArea.height - 56) * fy,
            width: 56,
            height: 56)
        }
      }
      for button in buttons {
        for path in Self.paths {
          for count in [1, 3, 6, 8] {
            for scale in [1, 1.4, 2.4] as [CGFloat] {
              for isRightToLeft in [false, true] {
                let sizes = Self.sizes(count: count, scale: scale)
                let fit = RadialMenuFit.fit(
                  itemSizes: sizes, path: path, centerDiameter: 56, isRightToLeft: isRightToLeft,
                  button: button,
                  safeArea: safeArea)
                guard case .path(let fitted) = fit else { continue }
                let frames = RadialMenuGeometry(
                  itemSizes: sizes, path: fitted, centerDiameter: 56, isRightToLeft: isRightToLeft
                ).frames(in: button, progress: [])
                let room = safeArea.insetBy(dx: -RadialMenuFit.tolerance, dy: -RadialMenuFit.tolerance)
                #expect(
                  frames.allSatisfy { room.contains($0) },
                  "\(window) button \(button) \(path) → \(fitted), \(count) items ×\(scale)")
              }
            }
          }
        }
      }
    }
  }

  @Test func aPathThatFitsIsKept() {
    // An iPad's window, the button in its middle: every path of four items fits as asked.
    let safeArea = CGRect(x: 0, y: 24, width: 1024, height: 1322)
    let middle = CGRect(x: 484, y: 655, width: 56, height: 56)
    for path in Self.paths {
      let sizes = Self.sizes(count: 4, scale: 1)
      #expect(
        RadialMenuFit.fit(
          itemSizes: sizes, path: path, centerDiameter: 56, button: middle, safeArea: safeArea)
          == .path(path))
    }
  }

  @Test func aCornerButtonsArcTurnsTowardsTheScreen() {
    // A floating button in the bottom trailing corner: the trailing half would leave the screen.
    let safeArea = CGRect(x: 0, y: 47, width: 390, height: 763)
    let corner = CGRect(x: 318, y: 738, width: 56, height: 56)
    let sizes = Self.sizes(count: 3, scale: 1)
    let fit = RadialMenuFit.fit(
      itemSizes: sizes, path: .arc(.trailingHalf), centerDiameter: 56, button: corner, safeArea: safeArea)
    #expect(fit != .path(.arc(.trailingHalf)))
    #expect(fit != .list)
  }

  @Test func aCornerSpeedDialsWideItemsGrowAwayFromTheEdge() {
    // Pills wider than the button above a floating button in the bottom trailing corner:
    // centred, they would cross the trailing edge; aligned to the button's trailing edge they fit.
    let safeArea = CGRect(x: 0, y: 47, width: 390, height: 763)
    let corner = CGRect(x: 318, y: 650, width: 56, height: 56)
    let sizes = Array(repeating: CGSize(width: 150, height: 44), count: 3)
    let centred = RadialMenuGeometry(itemSizes: sizes, path: .line(.up), centerDiameter: 56)
    #expect(centred.frames(in: corner, progress: []).contains { $0.maxX > safeArea.maxX })
    #expect(
      RadialMenuFit.fit(
        itemSizes: sizes, path: .line(.up), centerDiameter: 56, button: corner, safeArea: safeArea)
        == .path(.line(.up.aligned(.trailing))))
    // Right to left the corner is on the left, where the items' trailing edges now are.
    let mirrored = CGRect(x: 16, y: 650, width: 56, height: 56)
    #expect(
      RadialMenuFit.fit(
        itemSizes: sizes, path: .line(.up), centerDiameter: 56, isRightToLeft: true, button: mirrored,
        safeArea: safeArea) == .path(.line(.up.aligned(.trailing))))
    // Asked for, the alignment is kept where it fits.
    #expect(
      RadialMenuFit.fit(
        itemSizes: sizes, path: .line(.up.aligned(.trailing)), centerDiameter: 56, button: corner,
        safeArea: safeArea) == .path(.line(.up.aligned(.trailing))))
  }

  @Test func accessibilitySizesThatFitNowhereFallBackToTheList() {
    // Eight pills at the largest accessibility size around a button in a small landscape window.
    let safeArea = CGRect(x: 44, y: 0, width: 480, height: 299)
    let button = CGRect(x: 256, y: 120, width: 56, height: 56)
    let fit = RadialMenuFit.fit(
      itemSizes: Self.sizes(count: 8, scale: 3.1), path: .arc(.fullCircle), centerDiameter: 56,
      button: button,
      safeArea: safeArea)
    #expect(fit == .list)
  }

  @Test func anUnknownWindowKeepsThePath() {
    let sizes = Self.sizes(count: 3, scale: 1)
    let button = CGRect(x: 0, y: 0, width: 56, height: 56)
    for safeArea in [CGRect.zero, .null, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)] {
      #expect(
        RadialMenuFit.fit(
          itemSizes: sizes, path: .line(.up), centerDiameter: 56, button: button, safeArea: safeArea)
          == .path(.line(.up)))
    }
  }

  @Test func mirroringAnArcMovesItsItemsAcrossTheAxes() {
    let arc = RadialArc(startDegrees: 30, sweepDegrees: 90)
    let directions = { (arc: RadialArc) in arc.angles(count: 3).map { RadialArc.direction(atDegrees: $0) } }
    let original = directions(arc)
    let across = directions(arc.mirrored(horizontally: true, vertically: false))
    for (p, q) in zip(original, across) {
      #expect(abs(p.x + q.x) < 1e-9 && abs(p.y - q.y) < 1e-9)
    }
    let upDown = directions(arc.mirrored(horizontally: false, vertically: true))
    for (p, q) in zip(original, upDown) {
      #expect(abs(p.x - q.x) < 1e-9 && abs(p.y + q.y) < 1e-9)
    }
  }

}

@Suite("RadialArc nearly full")
struct RadialArcNearlyFullTests {
  @Test func anArcWhoseEndsNearlyMeetIsSpreadOverTheWholeCircle() {
    // 330° for six items: the ends 30° apart, neighbours 66°: a full circle from the same start.
    let wide = RadialArc(startDegrees: 20, sweepDegrees: 330, direction: .counterClockwise)
    let closed = wide.closingNearlyFullCircle(count: 6)
    #expect(closed == RadialArc(startDegrees: 20, sweepDegrees: 360, direction: .counterClockwise))
    // Two items 350° apart one way are 10° apart the other.
    #expect(RadialArc(sweepDegrees: 350).closingNearlyFullCircle(count: 2).isFullCircle)
    // Open arcs with room at their ends stay as asked, and so do one item and full circles.
    #expect(RadialArc.leadingHalf.closingNearlyFullCircle(count: 6) == .leadingHalf)
    #expect(RadialArc(sweepDegrees: 300).closingNearlyFullCircle(count: 6) == RadialArc(sweepDegrees: 300))
    #expect(RadialArc(sweepDegrees: 350).closingNearlyFullCircle(count: 1) == RadialArc(sweepDegrees: 350))
    #expect(RadialArc.fullCircle.closingNearlyFullCircle(count: 5) == .fullCircle)
  }

  @Test func aMenuOnANearlyFullArcKeepsAModestRadius() {
    let sizes = Array(repeating: CGSize(width: 90, height: 40), count: 2)
    let nearly = RadialMenuGeometry(
      itemSizes: sizes, path: .arc(RadialArc(sweepDegrees: 350)), centerDiameter: 56)
    let full = RadialMenuGeometry(itemSizes: sizes, path: .arc(.fullCircle), centerDiameter: 56)
    #expect(nearly.offsets == full.offsets)
    let radius = nearly.offsets.map { hypot($0.x, $0.y) }.max() ?? 0
    #expect(radius < 120, "\(radius)")
    // Its sectors and arrow keys wrap round as a full circle's do.
    #expect(nearly.target(of: .next, from: 1, isEnabled: { _ in true }) == 0)
  }
}
