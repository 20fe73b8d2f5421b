#if canImport(SwiftUI)
  import SwiftUI

  // Default labels for data-driven pickers. A `String`-backed option shows its raw value, a
  // `CustomStringConvertible` one its description; an option that is both shows its
  // description, the text its author wrote for people (the raw-value initialisers are
  // disfavoured, so the call is never ambiguous). Labels are shown verbatim: pass a label
  // closure to localize them.

  extension SegmentedPicker
  where
    SelectionValue: RawRepresentable, SelectionValue.RawValue == String,
    Content == SegmentedPickerOptionList<SelectionValue, Text>
  {
    /// Creates a segmented picker whose options show their raw values; options that are also
    /// `CustomStringConvertible` show their descriptions instead.
    ///
    /// ```swift
    /// enum Period: String, CaseIterable { case day = "Day", week = "Week" }
    /// SegmentedPicker(selection: $period, options: Period.allCases)
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen option.
    ///   - options: The options, in order.
    ///   - isEnabled: Whether an option can be chosen; every option by default.
    @_disfavoredOverload
    public init(
      selection: Binding<SelectionValue>, options: some Sequence<SelectionValue>,
      isEnabled: @escaping (SelectionValue) -> Bool = { _ in true }
    ) where Label == EmptyView {
      self.init(
        selection: selection, label: EmptyView(), title: nil,
        content: .labelled(options, isEnabled: isEnabled, by: \.rawValue))
    }

    /// Creates a segmented picker with a localized title whose options show their raw values.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title; VoiceOver speaks it as the picker's label.
    ///   - selection: The chosen option.
    ///   - options: The options, in order.
    ///   - isEnabled: Whether an option can be chosen; every option by default.
    @_disfavoredOverload
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
      options: some Sequence<SelectionValue>,
      isEnabled: @escaping (SelectionValue) -> Bool = { _ in true }
    ) where Label == Text {
      let text = Text(titleKey)
      self.init(
        selection: selection, label: text, title: text,
        content: .labelled(options, isEnabled: isEnabled, by: \.rawValue))
    }
  }

  extension SegmentedPicker
  where
    SelectionValue: CustomStringConvertible,
    Content == SegmentedPickerOptionList<SelectionValue, Text>
  {
    /// Creates a segmented picker whose options show their descriptions.
    ///
    /// ```swift
    /// SegmentedPicker(selection: $size, options: [12, 14, 17])
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen option.
    ///   - options: The options, in order.
    ///   - isEnabled: Whether an option can be chosen; every option by default.
    public init(
      selection: Binding<SelectionValue>, options: some Sequence<SelectionValue>,
      isEnabled: @escaping (SelectionValue) -> Bool = { _ in true }
    ) where Label == EmptyView {
      self.init(
        selection: selection, label: EmptyView(), title: nil,
        content: .labelled(options, isEnabled: isEnabled, by: \.description))
    }

    /// Creates a segmented picker with a localized title whose options show their
    /// descriptions.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title; VoiceOver speaks it as the picker's label.
    ///   - selection: The chosen option.
    ///   - options: The options, in order.
    ///   - isEnabled: Whether an option can be chosen; every option by default.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
      options: some Sequence<SelectionValue>,
      isEnabled: @escaping (SelectionValue) -> Bool = { _ in true }
    ) where Label == Text {
      let text = Text(titleKey)
      self.init(
        selection: selection, label: text, title: text,
        content: .labelled(options, isEnabled: isEnabled, by: \.description))
    }
  }

  extension SegmentedPickerOptionList where OptionLabel == Text {
    /// Options labelled with words taken from each value, which VoiceOver also speaks as the
    /// option's name.
    static func labelled(
      _ options: some Sequence<Value>, isEnabled: @escaping (Value) -> Bool,
      by words: @escaping (Value) -> String
    ) -> SegmentedPickerOptionList {
      SegmentedPickerOptionList(options: Array(options), isEnabled: isEnabled, name: words) {
        Text(verbatim: words($0))
      }
    }
  }
#endif
