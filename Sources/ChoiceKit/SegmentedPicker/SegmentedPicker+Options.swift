#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The options of a data-driven ``SegmentedPicker``: one label per value, tagged with the
  /// value.
  ///
  /// You do not create it; it is the `Content` of the pickers made with
  /// `init(selection:options:content:)` and its relatives.
  public struct SegmentedPickerOptionList<Value: Hashable, OptionLabel: View>: View {
    let options: [Value]
    let isEnabled: (Value) -> Bool
    /// The words VoiceOver speaks for an option, when the picker drew them itself (default
    /// labels); `nil` for labels from a closure, whose words the picker cannot read.
    let name: ((Value) -> String)?
    let label: (Value) -> OptionLabel

    init(
      options: [Value], isEnabled: @escaping (Value) -> Bool, name: ((Value) -> String)? = nil,
      label: @escaping (Value) -> OptionLabel
    ) {
      self.options = options
      self.isEnabled = isEnabled
      self.name = name
      self.label = label
    }

    /// One tagged label per option, in order, disabled where `isEnabled` says so; a repeated
    /// value keeps only its first segment selectable. Each option is keyed by its value (and, for
    /// a repeated value, how many came before: the core's `OptionIdentity`), not its position, so
    /// reordering the options keeps each one's identity and animation.
    public var body: some View {
      ForEach(OptionIdentity.identities(of: options), id: \.self) { identity in
        label(identity.value)
          .choiceTag(identity.value)
          .choiceDisabled(!isEnabled(identity.value))
          ._trait(PickerOptionNameTraitKey.self, name?(identity.value))
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
    ///   - isEnabled: Whether an option can be chosen; every option by default. A disabled
    ///     option shows dimmed and is skipped by the keyboard and VoiceOver's adjustments.
    ///   - content: The label of an option.
    public init<OptionLabel: View>(
      selection: Binding<SelectionValue>, options: some Sequence<SelectionValue>,
      isEnabled: @escaping (SelectionValue) -> Bool = { _ in true },
      @ViewBuilder content: @escaping (SelectionValue) -> OptionLabel
    ) where Label == EmptyView, Content == SegmentedPickerOptionList<SelectionValue, OptionLabel> {
      self.init(
        selection: selection, label: EmptyView(), title: nil,
        content: SegmentedPickerOptionList(options: Array(options), isEnabled: isEnabled, label: content))
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
    ///   - isEnabled: Whether an option can be chosen; every option by default.
    ///   - content: The label of an option.
    public init<OptionLabel: View>(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
      options: some Sequence<SelectionValue>,
      isEnabled: @escaping (SelectionValue) -> Bool = { _ in true },
      @ViewBuilder content: @escaping (SelectionValue) -> OptionLabel
    ) where Label == Text, Content == SegmentedPickerOptionList<SelectionValue, OptionLabel> {
      let text = Text(titleKey)
      self.init(
        selection: selection, label: text, title: text,
        content: SegmentedPickerOptionList(options: Array(options), isEnabled: isEnabled, label: content))
    }
  }
#endif
