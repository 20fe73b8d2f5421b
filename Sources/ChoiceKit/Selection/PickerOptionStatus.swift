#if canImport(SwiftUI)
  import SwiftUI

  /// What a picker option reports about itself to the picker that shows it.
  ///
  /// `disabled(_:)` writes to the environment, which flows down into the option and never up to
  /// the picker that wraps it in a button. ``PickerOptionStatusReporter`` (installed by
  /// `pickerTag(_:)`) reads the environment where the option is and publishes it; the option's
  /// wrapper (`TaggedOption`) turns that into its identity, and the picker collects the
  /// identities and stops them there, so an option never disables the options of an enclosing
  /// picker.
  struct PickerOptionStatus: Equatable {
    /// Whether a reporter inside the option saw it disabled.
    var isDisabled = false
    /// The identities of the disabled options, once their wrappers have named them.
    var disabledIDs: Set<AnyHashable> = []
  }

  struct PickerOptionStatusKey: PreferenceKey {
    /// No report means enabled: an untagged child has no reporter.
    static var defaultValue: PickerOptionStatus { PickerOptionStatus() }

    /// Disabled wins: one disabled report inside an option disables it.
    static func reduce(value: inout PickerOptionStatus, nextValue: () -> PickerOptionStatus) {
      let next = nextValue()
      value.isDisabled = value.isDisabled || next.isDisabled
      value.disabledIDs.formUnion(next.disabledIDs)
    }
  }

  /// Publishes the `isEnabled` environment value where a picker option is tagged.
  struct PickerOptionStatusReporter: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    /// Nonisolated, so `pickerTag(_:)` can be called wherever SwiftUI's modifiers can.
    nonisolated init() {}

    func body(content: Content) -> some View {
      content.preference(key: PickerOptionStatusKey.self, value: PickerOptionStatus(isDisabled: !isEnabled))
    }
  }
#endif
