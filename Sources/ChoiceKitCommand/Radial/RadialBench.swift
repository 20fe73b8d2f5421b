import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The radial layout's rows: what `RadialLayout` does on every layout pass (the size that fits a
/// proposal, the items placed in bounds) and what the menu does on every touch (the item under
/// a point), each at 2 to 10,000 items; what a press-drag-release does on every frame of the drag
/// (the item the finger points at, on a half circle and on a line, at 8 and 80 items); what the
/// menu does on every frame of its reveal (each item's progress, then its frame); and the whole
/// recompute after the items change (layout, menu geometry, sectors), at 8 to 800 items.
///
/// The items are labelled with words real menus use, accented, Arabic and with an emoji among
/// them, measured with the preview's font, so their sizes vary as real labels do.
enum RadialBench {
  /// The item counts the layout's series are measured at.
  static let counts = [2, 10, 100, 1_000, 10_000]

  /// The item counts of a menu's series: a menu of 8 items, and 10 and 100 times as many, far
  /// more than any menu shows.
  static let menuCounts = [8, 80, 800]

  /// The labels the items cycle through.
  static let labels = [
    "Home", "Search", "Favourites", "Profile", "Música", "Configuración", "الرئيسية", "Fotos 📷", "Share",
    "Delete",
  ]

  static func cases() -> [BenchCase] {
    let arrangements = counts.map { arrangement(count: $0) }
    var cases: [BenchCase] = []
    for arrangement in arrangements {
      cases.append(
        BenchCase("placement(in:)", n: arrangement.count, target: .recompute) { i in
          // A different size each call, so no placement can be reused.
          Double(arrangement.placement(in: bounds(i)).radius)
        })
    }
    for arrangement in arrangements {
      cases.append(
        BenchCase("sizeThatFits(width:height:)", n: arrangement.count, target: .recompute) { i in
          let proposal = bounds(i)
          return Double(arrangement.sizeThatFits(width: proposal.width, height: proposal.height).width)
        })
    }
    for arrangement in arrangements {
      let placement = arrangement.placement(in: bounds(0))
      cases.append(
        BenchCase("item(at:)", n: arrangement.count, target: .frameStep) { i in
          Double(placement.item(at: point(i, in: placement)) ?? -1)
        })
    }
    for (name, path) in [("arc", RadialMenuPath.arc(.leadingHalf)), ("line", .line(.up))] {
      for count in [8, 80] {
        let geometry = RadialMenuGeometry(itemSizes: itemSizes(count: count), path: path, centerDiameter: 56)
        var drag = RadialMenuDrag(sectors: geometry.sectors())
        cases.append(
          BenchCase("RadialMenuDrag.move(to:) \(name)", n: count, target: .frameStep) { i in
            drag.move(to: translation(i), isEnabled: { $0 % 5 != 4 })
            return Double(drag.highlighted ?? -1)
          })
      }
    }
    for count in menuCounts {
      let geometry = RadialMenuGeometry(
        itemSizes: itemSizes(count: count), path: .arc(.leadingHalf), centerDiameter: 56)
      let reveal = RadialMenuTokens.standard.reveal
      cases.append(
        BenchCase("frame step: reveal progress, item frames", n: count, target: .frameStep) { i in
          revealFrame(i, geometry: geometry, reveal: reveal)
        })
    }
    for count in menuCounts {
      let sizes = itemSizes(count: count)
      cases.append(
        BenchCase("recompute: size, placement, menu geometry, sectors", n: count, target: .recompute) { i in
          recompute(i, itemSizes: sizes)
        })
    }
    return cases
  }

  /// One frame of a menu opening, as the menu's layout places its items on every frame: each
  /// item's progress at the `i`th openness, then every item's frame around a 56 pt button.
  static func revealFrame(_ i: Int, geometry: RadialMenuGeometry, reveal: RadialReveal) -> Double {
    // Openness from 0 to a spring's overshoot of 1.3, a step per frame.
    let openness = Double(i % 66) / 50
    let progress = reveal.progress(count: geometry.count, openness: openness, duration: 0.3)
    let frames = geometry.frames(in: CGRect(x: 0, y: 0, width: 56, height: 56), progress: progress)
    return Double(frames[i % max(frames.count, 1)].minX)
  }

  /// What changes when a radial layout's items or a menu's items change: the layout's size for
  /// a proposal and the items placed in bounds, and the menu's geometry, its sectors for a drag
  /// and its items placed around the button for touches.
  static func recompute(_ i: Int, itemSizes: [CGSize]) -> Double {
    // Bounds that differ every call, so nothing can be reused.
    let proposal = bounds(i)
    let arrangement = RadialArrangement(itemSizes: itemSizes, arc: .fullCircle)
    let size = arrangement.sizeThatFits(width: proposal.width, height: proposal.height)
    let placement = arrangement.placement(in: proposal)
    let geometry = RadialMenuGeometry(
      itemSizes: itemSizes, path: .arc(.leadingHalf), centerDiameter: 56 + CGFloat(i & 7))
    let sectors = geometry.sectors()
    let menu = geometry.placement(in: CGRect(x: 0, y: 0, width: 56, height: 56))
    return Double(size.width + placement.radius + menu.radius)
      + Double(sectors.item(for: translation(i)) ?? -1)
  }

  /// The finger's translation on the `i`th frame of a drag: round the circle by a golden-ratio
  /// sequence, from the centre out to 400 pt.
  static func translation(_ i: Int) -> CGPoint {
    let fraction = (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    let unit = RadialArc.direction(atDegrees: 360 * fraction)
    let distance = CGFloat(i % 400)
    return CGPoint(x: distance * unit.x, y: distance * unit.y)
  }

  /// The measured sizes of `count` menu items, cycling through ``labels``: each label in the
  /// menu's item font with the items' padding around it.
  static func itemSizes(count: Int) -> [CGSize] {
    let tokens = RadialMenuTokens.standard
    let sizes = labels.map { label -> CGSize in
      let metrics = FontMetricsTextMeasurer.dejaVuSans.measure(label, style: tokens.itemTitle)
      return CGSize(
        width: metrics.width + 2 * tokens.itemPadding,
        height: metrics.ascent + metrics.descent + 2 * tokens.itemPadding)
    }
    return (0..<max(count, 0)).map { sizes[$0 % sizes.count] }
  }

  /// A full circle of `count` measured items.
  static func arrangement(count: Int) -> RadialArrangement {
    RadialArrangement(itemSizes: itemSizes(count: count), arc: .fullCircle)
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
