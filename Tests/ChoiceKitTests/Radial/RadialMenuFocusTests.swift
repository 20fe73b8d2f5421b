#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  @Suite("RadialMenu reading order and measurements")
  struct RadialMenuFocusTests {
    @Test(arguments: [0, 1, 2, 5, 40])
    func voiceOverReadsTheCentreButtonThenTheItemsInOrder(count: Int) {
      let parts = [RadialMenuFocus.center] + (0..<count).map(RadialMenuFocus.item)
      // SwiftUI reads higher priorities first: sorting by priority must give the core's order.
      let read = parts.reversed().sorted {
        $0.accessibilitySortPriority(count: count) > $1.accessibilitySortPriority(count: count)
      }
      #expect(read == parts)
      #expect(Set(parts.map { $0.accessibilitySortPriority(count: count) }).count == parts.count)
    }

    @Test func measurementsMergeByPartAndFillMissingItemsWithNothing() {
      let merged = RadialMenuMeasurements(.item(2), size: CGSize(width: 30, height: 20))
        .merging(RadialMenuMeasurements(.center, size: CGSize(width: 100, height: 100)))
        .merging(RadialMenuMeasurements(.item(0), size: CGSize(width: 10, height: 10)))
      #expect(merged.center == CGSize(width: 100, height: 100))
      #expect(
        merged.itemSizes(count: 3) == [CGSize(width: 10, height: 10), .zero, CGSize(width: 30, height: 20)])
      #expect(merged.itemSizes(count: 0).isEmpty)
      #expect(merged.itemSizes(count: -1).isEmpty)
      // A later measurement of nothing keeps the centre measured before.
      #expect(merged.merging(RadialMenuMeasurements()).center == CGSize(width: 100, height: 100))
    }

    @Test func theMeasuredGeometryTakesTheButtonsLargerSideAsItsDiameter() {
      let sizes = [CGSize(width: 40, height: 30), CGSize(width: 60, height: 30)]
      for path in [RadialMenuPath.arc(.leadingHalf), .line(.trailing)] {
        for isRightToLeft in [false, true] {
          let measured = RadialMenuGeometry.menu(
            itemSizes: sizes, centerSize: CGSize(width: 90, height: 100), path: path, radius: .fitted,
            isRightToLeft: isRightToLeft)
          #expect(
            measured
              == RadialMenuGeometry(
                itemSizes: sizes, path: path, radius: .fitted, centerDiameter: 100,
                isRightToLeft: isRightToLeft))
        }
      }
    }
  }
#endif
