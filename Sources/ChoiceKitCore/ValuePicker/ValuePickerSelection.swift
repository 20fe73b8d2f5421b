import Foundation

/// Why a tap on a value picker's row changed nothing.
package enum ValuePickerRefusal: Sendable, Hashable {
  /// The row is disabled, or is not an option that can be chosen (an untagged or duplicate row).
  case unavailable
  /// Adding would go past the maximum.
  case maximumReached(Int)
  /// Removing would go below the minimum.
  case minimumReached(Int)
}

/// What a tap on a value picker's row does.
package enum ValuePickerChange: Sendable, Hashable {
  /// Make this option the selection (single and optional pickers).
  case select(Int)
  /// Clear the selection: the "None" row of an optional picker.
  case selectNone
  /// Add this option to the set (multiple selection).
  case insert(Int)
  /// Remove this option from the set.
  case remove(Int)
  /// Change nothing, for a reason a person should hear.
  case refuse(ValuePickerRefusal)

  /// Why nothing changed, for VoiceOver to say; `nil` for a change.
  public var refusal: ValuePickerRefusal? {
    if case .refuse(let reason) = self { return reason }
    return nil
  }

  /// Whether a pushed list should close after this change: after a single or optional choice,
  /// never after a toggle or a refusal.
  public var closesList: Bool {
    switch self {
    case .select, .selectNone: true
    case .insert, .remove, .refuse: false
    }
  }
}

/// The selection rules of a value picker, one decision per tap.
///
/// Rules work on option indices; the SwiftUI picker maps them to tags. A multiple selection's
/// values that are not among the options stay in the set untouched: a change names one option
/// to add or remove, never a whole new set, so the picker cannot drop them.
///
/// ```swift
/// ValuePickerRules.tap(row: 2, mode: .single, isSelected: false, selectedCount: 1, isEnabled: true)
/// // .select(2)
/// ValuePickerRules.tap(
///   row: 2, mode: .multiple(.init(maximum: 2)), isSelected: false, selectedCount: 2, isEnabled: true)
/// // .refuse(.maximumReached(2))
/// ```
package enum ValuePickerRules {
  /// What a tap on an option's row does.
  ///
  /// - Parameters:
  ///   - row: The option's index.
  ///   - mode: The picker's mode.
  ///   - isSelected: Whether the option is selected now.
  ///   - selectedCount: How many values are selected now, values not among the options included
  ///     (0 or 1 for single and optional pickers).
  ///   - isEnabled: Whether the option can be chosen: enabled, tagged and not a duplicate.
  /// - Returns: The change; choosing the selected option of a single or optional picker selects
  ///   it again, which closes the list without changing the value.
  package static func tap(
    row: Int, mode: ValuePickerMode, isSelected: Bool, selectedCount: Int, isEnabled: Bool
  ) -> ValuePickerChange {
    guard isEnabled, row >= 0 else { return .refuse(.unavailable) }
    switch mode {
    case .single, .optional:
      return .select(row)
    case .multiple(let limits):
      let count = max(selectedCount, 0)
      if isSelected {
        return limits.allowsRemoving(fromCount: count)
          ? .remove(row) : .refuse(.minimumReached(limits.minimum))
      }
      if let maximum = limits.maximum, !limits.allowsAdding(toCount: count) {
        return .refuse(.maximumReached(maximum))
      }
      return .insert(row)
    }
  }

  /// What a tap on an optional picker's "None" row does: clear the selection and close.
  ///
  /// - Parameter mode: The picker's mode.
  /// - Returns: `ValuePickerChange.selectNone` for an optional picker; a refusal for the
  ///   others, which have no "None" row.
  package static func tapNone(mode: ValuePickerMode) -> ValuePickerChange {
    mode == .optional ? .selectNone : .refuse(.unavailable)
  }
}
