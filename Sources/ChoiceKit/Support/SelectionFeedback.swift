#if canImport(SwiftUI)
  import SwiftUI

  #if os(iOS)
    import UIKit
  #elseif os(watchOS) && canImport(WatchKit)
    import WatchKit
  #endif

  /// Plays the system's selection feedback each time `trigger` changes: a control bumps it when
  /// the user changes the selection, never when the app does.
  ///
  /// `sensoryFeedback(_:trigger:)` needs iOS 17 and its contemporaries, and does not exist on
  /// visionOS, which has no haptics; on iOS 16 ``SelectionFeedback/playOnEarlierSystems()``
  /// plays it through UIKit instead, and on watchOS 9 through WatchKit.
  struct SelectionFeedback: ViewModifier {
    let trigger: Int

    func body(content: Content) -> some View {
      #if os(visionOS)
        content
      #else
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
          content.sensoryFeedback(.selection, trigger: trigger)
        } else {
          content
        }
      #endif
    }

    /// Plays the selection haptic on iOS 16 and watchOS 9; later systems play it through the
    /// modifier, and the Mac and Apple TV of that generation have no selection haptic to play.
    ///
    /// On watchOS 9 it is WatchKit's click, which Apple documents "to mark fixed points along a
    /// path": each step a control takes, a Digital Crown detent included.
    @MainActor
    static func playOnEarlierSystems() {
      #if os(iOS)
        if #unavailable(iOS 17.0) {
          UISelectionFeedbackGenerator().selectionChanged()
        }
      #elseif os(watchOS) && canImport(WatchKit)
        if #unavailable(watchOS 10.0) {
          WKInterfaceDevice.current().play(.click)
        }
      #endif
    }
  }
#endif
