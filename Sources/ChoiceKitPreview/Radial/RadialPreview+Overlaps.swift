import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// What the open menu's items cover that they should not: each other, or the centre button.
  struct Overlaps: Hashable {
    /// Pairs of items whose frames share more than half a point each way, first index first.
    var items: [Pair]
    /// Items whose frames reach more than half a point into the centre button's circle.
    var centerButton: [Int]

    /// Two items, by index.
    struct Pair: Hashable {
      var first: Int
      var second: Int
    }

    /// Whether nothing overlaps.
    var isEmpty: Bool { items.isEmpty && centerButton.isEmpty }
  }

  /// Where the open menu's items, at the core's frames, overlap each other or the centre button,
  /// so a page can say so instead of a reader having to spot it.
  func overlaps() -> Overlaps {
    let frames = placement().itemFrames
    var pairs: [Overlaps.Pair] = []
    for first in frames.indices {
      for second in frames.indices where second > first {
        let shared = frames[first].intersection(frames[second])
        if !shared.isNull && shared.width > 0.5 && shared.height > 0.5 {
          pairs.append(Overlaps.Pair(first: first, second: second))
        }
      }
    }
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
