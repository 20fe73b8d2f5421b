#if canImport(SwiftUI)
  import SwiftUI

  /// Whether a picker option is enabled, reported from inside the option to the picker.
  ///
  /// `disabled(_:)` writes to the environment, which flows down into the option and never up to
  /// the picker that wraps it in a button. ``PickerOptionEnabledReporter`` (installed by
  /// `pickerTag(_:)`) reads the environment where the option is and publishes it here; the
  /// tagged-children reader turns it into the option's `isEnabled` and stops it there, so an
  /// option never disables the options of an enclosing picker.
  struct PickerOptionEnabledPreferenceKey: PreferenceKey {
    /// No report means enabled: an untagged child has no reporter.
    static var defaultValue: Bool { true }

    /// Disabled wins: one disabled report inside the option disables it.
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value && nextValue()
    }
  }

  /// Publishes the `isEnabled` environment value where a picker option is tagged.
  struct PickerOptionEnabledReporter: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
      content.preference(key: PickerOptionEnabledPreferenceKey.self, value: isEnabled)
    }
  }
#endif
