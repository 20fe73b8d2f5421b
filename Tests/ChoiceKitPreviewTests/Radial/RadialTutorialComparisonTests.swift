import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitPreview

@Suite struct RadialTutorialComparisonTests {
  @Test func theTutorialPutsTheFirstAndLastItemOnOneSpot() {
    let pairs = RadialTutorialLayout.coincidingPairs(RadialTutorialComparison.tutorialFrames())
    #expect(pairs.map { [$0.0, $0.1] } == [[0, 2]])
  }

  @Test func theCorrectedCircleHasNoCoincidingItems() {
    let frames = RadialTutorialComparison.preview.placement().itemFrames
    #expect(frames.count == 3)
    #expect(RadialTutorialLayout.coincidingPairs(frames).isEmpty)
    let bounds = RadialTutorialComparison.preview.layoutBounds
    #expect(frames.allSatisfy { bounds.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
  }

  @Test func thePageOutlinesExactlyTheTwoCoincidingItems() {
    let list = RadialTutorialComparison.displayList()
    var outlines = 0
    func walk(_ items: [DisplayItem]) {
      for item in items {
        switch item {
        case .shape(_, _, let stroke?) where stroke.paint == .color(GalleryPalette.highlight): outlines += 1
        case .group(let group): walk(group.items)
        default: break
        }
      }
    }
    walk(list.items)
    #expect(outlines == 2)
    let strings = DrawnItems(list).strings
    #expect(strings.contains("Items 1 and 3 coincide (orange)."))
    #expect(strings.contains("No two items coincide."))
  }

  @Test func theTutorialsArithmeticLineForLine() {
    // Two 100 × 40 items on a trailing half in 300 × 300: the step is 180°, the radius 150 less
    // half the width across and half the height down, and each hangs from its leading edge.
    let sizes = [CGSize(width: 100, height: 40), CGSize(width: 100, height: 40)]
    let frames = RadialTutorialLayout.frames(
      itemSizes: sizes, angle: .trailingCircle, in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(
      nearlyEqual(frames[0], CGRect(x: 150, y: 150 - 130 - 20, width: 100, height: 40), tolerance: 1e-9))
    #expect(
      nearlyEqual(frames[1], CGRect(x: 150, y: 150 + 130 - 20, width: 100, height: 40), tolerance: 1e-9))
    // One item: the step divides by 1, not 0.
    let one = RadialTutorialLayout.frames(
      itemSizes: [sizes[0]], angle: .fullCircle, in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(one.count == 1 && one[0].midX == 150)
  }
}
