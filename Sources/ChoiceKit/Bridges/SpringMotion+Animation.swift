#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension Animation {
    /// A spring animation that moves exactly as a core `SpringMotion` does.
    ///
    /// ```swift
    /// withAnimation(.choiceSpring(.snappy)) { selection = option }
    /// ```
    ///
    /// Built with `spring(response:dampingFraction:blendDuration:)`, the call behind SwiftUI's
    /// own `.spring`, `.smooth`, `.snappy` and `.bouncy`, so the core presets animate as those do,
    /// and the motion keeps its `SpringMotion.blendDuration` when it interrupts another.
    /// Response and damping fraction determine the motion completely (mass only scales
    /// stiffness and damping together), so springs of any mass are reproduced.
    ///
    /// The name carries the kit's prefix so it never meets SwiftUI's `spring(_:blendDuration:)`,
    /// which takes a `Spring` (both types have `.smooth`), or an app's own `Animation` members.
    ///
    /// - Parameter motion: The spring.
    /// - Returns: A retargeting spring animation.
    public static func choiceSpring(_ motion: SpringMotion) -> Animation {
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
    /// - Returns: `choiceSpring(_:)`, or `easeInOut` with Reduce Motion.
    static func choiceSpring(_ motion: SpringMotion, reducesMotion: Bool) -> Animation {
      reducesMotion ? .easeInOut : .choiceSpring(motion)
    }

    /// An interpolating spring animation with a core spring's mass, stiffness and damping.
    ///
    /// Use it to hand over a gesture's velocity; unlike `choiceSpring(_:)` it adds to an
    /// animation it interrupts instead of blending with it, and ignores
    /// `SpringMotion.blendDuration`.
    ///
    /// ```swift
    /// withAnimation(.choiceInterpolatingSpring(.interactive, initialVelocity: velocity)) {
    ///   offset = target
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - motion: The spring.
    ///   - initialVelocity: The starting velocity, as a fraction of the distance to travel
    ///     per second, as SwiftUI's `interpolatingSpring` takes it.
    /// - Returns: An interpolating spring animation.
    public static func choiceInterpolatingSpring(_ motion: SpringMotion, initialVelocity: Double = 0)
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
    /// The spring as a SwiftUI animation; the same as `Animation.choiceSpring(self)`.
    ///
    /// ```swift
    /// .animation(SpringMotion.interactive.animation, value: dragOffset)
    /// ```
    public var animation: Animation {
      Animation.choiceSpring(self)
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
