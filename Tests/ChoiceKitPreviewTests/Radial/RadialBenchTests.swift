import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct RadialBenchTests {
  @Test func everySeriesRunsAtEveryCount() {
    let cases = RadialBench.cases()
    for name in ["placement(in:)", "sizeThatFits(width:height:)", "item(at:)"] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [2, 10, 100, 1_000, 10_000], "\(name)")
    }
    for name in ["RadialMenuDrag.move(to:) arc", "RadialMenuDrag.move(to:) line"] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [8, 80], "\(name)")
    }
    for name in [
      "frame step: reveal progress, item frames", "recompute: size, placement, menu geometry, sectors",
    ] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [8, 80, 800], "\(name)")
    }
    #expect(cases.count == 25)
  }

  @Test func everyRowHasTheTargetOfWhatItMeasures() {
    // What runs on every frame of a touch, a drag or the reveal must fit a frame step; what runs
    // when the items or the bounds change, a recompute.
    let perFrame = [
      "item(at:)", "RadialMenuDrag.move(to:) arc", "RadialMenuDrag.move(to:) line",
      "frame step: reveal progress, item frames",
    ]
    for row in RadialBench.cases() {
      #expect(row.target == (perFrame.contains(row.name) ? .frameStep : .recompute), "\(row.name)")
    }
  }

  @Test func itemsAreLabelledWithRealWordsOfManyScripts() {
    let labels = RadialBench.labels
    #expect(labels.contains("Home") && labels.contains("Search"))
    // Accented Latin, Arabic and an emoji, not only the ASCII a fast path could take.
    #expect(RealWords.kinds(in: labels) == Set(RealWords.Kind.allCases))
    let sizes = RadialBench.itemSizes(count: labels.count)
    #expect(sizes.allSatisfy { $0.width > 0 && $0.height > 0 && $0.width.isFinite })
    #expect(Set(sizes.map(\.width)).count == labels.count)
  }

  @Test func theRevealFrameSweepsTheOpenness() {
    let geometry = RadialMenuGeometry(
      itemSizes: RadialBench.itemSizes(count: 8), path: .arc(.leadingHalf), centerDiameter: 56)
    let reveal = RadialMenuTokens.standard.reveal
    let positions = (0..<66).map { RadialBench.revealFrame($0, geometry: geometry, reveal: reveal) }
    let finite = positions.allSatisfy(\.isFinite)
    #expect(finite)
    // Closed, every item sits on the button; part of the way open, they have moved.
    #expect(Set(positions).count > 30)
  }

  @Test(arguments: [0, 1, 2, 10, 1_000])
  func theArrangementHasTheCount(count: Int) {
    let arrangement = RadialBench.arrangement(count: count)
    #expect(arrangement.count == count)
    #expect(arrangement.arc.isFullCircle)
  }

  @Test func boundsVaryAndStaySquare() {
    let sides = Set((0..<64).map { RadialBench.bounds($0).width })
    #expect(sides.count == 64)
    #expect(sides.min() == 300 && sides.max() == 363)
    #expect((0..<64).allSatisfy { RadialBench.bounds($0).width == RadialBench.bounds($0).height })
  }

  @Test func pointsHitEveryItemAndSometimesNone() {
    let placement = RadialBench.arrangement(count: 10).placement(in: RadialBench.bounds(0))
    let hits = (0..<400).map { placement.item(at: RadialBench.point($0, in: placement)) }
    #expect(Set(hits.compactMap { $0 }).count == 10)
    #expect(hits.contains(nil))
  }

  @Test func everyRowReturnsAFiniteResult() {
    for row in RadialBench.cases() where (row.n ?? 0) <= 100 {
      for i in [0, 1, 7, 1_000_003] {
        #expect(row.work(i).isFinite, "\(row.name) \(row.n ?? 0)")
      }
    }
  }
}
