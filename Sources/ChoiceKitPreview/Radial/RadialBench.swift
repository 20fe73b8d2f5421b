import ChoiceKitCore
import Foundation

/// The radial layout's rows: what `RadialLayout` does on every layout pass (the size that fits a
/// proposal, the items placed in bounds) and what the menu does on every touch (the item under
/// a point), each at 2 to 10,000 items, and what a press-drag-release does on every frame of the
/// drag (the item the finger points at, on a half circle and on a line, at 8 and 80 items).
enum RadialBench {
  /// The item counts every series is measured at.
  static let counts = [2, 10, 100, 1_000, 10_000]

  static func cases() -> [BenchCase] {
    let arrangements = counts.map { arrangement(count: $0) }
    var cases: [BenchCase] = []
    for arrangement in arrangements {
      cases.append(
        BenchCase("placement(in:)", n: arrangement.count) { i in
          // A different size each call, so no placement can be reused.
          Double(arrangement.placement(in: bounds(i)).radius)
        })
    }
    for arrangement in arrangements {
      cases.append(
        BenchCase("sizeThatFits(width:height:)", n: arrangement.count) { i in
          let proposal = bounds(i)
          return Double(arrangement.sizeThatFits(width: proposal.width, height: proposal.height).width)
        })
    }
    for arrangement in arrangements {
      let placement = arrangement.placement(in: bounds(0))
      cases.append(
        BenchCase("item(at:)", n: arrangement.count) { i in
          Double(placement.item(at: point(i, in: placement)) ?? -1)
        })
    }
    for (name, path) in [("arc", RadialMenuPath.arc(.leadingHalf)), ("line", .line(.up))] {
      for count in [8, 80] {
        let geometry = RadialMenuGeometry(
          itemSizes: arrangement(count: count).itemSizes, path: path, centerDiameter: 56)
        var drag = RadialMenuDrag(sectors: geometry.sectors())
        cases.append(
          BenchCase("RadialMenuDrag.move(to:) \(name)", n: count) { i in
            drag.move(to: translation(i), isEnabled: { $0 % 5 != 4 })
            return Double(drag.highlighted ?? -1)
          })
      }
    }
    return cases
  }

  /// The finger's translation on the `i`th frame of a drag: round the circle by a golden-ratio
  /// sequence, from the centre out to 400 pt.
  static func translation(_ i: Int) -> CGPoint {
    let fraction = (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    let unit = RadialArc.direction(atDegrees: 360 * fraction)
    let distance = CGFloat(i % 400)
    return CGPoint(x: distance * unit.x, y: distance * unit.y)
  }

  /// A full circle of `count` items, cycling through three sizes of the tutorial's buttons.
  static func arrangement(count: Int) -> RadialArrangement {
    let sizes = [
      CGSize(width: 104, height: 52), CGSize(width: 118, height: 52), CGSize(width: 96, height: 52),
    ]
    return RadialArrangement(
      itemSizes: (0..<max(count, 0)).map { sizes[$0 % sizes.count] }, arc: .fullCircle)
  }

  /// The bounds of the `i`th call: a square of 300 to 363 pt.
  static func bounds(_ i: Int) -> CGRect {
    let side = CGFloat(300 + (i & 63))
    return CGRect(x: 0, y: 0, width: side, height: side)
  }

  /// A point for the `i`th call: around the circle by a golden-ratio sequence, on the circle
  /// (where the items are) three times in four and at the centre (where none is) otherwise.
  static func point(_ i: Int, in placement: RadialPlacement) -> CGPoint {
    guard i % 4 != 0 else { return placement.center }
    let fraction = (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    let unit = RadialArc.direction(atDegrees: 360 * fraction)
    return CGPoint(
      x: placement.center.x + placement.radius * unit.x, y: placement.center.y + placement.radius * unit.y)
  }
}
