#if canImport(SwiftUI)
  import SwiftUI

  /// What a picker option reports about itself to the picker that shows it.
  ///
  /// `disabled(_:)` writes to the environment, which flows down into the option and never up to
  /// the picker that wraps it in a button. ``PickerOptionStatusReporter`` (installed by
  /// `choiceTag(_:)`) reads the environment where the option is and publishes it; the option's
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
    /// The `Bool` environment transforms written on the option before `choiceTag(_:)`, outermost
    /// first: the reporter keeps these few modifiers, not a copy of the option, and asks them on
    /// the main actor whether one is a `disabled(true)`.
    private let transforms: BoolTransforms

    /// Nonisolated, so `choiceTag(_:)` can be called wherever SwiftUI's modifiers can.
    ///
    /// - Parameter option: The option as written before `choiceTag(_:)`.
    nonisolated init<Option>(option: Option) {
      transforms = BoolTransforms(modifiers: PickerOptionDisabledInsideCheck.transforms(in: option))
    }

    func body(content: Content) -> some View {
      let isDisabledInside = PickerOptionDisabledInsideCheck.turnsIsEnabledOff(transforms.modifiers)
      return content.preference(
        key: PickerOptionStatusKey.self, value: PickerOptionStatus(isDisabled: !isEnabled || isDisabledInside)
      )
    }
  }

  /// Modifier values handed from `choiceTag(_:)`, which may run anywhere, to the reporter's body on
  /// the main actor. They are immutable descriptions read only there, which the compiler cannot
  /// see for SwiftUI's modifier types.
  private struct BoolTransforms: @unchecked Sendable {
    let modifiers: [_EnvironmentKeyTransformModifier<Bool>]
  }

  /// Finds a `disabled(true)` written on an option before its `choiceTag(_:)`.
  ///
  /// The environment that `disabled(_:)` sets flows down into the option's content only, out of
  /// the tag's reach; but `disabled(_:)` is inlinable, so the option's type keeps its modifier,
  /// `_EnvironmentKeyTransformModifier<Bool>` on `isEnabled`, which can be asked what it would
  /// do. Other modifiers between it and the tag are looked through.
  ///
  /// The walk only casts and collects the modifiers (the chain's stored values, nonisolated in
  /// every SDK), so it runs where `choiceTag(_:)` is called; what a modifier does is asked on the
  /// main actor, where SwiftUI isolates its modifiers from the iOS 18 SDK on.
  protocol PickerOptionDisabledInside {
    /// The `Bool` environment transforms among the option's modifiers, outermost first.
    nonisolated var boolTransforms: [_EnvironmentKeyTransformModifier<Bool>] { get }
  }

  /// Collects an option's `Bool` environment modifiers where its tag is written, and asks them
  /// what they do on the main actor.
  enum PickerOptionDisabledInsideCheck {
    /// The `Bool` environment transforms among an option's modifiers, outermost first; none for
    /// an option without modifiers.
    nonisolated static func transforms<Option>(in option: Option) -> [_EnvironmentKeyTransformModifier<Bool>]
    {
      (option as? any PickerOptionDisabledInside)?.boolTransforms ?? []
    }

    /// Whether one of the transforms sets `isEnabled` to `false`.
    @MainActor
    static func turnsIsEnabledOff(_ transforms: [_EnvironmentKeyTransformModifier<Bool>]) -> Bool {
      transforms.contains { transform in
        guard transform.keyPath == \EnvironmentValues.isEnabled else { return false }
        var isEnabled = true
        transform.transform(&isEnabled)
        return !isEnabled
      }
    }
  }

  extension ModifiedContent: PickerOptionDisabledInside {
    nonisolated var boolTransforms: [_EnvironmentKeyTransformModifier<Bool>] {
      let inner = (content as? any PickerOptionDisabledInside)?.boolTransforms ?? []
      guard let transform = modifier as? _EnvironmentKeyTransformModifier<Bool> else { return inner }
      return [transform] + inner
    }
  }
#endif
