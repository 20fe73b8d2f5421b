import Foundation

/// Which way items follow one another around a radial arc, as seen on screen.
public enum RadialDirection: String, Sendable, Hashable, CaseIterable {
  /// Clockwise: from the top towards the trailing side (in a left-to-right layout, the right).
  case clockwise
  /// Counter-clockwise: from the top towards the leading side.
  case counterClockwise

  /// +1 for clockwise, −1 for counter-clockwise.
  var sign: Double { self == .clockwise ? 1 : -1 }
}

/// The part of a circle a radial layout spreads its items over: a start angle, a sweep and a
/// direction.
///
/// Angles are in degrees, measured on screen from the top of the circle (12 o'clock) clockwise,
/// as the tutorial's layout measures them: 90° is the trailing side in a left-to-right layout.
///
/// ChoiceSpacing:
/// - A full circle (a sweep of 360° or more) spaces n items 360°/n apart, so the first and the
///   last never meet.
/// - An open arc puts the first item at the start and the last at the end, sweep/(n − 1) apart.
/// - A single item on an open arc sits in the middle of it.
///
/// ```swift
/// RadialArc.fullCircle.angles(count: 4)     // [0, 90, 180, 270]
/// RadialArc.leadingHalf.angles(count: 3)    // [0, -90, -180]
/// RadialArc(startDegrees: 90, sweepDegrees: 90).angles(count: 3)  // [90, 135, 180]
/// ```
public struct RadialArc: Sendable, Hashable {
  /// Where the first item sits, in degrees clockwise from the top; any finite value, read modulo
  /// 360 (NaN and infinities read as 0).
  public var startDegrees: Double
  /// How far the arc reaches, in degrees; 360 or more is a full circle, a negative sweep runs
  /// the other way, and NaN or infinite reads as 360.
  public var sweepDegrees: Double
  /// Which way the items follow one another.
  public var direction: RadialDirection

  /// Creates an arc.
  ///
  /// - Parameters:
  ///   - startDegrees: Where the first item sits, clockwise from the top.
  ///   - sweepDegrees: How far the arc reaches; see ``sweepDegrees``.
  ///   - direction: Which way the items follow one another.
  public init(startDegrees: Double = 0, sweepDegrees: Double, direction: RadialDirection = .clockwise) {
    self.startDegrees = startDegrees
    self.sweepDegrees = sweepDegrees
    self.direction = direction
  }

  /// The whole circle, starting at the top, clockwise.
  public static let fullCircle = RadialArc(sweepDegrees: 360)
  /// The trailing half, from the top round the trailing side to the bottom.
  public static let trailingHalf = RadialArc(sweepDegrees: 180)
  /// The leading half, from the top round the leading side to the bottom.
  public static let leadingHalf = RadialArc(sweepDegrees: 180, direction: .counterClockwise)

  /// Whether the arc is a whole circle.
  public var isFullCircle: Bool { abs(sanitizedSweep) >= 360 }

  /// The start, made finite and brought into `-360...360`.
  var sanitizedStart: Double {
    startDegrees.isFinite ? startDegrees.truncatingRemainder(dividingBy: 360) : 0
  }

  /// The signed sweep on screen (positive clockwise), at most a full turn either way.
  var sanitizedSweep: Double {
    let sweep = sweepDegrees.isFinite ? min(max(sweepDegrees, -360), 360) : 360
    return sweep * direction.sign
  }

  /// The angle between neighbouring items, in degrees on screen (positive clockwise).
  ///
  /// - Parameter count: The number of items.
  /// - Returns: sweep/count on a full circle, sweep/(count − 1) on an open arc, 0 for fewer than
  ///   two items.
  public func step(count: Int) -> Double {
    guard count > 1 else { return 0 }
    return sanitizedSweep / Double(isFullCircle ? count : count - 1)
  }

  /// The smallest angle between any two of `count` items on the arc, the short way round, in
  /// degrees: the step between neighbours, or the gap between the last item and the first when an
  /// open arc sweeps round near its start.
  ///
  /// ```swift
  /// RadialArc.fullCircle.smallestSeparation(count: 4)                          // 90
  /// RadialArc(startDegrees: 0, sweepDegrees: 350).smallestSeparation(count: 2)  // 10
  /// RadialArc(sweepDegrees: 0).smallestSeparation(count: 3)                    // 0
  /// ```
  ///
  /// - Parameter count: The number of items.
  /// - Returns: 0...180; 180 for fewer than two items.
  public func smallestSeparation(count: Int) -> Double {
    guard count > 1 else { return 180 }
    let step = abs(step(count: count))
    let span = step * Double(count - 1)
    return min(max(min(step, 360 - span), 0), 180)
  }

  /// The arc a menu of `count` items spreads them on: this arc, or the whole circle from the
  /// same start in the same direction when the arc is open but so nearly closed that its last
  /// item would come round nearer the first than to its own neighbour (the gap left is smaller
  /// than the step). Items on such an arc would only be kept apart by a far larger radius.
  ///
  /// ```swift
  /// RadialArc(sweepDegrees: 330).closingNearlyFullCircle(count: 6).isFullCircle   // true: 30° < 66°
  /// RadialArc.leadingHalf.closingNearlyFullCircle(count: 6) == .leadingHalf       // true
  /// ```
  ///
  /// - Parameter count: The number of items.
  /// - Returns: The arc to use.
  public func closingNearlyFullCircle(count: Int) -> RadialArc {
    guard !isFullCircle, count > 1 else { return self }
    let gap = 360 - abs(sanitizedSweep)
    guard gap < abs(step(count: count)) else { return self }
    return RadialArc(startDegrees: startDegrees, sweepDegrees: 360, direction: direction)
  }

  /// Every item's angle, in degrees clockwise from the top.
  ///
  /// - Parameter count: The number of items; zero or negative gives none.
  /// - Returns: The angles, first to last; one item on an open arc sits mid-arc.
  public func angles(count: Int) -> [Double] {
    guard count > 0 else { return [] }
    let start = sanitizedStart
    if count == 1 { return [isFullCircle ? start : start + sanitizedSweep / 2] }
    let step = step(count: count)
    return (0..<count).map { start + step * Double($0) }
  }
}

extension RadialArc {
  /// The arc the tutorial's `RadialLayoutAngle` describes: a total of `degrees` (negative for
  /// the leading side) starting at `offset`.
  ///
  /// ```swift
  /// RadialArc(tutorialDegrees: -180, offset: 0) == .leadingHalf  // true
  /// ```
  ///
  /// - Parameters:
  ///   - tutorialDegrees: The tutorial's `totalDegrees`: 360, 180, -180 or a custom value.
  ///   - offset: The tutorial's `angleOffset`, in degrees.
  public init(tutorialDegrees: Double, offset: Double) {
    self.init(
      startDegrees: offset, sweepDegrees: abs(tutorialDegrees),
      direction: tutorialDegrees < 0 ? .counterClockwise : .clockwise)
  }

  /// The unit vector from the centre towards an angle, in y-down screen coordinates.
  ///
  /// - Parameter degrees: Degrees clockwise from the top.
  /// - Returns: (0, −1) for 0°, (1, 0) for 90°.
  public static func direction(atDegrees degrees: Double) -> CGPoint {
    // Turned into one turn first: a huge finite angle times π would overflow to infinity.
    let radians = (degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0) * .pi / 180
    return CGPoint(x: sin(radians), y: -cos(radians))
  }
}
