import Foundation

/// A straight radial menu: the items in a line from the centre button, one after another, as a
/// floating button's speed dial shows them.
///
/// The direction is an angle in degrees clockwise from the top, as ``RadialArc`` measures
/// angles: 0° is up, 90° the trailing side, 180° down. A right-to-left layout mirrors it.
///
/// ```swift
/// RadialMenu("Add", path: .line(.up)) { … }          // a speed dial above the button
/// RadialLine(directionDegrees: 315)                   // up and to the leading side
/// RadialLine.up.aligned(.trailing)                    // wide items end at the button's trailing edge
/// ```
public struct RadialLine: Sendable, Hashable {
  /// The line's direction from the button, in degrees clockwise from the top; NaN or infinite
  /// reads as 0 (up).
  public var directionDegrees: Double
  /// How items wider than the button line up across a line that runs up or down: centred on
  /// it, or with their leading or trailing edges at the button's.
  public var alignment: RadialLineAlignment

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - directionDegrees: The direction, clockwise from the top.
  ///   - alignment: How items wider than the button line up across it.
  public init(directionDegrees: Double, alignment: RadialLineAlignment = .center) {
    self.directionDegrees = directionDegrees
    self.alignment = alignment
  }

  /// The same line with its items aligned another way.
  ///
  /// ```swift
  /// RadialMenu("Add", path: .line(.up.aligned(.trailing))) { … }   // a button in the trailing corner
  /// ```
  ///
  /// - Parameter alignment: How items wider than the button line up.
  /// - Returns: The line, aligned.
  public func aligned(_ alignment: RadialLineAlignment) -> RadialLine {
    RadialLine(directionDegrees: directionDegrees, alignment: alignment)
  }

  /// The line turned by an angle, keeping its alignment.
  func turned(byDegrees degrees: Double) -> RadialLine {
    RadialLine(directionDegrees: directionDegrees + degrees, alignment: alignment)
  }

  /// Whether the line runs closer to up or down than to the sides, where alignment applies.
  func runsVertically(isRightToLeft: Bool) -> Bool {
    let unit = direction(isRightToLeft: isRightToLeft)
    return abs(unit.y) >= abs(unit.x)
  }

  /// How far each item's centre moves off the line, across it, for the alignment: nothing when
  /// centred, across a line that runs sideways, or for an item no wider across the line than the
  /// button; else half the difference, so the item's leading or trailing edge meets the
  /// button's. The move is square to the line, so the items' reach along it, which keeps them
  /// apart, is unchanged.
  ///
  /// - Parameters:
  ///   - size: The item's size.
  ///   - centerDiameter: The button's diameter.
  ///   - isRightToLeft: Whether the layout runs right to left: leading is on the right.
  /// - Returns: The move, in points on screen.
  func alignmentShift(for size: CGSize, centerDiameter: CGFloat, isRightToLeft: Bool) -> CGPoint {
    guard alignment != .center, runsVertically(isRightToLeft: isRightToLeft) else { return .zero }
    let unit = direction(isRightToLeft: isRightToLeft)
    // Square to the line, pointing right on screen.
    let across = unit.y <= 0 ? CGPoint(x: -unit.y, y: unit.x) : CGPoint(x: unit.y, y: -unit.x)
    let extent = abs(across.x) * size.width + abs(across.y) * size.height
    let amount = max(0, (extent - centerDiameter) / 2)
    guard amount.isFinite, amount > 0 else { return .zero }
    // Leading edges meet by moving towards the trailing side, which is the right left to right.
    let towardsRight = (alignment == .leading) != isRightToLeft
    let signed = towardsRight ? amount : -amount
    return CGPoint(x: across.x * signed, y: across.y * signed)
  }

  /// Items above the button.
  public static let up = RadialLine(directionDegrees: 0)
  /// Items below the button.
  public static let down = RadialLine(directionDegrees: 180)
  /// Items on the button's leading side.
  public static let leading = RadialLine(directionDegrees: -90)
  /// Items on the button's trailing side.
  public static let trailing = RadialLine(directionDegrees: 90)

  /// The unit direction on screen, y down, mirrored horizontally in a right-to-left layout.
  ///
  /// - Parameter isRightToLeft: Whether the layout runs right to left.
  /// - Returns: A unit vector: (0, −1) for ``up``.
  public func direction(isRightToLeft: Bool) -> CGPoint {
    let unit = RadialArc.direction(atDegrees: directionDegrees)
    return isRightToLeft ? CGPoint(x: -unit.x, y: unit.y) : unit
  }

  /// How far from the button's centre each item's centre rests: the first item clears the
  /// button by `spacing`, and each next one clears the one before by `spacing`, measured along
  /// the line, so no two items and no item and the button overlap.
  ///
  /// - Parameters:
  ///   - itemSizes: The items' sizes, in order; sides are used as they are.
  ///   - centerDiameter: The button's diameter.
  ///   - spacing: The gap between neighbours and between the first item and the button.
  ///   - isRightToLeft: Whether the layout runs right to left.
  /// - Returns: Each item's distance and its extent along the line.
  func distances(itemSizes: [CGSize], centerDiameter: CGFloat, spacing: CGFloat, isRightToLeft: Bool)
    -> [(distance: CGFloat, extent: CGFloat)]
  {
    let unit = direction(isRightToLeft: isRightToLeft)
    var reached = centerDiameter / 2
    return itemSizes.map { size in
      let extent = abs(unit.x) * size.width + abs(unit.y) * size.height
      let distance = min(reached + spacing + extent / 2, RadialArrangement.maximumLength)
      reached = min(distance + extent / 2, RadialArrangement.maximumLength)
      return (distance, extent)
    }
  }
}

/// How the items of a ``RadialLine`` that runs up or down line up across it, as a floating
/// button's speed dial lines its labelled items up with the button.
///
/// Items no wider than the centre button stay centred on the line; a wider one (an icon with
/// its title) is centred, or has its leading or trailing edge at the button's, so the items of a
/// button in a screen's trailing corner stay on screen with ``trailing``.
public enum RadialLineAlignment: Sendable, Hashable, CaseIterable {
  /// Items' leading edges at the button's leading edge: they grow towards the trailing side.
  case leading
  /// Items centred on the line.
  case center
  /// Items' trailing edges at the button's trailing edge: they grow towards the leading side.
  case trailing
}

/// The path a radial menu's items take from the centre button: an arc around it, or a straight
/// line from it.
///
/// ```swift
/// RadialMenu("Share", path: .arc(.leadingHalf)) { … }
/// RadialMenu("Add", path: .line(.up)) { … }
/// ```
public enum RadialMenuPath: Sendable, Hashable {
  /// Around the button on an arc, at the settings' radius.
  case arc(RadialArc)
  /// In a line from the button; the radius setting does not apply.
  case line(RadialLine)
}
