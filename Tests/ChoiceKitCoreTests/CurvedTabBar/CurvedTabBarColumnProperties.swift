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
      // The tabs' columns and the action's (a travelling bar's slot, a fixed bar's gap, reaching
      // the bar's end beside one tab) tile the bar in every form.
      var spans = layout.tabColumns.map { ($0.minX, $0.maxX) }
      if let column = layout.actionColumn {
        guard column.minY == 0, column.height == layout.size.height else {
          return "the action's column is not the bar's full height: \(column)"
        }
        spans.append((column.minX, column.maxX))
      }
      // Without tabs or action there is nothing to tile the bar with.
      guard !spans.isEmpty else { return layout.count == 0 ? nil : "tabs without columns" }
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

  /// Every point of the bar presses something, in every form small bars take: 0 to 6 tabs, with
  /// and without an action, fixed and travelling, both directions, a phone's width, an iPad's and
  /// a cramped one. A point presses the tab or the action whose column holds it, or the circle
  /// drawn over it.
  @Test(arguments: [CurvedTabBarNotchMode.fixed, .travelling])
  func everyPointOfTheBarPressesWhatItsColumnSays(mode: CurvedTabBarNotchMode) {
    for count in 0...6 {
      for hasAction in [false, true] {
        for width in [120, 390, 1_024] as [CGFloat] {
          for isRightToLeft in [false, true] {
            let layout = CurvedTabBarLayout(
              tabCount: count, width: width, bottomInset: 34, hasAction: hasAction, mode: mode,
              isRightToLeft: isRightToLeft)
            let selected = count > 0 ? count - 1 : nil
            for x in stride(from: 0, to: width, by: 2.5) {
              for y in stride(from: 0, through: layout.size.height, by: 7) {
                let point = CGPoint(x: x, y: y)
                let hit = layout.hit(at: point, selected: selected)
                let form = "\(count) tabs, action \(hasAction), \(mode), width \(width), rtl \(isRightToLeft)"
                if count == 0 && !hasAction {
                  #expect(hit == nil, "\(form): \(point)")
                  continue
                }
                let inCircle = [
                  layout.actionFrame,
                  mode == .travelling ? layout.indicatorFrame(at: selected.map(Double.init)) : nil,
                ]
                .contains { frame in
                  guard let frame, frame.width > 0 else { return false }
                  return hypot(point.x - frame.midX, point.y - frame.midY) <= frame.width / 2
                }
                guard !inCircle else { continue }
                // Where two columns meet (or overlap by a rounding), the one starting there.
                let columns =
                  (0..<count).compactMap { tab in
                    layout.tabColumn(forTab: tab).map { (CurvedTabBarHit.tab(tab), $0) }
                  }
                  + (layout.actionColumn.map { [(CurvedTabBarHit.action, $0)] } ?? [])
                let expected = columns.filter { $0.1.contains(point) }.max { $0.1.minX < $1.1.minX }?.0
                #expect(hit != nil, "\(form): \(point) presses nothing")
                if let expected, hit != expected {
                  Issue.record("\(form): \(point) presses \(String(describing: hit)), not \(expected)")
                  return
                }
              }
            }
          }
        }
      }
    }
  }
}
