#if canImport(SwiftUI)
  import SwiftUI

  #if canImport(Accessibility)
    import Accessibility
  #endif
  #if canImport(UIKit) && !os(watchOS)
    @preconcurrency import UIKit
  #endif

  /// Speaks a control's words to VoiceOver: a radial menu opening or closing, a value picker
  /// refusing a tap at its limit.
  enum AccessibilityAnnouncement {
    /// Posts an announcement: through `AccessibilityNotification` from iOS 17, macOS 14,
    /// tvOS 17 and watchOS 10, through UIKit on iOS and tvOS 16. macOS 13 and watchOS 9 have no
    /// SwiftUI-level announcement; there VoiceOver reads what the control's own state shows.
    ///
    /// - Parameter text: The words.
    @MainActor
    static func post(_ text: String) {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        AccessibilityNotification.Announcement(text).post()
      } else {
        #if canImport(UIKit) && !os(watchOS)
          UIAccessibility.post(notification: .announcement, argument: text)
        #endif
      }
    }
  }
#endif
