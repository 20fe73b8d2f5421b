import Foundation

/// A control's words: a `ChoiceWording` in one language, composed the way that control speaks.
///
/// Each control's wording type conforms, so a control drawn under some `ChoiceTraits` speaks
/// the language of their locale the same way in SwiftUI and in the previews:
///
/// ```swift
/// let traits = ChoiceTraits(locale: Locale(identifier: "es-MX"))
/// SegmentedPickerWording(traits: traits).adjustableValue(label: "Semana", index: 1, count: 4)
/// // "Semana, 2 de 4"
/// ```
public protocol ChoiceControlWording: Sendable, Hashable {
  /// The words, in one language.
  var wording: ChoiceWording { get set }

  /// Creates the control's words from a language's words.
  ///
  /// - Parameter wording: The words, in one language.
  init(wording: ChoiceWording)
}

extension ChoiceControlWording {
  /// The control's words in English, the default.
  public init() {
    self.init(wording: .english)
  }

  /// The control's words in English.
  public static var english: Self { Self(wording: .english) }

  /// The control's words in Spanish, the tutorials' language.
  public static var spanish: Self { Self(wording: .spanish) }

  /// Creates the control's words in the language of the traits' locale, as
  /// `ChoiceWording(locale:)` picks it.
  ///
  /// - Parameter traits: The environment the control is drawn in.
  package init(traits: ChoiceTraits) {
    self.init(wording: ChoiceWording(locale: traits.locale))
  }
}
