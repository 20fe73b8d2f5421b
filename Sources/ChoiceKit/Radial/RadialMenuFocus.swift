#if canImport(SwiftUI)
  import SwiftUI

  /// A part of a radial menu that takes focus: the centre button or an item.
  enum RadialMenuFocus: Hashable {
    case center
    case item(Int)

    /// Where VoiceOver reads this part among the menu's: the centre button first, then the items
    /// in their order along the path (the core's order), whatever their places on screen.
    ///
    /// SwiftUI reads higher priorities first among the elements of one container.
    ///
    /// - Parameter count: The number of items.
    /// - Returns: `count` for the centre button, `count - 1 - index` for an item.
    func accessibilitySortPriority(count: Int) -> Double {
      switch self {
      case .center: Double(max(count, 0))
      case .item(let index): Double(max(count, 0) - 1 - index)
      }
    }
  }
#endif
