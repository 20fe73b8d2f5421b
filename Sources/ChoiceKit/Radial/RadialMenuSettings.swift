#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The small knobs of the radial menus below a view, set by the modifiers in this file.
  struct RadialMenuSettings: ControlSettings, Hashable {
    var tokens = RadialMenuTokens.standard
    var radius = RadialRadius.fitted
    /// The words VoiceOver speaks; `nil` follows the environment's locale.
    var wording: RadialMenuWording?

    static var defaultValue: RadialMenuSettings { RadialMenuSettings() }
  }

  extension View {
    /// Sets the core tokens (centre button, item look, spring and stagger) of the radial menus in
    /// this view.
    ///
    /// ```swift
    /// var tokens = RadialMenuTokens.standard
    /// tokens.centerDiameter = 64
    /// return content.radialMenuTokens(tokens)
    /// ```
    ///
    /// The preview renderer draws from the same tokens, so a gallery page matches the app.
    ///
    /// - Parameter tokens: The tokens; `RadialMenuTokens.standard` by default.
    /// - Returns: A view whose radial menus use these tokens.
    nonisolated public func radialMenuTokens(_ tokens: RadialMenuTokens) -> some View {
      transformControlSettings(RadialMenuSettings.self) { $0.tokens = tokens }
    }

    /// Sets how far from the centre the radial menus in this view put their items.
    ///
    /// ```swift
    /// RadialMenu { … } label: { … }
    ///   .radialMenuRadius(.fixed(140))
    /// ```
    ///
    /// - Parameter radius: `.fitted` (the default: the smallest distance at which every item
    ///   clears the centre button and its neighbours) or `.fixed(_:)`.
    /// - Returns: A view whose radial menus use this radius.
    nonisolated public func radialMenuRadius(_ radius: RadialRadius) -> some View {
      transformControlSettings(RadialMenuSettings.self) { $0.radius = radius }
    }

    /// Sets the words the radial menus in this view speak: each item's position ("1 of 3") and
    /// what is announced when a menu opens or closes.
    ///
    /// By default the words follow the environment's locale in the languages ChoiceKit ships
    /// (`ChoiceWording(locale:)` picks them: "es-MX" Spanish, "zh-TW" Traditional Chinese, "ar"
    /// Arabic with its digits), and English otherwise.
    ///
    /// - Parameter wording: The words; `nil` follows the locale again.
    /// - Returns: A view whose radial menus speak these words.
    nonisolated public func radialMenuWording(_ wording: RadialMenuWording?) -> some View {
      transformControlSettings(RadialMenuSettings.self) { $0.wording = wording }
    }
  }
#endif
