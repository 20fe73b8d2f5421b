import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("RadialMenuSectors")
struct RadialMenuSectorsTests {
  static let sizes = Array(repeating: CGSize(width: 44, height: 44), count: 4)

  /// A point `distance` from the centre at `degrees` clockwise from the top.
  static func point(_ degrees: Double, _ distance: Double = 100) -> CGPoint {
    let unit = RadialArc.direction(atDegrees: degrees)
    return CGPoint(x: unit.x * distance, y: unit.y * distance)
  }

  @Test func aFullCircleGivesEveryDirectionToTheNearestItem() {
    let sectors = RadialMenuGeometry(itemSizes: Self.sizes, path: .arc(.fullCircle), centerDiameter: 56)
      .sectors()
    #expect(sectors.item(for: Self.point(0)) == 0)
    #expect(sectors.item(for: Self.point(44)) == 0)
    #expect(sectors.item(for: Self.point(46)) == 1)
    #expect(sectors.item(for: Self.point(180)) == 2)
    #expect(sectors.item(for: Self.point(300)) == 3)
    #expect(sectors.item(for: Self.point(340)) == 0)
  }

  @Test func anOpenArcsEndsReachHalfAStepOutAndNoFurther() {
    // The leading half: 0°, −90°, −180° for three items, 90° apart.
    let sectors = RadialMenuGeometry(
      itemSizes: Array(Self.sizes.prefix(3)), path: .arc(.leadingHalf), centerDiameter: 56
    ).sectors()
    #expect(sectors.item(for: Self.point(-90)) == 1)
    #expect(sectors.item(for: Self.point(30)) == 0)
    #expect(sectors.item(for: Self.point(50)) == nil)
    #expect(sectors.item(for: Self.point(90)) == nil)
    #expect(sectors.item(for: Self.point(130)) == nil)
    #expect(sectors.item(for: Self.point(140)) == 2)
    #expect(sectors.item(for: Self.point(-220)) == 2)
    // A wide arc: the gap behind it, narrower than a step, is split between its two ends.
    let wide = RadialMenuSectors(arcAngles: [0, 150, 300], isFullCircle: false)
    #expect(wide.item(for: Self.point(329)) == 2)
    #expect(wide.item(for: Self.point(331)) == 0)
  }

  @Test func theDeadZoneAndBadInputPointAtNothing() {
    let sectors = RadialMenuSectors(arcAngles: [0, 90, 180, 270], isFullCircle: true, deadZone: 24)
    #expect(sectors.item(for: Self.point(0, 23)) == nil)
    #expect(sectors.item(for: Self.point(0, 24)) == 0)
    #expect(sectors.item(for: CGPoint(x: CGFloat.nan, y: -100)) == nil)
    #expect(sectors.item(for: CGPoint(x: 0, y: -CGFloat.infinity)) == nil)
    #expect(RadialMenuSectors(arcAngles: [0, 90], isFullCircle: false, deadZone: .nan).deadZone == 0)
    #expect(RadialMenuSectors(arcAngles: [0, 90], isFullCircle: false, deadZone: 0).item(for: .zero) == nil)
  }

  @Test func oneItemOwnsEveryDirectionAndItemsSharingOneOwnNone() {
    let one = RadialMenuSectors(arcAngles: [45], isFullCircle: false)
    #expect([0.0, 90, 180, 270].allSatisfy { one.item(for: Self.point($0)) == 0 })
    let flat = RadialMenuGeometry(
      itemSizes: Self.sizes, path: .arc(RadialArc(sweepDegrees: 0)), centerDiameter: 56)
    #expect(flat.sectors().item(for: Self.point(0)) == nil)
    #expect(RadialMenuSectors(arcAngles: [], isFullCircle: true).item(for: Self.point(0)) == nil)
    #expect(
      RadialMenuSectors(lineDirection: CGPoint(x: 0, y: -1), distances: []).item(for: Self.point(0)) == nil)
  }

  @Test func aLinesItemsOwnBandsOfDistanceWithin45Degrees() {
    let geometry = RadialMenuGeometry(itemSizes: Self.sizes, path: .line(.up), centerDiameter: 56)
    // Centres at 28 + 8 + 22 = 58, then 110, 162, 214 pt above the button's centre.
    #expect(geometry.offsets.map(\.y) == [-58, -110, -162, -214])
    #expect(geometry.offsets.allSatisfy { $0.x == 0 })
    let sectors = geometry.sectors()
    #expect(sectors.item(for: Self.point(0, 50)) == 0)
    #expect(sectors.item(for: Self.point(0, 84)) == 1)
    #expect(sectors.item(for: Self.point(0, 150)) == 2)
    #expect(sectors.item(for: Self.point(0, 400)) == 3)
    #expect(sectors.item(for: Self.point(40, 150)) == 1)  // 115 pt along the line
    #expect(sectors.item(for: Self.point(50, 150)) == nil)
    #expect(sectors.item(for: Self.point(180, 150)) == nil)
  }

  @Test func rightToLeftSectorsAreTheMirror() {
    for path in [
      RadialMenuPath.arc(.trailingHalf), .arc(RadialArc(startDegrees: 30, sweepDegrees: 250)),
      .line(.trailing),
    ] {
      let ltr = RadialMenuGeometry(itemSizes: Self.sizes, path: path, centerDiameter: 56).sectors()
      let rtl = RadialMenuGeometry(itemSizes: Self.sizes, path: path, centerDiameter: 56, isRightToLeft: true)
        .sectors()
      for degrees in stride(from: 0.0, to: 360, by: 7) {
        let point = Self.point(degrees)
        #expect(
          ltr.item(for: point) == rtl.item(for: CGPoint(x: -point.x, y: point.y)), "\(path) \(degrees)°")
      }
    }
  }
}

/// The sectors over generated arcs: every direction beyond the dead zone goes to the nearest
/// item, and nothing is left out but directions beyond an open arc's ends by more than half a
/// step (or half the gap behind the arc).
@Suite("RadialMenuSectors properties")
struct RadialMenuSectorsProperties {
  struct Input: CustomStringConvertible {
    var count: Int
    var arc: RadialArc
    var degrees: Double

    var description: String { "\(count) items on \(arc), drag at \(degrees)°" }
  }

  static func input(_ random: inout SeededRandom) -> Input {
    Input(
      count: random.int(in: 1...24),
      arc: RadialArc(
        startDegrees: random.double(in: -360...360),
        sweepDegrees: random.int(in: 0...3) == 0 ? 360 : random.double(in: 1...359),
        direction: random.int(in: 0...1) == 0 ? .clockwise : .counterClockwise),
      degrees: random.double(in: -720...720))
  }

  /// The angle between two directions the short way round.
  static func separation(_ a: Double, _ b: Double) -> Double {
    let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
  }

  @Test func sectorsTileTheArcByNearestItem() {
    checkProperty("sectors tile the arc", generate: Self.input) { input in
      let angles = input.arc.angles(count: input.count)
      let sectors = RadialMenuSectors(arcAngles: angles, isFullCircle: input.arc.isFullCircle)
      let result = sectors.item(for: RadialMenuSectorsTests.point(input.degrees))
      let distances = angles.map { Self.separation($0, input.degrees) }
      guard let nearest = distances.min() else { return "no items" }
      guard let result else {
        guard !input.arc.isFullCircle, input.count > 1 else {
          return "a direction left out of a whole circle"
        }
        let step = abs(input.arc.step(count: input.count))
        let gap = 360 - step * Double(input.count - 1)
        return nearest >= min(step, gap) / 2 - 1e-6 ? nil : "left out \(nearest)° from an item"
      }
      return distances[result] <= nearest + 1e-6 ? nil : "item \(result) is not the nearest"
    }
  }
}
