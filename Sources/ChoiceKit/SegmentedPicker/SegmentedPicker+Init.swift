#if canImport(SwiftUI)
  import SwiftUI

  extension SegmentedPicker where Label == Text {
    /// Creates a segmented picker with a localized title, from tagged options.
    ///
    /// ```swift
    /// SegmentedPicker("Period", selection: $period) {
    ///   ForEach(Period.allCases) { Text($0.title).choiceTag($0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, looked up in the app's strings; VoiceOver speaks it as
    ///     the picker's label. It is not drawn, as with a segmented `Picker`.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)``.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
      @ViewBuilder content: () -> Content
    ) {
      let text = Text(titleKey)
      self.init(selection: selection, label: text, title: text, content: content())
    }

    /// Creates a segmented picker with a title that is not localized, from tagged options.
    ///
    /// ```swift
    /// SegmentedPicker(account.name, selection: $mailbox) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The picker's title, used as it is; VoiceOver speaks it as the picker's label.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)``.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
      let text = Text(title)
      self.init(selection: selection, label: text, title: text, content: content())
    }
  }

  extension SegmentedPicker {
    /// Creates a segmented picker with a label view, from tagged options.
    ///
    /// ```swift
    /// SegmentedPicker(selection: $period) {
    ///   ForEach(Period.allCases) { Text($0.title).choiceTag($0) }
    /// } label: {
    ///   Label("Period", systemImage: "calendar")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)``.
    ///   - label: The picker's label. It is not drawn; with
    ///     ``SegmentedPickerAccessibility/adjustable`` VoiceOver speaks it before the selected
    ///     option. With the default per-segment buttons, give the picker an
    ///     `accessibilityLabel(_:)`, or use a title initialiser.
    public init(
      selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {
      self.init(selection: selection, label: label(), title: nil, content: content())
    }
  }
#endif
