#if canImport(SwiftUI)
  import SwiftUI

  /// The small knobs of one kind of control (tokens, wording, sizing…), which its modifiers set
  /// for a whole hierarchy and the control reads from the environment.
  ///
  /// Each control's settings type conforms once; one generic environment key holds each type,
  /// and ``SwiftUI/View/transformControlSettings(_:_:)`` writes it.
  protocol ControlSettings: Sendable {
    /// The settings below a view where no modifier has set any.
    static var defaultValue: Self { get }
  }

  /// Names one settings type in `EnvironmentValues`, so that a key path can reach it:
  /// `\.[controlSettings: ControlSettingsSlot<RadialMenuSettings>()]`.
  struct ControlSettingsSlot<Settings: ControlSettings>: Hashable, Sendable {}

  /// The one environment key of each settings type.
  private struct ControlSettingsKey<Settings: ControlSettings>: EnvironmentKey {
    static var defaultValue: Settings { Settings.defaultValue }
  }

  extension EnvironmentValues {
    /// The settings of one kind of control.
    subscript<Settings: ControlSettings>(controlSettings slot: ControlSettingsSlot<Settings>) -> Settings {
      get { self[ControlSettingsKey<Settings>.self] }
      set { self[ControlSettingsKey<Settings>.self] = newValue }
    }
  }

  extension ControlSettings {
    /// Where these settings live in the environment: read them with
    /// `@Environment(RadialMenuSettings.environmentKeyPath)`.
    static var environmentKeyPath: WritableKeyPath<EnvironmentValues, Self> {
      \.[controlSettings: ControlSettingsSlot<Self>()]
    }
  }

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
  /// Where one kind of control finds its style: the style protocol's existential, and the style
  /// used where no modifier set one. One generic environment key holds each kind's style, so a
  /// control's style modifier is `environment(RadialMenuStyleSlot.environmentKeyPath, style)`.
  protocol ControlStyleSlot {
    /// The style protocol's existential: `any RadialMenuStyle`.
    associatedtype Style
    /// The style where no modifier set one.
    static var standard: Style { get }
  }

  /// Names one kind's style in `EnvironmentValues`, so that a key path can reach it.
  struct ControlStyleIndex<Slot: ControlStyleSlot>: Hashable, Sendable {}

  /// The one environment key of each kind's style.
  private struct ControlStyleKey<Slot: ControlStyleSlot>: EnvironmentKey {
    static var defaultValue: Slot.Style { Slot.standard }
  }

  extension EnvironmentValues {
    /// The style of one kind of control.
    subscript<Slot: ControlStyleSlot>(controlStyle index: ControlStyleIndex<Slot>) -> Slot.Style {
      get { self[ControlStyleKey<Slot>.self] }
      set { self[ControlStyleKey<Slot>.self] = newValue }
    }
  }

  extension ControlStyleSlot {
    /// Where this kind's style lives in the environment: read it with
    /// `@Environment(RadialMenuStyleSlot.environmentKeyPath)`.
    static var environmentKeyPath: WritableKeyPath<EnvironmentValues, Style> {
      \.[controlStyle: ControlStyleIndex<Self>()]
    }
  }
#endif
