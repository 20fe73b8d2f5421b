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
    /// - Parameters:
    ///   - text: The words.
    ///   - afterActivation: Whether the words answer a control the user just activated; they
    ///     are then posted a moment later and, on iOS, tvOS and visionOS, queued behind what
    ///     VoiceOver is saying (low priority from iOS 17, the queue attribute before), so they
    ///     neither cut off its reading of the newly focused element nor are cut off by it.
    @MainActor
    static func post(_ text: String, afterActivation: Bool = false) {
      guard afterActivation else {
        postNow(text, queued: false)
        return
      }
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: activationDelay)
        postNow(text, queued: true)
      }
    }

    /// How long an answer to an activation waits: long enough for VoiceOver to start on the
    /// activated element, short enough to be heard as its answer (0.1 s).
    static let activationDelay: UInt64 = 100_000_000

    @MainActor
    private static func postNow(_ text: String, queued: Bool) {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        #if canImport(UIKit) && !os(watchOS)
          if queued {
            let words = NSAttributedString(
              string: text,
              attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low])
            AccessibilityNotification.Announcement(words).post()
            return
          }
        #endif
        AccessibilityNotification.Announcement(text).post()
      } else {
        #if canImport(UIKit) && !os(watchOS)
          let attributes: [NSAttributedString.Key: Any] =
            queued ? [.accessibilitySpeechQueueAnnouncement: true] : [:]
          UIAccessibility.post(
            notification: .announcement, argument: NSAttributedString(string: text, attributes: attributes))
        #endif
      }
    }
  }
#endif
