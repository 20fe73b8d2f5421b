/// Light or dark, the core's mirror of SwiftUI's `ColorScheme`.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
