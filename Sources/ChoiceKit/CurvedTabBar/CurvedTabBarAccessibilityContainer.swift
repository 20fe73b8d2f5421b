#if canImport(SwiftUI)
  import SwiftUI

  /// Makes the bar one accessibility container of its buttons, marked as a tab bar where the
  /// system has the trait (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1): VoiceOver then
  /// speaks each button as a tab with its position, as it does for the system tab bar.
  struct CurvedTabBarAccessibilityContainer: ViewModifier {
    /// Whether VoiceOver speaks "tab" and each tab's position itself, so the tab's own words
    /// leave them out.
    nonisolated static var speaksPosition: Bool {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { true } else { false }
    }

    func body(content: Content) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        content.accessibilityElement(children: .contain).accessibilityAddTraits(.isTabBar)
      } else {
        content.accessibilityElement(children: .contain)
      }
    }
  }
#endif
