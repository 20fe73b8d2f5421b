import Foundation

/// A value picker's selection in one of its three forms, with what each row shows and what a
/// tap makes of it.
///
/// The SwiftUI picker reads its binding into this value, asks it which rows are checked and what
/// a tap does, and writes back only what `applying(_:in:)` returns, so every decision about a
/// selection is made here and tested on any system.
///
/// ```swift
/// let options = TaggedOptions(["Juan", "Ana", "Eva"])
/// let value = ValuePickerValue.multiple(["Ana"], ValuePickerLimits(maximum: 2))
/// value.isSelected(row: 1, in: options)   // true
/// let change = value.tap(row: 0, in: options, isEnabled: true)   // .insert(0)
/// value.applying(change, in: options)    // .multiple(["Ana", "Juan"], …)
/// ```
///
/// A selection that no option carries (a value set from outside, or a set holding values that
/// are not among the options) checks no row and is never rewritten: a change names one option
/// to select, add or remove, so values outside the options stay where they are.
public enum ValuePickerValue<Tag: Hashable>: Hashable {
  /// One value, always present.
  case single(Tag)
  /// One value or none.
  case optional(Tag?)
  /// Any number of values, within limits.
  case multiple(Set<Tag>, ValuePickerLimits)

  /// The picker's mode for this selection.
  public var mode: ValuePickerMode {
    switch self {
    case .single: .single
    case .optional: .optional
    case .multiple(_, let limits): .multiple(limits)
    }
  }

  /// How many values are selected, values outside the options included.
  public var selectedCount: Int {
    switch self {
    case .single: 1
    case .optional(let tag): tag == nil ? 0 : 1
    case .multiple(let tags, _): tags.count
    }
  }

  /// Whether a row shows the checkmark: it is the option its tag selects.
  ///
  /// - Parameters:
  ///   - row: The option's index; out of range gives `false`.
  ///   - options: The options' tags, with the first-tag-wins rule for duplicates.
  /// - Returns: `true` for the option the selection names (for an optional selection's `nil`,
  ///   the content's "None" option); a duplicate or untagged row is never checked.
  package func isSelected(row: Int, in options: TaggedOptions<Tag>) -> Bool {
    switch self {
    case .single(let tag): options.selectedIndex(for: tag) == row
    case .optional(let tag): options.selectedIndex(for: tag) == row
    case .multiple(let tags, _): options.tag(at: row).map { Self.set(tags, contains: $0) } ?? false
    }
  }

  /// The values the selection holds, for the debug warning about values no option carries:
  /// one for a single selection, none or one for an optional one, a set's members.
  public var selectedValues: [Tag] {
    switch self {
    case .single(let tag): [tag]
    case .optional(let tag): tag.map { [$0] } ?? []
    case .multiple(let tags, _): Array(tags)
    }
  }

  /// Whether the "None" row of an optional picker shows the checkmark.
  public var isNoneSelected: Bool {
    self == .optional(nil)
  }

  /// The checked rows, in the options' order, for the row's summary.
  ///
  /// - Parameter options: The options' tags.
  /// - Returns: The indices of the checked rows.
  package func selectedRows(in options: TaggedOptions<Tag>) -> [Int] {
    switch self {
    case .single(let tag): options.selectedIndex(for: tag).map { [$0] } ?? []
    case .optional(let tag): options.selectedIndex(for: tag).map { [$0] } ?? []
    case .multiple(let tags, _):
      // A few values among many options cost a few lookups: each value finds its row.
      tags.count < options.count
        ? Self.ascendingUnique(tags, in: options)
        : (0..<options.count).filter { row in
          options.tag(at: row).map { Self.set(tags, contains: $0) } ?? false
        }
    }
  }

  /// What a tap on a row does, by `ValuePickerRules.tap(row:mode:isSelected:selectedCount:isEnabled:)`;
  /// on the content's "None" option (``TaggedOptions/noneIndex``), what ``tapNone`` does.
  ///
  /// - Parameters:
  ///   - row: The option's index.
  ///   - options: The options' tags; an untagged, duplicate or disabled row cannot be chosen.
  ///   - isEnabled: Whether the row is enabled where it is shown (a `disabled(_:)` the row saw).
  /// - Returns: The change, or a refusal.
  package func tap(row: Int, in options: TaggedOptions<Tag>, isEnabled: Bool) -> ValuePickerChange {
    if row == options.noneIndex {
      // The content's own "None" option: the "None" row of an optional picker, nothing in the
      // others (it cannot be chosen for a value).
      return isEnabled && options.isChoosable(row) ? tapNone : .refuse(.unavailable)
    }
    return ValuePickerRules.tap(
      row: row, mode: mode, isSelected: isSelected(row: row, in: options), selectedCount: selectedCount,
      isEnabled: isEnabled && options.isChoosable(row))
  }

  /// What a tap on the "None" row does.
  package var tapNone: ValuePickerChange {
    ValuePickerRules.tapNone(mode: mode)
  }

  /// The selection after a change.
  ///
  /// - Parameters:
  ///   - change: A change from ``tap(row:in:isEnabled:)`` or ``tapNone``.
  ///   - options: The options' tags, to find the tag of the row the change names.
  /// - Returns: The new selection, or `nil` when nothing is to be written: a refusal, a change
  ///   that does not fit the mode, a row without a tag, or a choice of what is already chosen.
  package func applying(_ change: ValuePickerChange, in options: TaggedOptions<Tag>) -> Self? {
    switch (self, change) {
    case (.single, .select(let row)):
      guard let tag = options.tag(at: row), !isSelected(row: row, in: options) else { return nil }
      return .single(tag)
    case (.optional, .select(let row)):
      guard let tag = options.tag(at: row), !isSelected(row: row, in: options) else { return nil }
      return .optional(tag)
    case (.optional(let tag), .selectNone):
      return tag == nil ? nil : .optional(nil)
    case (.multiple(var tags, let limits), .insert(let row)):
      guard let tag = options.tag(at: row), !Self.set(tags, contains: tag) else { return nil }
      tags.insert(tag)
      return .multiple(tags, limits)
    case (.multiple(let tags, let limits), .remove(let row)):
      guard let tag = options.tag(at: row), Self.set(tags, contains: tag) else { return nil }
      return .multiple(Self.set(tags, removing: tag), limits)
    default:
      return nil
    }
  }
}

extension ValuePickerValue {
  /// The rows a set's values select, in increasing order, each once (every NaN in the set finds
  /// the same row).
  static func ascendingUnique(_ tags: Set<Tag>, in options: TaggedOptions<Tag>) -> [Int] {
    var rows: [Int] = []
    rows.reserveCapacity(tags.count)
    for tag in tags {
      if let row = options.index(of: tag) { rows.append(row) }
    }
    if rows.count > 1 { rows.sort() }
    var kept = 0
    for index in 0..<rows.count where kept == 0 || rows[kept - 1] != rows[index] {
      rows[kept] = rows[index]
      kept += 1
    }
    rows.removeLast(rows.count - kept)
    return rows
  }

  /// Whether a set holds a tag as `TaggedOptions` counts tags: a NaN tag is found by any NaN in
  /// the set, which `contains` cannot find, so a NaN option can be checked and toggled off like
  /// any other.
  static func set(_ tags: Set<Tag>, contains tag: Tag) -> Bool {
    TaggedOptions<Tag>.isUnequal(tag)
      ? tags.contains { TaggedOptions<Tag>.isUnequal($0) } : tags.contains(tag)
  }

  /// A set without a tag as `TaggedOptions` counts tags: removing a NaN tag removes every NaN.
  static func set(_ tags: Set<Tag>, removing tag: Tag) -> Set<Tag> {
    tags.filter { !TaggedOptions<Tag>.isSameTag($0, tag) }
  }
}

// Sendable only when the tags are, so pickers over any `Hashable` selection can use it.
extension ValuePickerValue: Sendable where Tag: Sendable {}
