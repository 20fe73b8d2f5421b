#if canImport(SwiftUI)
  import SwiftUI

  /// The trait that carries the value a picker option selects.
  ///
  /// SwiftUI's own tag trait is internal, so ChoiceKit pickers read this one. It is generic over
  /// the tag's type, as `tag(_:)` is: a picker whose selection is a `Period` reads
  /// `PickerTagTraitKey<Period>` and ignores tags of any other type.
  struct PickerTagTraitKey<Tag: Hashable>: _ViewTraitKey {
    /// No tag: the child is not an option (a divider, a decoration) and can never be selected.
    static var defaultValue: Tag? { nil }
  }

  extension View {
    /// Marks this view as the option of a ChoiceKit picker that selects `tag`.
    ///
    /// Use it as you use `tag(_:)` with SwiftUI's `Picker`: on each option inside the picker's
    /// content, with a value of the picker's selection type.
    ///
    /// ```swift
    /// SegmentedPicker("Period", selection: $period) {
    ///   ForEach(Period.allCases) { period in
    ///     Text(period.title)
    ///       .pickerTag(period)
    ///       .disabled(period == .year && !isPremium)
    ///   }
    /// }
    /// ```
    ///
    /// A tag of another type than the selection leaves the option unselectable; when several
    /// options carry the same tag, the first one wins and the others cannot be selected.
    /// An option disabled with `disabled(_:)` applied after `pickerTag(_:)` (or to a container
    /// around it, such as the `ForEach`) shows as a disabled segment that cannot be chosen.
    ///
    /// - Parameter tag: The value the picker's selection takes when this option is chosen.
    /// - Returns: The view, tagged, reporting whether it is enabled.
    public func pickerTag<V: Hashable>(_ tag: V) -> some View {
      modifier(PickerOptionEnabledReporter())
        ._trait(PickerTagTraitKey<V>.self, tag)
    }
  }
#endif
