import Foundation

/// The rows a value picker's list shows, in order: the "None" row of an optional picker, a row
/// per option, and the content's other children (a section's header, a note) as they are;
/// while a search query is typed, only the matching options.
///
/// An optional picker whose content has its own "None" option (``TaggedOptions/noneIndex``,
/// `Text("None").tag(Flavor?.none)`) shows that option as an option row where it stands, and no
/// "None" row of its own, as `Picker` shows only the content's.
///
/// ```swift
/// let options = TaggedOptions(["Juan", nil, "Ana", "Juan"])
/// let rows = ValuePickerListRows(options: options, mode: .optional, matching: nil)
/// rows.rows
/// // [.none(position: 0), .option(0, position: 1, isAvailable: true), .content(1),
/// //  .option(2, position: 2, isAvailable: true), .option(3, position: 3, isAvailable: false)]
/// rows.optionRowCount  // 4: the count VoiceOver's "2 of 4" names
/// ```
///
/// Children can name a section (the SwiftUI picker reads `choiceSection(_:)`); their rows are
/// then grouped under it, in ``groups``.
package struct ValuePickerListRows: Sendable, Hashable {
  /// One row of the list.
  public enum Row: Sendable, Hashable {
    /// The "None" row of an optional picker, at its position among the choosable rows.
    case none(position: Int)
    /// The child at an index, shown as an option row at a position; a row repeating an
    /// earlier option's tag, or a disabled one, shows but is not available.
    case option(Int, position: Int, isAvailable: Bool)
    /// The child at an index shown as the caller wrote it: it has no tag, so it is not a choice.
    case content(Int)
  }

  /// One run of rows under a section's header, or outside any section.
  public struct Group: Sendable, Hashable {
    /// The section, as the children name it (see the initialiser); `nil` for rows outside any
    /// section, the "None" row's place.
    public let section: Int?
    /// The rows, in order.
    public let rows: [Row]
  }

  /// The rows grouped by section, in the order each section's first child appears; one group
  /// without a section when there are no sections, or while a search query is typed.
  public let groups: [Group]
  /// Every row in display order: the groups' rows one after another.
  public var rows: [Row] { groups.flatMap(\.rows) }
  /// How many rows are choices (the "None" row and the option rows): the count each row's
  /// position is spoken against.
  public let optionRowCount: Int

  /// Lays out the rows of a list.
  ///
  /// - Parameters:
  ///   - options: The tags of the content's children, one per child.
  ///   - mode: The picker's mode; an optional picker's list starts with a "None" row, unless the
  ///     content has its own "None" option.
  ///   - matching: The children a search query matches, from `ValuePickerSearch`; `nil` when no
  ///     query is typed. With a query the list is the matching options only, in one group: no
  ///     "None" row, no untagged children, no repeated tags, no sections. Indices out of range are
  ///     ignored.
  ///   - sectionOfChild: Each child's section, as any number the children share (the index of
  ///     the section's first child, say); `nil` or a missing entry for a child outside any
  ///     section. Children of one section that are not next to each other still form one group,
  ///     at the place of its first child. Positions follow the order the rows are shown in.
  public init<Tag: Hashable>(
    options: TaggedOptions<Tag>, mode: ValuePickerMode, matching: [Int]?, sectionOfChild: [Int?] = []
  ) {
    // The rows in content order, with the "None" row first, numbered as they come; with
    // sections, grouped by section with the same rule as the options' sections and numbered
    // again in the order they show. Without sections (and while searching) they are one group in
    // content order.
    let hasSections = matching == nil && sectionOfChild.contains { $0 != nil }
    var rows: [Row] = []
    var sections: [Int?] = []
    var position = 0
    if let matching {
      rows = matching.filter(options.isSelectable).map { index in
        position += 1
        return .option(index, position: position - 1, isAvailable: options.isChoosable(index))
      }
    } else {
      rows.reserveCapacity(options.count + 1)
      // The content's own "None" option takes the place of the picker's: never two.
      if mode == .optional && options.noneIndex == nil {
        rows.append(.none(position: 0))
        position = 1
        if hasSections { sections.append(nil) }
      }
      let duplicates = options.duplicateIndices.isEmpty ? [] : Set(options.duplicateIndices)
      for index in 0..<options.count {
        // A child tagged with an optional selection's `nil` is a choice only for an optional one.
        let isNoneTagged = options.isNoneTagged(index)
        if isNoneTagged && mode != .optional {
          rows.append(.content(index))
        } else if isNoneTagged || options.isSelectable(index)
          || (!duplicates.isEmpty && duplicates.contains(index))
        {
          rows.append(.option(index, position: position, isAvailable: options.isChoosable(index)))
          position += 1
        } else {
          rows.append(.content(index))
        }
        if hasSections {
          sections.append(sectionOfChild.indices.contains(index) ? sectionOfChild[index] : nil)
        }
      }
    }
    guard hasSections else {
      groups = rows.isEmpty ? [] : [Group(section: nil, rows: rows)]
      optionRowCount = position
      return
    }
    position = 0
    func numbered(_ row: Row) -> Row {
      switch row {
      case .none:
        position += 1
        return .none(position: position - 1)
      case .option(let index, _, let isAvailable):
        position += 1
        return .option(index, position: position - 1, isAvailable: isAvailable)
      case .content:
        return row
      }
    }
    groups = ValuePickerSections(sectionOfOption: sections).groups.map { group in
      Group(section: group.section, rows: group.options.map { numbered(rows[$0]) })
    }
    optionRowCount = position
  }
}
