#if canImport(SwiftUI)
  import SwiftUI

  /// Whether a picker option is disabled for the ChoiceKit picker that shows it.
  struct PickerDisabledTraitKey: _ViewTraitKey {
    /// Not disabled.
    static var defaultValue: Bool { false }
  }

  extension View {
    /// Disables this option of a ChoiceKit picker, however it is tagged: it shows dimmed and
    /// cannot be chosen.
    ///
    /// ```swift
    /// SegmentedPicker("Plan", selection: $plan) {
    ///   ForEach(Plan.allCases) { plan in
    ///     Text(plan.title)
    ///       .choiceDisabled(plan == .team && !isPremium)
    ///   }
    /// }
    /// ```
    ///
    /// The picker reads it from the option itself, as it reads the option's tag, so the option
    /// is disabled from the first frame, whether it is tagged with `choiceTag(_:)`, SwiftUI's
    /// `tag(_:)` or its `ForEach` identifier. Written on a `ForEach`, it disables every option
    /// of the `ForEach`; write it once per option (when written twice, which one counts is
    /// SwiftUI's rule for traits, not documented).
    ///
    /// SwiftUI's `disabled(_:)` on an option works only on an option tagged with
    /// ``SwiftUI/View/choiceTag(_:)``, a frame late; on an option tagged otherwise the picker
    /// cannot see it. `disabled(_:)` on the whole picker disables every option.
    ///
    /// - Parameter isDisabled: Whether the option is disabled; `true` unless given.
    /// - Returns: The option, disabled or not for the picker.
    nonisolated public func choiceDisabled(_ isDisabled: Bool = true) -> some View {
      _trait(PickerDisabledTraitKey.self, isDisabled)
    }
  }
#endif
