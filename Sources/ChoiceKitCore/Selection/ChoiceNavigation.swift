/// A keyboard, focus or Digital Crown move across a segmented picker.
public enum SegmentMove: Sendable, Hashable, CaseIterable {
  /// To the following segment (right in left-to-right layouts).
  case next
  /// To the preceding segment.
  case previous
  /// To the first segment (Home).
  case first
  /// To the last segment (End).
  case last
}

/// Where keyboard and focus moves land in a segmented picker, skipping disabled segments.
///
/// ```swift
/// let move = SegmentedNavigation.move(forArrowLeft: true, isRightToLeft: layoutIsRTL)
/// if let index = SegmentedNavigation.target(
///   of: move, from: selectedIndex, count: options.count,
///   isSelectable: { options.isSelectable($0) && !disabled.contains($0) })
/// {
///   selection = options.tag(at: index)
/// }
/// ```
public enum SegmentedNavigation {
  /// The segment a move lands on, skipping segments that are not selectable.
  ///
  /// With no current segment (`nil`, or an index outside `0..<count`, as when the selection is
  /// not among the options), ``SegmentMove/next`` lands on the first selectable segment and
  /// ``SegmentMove/previous`` on the last.
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
    of move: SegmentMove,
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
  /// - Returns: ``SegmentMove/previous`` for the arrow pointing towards the first segment,
  ///   ``SegmentMove/next`` for the other: in right-to-left layouts the left arrow moves to the
  ///   next segment.
  public static func move(forArrowLeft: Bool, isRightToLeft: Bool) -> SegmentMove {
    forArrowLeft != isRightToLeft ? .previous : .next
  }
}
