#if canImport(SwiftUI)
  import SwiftUI

  /// One value the environment holds for a kind of control, its settings or its style, with
  /// what it is where no modifier set it.
  ///
  /// One generic environment key holds each slot's value, so a control declares its slot and
  /// nothing else: `@Environment(RadialMenuStyleSlot.environmentKeyPath)` reads it, and a
  /// modifier writes it at the same key path.
  protocol ControlEnvironmentSlot {
    /// What the slot holds: a settings type, or a style protocol's existential
    /// (`any RadialMenuStyle`).
    associatedtype Value
    /// The value below a view where no modifier has set one.
    static var defaultValue: Value { get }
  }

  /// Names one slot in `EnvironmentValues`, so that a key path can reach it:
  /// `\.[controlSlot: ControlSlotIndex<RadialMenuSettings>()]`.
  struct ControlSlotIndex<Slot: ControlEnvironmentSlot>: Hashable, Sendable {}

  /// The one environment key of each slot.
  private struct ControlSlotKey<Slot: ControlEnvironmentSlot>: EnvironmentKey {
    static var defaultValue: Slot.Value { Slot.defaultValue }
  }

  extension EnvironmentValues {
    /// The value of one kind of control's slot.
    subscript<Slot: ControlEnvironmentSlot>(controlSlot index: ControlSlotIndex<Slot>) -> Slot.Value {
      get { self[ControlSlotKey<Slot>.self] }
      set { self[ControlSlotKey<Slot>.self] = newValue }
    }
  }

  extension ControlEnvironmentSlot {
    /// Where this slot's value lives in the environment: read it with
    /// `@Environment(RadialMenuSettings.environmentKeyPath)`.
    static var environmentKeyPath: WritableKeyPath<EnvironmentValues, Value> {
      \.[controlSlot: ControlSlotIndex<Self>()]
    }
  }

  /// The small knobs of one kind of control (tokens, wording, sizing…), which its modifiers set
  /// for a whole hierarchy and the control reads from the environment: a slot holding itself,
  /// written by ``SwiftUI/View/transformControlSettings(_:_:)``.
  protocol ControlSettings: ControlEnvironmentSlot, Sendable where Value == Self {}

  extension View {
    /// Changes the settings of one kind of control for this view and the views inside it: what
    /// every control's modifiers do.
    ///
    /// ```swift
    /// nonisolated public func radialMenuRadius(_ radius: RadialRadius) -> some View {
    ///   transformControlSettings(RadialMenuSettings.self) { $0.radius = radius }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The settings type.
    ///   - transform: Changes the settings in place.
    /// - Returns: A view whose controls of that kind use the changed settings.
    nonisolated func transformControlSettings<Settings: ControlSettings>(
      _ type: Settings.Type, _ transform: @escaping (inout Settings) -> Void
    ) -> some View {
      transformEnvironment(Settings.environmentKeyPath, transform: transform)
    }
  }
#endif
