import Foundation

/// Where a radial menu's items rest around its centre button and where they are while the menu
/// opens, for either path: an arc around the button or a line from it.
///
/// Items rest where no two overlap and none covers the button: on an arc at
/// ``RadialArrangement/menuRadius(centerDiameter:)``; on a line one after another, each
/// `spacing` clear of the one before. While moving, each item's centre slides along the ray from
/// the button's centre to its resting place, by its progress (see
/// ``RadialReveal/progress(count:openness:duration:)``).
///
/// ```swift
/// let geometry = RadialMenuGeometry(itemSizes: sizes, path: .line(.up), centerDiameter: 56)
/// geometry.offsets          // each item's resting centre, relative to the button's centre
/// geometry.frames(in: button, progress: [1, 1, 1])
/// geometry.sectors().item(for: CGPoint(x: 0, y: -90))   // the item a drag upwards points at
/// ```
public struct RadialMenuGeometry: Sendable, Equatable {
  /// Each item's size, sanitised as ``RadialArrangement`` sanitises it.
  public let itemSizes: [CGSize]
  /// The path the items take.
  public let path: RadialMenuPath
  /// The centre button's diameter, sanitised.
  public let centerDiameter: CGFloat
  /// Whether the layout runs right to left: arcs and lines are mirrored.
  public let isRightToLeft: Bool
  /// Each item's resting centre, relative to the centre button's centre.
  public let offsets: [CGPoint]
  private let arrangement: RadialArrangement
  private let spacing: CGFloat
  /// The radius of the circle the items rest on, on an arc; 0 on a line.
  private let arcRadius: CGFloat

  /// Creates the geometry of a menu.
  ///
  /// - Parameters:
  ///   - itemSizes: Each item's size, in order; bad sides count as 0.
  ///   - path: An arc around the button or a line from it.
  ///   - radius: How far out items on an arc sit; a line ignores it.
  ///   - centerDiameter: The centre button's diameter; negative, NaN or infinite reads as 0.
  ///   - spacing: The least gap between items, and between an item and the button.
  ///   - isRightToLeft: Whether to mirror the menu.
  public init(
    itemSizes: [CGSize], path: RadialMenuPath, radius: RadialRadius = .fitted, centerDiameter: CGFloat,
    spacing: CGFloat = 8, isRightToLeft: Bool = false
  ) {
    let arc: RadialArc
    // An arc whose ends nearly meet is spread over the whole circle (`closingNearlyFullCircle`).
    if case .arc(let pathArc) = path {
      arc = pathArc.closingNearlyFullCircle(count: itemSizes.count)
    } else {
      arc = .fullCircle
    }
    let arrangement = RadialArrangement(
      itemSizes: itemSizes, arc: arc, radius: radius, anchor: .center, spacing: spacing,
      isRightToLeft: isRightToLeft)
    let diameter = RadialArrangement.length(centerDiameter)
    self.arrangement = arrangement
    self.itemSizes = arrangement.itemSizes
    self.path = path
    self.centerDiameter = diameter
    self.isRightToLeft = isRightToLeft
    self.spacing = arrangement.spacing
    switch path {
    case .arc:
      let radius = arrangement.menuRadius(centerDiameter: diameter)
      arcRadius = radius
      offsets = arrangement.angles.map { angle in
        let unit = RadialArc.direction(atDegrees: angle)
        return CGPoint(x: radius * unit.x, y: radius * unit.y)
      }
    case .line(let line):
      let unit = line.direction(isRightToLeft: isRightToLeft)
      arcRadius = 0
      let distances = line.distances(
        itemSizes: arrangement.itemSizes, centerDiameter: diameter, spacing: arrangement.spacing,
        isRightToLeft: isRightToLeft)
      offsets = zip(distances, arrangement.itemSizes).map { element, size in
        let shift = line.alignmentShift(for: size, centerDiameter: diameter, isRightToLeft: isRightToLeft)
        return CGPoint(x: element.distance * unit.x + shift.x, y: element.distance * unit.y + shift.y)
      }
    }
  }

  /// The number of items.
  public var count: Int { itemSizes.count }

  /// How far from the button's centre any point of a resting item lies: the farthest item
  /// corner, or the button's radius when that is farther; what a view drawing the open menu
  /// must cover.
  package var reach: CGFloat {
    zip(offsets, itemSizes).reduce(centerDiameter / 2) { farthest, item in
      let (offset, size) = item
      return max(farthest, hypot(abs(offset.x) + size.width / 2, abs(offset.y) + size.height / 2))
    }
  }

  /// Whether the items go all the way round: on a full circle, including an arc whose ends nearly
  /// met and was spread over the circle; never on a line.
  var wrapsAround: Bool {
    if case .arc = path { return arrangement.arc.isFullCircle }
    return false
  }

  /// Every item's frame while the menu is part of the way open.
  ///
  /// - Parameters:
  ///   - bounds: The centre button's bounds; their centre is the menu's centre.
  ///   - progress: Each item's progress, in item order: 0 at the centre, 1 at rest; missing or
  ///     NaN values count as 1, negative ones as 0, and values above 2 as 2.
  /// - Returns: One frame per item.
  public func frames(in bounds: CGRect, progress: [Double]) -> [CGRect] {
    let bounds = RadialArrangement.sanitized(bounds)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    return zip(itemSizes, offsets).enumerated().map { index, element in
      let (size, offset) = element
      let value = index < progress.count ? progress[index] : 1
      let fraction = CGFloat(value.isNaN ? 1 : min(max(value, 0), 2))
      return CGRect(
        x: center.x + offset.x * fraction - size.width / 2,
        y: center.y + offset.y * fraction - size.height / 2,
        width: size.width, height: size.height)
    }
  }

  /// Whether a point is on the open menu: on the round centre button or on an item at rest. A
  /// touch anywhere else is outside, and closes the menu.
  ///
  /// ```swift
  /// geometry.contains(CGPoint(x: 28, y: 28), in: button)   // true: the button's centre
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point, in the coordinates of `bounds`.
  ///   - bounds: The centre button's bounds.
  /// - Returns: `false` for a point off the button and every item, or with a NaN coordinate.
  public func contains(_ point: CGPoint, in bounds: CGRect) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    let bounds = RadialArrangement.sanitized(bounds)
    let dx = point.x - bounds.midX
    let dy = point.y - bounds.midY
    if dx * dx + dy * dy <= centerDiameter * centerDiameter / 4 { return true }
    return frames(in: bounds, progress: []).contains { $0.contains(point) }
  }

  /// The open menu's items placed around the centre button, as a `RadialPlacement`: the
  /// anchor points are the items' resting centres, the radius the farthest of them, and each
  /// angle the direction of its item from the centre.
  ///
  /// - Parameter bounds: The centre button's bounds.
  /// - Returns: The placement at rest.
  package func placement(in bounds: CGRect) -> RadialPlacement {
    let sanitized = RadialArrangement.sanitized(bounds)
    let center = CGPoint(x: sanitized.midX, y: sanitized.midY)
    let points = offsets.map { CGPoint(x: center.x + $0.x, y: center.y + $0.y) }
    let angles = offsets.map { atan2(Double($0.x), Double(-$0.y)) * 180 / .pi }
    let radius = offsets.map { hypot($0.x, $0.y) }.max() ?? 0
    return RadialPlacement(
      center: center, radius: radius, angles: angles, anchorPoints: points,
      itemFrames: frames(in: sanitized, progress: []), track: track)
  }

  /// Where the resting items' centres lie, for hit-testing the placement: on the circle of the
  /// arc's radius, or one after another along the line.
  private var track: RadialTrack {
    let reach = RadialTrack.reach(largest: largestItem, anchor: .center)
    switch path {
    case .arc:
      guard let progression = arrangement.drawnProgression else { return .unordered }
      return RadialTrack(
        path: .arc(first: progression.first, step: progression.step, radius: arcRadius), reach: reach)
    case .line(let line):
      let unit = line.direction(isRightToLeft: isRightToLeft)
      return RadialTrack(path: .line(dx: unit.x, dy: unit.y), reach: reach)
    }
  }

  /// The widest width and the tallest height of the items.
  private var largestItem: CGSize {
    itemSizes.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  /// The directions of a press-drag-release choice: which item a finger points at, from where
  /// it is relative to the button's centre: the item whose frame at rest holds it, else the
  /// item whose sector holds its direction.
  ///
  /// - Parameter deadZone: How far the finger must move before it points at anything;
  ///   negative or NaN reads as 0.
  /// - Returns: The sectors of this menu.
  public func sectors(deadZone: CGFloat = RadialMenuSectors.standardDeadZone) -> RadialMenuSectors {
    let sectors: RadialMenuSectors
    switch path {
    case .arc:
      sectors = RadialMenuSectors(
        arcAngles: arrangement.angles, isFullCircle: wrapsAround, deadZone: deadZone)
    case .line(let line):
      let unit = line.direction(isRightToLeft: isRightToLeft)
      let along = line.distances(
        itemSizes: itemSizes, centerDiameter: centerDiameter, spacing: spacing, isRightToLeft: isRightToLeft)
      sectors = RadialMenuSectors(lineDirection: unit, distances: along.map(\.distance), deadZone: deadZone)
    }
    let button = CGRect(
      x: -centerDiameter / 2, y: -centerDiameter / 2, width: centerDiameter, height: centerDiameter)
    return sectors.withItems(placement(in: button))
  }
}
