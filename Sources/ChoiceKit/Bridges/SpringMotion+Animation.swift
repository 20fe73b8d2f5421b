#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension Animation {
    /// A spring animation that moves exactly as a core `SpringMotion` does.
    ///
    /// ```swift
    /// withAnimation(.spring(motion: .snappy)) { selection = option }
    /// ```
    ///
    /// Built with `spring(response:dampingFraction:blendDuration:)`, the call behind SwiftUI's
    /// own `.spring`, `.smooth`, `.snappy` and `.bouncy`, so the core presets animate as those do,
    /// and the motion keeps its `SpringMotion.blendDuration` when it interrupts another.
    /// Response and damping fraction determine the motion completely (mass only scales
    /// stiffness and damping together), so springs of any mass are reproduced.
    ///
    /// The name differs from SwiftUI's `spring(_:blendDuration:)`, which takes a `Spring`:
    /// with the same label `.spring(.smooth)` would be ambiguous, as both types have `.smooth`.
    ///
    /// - Parameter motion: The spring.
    /// - Returns: A retargeting spring animation.
    public static func spring(motion: SpringMotion) -> Animation {
      Animation.spring(
        response: motion.response,
        dampingFraction: motion.dampingFraction,
        blendDuration: motion.blendDuration)
    }

    /// The animation a control moves with: the core spring, or with Reduce Motion an ease in and
    /// out for the cross-fade that replaces travel.
    ///
    /// - Parameters:
    ///   - motion: The core spring.
    ///   - reducesMotion: Whether Reduce Motion is on.
    /// - Returns: `spring(motion:)`, or `easeInOut` with Reduce Motion.
    static func spring(motion: SpringMotion, reducesMotion: Bool) -> Animation {
      reducesMotion ? .easeInOut : .spring(motion: motion)
    }

    /// An interpolating spring animation with a core spring's mass, stiffness and damping.
    ///
    /// Use it to hand over a gesture's velocity; unlike `spring(motion:)` it adds to an
    /// animation it interrupts instead of blending with it, and ignores
    /// `SpringMotion.blendDuration`.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(motion: .interactive, initialVelocity: velocity)) {
    ///   offset = target
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - motion: The spring.
    ///   - initialVelocity: The starting velocity, as a fraction of the distance to travel
    ///     per second, as SwiftUI's `interpolatingSpring` takes it.
    /// - Returns: An interpolating spring animation.
    public static func interpolatingSpring(motion: SpringMotion, initialVelocity: Double = 0)
      -> Animation
    {
      Animation.interpolatingSpring(
        mass: motion.mass,
        stiffness: motion.stiffness,
        damping: motion.damping,
        initialVelocity: initialVelocity)
    }
  }

  extension SpringMotion {
    /// The spring as a SwiftUI animation; the same as `Animation.spring(motion: self)`.
    ///
    /// ```swift
    /// .animation(SpringMotion.interactive.animation, value: dragOffset)
    /// ```
    public var animation: Animation {
      Animation.spring(motion: self)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Spring {
    /// Creates a SwiftUI spring with a core spring's mass, stiffness and damping.
    ///
    /// Over-damped core springs stay over-damped: SwiftUI caps damping at critical unless
    /// asked, and this initialiser asks.
    ///
    /// ```swift
    /// let spring = Spring(SpringMotion.bouncy)
    /// spring.value(target: 1.0, time: 0.2)  // the same as SpringMotion.bouncy.value(at: 0.2)
    /// ```
    ///
    /// - Parameter motion: The core spring.
    public init(_ motion: SpringMotion) {
      self.init(
        mass: motion.mass,
        stiffness: motion.stiffness,
        damping: motion.damping,
        allowOverDamping: true)
    }
  }
#endif
