#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The rows of a value picker: the "None" row of an optional picker, then each child of the
  /// caller's content, the tagged ones as option rows and the others (a note) as written,
  /// grouped under their `choiceSection(_:)` headers, or their SwiftUI `Section` headers where
  /// those can be read. While a search query is typed, only the matching options.
  ///
  /// Each row is a separate view to the container it is put in, so in a `List` every option is a
  /// row of its own.
  struct ValuePickerOptions<Tag: Hashable, Content: View>: View {
    let content: Content
    let selection: ValuePickerBinding<Tag>
    /// The picker's title, the header of the inline style's first section when it has none.
    let label: AnyView
    @Environment(\.valuePickerPresentation) private var presentation
    @Environment(ValuePickerSettings.environmentKeyPath) private var settings
    @EnvironmentTraits private var traits
    @Environment(\.dismiss) private var dismiss
    /// The options' folded words, kept while they do not change, so a keystroke only compares.
    @State private var search = ValuePickerSearchCache()

    var body: some View {
      let selection = selection
      let presentation = presentation
      let dismiss = dismiss
      let wording = settings.wording ?? ValuePickerWording(traits: traits)
      let search = search
      let label = label
      TaggedChildren<Tag>.rows(content, readsNoneTags: selection.readsNoneTags) { children in
        let list = ValuePickerListRows(
          options: children.options, mode: selection.value.mode,
          matching: presentation.query.isEmpty
            ? nil : search.matches(presentation.query, texts: children.map { $0.text ?? "" }),
          sectionOfChild: children.sectionOfChild)
        let first = list.groups.first?.section
        ForEach(list.groups, id: \.section) { group in
          if let section = group.section {
            Section {
              rows(group.rows, of: children, wording: wording, dismiss: dismiss)
            } header: {
              children[section].section?.view
            }
          } else if presentation.isInline {
            // In place, the rows outside any section are a section of the form, under the title
            // when they come first.
            Section {
              rows(group.rows, of: children, wording: wording, dismiss: dismiss)
            } header: {
              if first == nil { label }
            }
          } else {
            rows(group.rows, of: children, wording: wording, dismiss: dismiss)
          }
        }
      }
    }

    /// One group's rows, each keyed by its child's identity, so a row keeps its state while a
    /// search renumbers the rows around it.
    @MainActor
    private func rows(
      _ rows: [ValuePickerListRows.Row], of children: TaggedChildren<Tag>, wording: ValuePickerWording,
      dismiss: DismissAction
    ) -> some View {
      let value = selection.value
      let selection = selection
      return ForEach(rows.map { IdentifiedRow(row: $0, children: children) }) { identified in
        switch identified.row {
        case .none:
          ValuePickerRowButton(
            isSelected: value.isNoneSelected, isEnabled: true,
            action: {
              apply(value.tapNone, to: selection, in: children.options, wording: wording, dismiss: dismiss)
            }
          ) {
            Text(verbatim: ValuePickerSummary(wording: wording.wording).noneText)
          }
        case .option(let index, _, let isAvailable):
          children[index].element
            .modifier(
              ValuePickerRow(
                state: ValuePickerRowState(
                  isSelected: value.isSelected(row: index, in: children.options),
                  isAvailable: isAvailable,
                  tap: { isEnabled in
                    let change = selection.value.tap(row: index, in: children.options, isEnabled: isEnabled)
                    apply(change, to: selection, in: children.options, wording: wording, dismiss: dismiss)
                  })))
        case .content(let index):
          children[index].element
        }
      }
    }

    /// Applies a tap's change: writes what the core returns, says a refusal to VoiceOver, and
    /// closes a presented list when the change closes it.
    @MainActor
    private func apply(
      _ change: ValuePickerChange, to selection: ValuePickerBinding<Tag>, in options: TaggedOptions<Tag>,
      wording: ValuePickerWording, dismiss: DismissAction
    ) {
      selection.apply(change, in: options)
      if let refusal = change.refusal {
        AccessibilityAnnouncement.post(wording.refusal(refusal), afterActivation: true)
      }
      if change.closesList && presentation.closesOnChoice {
        dismiss()
      }
    }
  }

  /// A row with the identity of the child it shows, or of the "None" row.
  private struct IdentifiedRow<Tag: Hashable>: Identifiable {
    /// The identity of the "None" row, which no child can have.
    private struct NoneRow: Hashable {}

    let row: ValuePickerListRows.Row
    let id: AnyHashable

    @MainActor
    init(row: ValuePickerListRows.Row, children: TaggedChildren<Tag>) {
      self.row = row
      switch row {
      case .none: id = AnyHashable(NoneRow())
      case .option(let index, _, _), .content(let index): id = children[index].id
      }
    }
  }

  /// The folded words of a list's options, rebuilt only when the words change.
  ///
  /// Held in the options view's state and used only while its body is evaluated, on the main
  /// actor.
  final class ValuePickerSearchCache {
    private var texts: [String] = []
    private var index = ValuePickerSearchIndex(labels: [])

    /// The options a query matches.
    ///
    /// - Parameters:
    ///   - query: The typed query.
    ///   - texts: Every child's words, `""` for a child without.
    /// - Returns: The matching children's indices, in order.
    func matches(_ query: String, texts: [String]) -> [Int] {
      if texts != self.texts {
        self.texts = texts
        index = ValuePickerSearchIndex(labels: texts)
      }
      return ValuePickerSearch(query: query).filter(index)
    }
  }
#endif
