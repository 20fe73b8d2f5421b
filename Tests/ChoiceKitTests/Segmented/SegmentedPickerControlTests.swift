#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // Which focus interactions the picker's SwiftUI layer asks SwiftUI for; the focus rules
  // themselves (entry, moves) are the core's, tested on Linux.

  @Suite("SegmentedPicker focus")
  @MainActor
  struct SegmentedPickerFocusTests {
    @Test func focusComesOnlyFromKeyboardNavigation() {
      guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
      // `.edit` takes focus on every click and tap: a focus ring on the Mac, and a text field's
      // keyboard dismissed on the iPad.
      #expect(SegmentedPickerKeyboardNavigation.focusInteractions == .activate)
      #expect(!SegmentedPickerKeyboardNavigation.focusInteractions.contains(.edit))
    }
  }
#endif
