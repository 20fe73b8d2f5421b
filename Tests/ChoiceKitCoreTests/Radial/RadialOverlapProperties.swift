import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the radius fit and the reveal over generated input: at a fitted radius no two
/// items overlap on any arc, for any count, sizes and anchor, unless the arrangement says none
/// fits; a menu's items clear its button; and every item's progress moves continuously with the
/// openness, so reversing a move mid-way never makes an item jump.
@Suite("Radial overlap and reveal properties", .timeLimit(.minutes(10)))
struct RadialOverlapProperties {
  struct Input: CustomStringConvertible {
    var sizes: [CGSize]
    var arc: RadialArc
    var anchor: RadialAnchor
    var spacing: CGFloat
    var bounds: CGRect

    var description: String {
      "\(sizes.count) sizes \(sizes.prefix(4)) arc \(arc) anchor \(anchor) spacing \(spacing) bounds \(bounds)"
    }

    func arrangement(isRightToLeft: Bool = false) -> RadialArrangement {
      RadialArrangement(
        itemSizes: sizes, arc: arc, anchor: anchor, spacing: spacing, isRightToLeft: isRightToLeft)
    }
  }

  /// Counts up to 40 (every pair is compared), arcs of every sweep with wide open arcs often,
  /// sizes from slivers to large, and anchors anywhere on the frame.
  static func input(_ random: inout SeededRandom) -> Input {
    let count = random.int(in: 0...40)
    let sweep: Double
    switch random.int(in: 0...3) {
    case 0: sweep = random.double(in: 180...360)
    case 1: sweep = random.double(in: 300...359.9)
    case 2: sweep = random.double(in: -360...360)
    default: sweep = [0, 1e-9, 90, 180, 270, 350, 360].randomElement(using: &random) ?? 0
    }
    return Input(
      sizes: (0..<count).map { _ in
        CGSize(
          width: random.int(in: 0...4) == 0 ? random.cgFloat(in: 0...2) : random.cgFloat(in: 0...160),
          height: random.int(in: 0...4) == 0 ? random.cgFloat(in: 0...2) : random.cgFloat(in: 0...120))
      },
      arc: RadialArc(
        startDegrees: random.double(in: -360...360), sweepDegrees: sweep,
        direction: random.int(in: 0...1) == 0 ? .clockwise : .counterClockwise),
      anchor: RadialAnchor(x: random.cgFloat(in: 0...1), y: random.cgFloat(in: 0...1)),
      spacing: random.cgFloat(in: 0...20),
      bounds: CGRect(x: 0, y: 0, width: random.cgFloat(in: 40...900), height: random.cgFloat(in: 40...900)))
  }

  static func shrink(_ input: Input) -> [Input] {
    Generate.shrinkList(input.sizes).map { sizes in
      var smaller = input
      smaller.sizes = sizes
      return smaller
    }
  }

  /// Directions at least this far apart (degrees) part any two generated items (diagonal up to
  /// 200 pt, spacing up to 20 pt) within `RadialArrangement.maximumLength`: 220 pt apart needs a
  /// radius of 220 / (2 sin(0.05°)), about 126,000 pt. Closer directions, as the ends of a sweep a
  /// hair short of a full circle, may need a radius past that limit, which reports no fit.
  static let partableSeparation = 0.1

  @Test func noTwoItemsOverlapAtAFittedRadius() {
    checkProperty("no overlap", generate: Self.input, shrink: Self.shrink) { input in
      for isRightToLeft in [false, true] {
        let arrangement = input.arrangement(isRightToLeft: isRightToLeft)
        let placement = arrangement.placement(in: input.bounds)
        let pairs = placement.overlappingItems(tolerance: max(placement.radius, 1) * 1e-9)
        if arrangement.fitsWithoutOverlap {
          if let pair = pairs.first { return "items \(pair) overlap at radius \(placement.radius)" }
        } else if input.arc.smallestSeparation(count: input.sizes.count) > Self.partableSeparation {
          return "no fit reported for items that could be parted"
        }
      }
      return nil
    }
  }

  @Test func aMenusItemsClearTheButtonAndEachOther() {
    checkProperty("menu clear", generate: Self.input, shrink: Self.shrink) { input in
      var centred = input
      centred.anchor = .center
      let arrangement = centred.arrangement()
      guard arrangement.fitsWithoutOverlap else { return nil }
      let diameter = input.bounds.width / 4
      let button = CGRect(x: 0, y: 0, width: diameter, height: diameter)
      let frames = arrangement.menuFrames(
        in: button, centerDiameter: diameter, progress: Array(repeating: 1, count: input.sizes.count))
      if let covering = Self.itemOverButton(frames, button: button) {
        return "an item over the button: \(covering)"
      }
      let radius = arrangement.menuRadius(centerDiameter: diameter)
      let placement = RadialArrangement(
        itemSizes: centred.sizes, arc: centred.arc, radius: .fixed(radius), spacing: centred.spacing
      ).placement(in: button)
      let pairs = placement.overlappingItems(tolerance: max(radius, 1) * 1e-9)
      return pairs.first.map { "menu items \($0) overlap" }
    }
  }

  @Test func aMenusItemsClearTheButtonWhateverTheirAnchor() {
    checkProperty("menu clear of the button, any anchor", generate: Self.input, shrink: Self.shrink) {
      input in
      let diameter = input.bounds.width / 4
      let button = CGRect(x: 0, y: 0, width: diameter, height: diameter)
      for isRightToLeft in [false, true] {
        let frames = input.arrangement(isRightToLeft: isRightToLeft).menuFrames(
          in: button, centerDiameter: diameter, progress: Array(repeating: 1, count: input.sizes.count))
        if let covering = Self.itemOverButton(frames, button: button) {
          return "an item over the button: \(covering)"
        }
      }
      return nil
    }
  }

  @Test func aLinesItemsClearTheButtonAndEachOtherInEveryDirectionAndAlignment() {
    checkProperty("line clear", generate: Self.input, shrink: Self.shrink) { input in
      let diameter = input.bounds.width / 4
      let button = CGRect(x: 0, y: 0, width: diameter, height: diameter)
      for isRightToLeft in [false, true] {
        for alignment in RadialLineAlignment.allCases {
          let line = RadialLine(directionDegrees: input.arc.startDegrees, alignment: alignment)
          let geometry = RadialMenuGeometry(
            itemSizes: input.sizes, path: .line(line),
            centerDiameter: diameter, spacing: input.spacing, isRightToLeft: isRightToLeft)
          let placement = geometry.placement(in: button)
          if let covering = Self.itemOverButton(placement.itemFrames, button: button) {
            return "an item over the button: \(covering), \(alignment)"
          }
          if let pair = placement.overlappingItems(tolerance: max(diameter, 1) * 1e-9).first {
            return "items \(pair) overlap, \(alignment)"
          }
        }
      }
      return nil
    }
  }

  /// The first frame with area that reaches into the round button: its nearest point to the
  /// button's centre lies inside the button.
  static func itemOverButton(_ frames: [CGRect], button: CGRect) -> CGRect? {
    let tolerance = max(button.width, 1) * 1e-9
    return frames.first { frame in
      guard frame.width > 0, frame.height > 0 else { return false }
      let x = min(max(button.midX, frame.minX), frame.maxX)
      let y = min(max(button.midY, frame.minY), frame.maxY)
      return hypot(x - button.midX, y - button.midY) < button.width / 2 - tolerance
    }
  }

  struct Reveal: CustomStringConvertible {
    var count: Int
    var reveal: RadialReveal
    var duration: Double
    var openness: Double

    var description: String { "\(count) items \(reveal) duration \(duration) openness \(openness)" }
  }

  static func reveal(_ random: inout SeededRandom) -> Reveal {
    Reveal(
      count: random.int(in: 0...80),
      reveal: RadialReveal(
        stagger: random.int(in: 0...5) == 0 ? .greatestFiniteMagnitude : random.double(in: 0...0.2),
        maximumTotalDelay: random.int(in: 0...5) == 0 ? .infinity : random.double(in: 0...1)),
      duration: random.int(in: 0...5) == 0 ? .greatestFiniteMagnitude : random.double(in: 0...1),
      openness: random.double(in: -1...2))
  }

  @Test func progressMovesContinuouslyWithTheOpennessWhicheverWayTheMenuMoves() {
    checkProperty("continuous reveal", generate: Self.reveal) { input in
      let step = 1e-4
      let here = input.reveal.progress(count: input.count, openness: input.openness, duration: input.duration)
      // An item starts by 95 % of the move at the latest, so it moves at most 20 times as fast
      // as the openness: a reversal at any openness leaves it where it was.
      for next in [input.openness - step, input.openness + step] {
        let there = input.reveal.progress(count: input.count, openness: next, duration: input.duration)
        for (a, b) in zip(here, there) {
          guard a.isFinite, b.isFinite, abs(a - b) <= 20 * step + 1e-12 else {
            return "an item jumped from \(a) to \(b)"
          }
        }
      }
      return nil
    }
  }
}
