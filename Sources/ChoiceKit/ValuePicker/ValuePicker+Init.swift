#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension ValuePicker where Label == Text {
    /// Creates a value picker for one value, with a localized title.
    ///
    /// ```swift
    /// ValuePicker("Name", selection: $name) {
    ///   ForEach(names, id: \.self) { Text($0).choiceTag($0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, looked up in the app's strings; also the title of the
    ///     pushed or presented list.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
      @ViewBuilder content: () -> Content
    ) {
      let text = Text(titleKey)
      self.init(selection: .single(selection), label: text, title: text, content: content())
    }

    /// Creates a value picker for one value, with a title that is not localized.
    ///
    /// - Parameters:
    ///   - title: The picker's title, used as it is; also the title of the list.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
      let text = Text(title)
      self.init(selection: .single(selection), label: text, title: text, content: content())
    }

    /// Creates a value picker for one value or none, with a "None" row first, with a localized title.
    ///
    /// ```swift
    /// ValuePicker("Assignee", selection: $assignee) {   // `String?`
    ///   ForEach(people, id: \.self) { Text($0).choiceTag($0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, looked up in the app's strings; also the title of the
    ///     pushed or presented list.
    ///   - selection: The chosen option's tag, or `nil` for none; options are tagged with the type it wraps.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue?>,
      @ViewBuilder content: () -> Content
    ) {
      let text = Text(titleKey)
      self.init(selection: .optional(selection), label: text, title: text, content: content())
    }

    /// Creates a value picker for one value or none, with a "None" row first, with a title that is not localized.
    ///
    /// - Parameters:
    ///   - title: The picker's title, used as it is; also the title of the list.
    ///   - selection: The chosen option's tag, or `nil` for none; options are tagged with the type it wraps.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) {
      let text = Text(title)
      self.init(selection: .optional(selection), label: text, title: text, content: content())
    }

    /// Creates a value picker for any number of values, with a localized title.
    ///
    /// ```swift
    /// ValuePicker("Toppings", selection: $toppings, limits: .init(maximum: 3)) {
    ///   ForEach(Topping.allCases) { Text($0.title).choiceText($0.title) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, looked up in the app's strings; also the title of the
    ///     pushed or presented list.
    ///   - selection: The chosen options' tags.
    ///   - limits: How few and how many values may be chosen; a tap past a limit changes
    ///     nothing and tells VoiceOver why. No limits unless given.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<Set<SelectionValue>>,
      limits: ValuePickerLimits = .none,
      @ViewBuilder content: () -> Content
    ) {
      let text = Text(titleKey)
      self.init(selection: .multiple(selection, limits), label: text, title: text, content: content())
    }

    /// Creates a value picker for any number of values, with a title that is not localized.
    ///
    /// - Parameters:
    ///   - title: The picker's title, used as it is; also the title of the list.
    ///   - selection: The chosen options' tags.
    ///   - limits: How few and how many values may be chosen; a tap past a limit changes
    ///     nothing and tells VoiceOver why. No limits unless given.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, selection: Binding<Set<SelectionValue>>, limits: ValuePickerLimits = .none,
      @ViewBuilder content: () -> Content
    ) {
      let text = Text(title)
      self.init(selection: .multiple(selection, limits), label: text, title: text, content: content())
    }
  }

  extension ValuePicker {
    /// Creates a value picker for one value, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    ///   - label: The picker's label, shown in its row and in the middle of the list's
    ///     navigation bar (not on the watch, whose list has no title then).
    @_disfavoredOverload
    public init(
      selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {
      self.init(selection: .single(selection), label: label(), title: nil, content: content())
    }

    /// Creates a value picker for one value or none, with a "None" row first, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag, or `nil` for none; options are tagged with the type it wraps.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    ///   - label: The picker's label, shown in its row and in the middle of the list's
    ///     navigation bar (not on the watch, whose list has no title then).
    public init(
      selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {
      self.init(selection: .optional(selection), label: label(), title: nil, content: content())
    }

    /// Creates a value picker for any number of values, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The chosen options' tags.
    ///   - limits: How few and how many values may be chosen; a tap past a limit changes
    ///     nothing and tells VoiceOver why. No limits unless given.
    ///   - content: The options, each tagged with ``SwiftUI/View/choiceTag(_:)`` or by a `ForEach`.
    ///   - label: The picker's label, shown in its row and in the middle of the list's
    ///     navigation bar (not on the watch, whose list has no title then).
    public init(
      selection: Binding<Set<SelectionValue>>, limits: ValuePickerLimits = .none,
      @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {
      self.init(selection: .multiple(selection, limits), label: label(), title: nil, content: content())
    }
  }
#endif
