import SwiftUI

/// What the settings screen changes for every screen of the demo.
///
/// The app holds one value and applies it at the root with ``DemoSettingsModifier``; presented
/// screens apply it again, so a sheet or a full-screen cover looks like the screen under it.
struct DemoSettings: Equatable, Sendable {
  var tint = DemoTint.system
  var appearance = DemoAppearance.system
  var direction = DemoDirection.system
  var textSize = DemoTextSize.system
  var language = DemoLanguage.system
  /// The in-app motion override: turns off the animations of every view below the root. It is
  /// not the system's Reduce Motion, which an app cannot set (see the README).
  var disablesAnimations = false
}

/// The tint the controls' indicators and selected items take.
enum DemoTint: String, CaseIterable, Identifiable, Sendable {
  case system = "System"
  case indigo = "Indigo"
  case orange = "Orange"
  case pink = "Pink"
  case green = "Green"
  case teal = "Teal"

  var id: Self { self }

  /// The colour, or `nil` for the app's accent colour.
  var color: Color? {
    switch self {
    case .system: nil
    case .indigo: .indigo
    case .orange: .orange
    case .pink: .pink
    case .green: .green
    case .teal: .teal
    }
  }
}

/// Light, dark, or as the system is.
enum DemoAppearance: String, CaseIterable, Identifiable, Sendable {
  case system = "System"
  case light = "Light"
  case dark = "Dark"

  var id: Self { self }

  /// The scheme to prefer, or `nil` to follow the system.
  var colorScheme: ColorScheme? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }
}

/// Left to right, right to left, or as the system's language reads.
enum DemoDirection: String, CaseIterable, Identifiable, Sendable {
  case system = "System"
  case leftToRight = "LTR"
  case rightToLeft = "RTL"

  var id: Self { self }

  /// The direction to force, or `nil` to keep the system's.
  var layoutDirection: LayoutDirection? {
    switch self {
    case .system: nil
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    }
  }
}

/// The language of the words the controls write and speak ("None", "2 of 4", "Juan and 2
/// more"); ChoiceKit ships English and Spanish.
enum DemoLanguage: String, CaseIterable, Identifiable, Sendable {
  case system = "System"
  case english = "English"
  case spanish = "Español"

  var id: Self { self }

  /// The locale to set, or `nil` to keep the system's.
  var locale: Locale? {
    switch self {
    case .system: nil
    case .english: Locale(identifier: "en")
    case .spanish: Locale(identifier: "es")
    }
  }
}

/// A Dynamic Type size to force, or the system's.
enum DemoTextSize: String, CaseIterable, Identifiable, Sendable {
  case system = "System"
  case xSmall = "Extra small"
  case small = "Small"
  case medium = "Medium"
  case large = "Large (default)"
  case xLarge = "Extra large"
  case xxLarge = "Extra extra large"
  case xxxLarge = "Extra extra extra large"
  case accessibility1 = "Accessibility 1"
  case accessibility2 = "Accessibility 2"
  case accessibility3 = "Accessibility 3"
  case accessibility4 = "Accessibility 4"
  case accessibility5 = "Accessibility 5"

  var id: Self { self }

  /// The sizes the hierarchy may use: the one chosen, or every size for the system's.
  var range: ClosedRange<DynamicTypeSize> {
    switch self {
    case .system: .xSmall ... .accessibility5
    case .xSmall: .xSmall ... .xSmall
    case .small: .small ... .small
    case .medium: .medium ... .medium
    case .large: .large ... .large
    case .xLarge: .xLarge ... .xLarge
    case .xxLarge: .xxLarge ... .xxLarge
    case .xxxLarge: .xxxLarge ... .xxxLarge
    case .accessibility1: .accessibility1 ... .accessibility1
    case .accessibility2: .accessibility2 ... .accessibility2
    case .accessibility3: .accessibility3 ... .accessibility3
    case .accessibility4: .accessibility4 ... .accessibility4
    case .accessibility5: .accessibility5 ... .accessibility5
    }
  }
}

private struct DemoSettingsKey: EnvironmentKey {
  static var defaultValue: DemoSettings { DemoSettings() }
}

extension EnvironmentValues {
  /// The demo's settings, for screens that adapt their own animations or present other screens.
  var demoSettings: DemoSettings {
    get { self[DemoSettingsKey.self] }
    set { self[DemoSettingsKey.self] = newValue }
  }
}

/// Applies the demo's settings to a hierarchy: tint, colour scheme, layout direction, locale,
/// text size and the in-app animation override.
struct DemoSettingsModifier: ViewModifier {
  let settings: DemoSettings
  @Environment(\.layoutDirection) private var systemLayoutDirection
  @Environment(\.locale) private var systemLocale

  func body(content: Content) -> some View {
    let disablesAnimations = settings.disablesAnimations
    content
      .environment(\.demoSettings, settings)
      .tint(settings.tint.color)
      .environment(\.layoutDirection, settings.direction.layoutDirection ?? systemLayoutDirection)
      .environment(\.locale, settings.language.locale ?? systemLocale)
      .dynamicTypeSize(settings.textSize.range)
      .preferredColorScheme(settings.appearance.colorScheme)
      .transaction { transaction in
        // The controls animate with `animation(_:value:)`, which adds no animation to a
        // transaction that disables animations; clearing the animation also stops the demo's
        // own `withAnimation` calls.
        if disablesAnimations {
          transaction.disablesAnimations = true
          transaction.animation = nil
        }
      }
  }
}

extension View {
  /// Applies the demo's settings to this view and everything below it.
  ///
  /// - Parameter settings: The settings.
  /// - Returns: The view with the settings applied.
  func demoSettings(_ settings: DemoSettings) -> some View {
    modifier(DemoSettingsModifier(settings: settings))
  }
}

/// Whether the demo's own animations should be skipped: the system's Reduce Motion or the
/// in-app override.
struct DemoMotion: DynamicProperty {
  @Environment(\.accessibilityReduceMotion) private var systemReduceMotion
  @Environment(\.demoSettings) private var settings

  /// Whether to skip animations.
  var isReduced: Bool { systemReduceMotion || settings.disablesAnimations }
}
