import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the tabs' hit columns over the generated bars of ``CurvedTabBarProperties``:
/// every point of a column hits its tab, and the columns tile the bar without overlapping.
@Suite("CurvedTabBar hit columns", .timeLimit(.minutes(10)))
struct CurvedTabBarColumnProperties {
  @Test func everyPointOfAColumnHitsItsTab() {
    checkProperty(
      "points in a column hit its tab", generate: CurvedTabBarProperties.input,
      shrink: CurvedTabBarProperties.shrink
    ) { input in
      var random = SeededRandom(seed: UInt64(max(input.count, 0)) &+ 17)
      for isRightToLeft in [false, true] {
        let layout = input.layout(isRightToLeft: isRightToLeft)
        guard layout.tabColumns.count == layout.count else { return "\(layout.tabColumns.count) columns" }
        for (index, column) in layout.tabColumns.enumerated()
        where column.width > 1e-6 && index % max(layout.count / 40, 1) == 0 {
          guard column.minY == 0, column.height == layout.size.height else {
            return "column \(index) is not the bar's full height: \(column)"
          }
          for _ in 0..<8 {
            // Half-open in x, closed in y: the bottom inset and the top edge belong to the column.
            let point = CGPoint(
              x: column.minX + random.cgFloat(in: 0...0.999_999) * column.width,
              y: random.cgFloat(in: 0...1) * column.height)
            // A fixed bar's circle sits in the gap; a travelling bar's sunken action in its slot.
            if let action = layout.actionFrame, action.insetBy(dx: -1e-9, dy: -1e-9).contains(point) {
              continue
            }
            guard layout.hit(at: point) == .tab(index) else {
              return
                "\(point) in tab \(index)'s column \(column) hits \(String(describing: layout.hit(at: point)))"
            }
          }
        }
      }
      return nil
    }
  }

  @Test func columnsTileTheBarWithoutOverlap() {
    checkProperty(
      "columns tile the bar", generate: CurvedTabBarProperties.input, shrink: CurvedTabBarProperties.shrink
    ) { input in
      let layout = input.layout()
      var spans = layout.tabColumns.map { ($0.minX, $0.maxX) }
      if let column = layout.actionColumn, layout.mode == .travelling {
        spans.append((column.minX, column.maxX))
      }
      if let gap = layout.gap {
        let middle = layout.size.width / 2
        let gapHigh = max(min(gap.upperBound, layout.size.width), middle)
        spans.append((min(max(gap.lowerBound, 0), middle), gapHigh))
        // One tab leaves the trailing side empty: nothing there to hit.
        if layout.count == 1 { spans.append((gapHigh, layout.size.width)) }
      } else if layout.count == 1, layout.actionFrame != nil, layout.mode != .travelling {
        // The same beside an action whose notch has no width, so leaves no gap.
        spans.append((layout.size.width / 2, layout.size.width))
      }
      // Without tabs there are no columns to tile the bar with.
      guard layout.count > 0 else { return layout.tabColumns.isEmpty ? nil : "columns without tabs" }
      spans.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
      let tolerance = max(layout.size.width, 1) * 1e-9
      guard abs(spans[0].0) <= tolerance else { return "the first column starts at \(spans[0].0)" }
      guard abs(spans[spans.count - 1].1 - layout.size.width) <= tolerance else {
        return "the last column ends at \(spans[spans.count - 1].1)"
      }
      for (a, b) in zip(spans, spans.dropFirst()) where abs(a.1 - b.0) > tolerance {
        return a.1 > b.0 ? "columns overlap: \(a) \(b)" : "a hole between columns: \(a) \(b)"
      }
      return nil
    }
  }
}
