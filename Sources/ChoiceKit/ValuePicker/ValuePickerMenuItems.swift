#if canImport(SwiftUI) && !os(watchOS)
  import ChoiceKitCore
  import SwiftUI

  /// A value picker's options as the items of a `Menu`, drawn by the platform with its own
  /// checked state: an inline `Picker` for one value or none, a `Toggle` per option for a set.
  ///
  /// The items are the caller's options, tagged by the picker with the tags the core resolved,
  /// grouped under their section headers. Options that cannot be chosen are disabled; in a set,
  /// so are those whose switch the limits refuse, so a menu never needs to say why.
  struct ValuePickerMenuItems<Tag: Hashable, Content: View>: View {
    let content: Content
    let selection: ValuePickerBinding<Tag>
    /// The "None" item's words.
    let noneText: String

    var body: some View {
      let selection = selection
      let noneText = noneText
      TaggedChildren<Tag>.rows(content) { children in
        let list = ValuePickerListRows(
          options: children.options, mode: selection.value.mode, matching: nil,
          sectionOfChild: children.sectionOfChild)
        switch selection {
        case .single(let binding):
          Picker(selection: binding) {
            ValuePickerMenuGroups(list: list, children: children) { row in
              ValuePickerMenuChoice(
                row: row, children: children, tag: { $0 }, noneTag: nil, noneText: noneText)
            }
          } label: {
            EmptyView()
          }
          .pickerStyle(.inline)
        case .optional(let binding):
          Picker(selection: binding) {
            ValuePickerMenuGroups(list: list, children: children) { row in
              ValuePickerMenuChoice(
                row: row, children: children, tag: { Tag?.some($0) }, noneTag: Tag??.some(nil),
                noneText: noneText)
            }
          } label: {
            EmptyView()
          }
          .pickerStyle(.inline)
        case .multiple(let binding, let limits):
          ValuePickerMenuGroups(list: list, children: children) { row in
            ValuePickerMenuToggle(row: row, children: children, binding: binding, limits: limits)
          }
        }
      }
    }
  }

  /// The rows of a menu, grouped under their section headers.
  private struct ValuePickerMenuGroups<Tag: Hashable, Row: View>: View {
    let list: ValuePickerListRows
    let children: TaggedChildren<Tag>
    @ViewBuilder let row: @MainActor (ValuePickerListRows.Row) -> Row

    var body: some View {
      ForEach(list.groups, id: \.section) { group in
        if let section = group.section {
          Section {
            rows(group.rows)
          } header: {
            children[section].section?.view
          }
        } else {
          rows(group.rows)
        }
      }
    }

    @MainActor
    private func rows(_ rows: [ValuePickerListRows.Row]) -> some View {
      ForEach(rows, id: \.self) { row($0) }
    }
  }

  /// One item of a single or optional picker's menu: the "None" item, an option tagged with its
  /// core tag (disabled when it cannot be chosen), or a child without a tag as written.
  private struct ValuePickerMenuChoice<Tag: Hashable, Selection: Hashable>: View {
    let row: ValuePickerListRows.Row
    let children: TaggedChildren<Tag>
    /// The selection's value for an option's tag.
    let tag: (Tag) -> Selection
    /// The selection's value for the "None" item; `nil` for a picker without one.
    let noneTag: Selection?
    let noneText: String

    var body: some View {
      switch row {
      case .none:
        if let noneTag {
          Text(verbatim: noneText).tag(noneTag)
        }
      case .option(let index, _, let isAvailable):
        if let value = children.options.tag(at: index) {
          children[index].element.tag(tag(value)).disabled(!isAvailable)
        } else {
          children[index].element.disabled(true)
        }
      case .content(let index):
        children[index].element
      }
    }
  }

  /// One item of a set's menu: a toggle bound to the core's rules for the option, disabled when
  /// it cannot be switched.
  private struct ValuePickerMenuToggle<Tag: Hashable>: View {
    let row: ValuePickerListRows.Row
    let children: TaggedChildren<Tag>
    let binding: Binding<Set<Tag>>
    let limits: ValuePickerLimits

    var body: some View {
      switch row {
      case .option(let index, _, let isAvailable):
        let toggle = ValuePickerToggle(row: index, options: children.options, limits: limits)
        Toggle(isOn: binding[dynamicMember: \Set<Tag>.[toggle]]) {
          children[index].element
        }
        .disabled(!isAvailable || !toggle.isEnabled(in: binding.wrappedValue))
      case .content(let index):
        children[index].element
      case .none:
        EmptyView()
      }
    }
  }
#endif
