import Foundation

/// The words VoiceOver speaks for a value picker: the row's value, each option's position, and
/// why a tap changed nothing.
///
/// ```swift
/// let speech = ValuePickerWording(wording: .spanish)
/// speech.optionDescription(label: "Juan", index: 0, count: 3)  // "Juan, 1 de 3"
/// speech.refusal(.maximumReached(2))                            // "Puedes elegir hasta 2 opciones"
/// ```
public struct ValuePickerWording: ChoiceControlWording {
  /// The words, in one language.
  public var wording: ChoiceWording

  /// Creates the picker's speech from a language's words.
  ///
  /// - Parameter wording: The words.
  public init(wording: ChoiceWording) {
    self.wording = wording
  }

  /// An option row's label; the selected state is the button's trait, spoken by VoiceOver.
  ///
  /// - Parameters:
  ///   - label: The option's text; left out when empty.
  ///   - isEnabled: Whether it can be chosen; "dimmed" is added when not.
  ///   - index: The option's position among the options shown.
  ///   - count: How many options are shown.
  /// - Returns: "Juan, 1 of 3", "Ana, dimmed, 2 of 3".
  public func optionDescription(label: String, isEnabled: Bool = true, index: Int, count: Int) -> String {
    var parts = [label]
    if !isEnabled { parts.append(wording.dimmed) }
    parts.append(wording.position(index: index, count: count))
    return parts.filter { !$0.isEmpty }.joined(separator: wording.separator)
  }

  /// What VoiceOver says when a tap changed nothing.
  ///
  /// - Parameter refusal: Why.
  /// - Returns: "You can choose up to 3 options", "Choose at least 1 option", or "dimmed" for
  ///   an option that cannot be chosen.
  package func refusal(_ refusal: ValuePickerRefusal) -> String {
    switch refusal {
    case .unavailable: wording.dimmed
    case .maximumReached(let maximum): wording.maximumSelection(maximum)
    case .minimumReached(let minimum): wording.minimumSelection(minimum)
    }
  }
}
