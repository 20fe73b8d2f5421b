import ChoiceKitCore
import Foundation

extension ValuePickerPreview {
  /// One row of the open list: an option, or the "None" row of an optional picker.
  public struct ListRow: Sendable, Hashable {
    /// The option's index, or `nil` for the "None" row.
    public var option: Int?
    /// The text shown.
    public var label: String
    /// Whether the row shows the checkmark, as the core decides.
    public var isChecked: Bool
    /// Whether the row can be chosen.
    public var isEnabled: Bool
  }

  /// One section of the open list: its header, if any, and its rows.
  public struct ListSection: Sendable, Hashable {
    /// The header, or `nil`.
    public var header: String?
    /// The rows, in order; never empty.
    public var rows: [ListRow]
  }

  /// The open list's sections, from the core's rows (`ValuePickerListRows`: the "None" row of
  /// an optional picker first, then the options; with a query, only the matching options) and
  /// sections (`ValuePickerSections.visible(matching:)`, so no section shows without rows).
  /// With a query the matches form one list without headers. The "None" row joins the first
  /// section when that has no header and stands on its own otherwise. An inline picker's first
  /// section takes the title as its header when it has none.
  public var listSections: [ListSection] {
    let value = shownValue
    let tagged = taggedOptions
    let isSearching = !ValuePickerSearch(query: showsSearchField ? query : "").isEmpty
    let core = ValuePickerListRows(
      options: tagged, mode: value.mode, matching: isSearching ? matchingOptions : nil)
    var available: [Int: Bool] = [:]
    var hasNone = false
    for row in core.rows {
      switch row {
      case .none: hasNone = true
      case .option(let index, _, let isAvailable): available[index] = isAvailable
      case .content: break
      }
    }
    func row(_ option: Int) -> ListRow {
      ListRow(
        option: option, label: options[option].label, isChecked: value.isSelected(row: option, in: tagged),
        isEnabled: options[option].isEnabled && available[option] == true)
    }
    let shown = options.indices.filter { available[$0] != nil }
    var sections: [ListSection]
    if isSearching {
      sections = shown.isEmpty ? [] : [ListSection(header: nil, rows: shown.map(row))]
    } else {
      sections = ValuePickerSections(sectionOfOption: options.map(\.section)).visible(matching: shown).map {
        group in
        let header = group.section.flatMap { sectionTitles.indices.contains($0) ? sectionTitles[$0] : nil }
        return ListSection(header: header, rows: group.options.map(row))
      }
    }
    if hasNone {
      let none = ListRow(
        option: nil, label: ValuePickerSummary(wording: wording.wording).noneText,
        isChecked: value.isNoneSelected,
        isEnabled: true)
      if let first = sections.first, first.header == nil {
        sections[0].rows.insert(none, at: 0)
      } else {
        sections.insert(ListSection(header: nil, rows: [none]), at: 0)
      }
    }
    if style == .inline, !sections.isEmpty, sections[0].header == nil { sections[0].header = title }
    return sections
  }

  /// The core layout of the open list at a width.
  ///
  /// - Parameters:
  ///   - sections: The sections to place, normally ``listSections``.
  ///   - width: The list's width.
  ///   - isMenu: Whether to use the menu's metrics and its leading checkmark, as the system's
  ///     menus draw it whatever the tokens say.
  ///   - footerHeights: Extra footer heights by section index.
  /// - Returns: The layout, with a search field when ``showsSearchField`` (never in a menu).
  package func listLayout(
    _ sections: [ListSection], width: CGFloat, isMenu: Bool = false, footerHeights: [Int: CGFloat] = [:]
  ) -> ValuePickerListLayout {
    let tokens = scaledTokens
    let metrics = isMenu ? tokens.menuMetrics : tokens.metrics
    let labelWidth = ValuePickerListLayout.labelWidth(listWidth: width, metrics: metrics)
    let line = lineHeight(tokens.label)
    // A row is as tall as its label's lines: one, or as many as it wraps to where texts wrap.
    let oneLine = metrics.rowHeight(lineHeight: line)
    func rowHeight(_ row: ListRow) -> CGFloat {
      guard textLineLimit != 1 else { return oneLine }
      let lines = wrapped(row.label, fitting: labelWidth, style: tokens.label).count
      return metrics.rowHeight(lineHeight: line * CGFloat(lines))
    }
    let headerHeight = lineHeight(tokens.header)
    return ValuePickerListLayout(
      width: width,
      sections: sections.enumerated().map { index, section in
        ValuePickerListLayout.Section(
          rowHeights: section.rows.map(rowHeight),
          headerHeight: section.header == nil ? 0 : headerHeight, footerHeight: footerHeights[index] ?? 0)
      }, showsSearchField: showsSearchField && !isMenu, checkmark: isMenu ? .leading : tokens.checkmark,
      isRightToLeft: traits.isRightToLeft, metrics: metrics)
  }

  /// The list's items: the search field, then each section's header, card, rows and separators.
  func listItems(_ sections: [ListSection], layout: ValuePickerListLayout, isMenu: Bool = false)
    -> [DisplayItem]
  {
    let tokens = scaledTokens
    let metrics = isMenu ? tokens.menuMetrics : tokens.metrics
    var items: [DisplayItem] = []
    if let field = layout.searchFieldFrame { items += searchField(in: field) }
    let card = (isMenu ? tokens.menuBackground : tokens.rowBackground).resolved(in: traits.appearance)
    for (section, placed) in zip(sections, layout.sections) where !placed.rows.isEmpty {
      if let header = section.header, let frame = placed.headerFrame {
        items.append(
          text(
            header, in: frame, style: tokens.header,
            color: tokens.secondaryText.resolved(in: traits.appearance)))
      }
      items.append(
        .shape(.roundedRect(placed.cardFrame, cornerRadius: metrics.cornerRadius), fill: .color(card)))
      for (row, frame) in zip(section.rows, placed.rows) {
        items += listRow(row, frame: frame, metrics: metrics)
      }
    }
    return items
  }

  /// One row: its separator, its label (dimmed when disabled) and, when checked, the
  /// checkmark in its column.
  private func listRow(_ row: ListRow, frame: ValuePickerListLayout.Row, metrics: ValuePickerMetrics)
    -> [DisplayItem]
  {
    let tokens = scaledTokens
    var items: [DisplayItem] = []
    if let line = frame.separatorFrame {
      items.append(.shape(.rect(line), fill: .color(tokens.separator.resolved(in: traits.appearance))))
    }
    let ink = (row.isEnabled ? tokens.text : tokens.secondaryText).resolved(in: traits.appearance)
    items += text(
      lines: wrapped(row.label, fitting: frame.labelFrame.width, style: tokens.label), in: frame.labelFrame,
      style: tokens.label, color: ink)
    if row.isChecked {
      let box = frame.checkmarkSymbolFrame(side: tokens.symbolSize, gap: metrics.spacing)
      let color = (row.isEnabled ? tokens.tint : tokens.secondaryText).resolved(in: traits.appearance)
      items.append(symbol(tokens.checkmarkSymbol, in: box, color: color))
    }
    return items
  }

  /// The search field: a rounded fill with the magnifying glass and the query, or the
  /// placeholder when nothing is typed.
  private func searchField(in frame: CGRect) -> [DisplayItem] {
    let tokens = scaledTokens
    let side = min(tokens.symbolSize * 0.8, frame.height)
    let inset: CGFloat = 8
    let glassX = traits.isRightToLeft ? frame.maxX - inset - side : frame.minX + inset
    let glass = CGRect(x: glassX, y: frame.midY - side / 2, width: side, height: side)
    let textFrame = CGRect(
      x: traits.isRightToLeft ? frame.minX + inset : glass.maxX + inset / 2, y: frame.minY,
      width: max(frame.width - side - inset * 2.5, 0), height: frame.height)
    let secondary = tokens.secondaryText.resolved(in: traits.appearance)
    let typed = !query.isEmpty
    return [
      .shape(
        .roundedRect(frame, cornerRadius: tokens.metrics.cornerRadius),
        fill: .color(tokens.searchFieldFill.resolved(in: traits.appearance))),
      symbol("magnifyingglass", in: glass, color: secondary),
      text(
        typed ? query : Self.searchPlaceholder, in: textFrame, style: tokens.label,
        color: typed ? tokens.text.resolved(in: traits.appearance) : secondary),
    ]
  }

  /// The search field's placeholder; the wording has no word for it, and the pages that show
  /// it are in English.
  static let searchPlaceholder = "Search"
}
