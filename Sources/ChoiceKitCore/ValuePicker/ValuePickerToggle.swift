/// One option of a multiple-selection value picker as a toggle, as a menu shows it: whether it
/// is on, whether it can be switched, and what switching it writes, all by the core's rules.
///
/// A set reads and writes it through a subscript, so a SwiftUI `Toggle` can be bound to it with
/// a key path rather than a closure:
///
/// ```swift
/// let toggle = ValuePickerToggle(row: 2, options: options, limits: ValuePickerLimits(maximum: 2))
/// var team: Set<String> = ["Ana"]
/// team[toggle]            // false
/// team[toggle] = true     // inserts row 2's tag, if the limits allow it
/// ```
package struct ValuePickerToggle<Tag: Hashable>: Hashable {
  /// The option's index among the children.
  public let row: Int
  /// The option's tag; `nil` when it has none of its own (untagged, or repeating an earlier
  /// option's tag), so it is never on and never switches.
  public let tag: Tag?
  /// Whether the option can be chosen: tagged, first with its tag, not disabled.
  public let isChoosable: Bool
  /// The selection's limits.
  public let limits: ValuePickerLimits

  /// Describes one option's toggle. It keeps the option's tag, not the options, so a menu of
  /// n toggles hashes n small keys rather than n copies of every tag.
  ///
  /// - Parameters:
  ///   - row: The option's index.
  ///   - options: The options' tags.
  ///   - limits: The selection's limits.
  public init(row: Int, options: TaggedOptions<Tag>, limits: ValuePickerLimits) {
    self.row = row
    self.tag = options.tag(at: row)
    self.isChoosable = options.isChoosable(row) && options.tag(at: row) != nil
    self.limits = limits
  }

  /// Whether the toggle is on in a selection: the set holds the option's tag.
  public func isOn(in selection: Set<Tag>) -> Bool {
    tag.map { ValuePickerValue.set(selection, contains: $0) } ?? false
  }

  /// What switching the toggle does in a selection, by the core's rules.
  private func change(in selection: Set<Tag>) -> ValuePickerChange {
    ValuePickerRules.tap(
      row: row, mode: .multiple(limits), isSelected: isOn(in: selection), selectedCount: selection.count,
      isEnabled: isChoosable)
  }

  /// Whether the toggle can be switched in a selection: the option can be chosen and switching
  /// it keeps the selection within its limits.
  public func isEnabled(in selection: Set<Tag>) -> Bool {
    change(in: selection).refusal == nil
  }

  /// The selection after the toggle is switched to `isOn`.
  ///
  /// - Parameters:
  ///   - isOn: The toggle's new state.
  ///   - selection: The selection now.
  /// - Returns: The new selection; the same one when the toggle is already in that state or
  ///   cannot be switched, so nothing outside the rules is ever written.
  public func switched(to isOn: Bool, in selection: Set<Tag>) -> Set<Tag> {
    guard isOn != self.isOn(in: selection), let tag else { return selection }
    switch change(in: selection) {
    case .insert:
      var next = selection
      next.insert(tag)
      return next
    case .remove:
      return ValuePickerValue.set(selection, removing: tag)
    case .select, .selectNone, .refuse:
      return selection
    }
  }
}

extension Set {
  /// Whether the set holds a value picker option's tag; setting it switches the option by the
  /// core's rules (`ValuePickerToggle.switched(to:in:)`).
  ///
  /// - Parameter toggle: The option.
  package subscript(toggle: ValuePickerToggle<Element>) -> Bool {
    get { toggle.isOn(in: self) }
    set { self = toggle.switched(to: newValue, in: self) }
  }
}

extension ValuePickerToggle: Sendable where Tag: Sendable {}
