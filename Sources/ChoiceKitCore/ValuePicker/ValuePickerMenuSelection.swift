/// The item a value picker's menu checks: the "None" item, an option, or nothing listed.
///
/// A menu of one value or none is a system `Picker` bound to these choices rather than to the
/// caller's tags, so that `Picker` sees only the tags the core resolved: a `tag(_:)` the caller
/// wrote on a child the core left untagged (or on the content's own "None" option) can never
/// make it a second choice or a second "None".
package enum ValuePickerMenuChoice: Sendable, Hashable {
  /// The "None" item: the picker's own, or the content's "None" option.
  case none
  /// The option at an index among the children.
  case option(Int)
  /// A selection no item shows: a value no option carries.
  case unlisted
}

/// A single or optional value picker's selection seen as the item its menu checks, and what
/// choosing an item writes, by the core's rules (``ValuePickerValue``).
///
/// The selection reads and writes it through a subscript, so a menu's `Picker` can be bound to
/// it with a key path rather than a closure:
///
/// ```swift
/// let menu = ValuePickerMenuSelection(options: options)
/// var flavor: Flavor? = nil
/// flavor[valuePickerMenu: menu]               // .none
/// flavor[valuePickerMenu: menu] = .option(2)  // writes row 2's tag, if it can be chosen
/// ```
package struct ValuePickerMenuSelection<Tag: Hashable>: Hashable {
  /// The options' tags.
  public let options: TaggedOptions<Tag>

  /// Describes a menu's items.
  ///
  /// - Parameter options: The options' tags.
  public init(options: TaggedOptions<Tag>) {
    self.options = options
  }

  /// The item a selection checks.
  ///
  /// - Parameter value: A single or optional selection; a set checks nothing here (its menu has a
  ///   toggle per option, ``ValuePickerToggle``).
  /// - Returns: `.none` for an optional selection's `nil` (the content's "None" option or the
  ///   picker's own), the option its value selects, or `.unlisted`.
  public func choice(for value: ValuePickerValue<Tag>) -> ValuePickerMenuChoice {
    switch value {
    case .optional(nil): return .none
    case .single(let tag), .optional(let tag?):
      guard let row = options.selectedIndex(for: tag) else { return .unlisted }
      return .option(row)
    case .multiple: return .unlisted
    }
  }

  /// The selection after an item is chosen.
  ///
  /// - Parameters:
  ///   - choice: The chosen item.
  ///   - value: The selection now.
  /// - Returns: What the core's rules write for that item; `value` unchanged when the item cannot
  ///   be chosen (untagged, repeated, disabled, "None" without an optional selection) or is
  ///   already chosen.
  public func value(choosing choice: ValuePickerMenuChoice, from value: ValuePickerValue<Tag>)
    -> ValuePickerValue<Tag>
  {
    let change: ValuePickerChange
    switch choice {
    case .none: change = value.tapNone
    case .option(let row): change = value.tap(row: row, in: options, isEnabled: true)
    case .unlisted: return value
    }
    return value.applying(change, in: options) ?? value
  }
}

extension Hashable {
  /// The item a single value picker's menu checks for this value; setting it writes what
  /// choosing that item writes (``ValuePickerMenuSelection/value(choosing:from:)``).
  ///
  /// - Parameter menu: The menu's items.
  package subscript(valuePickerMenu menu: ValuePickerMenuSelection<Self>) -> ValuePickerMenuChoice {
    get { menu.choice(for: .single(self)) }
    set {
      if case .single(let tag) = menu.value(choosing: newValue, from: .single(self)) { self = tag }
    }
  }
}

extension Optional where Wrapped: Hashable {
  /// The item an optional value picker's menu checks for this value; setting it writes what
  /// choosing that item writes (``ValuePickerMenuSelection/value(choosing:from:)``).
  ///
  /// - Parameter menu: The menu's items.
  package subscript(valuePickerMenu menu: ValuePickerMenuSelection<Wrapped>) -> ValuePickerMenuChoice {
    get { menu.choice(for: .optional(self)) }
    set {
      if case .optional(let tag) = menu.value(choosing: newValue, from: .optional(self)) { self = tag }
    }
  }
}

extension ValuePickerMenuSelection: Sendable where Tag: Sendable {}
