import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct CurvedTabBarBenchTests {
  @Test func everySeriesRunsAtEveryCount() {
    let cases = CurvedTabBarBench.cases()
    for name in ["path(at:)", "indicatorFrame(at:)", "hit(at:selected:)", "CurvedTabBarLayout(…)"] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [2, 10, 100, 1_000, 10_000], "\(name)")
    }
    #expect(cases.contains { $0.name == "CurvedTabBarOutline path(in:notchCenterX:) smooth" && $0.n == nil })
    #expect(
      cases.contains { $0.name == "CurvedTabBarOutline path(in:notchCenterX:) tutorial" && $0.n == nil })
    #expect(
      cases.filter { $0.name == "frame step: path, indicator, icons, lift" }.compactMap(\.n)
        == [8, 80, 800, 8_000])
    #expect(
      cases.filter { $0.name == "every tab's slot and column, by index" }.compactMap(\.n)
        == [2, 10, 100, 1_000, 10_000])
    #expect(
      cases.filter { $0.name == "recompute: measure, word, lay out, hit-test" }.compactMap(\.n) == [
        8, 80, 800,
      ])
  }

  @Test func theRecomputeMeasuresWordsAndHitTests() {
    let titles = Array(CurvedTabBarBench.titles.prefix(8))
    let base = CurvedTabBarBench.recompute(0, titles: titles)
    // Every title is measured and worded: a longer title or one more tab changes the result.
    var longer = titles
    longer[7] += " y más"
    #expect(CurvedTabBarBench.recompute(0, titles: longer) != base)
    #expect(CurvedTabBarBench.recompute(0, titles: titles + ["Ajustes"]) != base)
    // The touch moves from call to call, over tabs and the action.
    #expect(Set((0..<40).map { CurvedTabBarBench.recompute($0, titles: titles) }).count > 5)
  }

  @Test func everyRowHasTheTargetOfWhatItMeasures() {
    // The layout and the recompute run when the tabs or the width change; reading every slot
    // is held to its growth only; everything else runs on every frame.
    for row in CurvedTabBarBench.cases() {
      let expected: BenchTarget =
        switch row.name {
        case "CurvedTabBarLayout(…)", "recompute: measure, word, lay out, hit-test": .recompute
        case "every tab's slot and column, by index": .growth
        default: .frameStep
        }
      #expect(row.target == expected, "\(row.name)")
    }
  }

  @Test func tabsAreTitledWithRealWordsOfManyScripts() {
    let titles = CurvedTabBarBench.titles
    #expect(titles.contains("Home") && titles.contains("Profile"))
    #expect(RealWords.kinds(in: titles) == Set(RealWords.Kind.allCases))
    let sizes = CurvedTabBarBench.titleSizes(count: titles.count)
    #expect(Set(sizes.map(\.width)).count == titles.count)
    // The bar sizes itself to its titles, so they are shown, as on a phone.
    #expect(CurvedTabBarBench.layout(titleSizes: sizes).showsTitles)
  }

  @Test func theFrameStepReadsEveryTabAndMovesWithTheSelection() {
    let layout = CurvedTabBarBench.layout(titleSizes: CurvedTabBarBench.titleSizes(count: 8))
    let steps = (0..<32).map {
      CurvedTabBarBench.frameStep(CurvedTabBarBench.position($0, count: 8), in: layout)
    }
    let finite = steps.allSatisfy(\.isFinite)
    #expect(finite)
    // The outline, the indicator and the raised icons move with the selection: the sums differ
    // (a few mirror-image positions may add up alike).
    #expect(Set(steps).count > steps.count * 3 / 4)
  }

  @Test(arguments: [0, 1, 2, 10, 1_000])
  func theLayoutHasTheCountAndAnAction(count: Int) {
    let layout = CurvedTabBarBench.layout(titleSizes: CurvedTabBarBench.titleSizes(count: count))
    #expect(layout.count == count)
    #expect(layout.actionFrame != nil)
    #expect(layout.size.width.isFinite && layout.size.width > 0)
  }

  @Test func positionsSweepEveryTabInQuarterSteps() {
    let positions = (0..<40).map { CurvedTabBarBench.position($0, count: 10) }
    #expect(positions.min() == 0 && positions.max() == 9.75)
    #expect(Set(positions).count == 40)
  }

  @Test func pointsHitTabsTheActionAndTheRaisedCircle() {
    let layout = CurvedTabBarBench.layout(titleSizes: CurvedTabBarBench.titleSizes(count: 10))
    let hits = (0..<400).map { layout.hit(at: CurvedTabBarBench.point($0, in: layout), selected: $0 % 10) }
    #expect(hits.contains(.action))
    #expect(Set(hits.compactMap { if case .tab(let i) = $0 { i } else { nil } }).count == 10)
  }

  @Test func everyRowReturnsAFiniteResult() {
    for row in CurvedTabBarBench.cases() where (row.n ?? 0) <= 100 {
      for i in [0, 1, 7, 1_000_003] {
        #expect(row.work(i).isFinite, "\(row.name) \(row.n ?? 0)")
      }
    }
  }
}
