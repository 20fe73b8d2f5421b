/// Light or dark, the core's mirror of SwiftUI's `ColorScheme`.
///
/// `ChoiceAppearance(rawValue:)` gives `nil` for any string other than `"light"` and `"dark"`.
public enum ChoiceAppearance: String, Sendable, Hashable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
