#if canImport(SwiftUI)
  import SwiftUI

  /// The ideal sizes of a radial menu's parts, as laid out: what the press-drag-release gesture
  /// reads its sectors from, so they match the items drawn.
  struct RadialMenuMeasurements: Equatable, Sendable {
    /// The centre button's size.
    var center = CGSize.zero
    /// Each item's size, by index.
    var items: [Int: CGSize] = [:]

    init() {}

    /// The measurement of one part.
    ///
    /// - Parameters:
    ///   - part: The centre button or an item.
    ///   - size: Its size.
    init(_ part: RadialMenuFocus, size: CGSize) {
      switch part {
      case .center: center = size
      case .item(let index): items = [index: size]
      }
    }

    /// The items' sizes in order; an item not measured yet counts as empty.
    ///
    /// - Parameter count: The number of items.
    /// - Returns: One size per item.
    func itemSizes(count: Int) -> [CGSize] {
      (0..<max(count, 0)).map { items[$0] ?? .zero }
    }

    /// Both measurements together; `next` wins where both measured a part.
    ///
    /// - Parameter next: Measurements from later parts.
    /// - Returns: The union.
    func merging(_ next: RadialMenuMeasurements) -> RadialMenuMeasurements {
      var merged = self
      if next.center != .zero { merged.center = next.center }
      merged.items.merge(next.items) { _, new in new }
      return merged
    }
  }

  struct RadialMenuMeasurementsKey: PreferenceKey {
    static var defaultValue: RadialMenuMeasurements { RadialMenuMeasurements() }

    static func reduce(value: inout RadialMenuMeasurements, nextValue: () -> RadialMenuMeasurements) {
      value = value.merging(nextValue())
    }
  }

  extension View {
    /// Reports this part's size for the menu's measurements.
    ///
    /// - Parameter part: The centre button or an item.
    /// - Returns: The view, measured.
    func radialMenuMeasured(_ part: RadialMenuFocus) -> some View {
      background(
        GeometryReader { proxy in
          Color.clear.preference(
            key: RadialMenuMeasurementsKey.self, value: RadialMenuMeasurements(part, size: proxy.size))
        })
    }
  }
#endif
