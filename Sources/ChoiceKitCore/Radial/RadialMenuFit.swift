import Foundation

/// Where an open radial menu's items go so that every one stays inside the window's safe area.
///
/// The path the menu asks for is kept when all its items fit. Otherwise the arc is flipped away
/// from the edges it crosses (mirrored across the button's vertical axis, its horizontal axis, or
/// both) or a line is turned (reversed, then the other straight directions), then a straight line
/// in each of the four directions is tried, the roomiest first; each line is tried as aligned,
/// then with its wide items grown away from the nearer side edge (``RadialLineAlignment``), then
/// the other ways. The radius is never shrunk below
/// the one that keeps items apart. When nothing fits, ``list`` says the items should be offered as
/// a list instead.
///
/// ```swift
/// let fit = RadialMenuFit.fit(
///   itemSizes: sizes, path: .arc(.trailingHalf), centerDiameter: 56,
///   button: CGRect(x: 320, y: 700, width: 56, height: 56),
///   safeArea: CGRect(x: 0, y: 59, width: 390, height: 751))
/// // .path(.arc(…)): the half circle turned towards the screen's inside
/// ```
public enum RadialMenuFit: Sendable, Hashable {
  /// The items fit on this path: the one asked for, or the first fallback that fits.
  case path(RadialMenuPath)
  /// No arrangement around the button fits: offer the items as a list.
  case list

  /// How far an item may cross the safe area's edge and still count as inside, in points, for
  /// rounding.
  public static let tolerance: CGFloat = 0.5

  /// The arrangement for a menu whose button sits at `button` in a window whose safe area is
  /// `safeArea`, both in the window's coordinates.
  ///
  /// - Parameters:
  ///   - itemSizes: Each item's size, in order.
  ///   - path: The path the menu asks for.
  ///   - radius: How far out items on an arc sit.
  ///   - centerDiameter: The centre button's diameter.
  ///   - spacing: The least gap between items, and between an item and the button.
  ///   - isRightToLeft: Whether the menu is mirrored.
  ///   - button: The centre button's frame.
  ///   - safeArea: The window's safe area; an empty or non-finite one keeps `path` (nothing is
  ///     known about the window).
  /// - Returns: `.path(path)` when its items fit; else the first fallback whose items fit; else
  ///   ``list``.
  public static func fit(
    itemSizes: [CGSize], path: RadialMenuPath, radius: RadialRadius = .fitted, centerDiameter: CGFloat,
    spacing: CGFloat = 8, isRightToLeft: Bool = false, button: CGRect, safeArea: CGRect
  ) -> RadialMenuFit {
    let known = [safeArea.minX, safeArea.minY, safeArea.width, safeArea.height].allSatisfy(\.isFinite)
    guard known, safeArea.width > 0, safeArea.height > 0, !itemSizes.isEmpty else { return .path(path) }
    let room = safeArea.insetBy(dx: -tolerance, dy: -tolerance)
    let paths = candidates(for: path, button: button, safeArea: safeArea, isRightToLeft: isRightToLeft)
    for candidate in paths {
      let geometry = RadialMenuGeometry(
        itemSizes: itemSizes, path: candidate, radius: radius, centerDiameter: centerDiameter,
        spacing: spacing,
        isRightToLeft: isRightToLeft)
      if geometry.frames(in: button, progress: []).allSatisfy({ room.contains($0) }) {
        return .path(candidate)
      }
    }
    return .list
  }

  /// The paths tried, in order: the one asked for, its flips or turns, then the four straight
  /// lines, the one with the most room first.
  static func candidates(for path: RadialMenuPath, button: CGRect, safeArea: CGRect, isRightToLeft: Bool)
    -> [RadialMenuPath]
  {
    var paths = [path]
    switch path {
    case .arc(let arc):
      paths += [
        .arc(arc.mirrored(horizontally: true, vertically: false)),
        .arc(arc.mirrored(horizontally: false, vertically: true)),
        .arc(arc.mirrored(horizontally: true, vertically: true)),
      ]
    case .line(let line):
      paths.append(.line(line.turned(byDegrees: 180)))
    }
    // Room from the button to each safe edge, by the line's degrees clockwise from the top (0
    // up, 90 trailing); a right-to-left menu mirrors a line, so its trailing is the left.
    let left = button.minX - safeArea.minX
    let right = safeArea.maxX - button.maxX
    let leadingRoom = isRightToLeft ? right : left
    let trailingRoom = isRightToLeft ? left : right
    let rooms: [(degrees: Double, room: CGFloat)] = [
      (0, button.minY - safeArea.minY), (180, safeArea.maxY - button.maxY), (90, trailingRoom),
      (270, leadingRoom),
    ]
    let alignment: RadialLineAlignment
    if case .line(let line) = path { alignment = line.alignment } else { alignment = .center }
    for straight in rooms.sorted(by: { $0.room > $1.room }) {
      paths.append(.line(RadialLine(directionDegrees: straight.degrees, alignment: alignment)))
    }
    // Each line also with its items grown away from the nearer side edge, then the other way.
    let alignments: [RadialLineAlignment] =
      trailingRoom < leadingRoom ? [.trailing, .leading, .center] : [.leading, .trailing, .center]
    paths = paths.flatMap { candidate -> [RadialMenuPath] in
      guard case .line(let line) = candidate else { return [candidate] }
      return [candidate] + alignments.map { .line(line.aligned($0)) }
    }
    var unique: [RadialMenuPath] = []
    for candidate in paths where !unique.contains(candidate) { unique.append(candidate) }
    return unique
  }
}

extension RadialArc {
  /// The arc mirrored across the vertical axis through the centre (left and right swap), the
  /// horizontal one (top and bottom swap), or both (turned half a circle).
  ///
  /// - Parameters:
  ///   - horizontally: Whether left and right swap.
  ///   - vertically: Whether top and bottom swap.
  /// - Returns: The mirrored arc; mirroring once reverses its direction, twice keeps it.
  public func mirrored(horizontally: Bool, vertically: Bool) -> RadialArc {
    var start = startDegrees.isFinite ? startDegrees.truncatingRemainder(dividingBy: 360) : 0
    var direction = self.direction
    let flip: (RadialDirection) -> RadialDirection = { $0 == .clockwise ? .counterClockwise : .clockwise }
    if horizontally {
      start = -start
      direction = flip(direction)
    }
    if vertically {
      start = 180 - start
      direction = flip(direction)
    }
    return RadialArc(startDegrees: start, sweepDegrees: sweepDegrees, direction: direction)
  }
}
