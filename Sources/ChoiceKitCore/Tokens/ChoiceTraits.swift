import Foundation

/// The environment every control is drawn in: colour scheme, layout direction, text size, device
/// family, Reduce Motion, Increase Contrast, Reduce Transparency and language, as one value.
///
/// The SwiftUI controls read it once from the environment; the previews, the gallery and the
/// `render` command build it from their options. Either way the core receives the same value, so a
/// picture and the control it shows are drawn under the same traits.
///
/// ```swift
/// let traits = ChoiceTraits(appearance: .dark, isRightToLeft: true, textScale: .accessibility1)
/// let wording = ChoiceWording(locale: traits.locale)
/// ```
public struct ChoiceTraits: Sendable, Hashable {
  /// The colour scheme.
  public var appearance: ChoiceAppearance
  /// Whether the layout runs right to left.
  public var isRightToLeft: Bool
  /// The Dynamic Type size.
  public var textScale: ChoiceTextScale
  /// The device family the control is drawn for.
  public var idiom: InterfaceIdiom
  /// Whether Reduce Motion is on: motion becomes a cross-fade instead of travel.
  public var reducesMotion: Bool
  /// Whether Increase Contrast is on: translucent fills and text are strengthened
  /// (`AdaptiveColor.adapted(to:)`).
  public var increasesContrast: Bool
  /// Whether Reduce Transparency is on: translucent fills become opaque.
  public var reducesTransparency: Bool
  /// The locale whose words and digits the control speaks and shows.
  public var locale: Locale

  /// Creates traits; each one left out is the system's default on a phone in English.
  ///
  /// - Parameters:
  ///   - appearance: The colour scheme; light by default.
  ///   - isRightToLeft: Whether the layout runs right to left; `false` by default.
  ///   - textScale: The Dynamic Type size; `.large`, the system default, by default.
  ///   - idiom: The device family; `.phone` by default.
  ///   - reducesMotion: Whether Reduce Motion is on; `false` by default.
  ///   - locale: The locale; English (`en`) by default, so previews never depend on the machine.
  ///   - increasesContrast: Whether Increase Contrast is on; `false` by default.
  ///   - reducesTransparency: Whether Reduce Transparency is on; `false` by default.
  public init(
    appearance: ChoiceAppearance = .light, isRightToLeft: Bool = false, textScale: ChoiceTextScale = .default,
    idiom: InterfaceIdiom = .phone, reducesMotion: Bool = false, locale: Locale = Locale(identifier: "en"),
    increasesContrast: Bool = false, reducesTransparency: Bool = false
  ) {
    self.increasesContrast = increasesContrast
    self.reducesTransparency = reducesTransparency
    self.appearance = appearance
    self.isRightToLeft = isRightToLeft
    self.textScale = textScale
    self.idiom = idiom
    self.reducesMotion = reducesMotion
    self.locale = locale
  }
}

extension ChoiceTraits {
  /// The reading directions, left to right first.
  package static let directions = [false, true]

  /// A reading direction by the name the gallery's filter and `choicekit render --direction`
  /// give it.
  ///
  /// - Parameter isRightToLeft: Whether the layout runs right to left.
  /// - Returns: `ltr` or `rtl`.
  package static func directionName(isRightToLeft: Bool) -> String {
    isRightToLeft ? "rtl" : "ltr"
  }

  /// A reading direction in words, as a caption says it.
  ///
  /// - Parameter isRightToLeft: Whether the layout runs right to left.
  /// - Returns: "left to right" or "right to left".
  package static func directionWords(isRightToLeft: Bool) -> String {
    isRightToLeft ? "right to left" : "left to right"
  }
}
