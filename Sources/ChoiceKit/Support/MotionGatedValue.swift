#if canImport(SwiftUI)
  import SwiftUI

  /// The number a layout or a shape animates (a selection's position, a menu's openness), which
  /// moves through the values in between only while Reduce Motion is off.
  ///
  /// With Reduce Motion, ``animatableData`` is a constant, so SwiftUI finds nothing to
  /// interpolate: the new value is drawn at once and the control cross-fades instead.
  ///
  /// A layout animates one through ``MotionGatedLayout``; a public shape, whose animatable data
  /// must be public, forwards to it:
  ///
  /// ```swift
  /// nonisolated public var animatableData: Double {
  ///   get { position.animatableData }
  ///   set { position.animatableData = newValue }
  /// }
  /// ```
  struct MotionGatedValue: Sendable, Hashable {
    /// The value drawn: fractional while it moves, NaN where the control has none.
    var value: Double
    /// Whether the value moves through the values in between; off with Reduce Motion.
    let isAnimated: Bool

    /// A value that animates unless Reduce Motion is on.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - reducesMotion: Whether Reduce Motion is on.
    init(_ value: Double, reducesMotion: Bool) {
      self.value = value
      self.isAnimated = !reducesMotion
    }

    /// What SwiftUI interpolates: the value, or 0 for good with Reduce Motion.
    var animatableData: Double {
      get { isAnimated ? value : 0 }
      set { if isAnimated { value = newValue } }
    }
  }

  /// A layout whose one animatable value is a ``MotionGatedValue``: it names the value, and its
  /// animatable data is that value's, so it moves only while Reduce Motion is off.
  ///
  /// ```swift
  /// struct ItemsLayout: MotionGatedLayout {
  ///   var position: MotionGatedValue
  ///   static var animatedValue: WritableKeyPath<Self, MotionGatedValue> { \.position }
  ///   …
  /// }
  /// ```
  protocol MotionGatedLayout: Layout where AnimatableData == Double {
    /// Where the layout keeps its animated value.
    static var animatedValue: WritableKeyPath<Self, MotionGatedValue> { get }
  }

  extension MotionGatedLayout {
    /// What SwiftUI interpolates: the animated value's, constant with Reduce Motion.
    var animatableData: Double {
      get { self[keyPath: Self.animatedValue].animatableData }
      set { self[keyPath: Self.animatedValue].animatableData = newValue }
    }
  }
#endif
