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
/// ```
public struct RadialLine: Sendable, Hashable {
  /// The line's direction from the button, in degrees clockwise from the top; NaN or infinite
  /// reads as 0 (up).
  public var directionDegrees: Double

  /// Creates a line.
  ///
  /// - Parameter directionDegrees: The direction, clockwise from the top.
  public init(directionDegrees: Double) {
    self.directionDegrees = directionDegrees
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
