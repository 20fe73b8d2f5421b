import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// What the open menu's items cover that they should not: each other, or the centre button.
  package struct Overlaps: Hashable {
    /// Pairs of items whose frames share more than half a point each way, first index first.
    package var items: [Pair]
    /// Items whose frames reach more than half a point into the centre button's circle.
    package var centerButton: [Int]

    /// Two items, by index.
    package struct Pair: Hashable {
      package var first: Int
      package var second: Int
    }

    /// Whether nothing overlaps.
    package var isEmpty: Bool { items.isEmpty && centerButton.isEmpty }
  }

  /// Where the open menu's items, at the core's frames, overlap each other or the centre button,
  /// so a page can say so instead of a reader having to spot it.
  ///
  /// - Parameter placement: The items' placement: the preview's ``placement()`` unless given, as
  ///   a ``Layout`` already worked out holds it.
  package func overlaps(in placement: RadialPlacement? = nil) -> Overlaps {
    let placement = placement ?? self.placement()
    let frames = placement.itemFrames
    // Frames sharing more than half a point each way, found by the core's sweep rather than by
    // comparing every pair.
    let pairs = placement.overlappingItems(tolerance: 0.5).map { Overlaps.Pair(first: $0.0, second: $0.1) }
    let button = centerButtonFrame
    let center = CGPoint(x: button.midX, y: button.midY)
    let covering = frames.indices.filter { index in
      let frame = frames[index]
      let nearest = CGPoint(
        x: min(max(center.x, frame.minX), frame.maxX), y: min(max(center.y, frame.minY), frame.maxY))
      let distance =
        ((nearest.x - center.x) * (nearest.x - center.x) + (nearest.y - center.y) * (nearest.y - center.y))
        .squareRoot()
      return distance < button.width / 2 - 0.5
    }
    return Overlaps(items: pairs, centerButton: covering)
  }
}
