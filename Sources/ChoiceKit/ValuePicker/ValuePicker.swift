#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A control for choosing one value, one or none, or several from a list of options, written
  /// as SwiftUI's `Picker` is.
  ///
  /// ```swift
  /// @State private var name = "Juan"
  ///
  /// var body: some View {
  ///   NavigationStack {
  ///     Form {
  ///       ValuePicker("Name", selection: $name) {
  ///         ForEach(["John", "Jean", "Juan"], id: \.self) { name in
  ///           Text(name).choiceTag(name)
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The row shows the title and the current value; tapping it pushes the options with a
  /// checkmark on the chosen one, and choosing pops back. The selection decides the mode:
  /// - `Binding<Value>`: one value. Choosing closes the list.
  /// - `Binding<Value?>`: one value or none; the list starts with a "None" row.
  /// - `Binding<Set<Value>>`: any number of values, within optional limits
  ///   (`ValuePickerLimits`); the list stays open while values are toggled, and a tap past a
  ///   limit changes nothing and tells VoiceOver why ("You can choose up to 3 options").
  ///
  /// Options are tagged as for the other ChoiceKit pickers: ``SwiftUI/View/choiceTag(_:)``,
  /// SwiftUI's `tag(_:)` from iOS 18 (macOS 15, watchOS 11, tvOS 18, visionOS 2), or the
  /// identifiers of a `ForEach` over values of the selection's type. The closed row shows a
  /// single chosen option as the option itself, as `Picker` does. Words are needed for the search
  /// and the summary of several values: ``SwiftUI/View/choiceText(_:)``, else a `String` tag,
  /// else the tag's description (an enum's case name, not localised; debug builds warn where it
  /// is used): give such options `choiceText(_:)`.
  ///
  /// Behaviour:
  /// - A selection no option carries shows no checkmark, and the picker never rewrites it; a set
  ///   keeps its values that are not among the options when others are toggled. Debug builds
  ///   warn about it once, as `Picker` does.
  /// - Children without a tag (a note) show as they are, not as choices. Options repeating an
  ///   earlier option's tag (the first one wins), and options disabled with
  ///   ``SwiftUI/View/choiceDisabled(_:)`` (or `disabled(_:)` before or after their
  ///   `choiceTag(_:)`), show dimmed and cannot be chosen.
  /// - SwiftUI's `Section` with a header groups options from iOS 18 (macOS 15, …);
  ///   ``SwiftUI/View/choiceSection(_:)`` does it on every system. (Before iOS 18 a custom
  ///   picker cannot read a `Section`: its header would show as a row.) A search field appears
  ///   above lists longer than ``SwiftUI/View/valuePickerSearchThreshold(_:)`` (12 by default);
  ///   search ignores case and accents, and shows the matches as one list.
  /// - Several values are summarised in the row as a list that fits its room: "Juan, Ana and
  ///   Eva", "Juan and 2 more", then "3 selected", in the environment's language.
  /// - VoiceOver reads the row as its title and value, and each option as a button, with
  ///   "selected" on the chosen ones, as it reads the system's list rows.
  ///
  /// Present it differently with ``SwiftUI/View/valuePickerStyle(_:)``: `.navigationLink`
  /// (the default), `.inline`, `.sheet` or `.menu`. Move the checkmark with
  /// ``SwiftUI/View/valuePickerCheckmark(_:)``.
  public struct ValuePicker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: ValuePickerBinding<SelectionValue>
    /// The title or label view.
    let label: Label
    /// The title as text, the presented list's navigation title; `nil` for a label view.
    let title: Text?
    let content: Content

    init(selection: ValuePickerBinding<SelectionValue>, label: Label, title: Text?, content: Content) {
      self.selection = selection
      self.label = label
      self.title = title
      self.content = content
    }

    /// The picker as its style draws it, from the content's tagged children.
    public var body: some View {
      let selection = selection
      let label = label
      let title = title
      let content = content
      TaggedChildren<SelectionValue>.rows(content, readsNoneTags: selection.readsNoneTags) { children in
        ValuePickerStyled(
          children: children, selection: selection, label: label, title: title, content: content)
      }
    }
  }

  /// Builds the style's configuration from the children and the environment, and hands it to
  /// the style: the one place the style's type is erased.
  struct ValuePickerStyled<Tag: Hashable, Title: View, Content: View>: View {
    let children: TaggedChildren<Tag>
    let selection: ValuePickerBinding<Tag>
    let label: Title
    let title: Text?
    let content: Content
    @Environment(ValuePickerStyleSlot.environmentKeyPath) private var style
    @Environment(ValuePickerSettings.environmentKeyPath) private var settings
    @EnvironmentTraits private var traits

    var body: some View {
      AnyView(style.makeBody(configuration: configuration))
        .modifier(PickerWarnings(warnings: warnings))
    }

    private var wording: ValuePickerWording {
      settings.wording ?? ValuePickerWording(traits: traits)
    }

    /// How many options can be chosen, for the search field's threshold.
    private var optionCount: Int {
      children.indices.filter { children.options.isSelectable($0) }.count
    }

    private var warnings: [String] {
      let value = selection.value
      let words = children.diagnostics(picker: "ValuePicker").valuePickerWordsWarning(
        children.map(\.words), mode: value.mode,
        showsSearchField: ValuePickerSearch.showsField(
          optionCount: optionCount, threshold: settings.searchThreshold))
      return children.warnings(picker: "ValuePicker", selection: value.selectedValues)
        + [words].compactMap { $0 }
    }

    private var configuration: ValuePickerStyleConfiguration {
      let wording = wording
      let value = selection.value
      let options = ValuePickerOptions(content: content, selection: selection, label: AnyView(label))
      // The words of the options the row names, not of every option.
      let children = children
      let rowContent = ValuePickerSummary(wording: wording.wording).rowContent(
        selectedRows: value.selectedRows(in: children.options), selectedCount: value.selectedCount,
        mode: value.mode, words: { children[$0].words })
      return ValuePickerStyleConfiguration(
        label: .init(content: AnyView(label)),
        summary: .init(content: AnyView(ValuePickerSummaryView(content: rowContent, children: children))),
        options: .init(content: AnyView(options)),
        // A pushed or presented view does not always inherit the environment written between
        // the navigation stack and the picker, so the picker's settings and language go with it.
        list: .init(
          content: AnyView(
            ValuePickerList(title: title, label: AnyView(label), optionCount: optionCount, options: options)
              .environment(ValuePickerSettings.environmentKeyPath, settings)
              .environment(\.locale, traits.locale))),
        menuItems: menuItems(wording: wording, popUpLabel: nil),
        popUpMenu: value.mode.closesOnChoice ? popUpMenu(wording: wording) : nil,
        mode: value.mode, wording: wording)
    }

    /// The options as a menu's items, with the platform's own checkmarks, or, given a title, as
    /// the platform's pop-up button; menus do not exist on the watch.
    private func menuItems(wording: ValuePickerWording, popUpLabel: AnyView?) -> AnyView {
      #if os(watchOS)
        AnyView(EmptyView())
      #else
        AnyView(
          ValuePickerMenuItems(
            content: content, selection: selection,
            noneText: ValuePickerSummary(wording: wording.wording).noneText, popUpLabel: popUpLabel
          )
          .environment(ValuePickerSettings.environmentKeyPath, settings)
          .environment(\.locale, traits.locale))
      #endif
    }

    /// The options as the Mac's pop-up button titled with the label, for one value or none; `nil`
    /// on the other platforms, whose menu style draws the row itself.
    private func popUpMenu(wording: ValuePickerWording) -> AnyView? {
      #if os(macOS)
        menuItems(wording: wording, popUpLabel: AnyView(label))
      #else
        nil
      #endif
    }
  }

  /// The current value in the picker's row: the chosen option as the content shows it, or the
  /// longest summary that fits the room.
  struct ValuePickerSummaryView<Tag: Hashable>: View {
    /// What the core says the row shows.
    let content: ValuePickerSummary.RowContent
    let children: TaggedChildren<Tag>

    var body: some View {
      switch content {
      case .option(let index):
        ValuePickerChosenOption(text: children[index].ownText, element: children[index].element)
      case .summary(let candidates):
        // Chosen by their one-line widths, as the core's `ValuePickerSummary.rowText` chooses;
        // the row's line limit then truncates or wraps the one chosen.
        ViewThatFits(in: .horizontal) {
          ForEach(candidates.indices, id: \.self) { index in
            Text(verbatim: candidates[index])
          }
        }
      }
    }
  }

  /// A chosen option shown in the picker's row as `Picker` shows it: a `Text` option's own text
  /// (in its own localisation), any other option as its view, on the row's lines. What the option
  /// reports to the picker stays here, so the row does not disable the list's options.
  struct ValuePickerChosenOption: View {
    let text: Text?
    let element: _VariadicView_Children.Element

    var body: some View {
      Group {
        if let text {
          text
        } else {
          element
        }
      }
      .transformPreference(PickerOptionStatusKey.self) { $0 = PickerOptionStatus() }
    }
  }
#endif
