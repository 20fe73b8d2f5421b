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

  /// Publishes whether a picker option is disabled, where it is tagged: by the `isEnabled`
  /// environment value there (a `disabled(_:)` written after the tag, or around the picker's
  /// content), or by a `disabled(_:)` written on the option itself, before the tag.
  struct PickerOptionStatusReporter: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    /// Whether the option as written before `pickerTag(_:)` carries a `disabled(true)`, found
    /// when the tag is written, so the reporter keeps a flag rather than a copy of the option.
    private let isDisabledInside: Bool

    /// Nonisolated, so `pickerTag(_:)` can be called wherever SwiftUI's modifiers can.
    ///
    /// - Parameter option: The option as written before `pickerTag(_:)`.
    nonisolated init<Option>(option: Option) {
      isDisabledInside = (option as? any PickerOptionDisabledInside)?.isDisabledInside ?? false
    }

    func body(content: Content) -> some View {
      content.preference(
        key: PickerOptionStatusKey.self, value: PickerOptionStatus(isDisabled: !isEnabled || isDisabledInside)
      )
    }
  }

  /// Finds a `disabled(true)` written on an option before its `pickerTag(_:)`.
  ///
  /// The environment that `disabled(_:)` sets flows down into the option's content only, out of
  /// the tag's reach; but `disabled(_:)` is inlinable, so the option's type keeps its modifier,
  /// `_EnvironmentKeyTransformModifier<Bool>` on `isEnabled`, which can be asked what it would
  /// do. Other modifiers between it and the tag are looked through.
  ///
  /// The walk reads only the modifiers' stored values (nonisolated in every SDK), so it runs
  /// where `pickerTag(_:)` is called.
  protocol PickerOptionDisabledInside {
    /// Whether a modifier in the option turns `isEnabled` off.
    nonisolated var isDisabledInside: Bool { get }
  }

  extension ModifiedContent: PickerOptionDisabledInside {
    nonisolated var isDisabledInside: Bool {
      if let transform = modifier as? _EnvironmentKeyTransformModifier<Bool>,
        transform.keyPath == \EnvironmentValues.isEnabled
      {
        var isEnabled = true
        transform.transform(&isEnabled)
        if !isEnabled { return true }
      }
      return (content as? any PickerOptionDisabledInside)?.isDisabledInside ?? false
    }
  }
#endif
