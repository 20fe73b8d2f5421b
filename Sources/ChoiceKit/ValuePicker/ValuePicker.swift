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
  ///           Text(name).pickerTag(name)
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
  /// Options are tagged as for the other ChoiceKit pickers: ``SwiftUI/View/pickerTag(_:)``, or
  /// the identifiers of a `ForEach` over values of the selection's type. Their words for the
  /// summary and the search are ``SwiftUI/View/pickerText(_:)``, else a `String` tag, else the
  /// tag's description (an enum's case name, not localised): give enum options `pickerText(_:)`.
  ///
  /// Behaviour:
  /// - A selection no option carries shows no checkmark, and the picker never rewrites it; a set
  ///   keeps its values that are not among the options when others are toggled.
  /// - Children without a tag (a note) show as they are, not as choices. Options repeating an
  ///   earlier option's tag (the first one wins), and options disabled with `disabled(_:)` before
  ///   or after their `pickerTag(_:)`, show dimmed and cannot be chosen.
  /// - ``SwiftUI/View/pickerSection(_:)`` groups options under a header. (SwiftUI's `Section`
  ///   cannot be read by a custom picker before iOS 18: its header would show as a row.) A search field
  ///   appears above lists longer than ``SwiftUI/View/valuePickerSearchThreshold(_:)`` (12 by
  ///   default); search ignores case and accents, and shows the matches as one list.
  /// - Several values are summarised in the row as a list that fits its room: "Juan, Ana and
  ///   Eva", "Juan and 2 more", then "3 selected", in the environment's language.
  /// - VoiceOver reads the row as its title and value, and each option as a button with its
  ///   position, and "selected" on the chosen ones.
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
      TaggedChildren<SelectionValue>.rows(content) { children in
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
    @Environment(\.valuePickerStyle) private var style
    @Environment(\.valuePickerSettings) private var settings
    @Environment(\.locale) private var locale

    var body: some View {
      AnyView(style.makeBody(configuration: configuration))
        .modifier(MissingTagsWarning(options: children.options, pickerName: "ValuePicker"))
    }

    private var configuration: ValuePickerStyleConfiguration {
      let wording = settings.wording ?? ValuePickerWording(wording: ChoiceWording(locale: locale))
      let value = selection.value
      let rows = value.selectedRows(in: children.options)
      let options = ValuePickerOptions(content: content, selection: selection)
      return ValuePickerStyleConfiguration(
        label: .init(content: AnyView(label)),
        summary: .init(
          content: AnyView(
            ValuePickerSummaryView(
              name: rows.count == 1 ? children[rows[0]].name : nil,
              candidates: ValuePickerSummary(wording: wording.wording).candidates(
                for: rows.map { children[$0].text ?? "" }, selectedCount: value.selectedCount,
                mode: value.mode)))),
        options: .init(content: AnyView(options)),
        // A pushed or presented view does not always inherit the environment written between
        // the navigation stack and the picker, so the picker's settings and language go with it.
        list: .init(
          content: AnyView(
            ValuePickerList(
              title: title, label: AnyView(label),
              optionCount: children.indices.filter { children.options.isSelectable($0) }.count,
              options: options
            )
            .environment(\.valuePickerSettings, settings)
            .environment(\.locale, locale))),
        menuItems: AnyView(
          options
            .transformEnvironment(\.valuePickerPresentation) { $0.form = .menu }
            .environment(\.valuePickerSettings, settings)
            .environment(\.locale, locale)),
        mode: value.mode, wording: wording)
    }
  }

  /// The current value in the picker's row: a single option's own text, or the longest summary
  /// that fits the room.
  struct ValuePickerSummaryView: View {
    /// The checked option's own text when exactly one is checked, so it shows in the option's
    /// localisation.
    let name: Text?
    /// The core's summaries, longest first.
    let candidates: [String]

    var body: some View {
      if let name {
        name.lineLimit(1)
      } else {
        ViewThatFits(in: .horizontal) {
          ForEach(candidates.indices, id: \.self) { index in
            Text(verbatim: candidates[index]).lineLimit(1)
          }
        }
      }
    }
  }
#endif
