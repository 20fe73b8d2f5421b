import Foundation

/// Which side of a value picker's option row carries the checkmark of a selected option.
///
/// Sides follow the reading direction: `.trailing` is the right edge in English and the left edge
/// in Arabic or Hebrew.
public enum ValuePickerCheckmark: String, Sendable, Hashable, CaseIterable {
  /// Before the option's label, as in a menu or a checklist.
  case leading
  /// After the option's label, as in the system's pushed pickers; the default.
  case trailing
}
