import ChoiceKitCore
import Foundation
import Testing

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
    #expect(cases.count == 19)
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
