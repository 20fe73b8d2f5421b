#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a radial menu does with what happens to it: the core's `RadialMenuInteraction`
  /// decides, and this applies the decision to the binding and the items.
  struct RadialMenuActions {
    let isExpanded: Binding<Bool>
    let items: [RadialMenuItem]
    let path: RadialMenuPath
    let wording: RadialMenuWording

    /// Whether an index names an item that can be chosen.
    func isEnabled(_ index: Int) -> Bool {
      items.indices.contains(index) && items[index].isEnabled
    }

    /// Answers an event: the binding takes the new state, then a chosen item's action runs.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The core's response.
    @MainActor @discardableResult
    func send(_ event: RadialMenuEvent) -> RadialMenuResponse {
      let response = RadialMenuInteraction.respond(
        to: event, isExpanded: isExpanded.wrappedValue, count: items.count, isEnabled: { isEnabled($0) },
        wording: wording)
      isExpanded.wrappedValue = response.isExpanded
      if let chosen = response.chosen {
        items[chosen].action()
      }
      return response
    }

    /// Where focus goes and what is announced after the binding changed, whoever changed it.
    ///
    /// - Parameters:
    ///   - old: Whether the menu was open.
    ///   - new: Whether it is open now.
    /// - Returns: The core's response to `.setExpanded(new)`.
    func response(toChangeFrom old: Bool, to new: Bool) -> RadialMenuResponse {
      RadialMenuInteraction.respond(
        to: .setExpanded(new), isExpanded: old, count: items.count, isEnabled: { isEnabled($0) },
        wording: wording)
    }

    /// The item an arrow key or a Crown detent moves focus to: around an arc as the core's
    /// `RadialArrangement` says, or along a line (see ``move(along:for:isRightToLeft:)``), never
    /// wrapping past a line's ends.
    ///
    /// - Parameters:
    ///   - arrow: The arrow.
    ///   - current: The focused item, if any.
    ///   - isRightToLeft: Whether the menu is drawn right to left, which swaps left and right.
    /// - Returns: The item to focus; `nil` when none can be chosen.
    func target(of arrow: RadialArrow, from current: Int?, isRightToLeft: Bool) -> Int? {
      switch path {
      case .arc(let arc):
        let arrangement = RadialArrangement(
          itemSizes: Array(repeating: .zero, count: items.count), arc: arc, isRightToLeft: isRightToLeft)
        return arrangement.target(
          of: arrangement.move(for: arrow), from: current, isEnabled: { isEnabled($0) })
      case .line(let line):
        return ChoiceNavigation.target(
          of: Self.move(along: line, for: arrow, isRightToLeft: isRightToLeft), from: current,
          count: items.count, isSelectable: { isEnabled($0) }, wraps: false)
      }
    }

    /// The move an arrow makes on a line of items: the arrow pointing the way the line runs from
    /// the button goes on to the next item, the opposite arrow back; an arrow across the line
    /// moves as on an arc (left and up back, right and down on, left and right swapped right to
    /// left).
    ///
    /// - Parameters:
    ///   - line: The line, as drawn: mirrored right to left.
    ///   - arrow: The arrow.
    ///   - isRightToLeft: Whether the menu is drawn right to left.
    /// - Returns: `.next` or `.previous`.
    static func move(along line: RadialLine, for arrow: RadialArrow, isRightToLeft: Bool) -> ChoiceMove {
      let direction = line.direction(isRightToLeft: isRightToLeft)
      let along: CGFloat =
        switch arrow {
        case .left: -direction.x
        case .right: direction.x
        case .up: -direction.y
        case .down: direction.y
        }
      // Within a hair of square to the line, the arrow does not point along it.
      if along > 1e-9 { return .next }
      if along < -1e-9 { return .previous }
      switch arrow {
      case .left: return ChoiceNavigation.move(forArrowLeft: true, isRightToLeft: isRightToLeft)
      case .right: return ChoiceNavigation.move(forArrowLeft: false, isRightToLeft: isRightToLeft)
      case .up: return .previous
      case .down: return .next
      }
    }
  }
#endif
