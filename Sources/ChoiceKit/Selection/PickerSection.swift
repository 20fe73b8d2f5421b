#if canImport(SwiftUI)
  import SwiftUI

  /// The section header a picker option is listed under.
  struct PickerSectionTraitKey: _ViewTraitKey {
    /// No section: the option is listed outside any section.
    static var defaultValue: Text? { nil }
  }

  extension View {
    /// Lists this picker option, or every option of a `ForEach` it is written on, under a
    /// section header in a ChoiceKit value picker's list.
    ///
    /// ```swift
    /// ValuePicker("Assignee", selection: $assignee) {
    ///   ForEach(team, id: \.self) { Text($0) }
    ///     .pickerSection("Team")
    ///   ForEach(guests, id: \.self) { Text($0) }
    ///     .pickerSection("Guests")
    /// }
    /// ```
    ///
    /// A custom picker cannot read SwiftUI's own `Section` before iOS 18: its header arrives
    /// as one more child, which the picker shows as a plain row. Options with equal headers
    /// form one section, at the place of the first of them.
    ///
    /// - Parameter titleKey: The section's header, looked up in the app's strings.
    /// - Returns: The view, listed under that header.
    nonisolated public func pickerSection(_ titleKey: LocalizedStringKey) -> some View {
      _trait(PickerSectionTraitKey.self, Text(titleKey))
    }

    /// Lists this picker option, or every option of a `ForEach` it is written on, under a
    /// section header that is not localized.
    ///
    /// - Parameter title: The section's header, used as it is.
    /// - Returns: The view, listed under that header.
    @_disfavoredOverload
    nonisolated public func pickerSection<S: StringProtocol>(_ title: S) -> some View {
      _trait(PickerSectionTraitKey.self, Text(title))
    }
  }
#endif
