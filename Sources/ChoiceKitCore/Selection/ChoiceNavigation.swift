/// A keyboard, focus, Digital Crown or VoiceOver move across the items of a choice control.
package enum ChoiceMove: Sendable, Hashable, CaseIterable {
  /// To the following item (right of it in a left-to-right row).
  case next
  /// To the preceding item.
  case previous
  /// To the first item (Home).
  case first
  /// To the last item (End).
  case last
}

/// Where keyboard, focus and Digital Crown moves land among the items of a choice control (the
/// segments of a picker, the tabs of a bar, the items of a menu), skipping disabled items.
///
/// ```swift
/// let move = ChoiceNavigation.move(forArrowLeft: true, isRightToLeft: layoutIsRTL)
/// if let index = ChoiceNavigation.target(
///   of: move, from: selectedIndex, count: options.count,
///   isSelectable: { options.isSelectable($0) && !disabled.contains($0) })
/// {
///   selection = options.tag(at: index)
/// }
/// ```
package enum ChoiceNavigation {
  /// The item a move lands on, skipping items that are not selectable.
  ///
  /// With no current segment (`nil`, or an index outside `0..<count`, as when the selection is
  /// not among the options), `ChoiceMove.next` lands on the first selectable segment and
  /// `ChoiceMove.previous` on the last.
  ///
  /// - Parameters:
  ///   - move: The move.
  ///   - current: The selected segment, if any.
  ///   - count: The number of segments; zero or negative means none.
  ///   - isSelectable: Whether a segment in `0..<count` can be selected; called only with such
  ///     indices.
  ///   - wraps: Whether moving past the last segment continues at the first, and back.
  /// - Returns: The segment to select; `current` when the move cannot go further without
  ///   wrapping; `nil` when no segment is selectable.
  public static func target(
    of move: ChoiceMove,
    from current: Int?,
    count: Int,
    isSelectable: (Int) -> Bool,
    wraps: Bool = false
  ) -> Int? {
    guard count > 0 else { return nil }
    let all = 0..<count
    let current = current.flatMap { all.contains($0) ? $0 : nil }
    switch move {
    case .first:
      return all.first(where: isSelectable)
    case .last:
      return all.reversed().first(where: isSelectable)
    case .next:
      guard let current else { return all.first(where: isSelectable) }
      if let found = (current + 1..<count).first(where: isSelectable) { return found }
      let before = (0...current).first(where: isSelectable)
      // Wrapping lands on the first selectable segment (possibly `current` itself); without
      // wrapping the selection stays, unless nothing at all can be selected.
      return wraps ? before : before.map { _ in current }
    case .previous:
      guard let current else { return all.reversed().first(where: isSelectable) }
      if let found = (0..<current).reversed().first(where: isSelectable) { return found }
      let after = (current..<count).reversed().first(where: isSelectable)
      return wraps ? after : after.map { _ in current }
    }
  }

  /// The move for a left or right arrow key.
  ///
  /// - Parameters:
  ///   - forArrowLeft: `true` for the left arrow, `false` for the right arrow.
  ///   - isRightToLeft: Whether the picker is laid out right to left.
  /// - Returns: `ChoiceMove.previous` for the arrow pointing towards the first segment,
  ///   `ChoiceMove.next` for the other: in right-to-left layouts the left arrow moves to the
  ///   next segment.
  public static func move(forArrowLeft: Bool, isRightToLeft: Bool) -> ChoiceMove {
    forArrowLeft != isRightToLeft ? .previous : .next
  }

  /// Where focus goes when it enters the control from outside (Tab, or the tvOS focus engine).
  ///
  /// Entering never changes the selection, so focus is sent only where selecting would change
  /// nothing: to the selected item when it can be chosen. Without one (no selection, one outside
  /// the items, or one that cannot be chosen) focus stays where the focus engine put it, and the
  /// selection stays as it is until the user moves focus or activates an item.
  ///
  /// - Parameters:
  ///   - selected: The selected item, if any; out of range counts as none.
  ///   - count: The number of items; zero or negative means none.
  ///   - isSelectable: Whether an item in `0..<count` can be chosen.
  /// - Returns: The selected item when it can be chosen; otherwise `nil`, leaving focus alone.
  public static func focusEntry(selected: Int?, count: Int, isSelectable: (Int) -> Bool) -> Int? {
    guard let selected, (0..<max(count, 0)).contains(selected), isSelectable(selected) else { return nil }
    return selected
  }

  /// What a control whose selection follows focus (the tvOS segmented control) does when focus
  /// moves from one item to another.
  ///
  /// Focus arriving from outside the control selects nothing, and is sent on to
  /// ``focusEntry(selected:count:isSelectable:)`` (the selected item) when it landed elsewhere;
  /// that item is the selection, so focus arriving there selects nothing either. Focus moving
  /// between items selects the item it lands on when it can be chosen; focus leaving selects
  /// nothing.
  ///
  /// - Parameters:
  ///   - previous: The item that had focus, or `nil` when focus was outside the control.
  ///   - current: The item that has focus now, or `nil` when focus left.
  ///   - selected: The selected item, if any.
  ///   - count: The number of items.
  ///   - isSelectable: Whether an item in `0..<count` can be chosen.
  /// - Returns: Where to send focus instead (`nil` to leave it) and what to select (`nil` for
  ///   nothing).
  public static func focusChange(
    from previous: Int?, to current: Int?, selected: Int?, count: Int,
    isSelectable: (Int) -> Bool
  ) -> FocusChange {
    guard let current, (0..<max(count, 0)).contains(current) else { return FocusChange() }
    guard previous != nil else {
      let entry = focusEntry(selected: selected, count: count, isSelectable: isSelectable)
      return FocusChange(redirect: entry == current ? nil : entry)
    }
    guard isSelectable(current), current != selected else { return FocusChange() }
    return FocusChange(select: current)
  }

  /// The result of `ChoiceNavigation.focusChange(from:to:selected:count:isSelectable:)`.
  public struct FocusChange: Sendable, Hashable {
    /// The item focus should move to instead of where it landed; `nil` leaves it.
    public var redirect: Int?
    /// The item to select; `nil` selects nothing.
    public var select: Int?

    /// Creates a decision; the default does nothing.
    ///
    /// - Parameters:
    ///   - redirect: Where to send focus instead.
    ///   - select: What to select.
    public init(redirect: Int? = nil, select: Int? = nil) {
      self.redirect = redirect
      self.select = select
    }
  }
}
