import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Hit-testing a placement tries only the items near the point, and its overlapping pairs are
/// found by a sweep; these properties hold both to the scans of every frame and every pair they
/// replaced (``linearItem(at:in:)``, ``everyPairOverlapping(in:tolerance:)``, kept here), on
/// arrangements and menus of every kind, and count the frames a hit test tries.
@Suite("Radial hit testing", .timeLimit(.minutes(10)))
struct RadialHitTestingProperties {
  /// The overlapping pairs as the placement found them before: every pair compared.
  static func everyPairOverlapping(in placement: RadialPlacement, tolerance: CGFloat) -> [(Int, Int)] {
    let frames = placement.itemFrames
    var pairs: [(Int, Int)] = []
    for i in frames.indices {
      for j in frames.indices where j > i {
        let overlap = frames[i].intersection(frames[j])
        if !overlap.isNull, overlap.width > tolerance, overlap.height > tolerance { pairs.append((i, j)) }
      }
    }
    return pairs
  }

  /// The item under a point as the placement found it before: every frame tried in order, the
  /// nearest centre of those holding the point, the first of equals.
  static func linearItem(at point: CGPoint, in placement: RadialPlacement) -> Int? {
    guard !point.x.isNaN, !point.y.isNaN else { return nil }
    var best: (index: Int, distance: CGFloat)?
    for (index, frame) in placement.itemFrames.enumerated() where frame.contains(point) {
      let dx = frame.midX - point.x
      let dy = frame.midY - point.y
      let distance = dx * dx + dy * dy
      if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
    }
    return best?.index
  }

  struct Input: CustomStringConvertible {
    var placement: RadialPlacement
    var summary: String
    var seed: UInt64

    var description: String { "\(summary) (\(placement.itemFrames.count) items), points from seed \(seed)" }
  }

  /// Arrangements (any arc, anchor, radius, bounds, direction) and menus (arcs and lines), of
  /// few to thousands of items, many of them past the point where only neighbours are tried.
  static func input(_ random: inout SeededRandom) -> Input {
    let count =
      random.int(in: 0...3) == 0 ? random.int(in: 0...12) : Generate.count(&random, upTo: 3_000)
    let uniform = random.int(in: 0...1) == 0
    let base = CGSize(width: random.cgFloat(in: 0...160), height: random.cgFloat(in: 0...120))
    let sizes = (0..<count).map { _ -> CGSize in
      if uniform { return base }
      return random.int(in: 0...19) == 0
        ? Generate.size(&random)
        : CGSize(width: random.cgFloat(in: 0...160), height: random.cgFloat(in: 0...120))
    }
    let isRightToLeft = random.int(in: 0...1) == 0
    let sweep: Double =
      [360, 180, -180, 90, 350, 0, 1e-9, 720].randomElement(using: &random).map {
        random.int(in: 0...2) == 0 ? random.double(in: -400...400) : $0
      } ?? 360
    let arc = RadialArc(
      startDegrees: random.int(in: 0...9) == 0
        ? random.double(in: -1e6...1e6) : random.double(in: -360...360),
      sweepDegrees: sweep, direction: random.int(in: 0...1) == 0 ? .clockwise : .counterClockwise)
    let seed = random.next()
    if random.int(in: 0...2) == 0 {
      let path: RadialMenuPath =
        random.int(in: 0...1) == 0
        ? .arc(arc) : .line(RadialLine(directionDegrees: random.double(in: -360...360)))
      let geometry = RadialMenuGeometry(
        itemSizes: sizes, path: path,
        radius: random.int(in: 0...3) == 0 ? .fixed(random.cgFloat(in: 0...400)) : .fitted,
        centerDiameter: random.cgFloat(in: 0...80), spacing: random.cgFloat(in: 0...12),
        isRightToLeft: isRightToLeft)
      let button = CGRect(
        x: random.cgFloat(in: -500...500), y: random.cgFloat(in: -500...500), width: 56, height: 56)
      return Input(
        placement: geometry.placement(in: button), summary: "menu \(path) rtl \(isRightToLeft)", seed: seed)
    }
    let radius: RadialRadius
    switch random.int(in: 0...5) {
    case 0: radius = .fixed(random.cgFloat(in: 0...50))
    case 1: radius = .fixed(Generate.length(&random))
    default: radius = .fitted
    }
    let anchor =
      random.int(in: 0...2) == 0
      ? RadialAnchor(x: random.cgFloat(in: -0.2...1.2), y: random.cgFloat(in: -0.2...1.2)) : .center
    let side = random.cgFloat(in: 50...900)
    let bounds =
      random.int(in: 0...9) == 0
      ? CGRect(x: Generate.length(&random), y: 0, width: Generate.length(&random), height: .nan)
      : CGRect(
        x: random.cgFloat(in: -300...300), y: random.cgFloat(in: -300...300), width: side, height: side)
    let arrangement = RadialArrangement(
      itemSizes: sizes, arc: arc, radius: radius, anchor: anchor, spacing: random.cgFloat(in: 0...12),
      isRightToLeft: isRightToLeft)
    return Input(
      placement: arrangement.placement(in: bounds),
      summary: "arc \(arc) radius \(radius) anchor \(anchor) rtl \(isRightToLeft) bounds \(bounds)",
      seed: seed)
  }

  /// Points where hit-testing is decided: each frame's corners, edges and centre, a hair either
  /// side of them, the anchor points, the centre, points all around, and far away.
  static func points(in placement: RadialPlacement, seed: UInt64) -> [CGPoint] {
    var random = SeededRandom(seed: seed)
    let frames = placement.itemFrames
    var points = [placement.center, CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: 1e300, y: -1e300)]
    for _ in 0..<24 {
      if frames.isEmpty { break }
      let frame = frames[random.int(in: 0...(frames.count - 1))]
      let xs = [frame.minX, frame.midX, frame.maxX, frame.minX + random.cgFloat(in: 0...1) * frame.width]
      let ys = [frame.minY, frame.midY, frame.maxY, frame.minY + random.cgFloat(in: 0...1) * frame.height]
      var point = CGPoint(x: xs[random.int(in: 0...3)], y: ys[random.int(in: 0...3)])
      switch random.int(in: 0...3) {
      case 0: point.x = point.x.nextDown
      case 1: point.y = point.y.nextUp
      default: break
      }
      points.append(point)
    }
    for anchor in placement.anchorPoints.prefix(4) { points.append(anchor) }
    let reach = max(placement.radius, 1) * 1.5
    for _ in 0..<12 {
      let angle = random.double(in: 0...(2 * .pi))
      let distance = reach * random.cgFloat(in: 0...1)
      points.append(
        CGPoint(
          x: placement.center.x + distance * CGFloat(sin(angle)),
          y: placement.center.y - distance * CGFloat(cos(angle))))
    }
    return points
  }

  @Test func findsWhatScanningEveryFrameFinds() {
    checkProperty("item(at:) equals the scan of every frame", generate: Self.input) { input in
      for point in Self.points(in: input.placement, seed: input.seed) {
        let found = input.placement.item(at: point)
        let expected = Self.linearItem(at: point, in: input.placement)
        guard found == expected else {
          return "at \(point): \(String(describing: found)), the scan finds \(String(describing: expected))"
        }
      }
      return nil
    }
  }

  @Test func overlappingPairsAreThoseEveryPairComparedFinds() {
    checkProperty("overlapping pairs equal every pair compared", generate: Self.input) { input in
      // Up to 600 items, so that comparing every pair stays quick.
      guard input.placement.itemFrames.count <= 600 else { return nil }
      for tolerance in [0, 1e-6, 0.5, 20] as [CGFloat] {
        let found = input.placement.overlappingItems(tolerance: tolerance)
        let expected = Self.everyPairOverlapping(in: input.placement, tolerance: tolerance)
        guard found.map(\.0) == expected.map(\.0), found.map(\.1) == expected.map(\.1) else {
          return "tolerance \(tolerance): \(found.count) pairs, every pair compared finds \(expected.count)"
        }
      }
      return nil
    }
  }

  /// The most frames one hit test tries on a circle, a half circle or a line of items kept
  /// apart, at any number of items.
  static let examinedLimit = 6

  @Test(arguments: [10, 100, 1_000, 10_000])
  func triesAHandfulOfFramesAtAnyCount(count: Int) {
    let sizes = (0..<count).map { [CGSize(width: 104, height: 52), CGSize(width: 52, height: 52)][$0 % 2] }
    var placements: [(String, RadialPlacement)] = []
    for arc in [RadialArc.fullCircle, .leadingHalf, RadialArc(startDegrees: 30, sweepDegrees: 300)] {
      for isRightToLeft in [false, true] {
        let arrangement = RadialArrangement(itemSizes: sizes, arc: arc, isRightToLeft: isRightToLeft)
        placements.append(
          (
            "\(arc) rtl \(isRightToLeft)",
            arrangement.placement(in: CGRect(x: 0, y: 0, width: 390, height: 390))
          ))
      }
    }
    for path in [RadialMenuPath.arc(.fullCircle), .line(.up), .line(RadialLine(directionDegrees: 135))] {
      let geometry = RadialMenuGeometry(itemSizes: sizes, path: path, centerDiameter: 56)
      placements.append(("menu \(path)", geometry.placement(in: CGRect(x: 0, y: 0, width: 56, height: 56))))
    }
    for (name, placement) in placements {
      var most = 0
      var hits = 0
      // Every item's centre and corners, and points between neighbours.
      var points: [CGPoint] = []
      for index in stride(from: 0, to: count, by: max(count / 200, 1)) {
        let frame = placement.itemFrames[index]
        points += [
          CGPoint(x: frame.midX, y: frame.midY), CGPoint(x: frame.minX, y: frame.minY),
          CGPoint(x: frame.maxX.nextDown, y: frame.maxY.nextDown),
        ]
        let next = placement.anchorPoints[(index + 1) % count]
        points.append(CGPoint(x: (frame.midX + next.x) / 2, y: (frame.midY + next.y) / 2))
      }
      for point in points {
        var examined = 0
        if placement.item(at: point, examined: &examined) != nil { hits += 1 }
        most = max(most, examined)
      }
      #expect(hits >= points.count / 2, "\(name): \(hits) hits of \(points.count)")
      #expect(most <= Self.examinedLimit, "\(name) at \(count) items: \(most) frames tried")
      // No frame reaches the centre: no frame is tried there.
      var examined = 0
      #expect(placement.item(at: placement.center, examined: &examined) == nil)
      #expect(examined == 0, "\(name): the centre tries \(examined) frames")
    }
  }

  @Test func fewItemsAreAllTriedAndPiledItemsToo() {
    let few = RadialArrangement(
      itemSizes: Array(repeating: CGSize(width: 40, height: 40), count: 8), arc: .fullCircle
    )
    .placement(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    var examined = 0
    _ = few.item(at: few.anchorPoints[0], examined: &examined)
    #expect(examined == 8)
    // A fixed radius of 0 piles every item on the centre: all are tried, and the first wins.
    let piled = RadialArrangement(
      itemSizes: Array(repeating: CGSize(width: 40, height: 40), count: 50), arc: .fullCircle,
      radius: .fixed(0)
    ).placement(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    examined = 0
    #expect(piled.item(at: CGPoint(x: 150, y: 150), examined: &examined) == 0)
    #expect(examined == 50)
  }
}
