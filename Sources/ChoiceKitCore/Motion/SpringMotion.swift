import Foundation

/// A damped spring, described by the same numbers as SwiftUI's `Spring`.
///
/// A spring is stored physically, as mass, stiffness and damping, and can be created from any of
/// SwiftUI's three parameterisations; the others are derived:
///
/// ```swift
/// let physical = SpringMotion(mass: 1, stiffness: 100, damping: 10)
/// let classic = SpringMotion(response: 0.5, dampingFraction: 0.825)
/// let modern = SpringMotion(duration: 0.5, bounce: 0.3)
/// modern.stiffness  // ≈ 157.9
/// physical.bounce   // 0.5
/// ```
///
/// The mapping is SwiftUI's: `stiffness = (2π / response)² · mass`,
/// `damping = 4π · dampingFraction · mass / response`, and a bounce `b ≥ 0` means a damping
/// fraction of `1 − b`, a bounce `b < 0` one of `1 / (1 + b)`.
///
/// Unlike SwiftUI's `Spring` (which caps damping at critical unless asked), over-damped springs
/// are kept as given.
///
/// Every initialiser accepts any `Double`. Values that are not a spring at all (NaN, zero or
/// negative mass, stiffness or response) fall back to a default, and the rest are clamped to
/// ranges far wider than any interface needs, so that every derived number stays finite:
///
/// | input | NaN | out of range |
/// | --- | --- | --- |
/// | `mass` | 1 | ≤ 0 → 1; clamped to 1e-6...1e6 |
/// | `stiffness` | that of a 0.5 s response | ≤ 0 → as NaN; clamped to 1e-6...1e9 |
/// | `damping` | critical | clamped to 0...1e9 |
/// | `response`, `duration` | 0.5 | ≤ 0 → 0.5; clamped to 0.001...1000 |
/// | `dampingFraction` | 1 | clamped to 0...1000 (0 is undamped) |
/// | `bounce` | 0 | clamped to -0.99...1 (1 is undamped) |
/// | `blendDuration` | 0 | negative or infinite → 0 |
public struct SpringMotion: Sendable, Hashable {
  /// The mass attached to the spring; 1 unless given.
  public let mass: Double
  /// The spring constant: the restoring force per unit of distance from the target.
  public let stiffness: Double
  /// The friction: the force against the motion per unit of velocity.
  public let damping: Double
  /// How long, in seconds, a new animation blends its velocity with one it interrupts.
  ///
  /// Stored for the SwiftUI layer; it plays no part in the closed-form solution.
  public let blendDuration: Double

  /// Creates a spring from its physical constants.
  ///
  /// ```swift
  /// let spring = SpringMotion(stiffness: 100, damping: 10)  // response ≈ 0.63 s, bounce 0.5
  /// ```
  ///
  /// - Parameters:
  ///   - mass: The mass; NaN, zero or negative gives 1, otherwise clamped to 1e-6...1e6.
  ///   - stiffness: The spring constant; NaN, zero or negative gives the stiffness of a 0.5 s
  ///     response for `mass`, otherwise clamped to 1e-6...1e9.
  ///   - damping: The friction; NaN gives critical damping, otherwise clamped to 0...1e9.
  ///   - blendDuration: Seconds of velocity blending; NaN, negative or infinite gives 0.
  public init(mass: Double = 1, stiffness: Double, damping: Double, blendDuration: Double = 0) {
    let mass = mass.isNaN || mass <= 0 ? 1 : Self.clamp(mass, to: Limits.mass)
    let stiffness =
      stiffness.isNaN || stiffness <= 0
      ? Self.stiffness(response: Limits.fallbackResponse, mass: mass)
      : Self.clamp(stiffness, to: Limits.stiffness)
    let damping =
      damping.isNaN
      ? 2 * (stiffness * mass).squareRoot()
      : Self.clamp(damping, to: Limits.damping)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.blendDuration = blendDuration.isFinite && blendDuration > 0 ? blendDuration : 0
  }

  /// Creates a spring from its response and damping fraction, as SwiftUI's `.spring(response:…)`.
  ///
  /// ```swift
  /// let spring = SpringMotion(response: 0.5, dampingFraction: 0.825)  // SwiftUI's `.spring`
  /// ```
  ///
  /// - Parameters:
  ///   - response: The period, in seconds, the spring would swing at without damping; NaN, zero
  ///     or negative gives 0.5, otherwise clamped to 0.001...1000.
  ///   - dampingFraction: The damping ratio: 0 never stops, below 1 overshoots, 1 is critical,
  ///     above 1 creeps. NaN gives 1, otherwise clamped to 0...1000.
  ///   - blendDuration: Seconds of velocity blending; NaN, negative or infinite gives 0.
  public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
    let response =
      response.isNaN || response <= 0
      ? Limits.fallbackResponse : Self.clamp(response, to: Limits.response)
    let fraction = dampingFraction.isNaN ? 1 : Self.clamp(dampingFraction, to: Limits.dampingFraction)
    self.init(
      mass: 1,
      stiffness: Self.stiffness(response: response, mass: 1),
      damping: 4 * Double.pi * fraction / response,
      blendDuration: blendDuration)
  }

  /// Creates a spring from its perceptual duration and bounce, as SwiftUI's `Spring(duration:bounce:)`.
  ///
  /// ```swift
  /// let spring = SpringMotion(duration: 0.5, bounce: 0.3)  // SwiftUI's `.bouncy`
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (equal to the response); NaN, zero or
  ///     negative gives 0.5, otherwise clamped to 0.001...1000.
  ///   - bounce: 0 for no overshoot, up to 1 for a spring that never stops, below 0 for one that
  ///     creeps. NaN gives 0, otherwise clamped to -0.99...1.
  ///   - blendDuration: Seconds of velocity blending; NaN, negative or infinite gives 0.
  public init(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) {
    let bounce = bounce.isNaN ? 0 : Self.clamp(bounce, to: Limits.bounce)
    self.init(
      response: duration,
      dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
      blendDuration: blendDuration)
  }

  /// The period, in seconds, of the spring's undamped oscillation: `2π · √(mass / stiffness)`.
  public var response: Double {
    2 * Double.pi * (mass / stiffness).squareRoot()
  }

  /// The damping ratio ζ: `damping / (2 · √(stiffness · mass))`; 1 is critically damped.
  public var dampingFraction: Double {
    damping / (2 * (stiffness * mass).squareRoot())
  }

  /// The perceptual duration in seconds, as SwiftUI defines it: the same as ``response``.
  ///
  /// The motion itself takes longer to come to rest; see ``settlingDuration``.
  public var duration: Double {
    response
  }

  /// How much the spring overshoots: 0 for critical damping, towards 1 for none, negative when
  /// over-damped (`1/ζ − 1`, above -1).
  public var bounce: Double {
    let fraction = dampingFraction
    return fraction <= 1 ? 1 - fraction : 1 / fraction - 1
  }

  /// The angular frequency of the undamped oscillation, ω₀ = √(stiffness / mass), in radians per
  /// second.
  var naturalFrequency: Double {
    (stiffness / mass).squareRoot()
  }

  /// The bounds inputs are kept within; wide enough for any interface, narrow enough that
  /// products and quotients of them never overflow.
  enum Limits {
    static let mass = 1e-6...1e6
    static let stiffness = 1e-6...1e9
    static let damping = 0.0...1e9
    static let response = 1e-3...1e3
    static let dampingFraction = 0.0...1e3
    static let bounce = -0.99...1.0
    static let fallbackResponse = 0.5
  }

  private static func stiffness(response: Double, mass: Double) -> Double {
    let frequency = 2 * Double.pi / response
    return frequency * frequency * mass
  }

  private static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
