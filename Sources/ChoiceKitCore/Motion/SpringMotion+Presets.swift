import Foundation

extension SpringMotion {
  /// SwiftUI's `.spring` animation: response 0.5 s, damping fraction 0.825, no blending.
  ///
  /// ```swift
  /// let frames = TransitionSampler(spring: .default).progressFrames()
  /// ```
  public static let `default` = SpringMotion(response: 0.5, dampingFraction: 0.825)

  /// SwiftUI's `.interactiveSpring`: response 0.15 s, damping fraction 0.86, blend 0.25 s, for
  /// motion that follows a finger.
  public static let interactive = SpringMotion(
    response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

  /// SwiftUI's `.smooth`: duration 0.5 s, no bounce (critically damped).
  public static let smooth = SpringMotion(duration: 0.5, bounce: 0)

  /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15.
  public static let snappy = SpringMotion(duration: 0.5, bounce: 0.15)

  /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3.
  public static let bouncy = SpringMotion(duration: 0.5, bounce: 0.3)

  /// Every preset with its name, in a fixed order: default, interactive, smooth, snappy, bouncy.
  ///
  /// The order and names are stable, so output built from them (such as a gallery page) is
  /// deterministic.
  ///
  /// ```swift
  /// for preset in SpringMotion.allPresets {
  ///   print(preset.name, preset.spring.settlingDuration)
  /// }
  /// ```
  package static let allPresets: [SpringPreset] = [
    SpringPreset(name: "default", spring: .default),
    SpringPreset(name: "interactive", spring: .interactive),
    SpringPreset(name: "smooth", spring: .smooth),
    SpringPreset(name: "snappy", spring: .snappy),
    SpringPreset(name: "bouncy", spring: .bouncy),
  ]
}

/// A named spring preset, as listed by ``SpringMotion/allPresets``.
package struct SpringPreset: Sendable, Hashable, Identifiable {
  /// The preset's name, the same as its static member on ``SpringMotion`` (`"snappy"`, …).
  public let name: String
  /// The spring.
  public let spring: SpringMotion

  /// The name, which is unique among the presets.
  public var id: String { name }

  /// Creates a named spring.
  ///
  /// - Parameters:
  ///   - name: A name unique among the springs it is listed with. Any name is kept as given,
  ///     even an empty or a repeated one (whose ``id`` then repeats too).
  ///   - spring: The spring.
  public init(name: String, spring: SpringMotion) {
    self.name = name
    self.spring = spring
  }
}
