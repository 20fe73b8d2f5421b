#if canImport(SwiftUI)
  import SwiftUI

  /// The options of a data-driven ``SegmentedPicker``: one label per value, tagged with the
  /// value.
  ///
  /// You do not create it; it is the `Content` of the pickers made with
  /// `init(selection:options:content:)` and its relatives.
  public struct SegmentedPickerOptionList<Value: Hashable, OptionLabel: View>: View {
    let options: [Value]
    let label: (Value) -> OptionLabel

    init(options: [Value], label: @escaping (Value) -> OptionLabel) {
      self.options = options
      self.label = label
    }

    /// One tagged label per option, in order; a repeated value keeps only its first segment
    /// selectable.
    public var body: some View {
      ForEach(options.indices, id: \.self) { index in
        label(options[index]).pickerTag(options[index])
      }
    }
  }

  extension SegmentedPicker {
    /// Creates a segmented picker from a list of options and a label for each.
    ///
    /// ```swift
    /// SegmentedPicker(selection: $period, options: Period.allCases) { period in
    ///   Label(period.title, systemImage: period.symbol)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen option.
    ///   - options: The options, in order.
    ///   - content: The label of an option.
    public init<OptionLabel: View>(
      selection: Binding<SelectionValue>, options: some Sequence<SelectionValue>,
      @ViewBuilder content: @escaping (SelectionValue) -> OptionLabel
    ) where Label == EmptyView, Content == SegmentedPickerOptionList<SelectionValue, OptionLabel> {
      self.init(
        selection: selection, label: EmptyView(), title: nil,
        content: SegmentedPickerOptionList(options: Array(options), label: content))
    }

    /// Creates a segmented picker with a localized title from a list of options and a label
    /// for each.
    ///
    /// ```swift
    /// SegmentedPicker("Period", selection: $period, options: Period.allCases) { period in
    ///   Label(period.title, systemImage: period.symbol)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title; VoiceOver speaks it as the picker's label.
    ///   - selection: The chosen option.
    ///   - options: The options, in order.
    ///   - content: The label of an option.
    public init<OptionLabel: View>(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
      options: some Sequence<SelectionValue>,
      @ViewBuilder content: @escaping (SelectionValue) -> OptionLabel
    ) where Label == Text, Content == SegmentedPickerOptionList<SelectionValue, OptionLabel> {
      let text = Text(titleKey)
      self.init(
        selection: selection, label: text, title: text,
        content: SegmentedPickerOptionList(options: Array(options), label: content))
    }
  }
#endif
