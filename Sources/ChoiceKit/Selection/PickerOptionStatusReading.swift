#if canImport(SwiftUI)
  import SwiftUI

  /// Shows one picker option inside something the picker wraps around it (a list row's button, a
  /// menu's item) and reads whether the option reported a `disabled(_:)` of its own.
  ///
  /// The wrapper may itself be disabled; resetting the environment inside keeps that from
  /// reaching the option's reporter (``PickerOptionStatusReporter``), so only a `disabled(_:)`
  /// the caller wrote counts and an option can become enabled again. The report stops here, so
  /// an enclosing picker never sees it.
  struct PickerOptionStatusReading: ViewModifier {
    /// Set to whether the option reported itself disabled; written only on a change.
    let isDisabled: Binding<Bool>

    func body(content: Content) -> some View {
      let isDisabled = isDisabled
      content
        .environment(\.isEnabled, true)
        .onPreferenceChange(PickerOptionStatusKey.self) { status in
          if isDisabled.wrappedValue != status.isDisabled {
            isDisabled.wrappedValue = status.isDisabled
          }
        }
        .transformPreference(PickerOptionStatusKey.self) { $0 = PickerOptionStatus() }
    }
  }
#endif
