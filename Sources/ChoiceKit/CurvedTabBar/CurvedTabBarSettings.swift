#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The small knobs of the curved tab bars below a view, set by the modifiers in this file.
  struct CurvedTabBarSettings: ControlSettings, Hashable {
    var tokens = CurvedTabBarTokens.standard
    var notchMode = CurvedTabBarNotchMode.fixed
    /// The words VoiceOver speaks; `nil` follows the environment's locale.
    var wording: CurvedTabBarWording?
    /// Whether a switch plays the selection haptic; off, as on the system tab bar.
    var playsSelectionFeedback = false

    static var defaultValue: CurvedTabBarSettings { CurvedTabBarSettings() }
  }

  extension View {
    /// Plays the selection haptic when a curved tab bar in this view switches tabs.
    ///
    /// The system tab bar plays none, so neither does a curved tab bar unless asked to:
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) { … }
    ///   .curvedTabBarSelectionFeedback()
    /// ```
    ///
    /// - Parameter plays: Whether a switch plays the haptic; `true` by default.
    /// - Returns: A view whose curved tab bars play the haptic or not.
    nonisolated public func curvedTabBarSelectionFeedback(_ plays: Bool = true) -> some View {
      transformControlSettings(CurvedTabBarSettings.self) { $0.playsSelectionFeedback = plays }
    }

    /// Sets where the notch of the curved tab bars in this view rests.
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) { … }
    ///   .curvedTabBarNotchMode(.travelling)
    /// ```
    ///
    /// With `.travelling` the notch follows the selection on the tokens' spring and the selected
    /// tab's symbol rises into a circle resting in it; the centre action then takes a slot of its
    /// own in the middle of the row. When Reduce Motion is on, the notch stays fixed
    /// (`CurvedTabBarNotchMode.resolved(reduceMotion:)`) and the selection cross-fades.
    ///
    /// - Parameter mode: `.fixed` (the default: the notch holds the centre action) or
    ///   `.travelling`.
    /// - Returns: A view whose curved tab bars rest their notch this way.
    nonisolated public func curvedTabBarNotchMode(_ mode: CurvedTabBarNotchMode) -> some View {
      transformControlSettings(CurvedTabBarSettings.self) { $0.notchMode = mode }
    }

    /// Sets the core tokens (colours, fonts, spring, metrics) of the curved tab bars in this view.
    ///
    /// ```swift
    /// var tokens = CurvedTabBarTokens.tutorial  // the tutorial's exact notch
    /// tokens.actionGradient = [RGBAColor(hex: 0xFF9500), RGBAColor(hex: 0xFF2D55)]
    /// return content.curvedTabBarTokens(tokens)
    /// ```
    ///
    /// The preview renderer draws from the same tokens, so a gallery page matches the app.
    ///
    /// - Parameter tokens: The tokens; `CurvedTabBarTokens.standard` by default.
    /// - Returns: A view whose curved tab bars use these tokens.
    nonisolated public func curvedTabBarTokens(_ tokens: CurvedTabBarTokens) -> some View {
      transformControlSettings(CurvedTabBarSettings.self) { $0.tokens = tokens }
    }

    /// Sets the words the curved tab bars in this view speak after each tab's title, such as
    /// “tab, 1 of 4, 3 new items”.
    ///
    /// By default the words follow the environment's locale in the languages ChoiceKit ships
    /// (`ChoiceWording(locale:)` picks them: "es-MX" Spanish, "zh-TW" Traditional Chinese, "ar"
    /// Arabic with its digits), and English otherwise.
    ///
    /// - Parameter wording: The words; `nil` follows the locale again.
    /// - Returns: A view whose curved tab bars speak these words.
    nonisolated public func curvedTabBarWording(_ wording: CurvedTabBarWording?) -> some View {
      transformControlSettings(CurvedTabBarSettings.self) { $0.wording = wording }
    }
  }
#endif
