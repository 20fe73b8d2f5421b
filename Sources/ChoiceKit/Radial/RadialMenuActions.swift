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

    /// The item an arrow key or a Crown detent moves focus to, as the core's
    /// `RadialMenuGeometry` moves it: around an arc, wrapping on a full circle, or along a line
    /// (the arrow pointing the way the line runs goes on), never past a line's ends.
    ///
    /// - Parameters:
    ///   - arrow: The arrow.
    ///   - current: The focused item, if any.
    ///   - isRightToLeft: Whether the menu is drawn right to left, which swaps left and right.
    /// - Returns: The item to focus; `nil` when none can be chosen.
    func target(of arrow: RadialArrow, from current: Int?, isRightToLeft: Bool) -> Int? {
      let geometry = RadialMenuGeometry(
        itemSizes: Array(repeating: .zero, count: items.count), path: path, centerDiameter: 0,
        isRightToLeft: isRightToLeft)
      return geometry.target(of: geometry.move(for: arrow), from: current, isEnabled: { isEnabled($0) })
    }
  }
#endif
