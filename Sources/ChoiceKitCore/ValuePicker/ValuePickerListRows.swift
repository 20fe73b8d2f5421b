import Foundation

/// The rows a value picker's list shows, in order: the "None" row of an optional picker, a row
/// per option, and the content's other children (a section's header, a note) as they are;
/// while a search query is typed, only the matching options.
///
/// ```swift
/// let options = TaggedOptions(["Juan", nil, "Ana", "Juan"])
/// let rows = ValuePickerListRows(options: options, mode: .optional, matching: nil)
/// rows.rows
/// // [.none(position: 0), .option(0, position: 1, isAvailable: true), .content(1),
/// //  .option(2, position: 2, isAvailable: true), .option(3, position: 3, isAvailable: false)]
/// rows.optionRowCount  // 4: the count VoiceOver's "2 of 4" names
/// ```
public struct ValuePickerListRows: Sendable, Hashable {
  /// One row of the list.
  public enum Row: Sendable, Hashable {
    /// The "None" row of an optional picker, at its position among the choosable rows.
    case none(position: Int)
    /// The child at an index, shown as an option row at a position; a row repeating an
    /// earlier option's tag shows but is not available.
    case option(Int, position: Int, isAvailable: Bool)
    /// The child at an index shown as the caller wrote it: it has no tag, so it is not a choice.
    case content(Int)
  }

  /// The rows, in order.
  public let rows: [Row]
  /// How many rows are choices (the "None" row and the option rows): the count each row's
  /// position is spoken against.
  public let optionRowCount: Int

  /// Lays out the rows of a list.
  ///
  /// - Parameters:
  ///   - options: The tags of the content's children, one per child.
  ///   - mode: The picker's mode; an optional picker's list starts with a "None" row.
  ///   - matching: The children a search query matches, from `ValuePickerSearch`; `nil` when no
  ///     query is typed. With a query the list is the matching options only: no "None" row, no
  ///     untagged children, no repeated tags. Indices out of range are ignored.
  public init<Tag: Hashable>(options: TaggedOptions<Tag>, mode: ValuePickerMode, matching: [Int]?) {
    var rows: [Row] = []
    var position = 0
    if let matching {
      for index in matching where options.isSelectable(index) {
        rows.append(.option(index, position: position, isAvailable: true))
        position += 1
      }
    } else {
      if mode == .optional {
        rows.append(.none(position: 0))
        position = 1
      }
      let duplicates = Set(options.duplicateIndices)
      for index in 0..<options.count {
        if options.isSelectable(index) || duplicates.contains(index) {
          rows.append(.option(index, position: position, isAvailable: !duplicates.contains(index)))
          position += 1
        } else {
          rows.append(.content(index))
        }
      }
    }
    self.rows = rows
    self.optionRowCount = position
  }
}
