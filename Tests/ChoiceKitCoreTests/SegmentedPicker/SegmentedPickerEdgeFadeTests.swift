import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

private typealias Fixture = SegmentedFixture

@Suite("SegmentedPickerEdgeFade")
struct SegmentedPickerEdgeFadeTests {
  private func fade(_ offset: CGFloat, content: CGFloat = 500, viewport: CGFloat = 200, maximum: CGFloat = 24)
    -> SegmentedPickerEdgeFade
  {
    SegmentedPickerEdgeFade(
      contentWidth: content, viewportWidth: viewport, scrollOffset: offset, maximumWidth: maximum)
  }

  @Test func contentThatFitsDoesNotFade() {
    #expect(fade(0, content: 200) == .none)
    #expect(fade(0, content: 150) == .none)
    #expect(fade(0, content: 200.0005) == .none)
    #expect(!SegmentedPickerEdgeFade.none.isVisible)
  }

  @Test func onlyAnEdgeWithContentBeyondItFades() {
    let start = fade(0)
    #expect(start.left == 0 && start.right == 24)
    let middle = fade(150)
    #expect(middle.left == 24 && middle.right == 24)
    let end = fade(300)
    #expect(end.left == 24 && end.right == 0)
    let allVisible = [start, middle, end].allSatisfy(\.isVisible)
    #expect(allVisible)
  }

  /// The fade grows with the content beyond the edge, rounded up to a quarter of the widest (6 pt
  /// here), so even a sliver beyond the edge shows one.
  @Test func aFadeGrowsInWithTheContentBeyondTheEdge() {
    let nearStart = fade(10)
    #expect(nearStart.left == 12 && nearStart.right == 24)
    let nearEnd = fade(295)
    #expect(nearEnd.left == 24 && nearEnd.right == 6)
    #expect(fade(0.5).left == 6)
    #expect(fade(18).left == 18)
  }

  // Guards: the control wrote its fade state on every frame of a scroll near an end, since the
  // fade followed the offset point by point. Over a whole scroll, end to end at half-point
  // frames, the fade now takes at most 2 × steps + 1 values.
  @Test func aWholeScrollChangesTheFadeAFewTimesOnly() {
    var fades: [SegmentedPickerEdgeFade] = []
    for offset in stride(from: CGFloat(0), through: 300, by: 0.5) {
      let next = fade(offset)
      if fades.last != next { fades.append(next) }
    }
    #expect(fades.count <= 2 * SegmentedPickerEdgeFade.steps + 1)
    #expect(fades.count >= 3)
  }

  @Test func aFadeIsAtMostHalfTheViewport() {
    let narrow = fade(100, viewport: 30)
    #expect(narrow.left == 15 && narrow.right == 15)
  }

  @Test(arguments: [CGFloat(-50), -.infinity, .nan, 1e9, .infinity])
  func offsetsOutsideTheRangeAreClamped(offset: CGFloat) {
    let expected = offset > 0 ? fade(300) : fade(0)
    #expect(fade(offset) == expected)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func unusableWidthsDoNotFade(length: CGFloat) {
    #expect(fade(10, content: length) == .none)
    #expect(fade(10, viewport: length) == .none)
    #expect(fade(10, maximum: length) == .none)
  }

  @Test func aZeroMaximumShowsNoFade() {
    #expect(!fade(150, maximum: 0).isVisible)
  }

  @Test func aLayoutFadesAsItsMetricsSay() {
    var metrics = SegmentedPickerMetrics.standard
    #expect(metrics.edgeFadeWidth == 24)
    let layout = Fixture.layout(proposedWidth: 200)
    #expect(layout.edgeFadeWidth == 24)
    #expect(SegmentedPickerEdgeFade(layout: layout, scrollOffset: 0) == fade(0, content: 316))
    metrics.edgeFadeWidth = 8
    let narrow = Fixture.layout(proposedWidth: 200, metrics: metrics)
    #expect(SegmentedPickerEdgeFade(layout: narrow, scrollOffset: 50) == fade(50, content: 316, maximum: 8))
    #expect(SegmentedPickerEdgeFade(layout: Fixture.layout(proposedWidth: 400), scrollOffset: 0) == .none)
  }

  @Test func theViewportFadesOnlyWhileTheSegmentsScroll() {
    let scrolling = SegmentedPickerLayout.Viewport(width: 200, naturalWidth: 316)
    #expect(scrolling.edgeFade(scrollOffset: 40, maximumWidth: 24) == fade(40, content: 316))
    let fitting = SegmentedPickerLayout.Viewport(width: 358, naturalWidth: 316)
    #expect(fitting.edgeFade(scrollOffset: 0, maximumWidth: 24) == .none)
    #expect(SegmentedPickerLayout.Viewport().edgeFade(scrollOffset: 0, maximumWidth: 24) == .none)
    #expect(
      SegmentedPickerLayout.Viewport(width: .nan, naturalWidth: 316).edgeFade(
        scrollOffset: 0, maximumWidth: 24)
        == .none)
  }

  @Test func unusableFadeWidthsInTheMetricsReadAsNone() {
    for length in InputLadders.invalidLengths {
      #expect(
        SegmentedPickerMetrics {
          $0.edgeFadeWidth = length
        }.edgeFadeWidth == 0)
    }
  }
}
