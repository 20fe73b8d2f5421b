import Foundation

/// Which item of a radial menu a drag from the centre button points at: the core of
/// press-drag-release choosing (a marking menu).
///
/// On an arc each item owns the directions closer to it than to its neighbours: the sectors
/// meet halfway between neighbouring items and tile the arc exactly, and on an open arc the
/// first and the last item also own half a step beyond the arc's ends (never more than half the
/// gap back to the other end). Directions outside every sector point at nothing. On a line the
/// items own bands of distance along it, meeting halfway between neighbours, the last reaching on
/// without end, within 45° either side of the line. Within the dead zone around the centre
/// nothing is pointed at, so a press that barely moves stays a tap.
///
/// Sectors are built from the angles as drawn, so a right-to-left menu's sectors are the mirror
/// of its left-to-right ones.
///
/// Sectors built by ``RadialMenuGeometry/sectors(deadZone:)`` also know the items' frames at
/// rest: a point on an item's frame is that item's, whatever the sectors say, so a finger
/// resting on an item never chooses a neighbour (a wide item on a line reaches past the band
/// boundary halfway to the next one).
///
/// ```swift
/// let sectors = RadialMenuGeometry(itemSizes: sizes, path: .arc(.fullCircle), centerDiameter: 56).sectors()
/// sectors.item(for: CGPoint(x: 0, y: -80))   // 0: the item at the top
/// sectors.item(for: CGPoint(x: 3, y: 4))     // nil: still in the dead zone
/// ```
///
/// Finding the item is a few arithmetic steps on an arc and a search of the bands on a line, so
/// it can run on every frame of a drag.
public struct RadialMenuSectors: Sendable, Hashable {
  /// The dead zone a menu uses unless told otherwise, in points.
  public static let standardDeadZone: CGFloat = 24

  private enum Shape: Sendable, Hashable {
    /// No item, or items that share one direction and cannot be told apart by it.
    case none
    /// One item, which owns every direction.
    case single
    /// Items on an arc: the first item's angle and the signed step, in degrees.
    case arc(first: Double, step: Double, count: Int, isFullCircle: Bool)
    /// Items on a line: its unit direction and where each band after the first begins.
    case line(dx: Double, dy: Double, boundaries: [Double])
  }

  private let shape: Shape
  /// How far from the centre a drag must reach before it points at an item, in points.
  public let deadZone: CGFloat
  /// The items at rest around a centre at the origin, when known: a point on a frame is its item.
  private var items: RadialPlacement?

  /// The sectors of items on an arc, from their angles as drawn.
  ///
  /// - Parameters:
  ///   - arcAngles: Each item's angle in degrees clockwise from the top, evenly stepped, as
  ///     ``RadialArrangement/angles`` gives them.
  ///   - isFullCircle: Whether the arc is a whole circle.
  ///   - deadZone: The dead zone; negative or NaN reads as 0.
  public init(arcAngles: [Double], isFullCircle: Bool, deadZone: CGFloat = standardDeadZone) {
    self.deadZone = Self.sanitized(deadZone)
    let count = arcAngles.count
    guard count > 1 else {
      shape = count == 1 ? .single : .none
      return
    }
    let step = arcAngles[1] - arcAngles[0]
    guard abs(step) > 1e-9, step.isFinite, arcAngles[0].isFinite else {
      shape = .none
      return
    }
    shape = .arc(first: arcAngles[0], step: step, count: count, isFullCircle: isFullCircle)
  }

  /// The sectors of items on a line.
  ///
  /// - Parameters:
  ///   - lineDirection: The line's unit direction on screen, y down.
  ///   - distances: Each item's distance from the centre along the line, increasing.
  ///   - deadZone: The dead zone; negative or NaN reads as 0.
  public init(lineDirection: CGPoint, distances: [CGFloat], deadZone: CGFloat = standardDeadZone) {
    self.deadZone = Self.sanitized(deadZone)
    let length = hypot(lineDirection.x, lineDirection.y)
    guard !distances.isEmpty, length.isFinite, length > 1e-12 else {
      shape = .none
      return
    }
    let boundaries = zip(distances, distances.dropFirst()).map { Double(($0 + $1) / 2) }
    shape = .line(
      dx: Double(lineDirection.x / length), dy: Double(lineDirection.y / length), boundaries: boundaries)
  }

  /// These sectors with the items' frames at rest, as placed around a centre at the origin.
  ///
  /// - Parameter placement: The items placed around a button centred at the origin.
  /// - Returns: Sectors whose ``item(for:)`` gives a point on a frame to its item first.
  package func withItems(_ placement: RadialPlacement) -> RadialMenuSectors {
    var sectors = self
    sectors.items = placement
    return sectors
  }

  /// The item whose frame at rest holds a point, when the sectors know the frames.
  ///
  /// - Parameter position: The point, relative to the button's centre; y down.
  /// - Returns: The item's index, or `nil` off every frame, without frames, or for a non-finite
  ///   point.
  public func itemFrame(at position: CGPoint) -> Int? {
    items?.item(at: position)
  }

  /// The item a finger points at: the item whose frame holds it, else the item whose sector or
  /// band holds its direction.
  ///
  /// - Parameter position: The finger's position relative to the button's centre; y down.
  /// - Returns: The item's index, or `nil` within the dead zone around the centre (off every
  ///   frame), outside every sector, or for a non-finite position.
  public func item(for position: CGPoint) -> Int? {
    if let onFrame = itemFrame(at: position) { return onFrame }
    let x = Double(position.x)
    let y = Double(position.y)
    let length = (x * x + y * y).squareRoot()
    guard length.isFinite, length >= Double(deadZone), length > 0 else { return nil }
    switch shape {
    case .none:
      return nil
    case .single:
      return 0
    case .arc(let first, let step, let count, let isFullCircle):
      let degrees = atan2(x, -y) * 180 / .pi
      return Self.arcItem(
        degrees: degrees, first: first, step: step, count: count, isFullCircle: isFullCircle)
    case .line(let dx, let dy, let boundaries):
      let along = x * dx + y * dy
      let across = abs(x * dy - y * dx)
      // Within 45° of the line.
      guard along > 0, across <= along else { return nil }
      var low = 0
      var high = boundaries.count
      while low < high {
        let middle = (low + high) / 2
        if along >= boundaries[middle] { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }

  /// The item whose sector holds a direction on an arc.
  private static func arcItem(degrees: Double, first: Double, step: Double, count: Int, isFullCircle: Bool)
    -> Int?
  {
    let size = abs(step)
    // How far round from the first item, in the direction the items follow.
    var offset = ((degrees - first) * (step < 0 ? -1 : 1)).truncatingRemainder(dividingBy: 360)
    if offset < 0 { offset += 360 }
    if isFullCircle {
      let index = Int((offset / size).rounded()) % count
      return index
    }
    let span = size * Double(count - 1)
    let gap = max(360 - span, 0)
    // Split the gap behind the arc evenly between its two ends.
    if offset >= 360 - gap / 2 { offset -= 360 }
    let reach = min(size, gap) / 2
    guard offset >= -reach, offset <= span + reach else { return nil }
    return min(max(Int((offset / size).rounded()), 0), count - 1)
  }

  private static func sanitized(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), RadialArrangement.maximumLength)
  }
}
