#if canImport(SwiftUI) && !os(watchOS)
  import ChoiceKitCore
  import SwiftUI

  /// A value picker's options as the items of a `Menu`, drawn by the platform with its own
  /// checked state: an inline `Picker` for one value or none, a `Toggle` per option for a set.
  ///
  /// The items are the rows the core lays out (`ValuePickerListRows`), as in every other style:
  /// the same options, the same one "None" (the content's own "None" option where it has one,
  /// else the picker's), the same untagged children shown as written and not as choices, grouped
  /// under their section headers. The inline `Picker` is bound to the core's menu choices
  /// (`ValuePickerMenuSelection`) rather than to the caller's tags, so it never reads a `tag(_:)`
  /// the core left aside, and what it writes is what the core's rules write. Options that cannot
  /// be chosen are disabled, and so is an option that reports a `disabled(_:)` of its own; in a
  /// set, so are those whose switch the limits refuse, so a menu never needs to say why.
  struct ValuePickerMenuItems<Tag: Hashable, Content: View>: View {
    let content: Content
    let selection: ValuePickerBinding<Tag>
    /// The "None" item's words.
    let noneText: String
    /// The picker's title, for a picker of one value or none shown on the Mac as the platform's
    /// own pop-up button (`Picker` with the `.menu` style, as the Mac's forms show it); `nil` for
    /// the items alone, to put in a `Menu`.
    var popUpLabel: AnyView? = nil

    var body: some View {
      let selection = selection
      TaggedChildren<Tag>.rows(content, readsNoneTags: selection.readsNoneTags) { children in
        let list = ValuePickerListRows(
          options: children.options, mode: selection.value.mode, matching: nil,
          sectionOfChild: children.sectionOfChild)
        let menu = ValuePickerMenuSelection(options: children.options)
        switch selection {
        case .single(let binding):
          choices(binding[dynamicMember: \Tag.[valuePickerMenu: menu]], list: list, children: children)
        case .optional(let binding):
          choices(binding[dynamicMember: \Tag?.[valuePickerMenu: menu]], list: list, children: children)
        case .multiple(let binding, let limits):
          ValuePickerMenuGroups(list: list, children: children) { row in
            ValuePickerMenuToggle(row: row, children: children, binding: binding, limits: limits)
          }
        }
      }
    }

    /// An inline `Picker` of the rows, bound to the item the selection checks.
    @MainActor
    private func choices(
      _ choice: Binding<ValuePickerMenuChoice>, list: ValuePickerListRows, children: TaggedChildren<Tag>
    ) -> some View {
      let noneText = noneText
      let picker = Picker(selection: choice) {
        ValuePickerMenuGroups(list: list, children: children) { row in
          ValuePickerMenuChoiceItem(row: row, children: children, noneText: noneText)
        }
      } label: {
        popUpLabel
      }
      #if os(macOS)
        return Group {
          if popUpLabel == nil {
            picker.pickerStyle(.inline)
          } else {
            picker.pickerStyle(.menu)
          }
        }
      #else
        return picker.pickerStyle(.inline)
      #endif
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

  /// One item of a single or optional picker's menu: the picker's "None" item, an option tagged
  /// with the menu's choice for it (disabled when it cannot be chosen, or when it reports a
  /// `disabled(_:)` of its own), or a child without a tag as written, which the menu's `Picker`
  /// cannot choose: it carries no choice.
  private struct ValuePickerMenuChoiceItem<Tag: Hashable>: View {
    let row: ValuePickerListRows.Row
    let children: TaggedChildren<Tag>
    let noneText: String
    /// Whether the option reported a `disabled(_:)` of its own.
    @State private var isDisabledInside = false

    var body: some View {
      switch row {
      case .none:
        Text(verbatim: noneText).tag(ValuePickerMenuChoice.none)
      case .option(let index, _, let isAvailable):
        children[index].element
          .modifier(PickerOptionStatusReading(isDisabled: $isDisabledInside))
          .tag(index == children.options.noneIndex ? ValuePickerMenuChoice.none : .option(index))
          .modifier(ValuePickerMenuItemDisabled(isDisabled: !isAvailable || isDisabledInside))
      case .content(let index):
        children[index].element
      }
    }
  }

  /// Disables a menu's item: `disabled(_:)`, and from iOS 17 (macOS 14, tvOS 17) also
  /// `selectionDisabled(_:)`, which Apple documents for making a `Picker`'s option unselectable.
  private struct ValuePickerMenuItemDisabled: ViewModifier {
    let isDisabled: Bool

    func body(content: Content) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) {
        content.selectionDisabled(isDisabled).disabled(isDisabled)
      } else {
        content.disabled(isDisabled)
      }
    }
  }

  /// One item of a set's menu: a toggle bound to the core's rules for the option, disabled when
  /// it cannot be switched or reports a `disabled(_:)` of its own.
  private struct ValuePickerMenuToggle<Tag: Hashable>: View {
    let row: ValuePickerListRows.Row
    let children: TaggedChildren<Tag>
    let binding: Binding<Set<Tag>>
    let limits: ValuePickerLimits
    /// Whether the option reported a `disabled(_:)` of its own.
    @State private var isDisabledInside = false

    var body: some View {
      switch row {
      case .option(let index, _, let isAvailable):
        let toggle = ValuePickerToggle(row: index, options: children.options, limits: limits)
        Toggle(isOn: binding[dynamicMember: \Set<Tag>.[toggle]]) {
          children[index].element
            .modifier(PickerOptionStatusReading(isDisabled: $isDisabledInside))
        }
        .disabled(!isAvailable || isDisabledInside || !toggle.isEnabled(in: binding.wrappedValue))
      case .content(let index):
        children[index].element
      case .none:
        EmptyView()
      }
    }
  }
#endif
