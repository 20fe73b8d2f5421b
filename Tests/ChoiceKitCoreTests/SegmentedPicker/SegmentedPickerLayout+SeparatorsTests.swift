import ChoiceKitCore
import Foundation
import Testing

private typealias Fixture = SegmentedFixture

@Suite("SegmentedPickerLayout separators")
struct SegmentedPickerLayoutSeparatorsTests {
  @Test(arguments: [false, true])
  func oneLineSitsCentredBetweenEachPairOfNeighbours(isRightToLeft: Bool) {
    var metrics = SegmentedPickerMetrics.standard
    metrics.segmentSpacing = 6
    let layout = Fixture.layout(metrics: metrics, isRightToLeft: isRightToLeft)
    let lines = layout.separatorFrames
    #expect(lines.count == 3)
    for (index, line) in lines.enumerated() {
      let a = layout.segmentFrames[index]
      let b = layout.segmentFrames[index + 1]
      let gap = isRightToLeft ? (b.maxX + a.minX) / 2 : (a.maxX + b.minX) / 2
      #expect(Fixture.isClose(line.midX, gap))
      #expect(line.width == SegmentedPickerLayout.separatorWidth)
      #expect(Fixture.isClose(line.midY, a.midY))
      #expect(Fixture.isClose(line.height, layout.segmentHeight / 2))
    }
  }

  @Test(arguments: [0, 1])
  func fewerThanTwoSegmentsHaveNoLines(count: Int) {
    #expect(Fixture.layout(Array(Fixture.fourLabels.prefix(count))).separatorFrames.isEmpty)
  }

  @Test func theLinesBesideTheIndicatorHide() {
    func shown(_ position: Double?) -> [Int] {
      (0..<3).filter { SegmentedPickerLayout.showsSeparator(after: $0, indicatorPosition: position) }
    }
    #expect(shown(nil) == [0, 1, 2])
    #expect(shown(.nan) == [0, 1, 2])
    #expect(shown(0) == [1, 2])
    #expect(shown(1) == [2])
    #expect(shown(3) == [0, 1])
    // Between two segments, the indicator covers both: three lines touch them.
    #expect(shown(1.5) == [])
    #expect(shown(0.5) == [2])
  }
}
