import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the radial layout's core over generated input: anchor points lie on the
/// circle, neighbours are equally spaced, a full circle never stacks two items, fitted items
/// stay inside the bounds, right to left is the mirror, and every number is finite.
@Suite("Radial properties", .timeLimit(.minutes(10)))
struct RadialProperties {
  struct Input: CustomStringConvertible {
    var sizes: [CGSize]
    var arc: RadialArc
    var radius: RadialRadius
    var anchor: RadialAnchor
    var bounds: CGRect

    var description: String {
      "\(sizes.count) sizes \(sizes.prefix(4)) arc \(arc) radius \(radius) anchor \(anchor) bounds \(bounds)"
    }

    func arrangement(isRightToLeft: Bool = false) -> RadialArrangement {
      RadialArrangement(
        itemSizes: sizes, arc: arc, radius: radius, anchor: anchor, isRightToLeft: isRightToLeft)
    }
  }

  static func input(_ random: inout SeededRandom) -> Input {
    let count = Generate.count(&random, upTo: 1_000)
    let arc: RadialArc
    switch random.int(in: 0...4) {
    case 0: arc = .fullCircle
    case 1: arc = random.int(in: 0...1) == 0 ? .leadingHalf : .trailingHalf
    case 2:
      arc = RadialArc(
        startDegrees: Generate.angle(&random) * 180 / .pi, sweepDegrees: Generate.angle(&random) * 180 / .pi)
    default:
      arc = RadialArc(
        startDegrees: random.double(in: -360...360), sweepDegrees: random.double(in: -400...400),
        direction: random.int(in: 0...1) == 0 ? .clockwise : .counterClockwise)
    }
    let side = random.cgFloat(in: 50...800)
    return Input(
      sizes: (0..<count).map { _ in
        random.int(in: 0...9) == 0
          ? Generate.size(&random)
          : CGSize(width: random.cgFloat(in: 0...80), height: random.cgFloat(in: 0...60))
      },
      arc: arc,
      radius: random.int(in: 0...3) == 0 ? .fixed(Generate.length(&random)) : .fitted,
      anchor: random.int(in: 0...2) == 0
        ? RadialAnchor(x: random.cgFloat(in: -0.5...1.5), y: random.cgFloat(in: 0...1)) : .center,
      bounds: random.int(in: 0...5) == 0
        ? CGRect(
          x: Generate.length(&random), y: 0, width: Generate.length(&random), height: Generate.length(&random)
        )
        : CGRect(
          x: random.cgFloat(in: -100...100), y: random.cgFloat(in: -100...100), width: side,
          height: side * random.cgFloat(in: 0.5...2)))
  }

  static func shrink(_ input: Input) -> [Input] {
    Generate.shrinkList(input.sizes).map { sizes in
      var smaller = input
      smaller.sizes = sizes
      return smaller
    }
  }

  @Test func everyNumberIsFinite() {
    checkProperty("radial numbers are finite", generate: Self.input, shrink: Self.shrink) { input in
      let arrangement = input.arrangement()
      let placement = arrangement.placement(in: input.bounds)
      let size = arrangement.sizeThatFits(width: input.bounds.width, height: nil)
      var numbers = [placement.center.x, placement.center.y, placement.radius, size.width, size.height]
      numbers += placement.itemFrames.flatMap { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
      return numbers.allSatisfy(\.isFinite) ? nil : "a non-finite number"
    }
  }

  @Test func anchorPointsLieOnTheCircleEquallySpaced() {
    checkProperty("on the circle, equally spaced", generate: Self.input, shrink: Self.shrink) { input in
      let placement = input.arrangement().placement(in: input.bounds)
      let tolerance = max(placement.radius, 1) * 1e-9
      for point in placement.anchorPoints {
        let distance = hypot(point.x - placement.center.x, point.y - placement.center.y)
        guard abs(distance - placement.radius) <= tolerance else { return "a point off the circle" }
      }
      let points = placement.anchorPoints
      guard points.count > 2 else { return nil }
      let chord = hypot(points[1].x - points[0].x, points[1].y - points[0].y)
      for (a, b) in zip(points, points.dropFirst()) {
        guard abs(hypot(b.x - a.x, b.y - a.y) - chord) <= 4 * tolerance else { return "uneven spacing" }
      }
      if input.arc.isFullCircle, let first = points.first, let last = points.last {
        guard abs(hypot(first.x - last.x, first.y - last.y) - chord) <= 4 * tolerance else {
          return "the circle does not close evenly"
        }
      }
      return nil
    }
  }

  @Test func aFullCircleNeverStacksTwoItems() {
    checkProperty("no two coincide", generate: Self.input, shrink: Self.shrink) { input in
      guard input.arc.isFullCircle else { return nil }
      let placement = input.arrangement().placement(in: input.bounds)
      guard placement.radius > 1e-3 else { return nil }
      let angles = placement.angles.map {
        (($0.truncatingRemainder(dividingBy: 360)) + 360).truncatingRemainder(dividingBy: 360)
      }
      let sorted = angles.sorted()
      for (a, b) in zip(sorted, sorted.dropFirst()) where b - a < 1e-9 {
        return "two items at \(a)°"
      }
      return nil
    }
  }

  @Test func fittedItemsStayInsideTheBoundsUnlessThatWouldPileThemUp() {
    checkProperty("fitted items inside", generate: Self.input, shrink: Self.shrink) { input in
      guard input.radius == .fitted else { return nil }
      let arrangement = input.arrangement()
      let placement = arrangement.placement(in: input.bounds)
      let ideal = arrangement.idealRadius
      guard placement.radius >= ideal else { return "a fitted radius below the ideal one" }
      // At the ideal radius the bounds were too small to keep the items apart: they overflow.
      guard placement.radius > ideal else { return nil }
      let bounds = input.bounds.standardized
      // An item up to half the bounds in each direction fits at radius 0 whatever its anchor,
      // so a radius that fits them all exists; larger items may not fit at any radius.
      let limit = RadialArrangement.maximumLength
      guard [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy({ abs($0) <= limit }),
        arrangement.itemSizes.allSatisfy({ $0.width <= bounds.width / 2 && $0.height <= bounds.height / 2 })
      else { return nil }
      let tolerance = max(bounds.width, bounds.height, 1) * 1e-9
      for frame in placement.itemFrames {
        guard frame.minX >= bounds.minX - tolerance, frame.maxX <= bounds.maxX + tolerance,
          frame.minY >= bounds.minY - tolerance, frame.maxY <= bounds.maxY + tolerance
        else { return "an item outside the bounds: \(frame)" }
      }
      return nil
    }
  }

  @Test func rightToLeftIsTheMirror() {
    checkProperty("right to left mirrors", generate: Self.input, shrink: Self.shrink) { input in
      let ltr = input.arrangement().placement(in: input.bounds)
      let rtl = input.arrangement(isRightToLeft: true).placement(in: input.bounds)
      let axis = ltr.center.x
      let tolerance = max(abs(axis), ltr.radius, 1) * 1e-9
      guard abs(ltr.radius - rtl.radius) <= tolerance else { return "the radius changed" }
      for (a, b) in zip(ltr.itemFrames, rtl.itemFrames) {
        guard abs((2 * axis - a.maxX) - b.minX) <= 4 * tolerance, abs(a.minY - b.minY) <= 4 * tolerance else {
          return "not mirrored: \(a) \(b)"
        }
      }
      return nil
    }
  }

  @Test func theSizeThatFitsHoldsTheItemsAndStaysWithinAProposalTheyFit() {
    checkProperty("size that fits", generate: Self.input, shrink: Self.shrink) { input in
      guard input.radius == .fitted else { return nil }
      let arrangement = input.arrangement()
      let proposal = input.bounds.standardized.size
      let size = arrangement.sizeThatFits(width: proposal.width, height: proposal.height)
      guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
        return "a bad size \(size)"
      }
      // A proposal too small to keep the items apart is overflowed.
      guard arrangement.placement(in: input.bounds).radius > arrangement.idealRadius else { return nil }
      let widest = arrangement.itemSizes.map(\.width).max() ?? 0
      let tallest = arrangement.itemSizes.map(\.height).max() ?? 0
      guard proposal.width.isFinite, proposal.height.isFinite, proposal.width >= 2 * widest,
        proposal.height >= 2 * tallest, proposal.width <= RadialArrangement.maximumLength,
        proposal.height <= RadialArrangement.maximumLength
      else { return nil }
      let tolerance = max(proposal.width, proposal.height, 1) * 1e-9
      return size.width <= proposal.width + tolerance && size.height <= proposal.height + tolerance
        ? nil : "\(size) exceeds the proposal \(proposal)"
    }
  }
}
