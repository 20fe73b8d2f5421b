import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct SegmentedPickerBenchTests {
  @Test(arguments: [0, 1, 2, 8, 64, 10_000])
  func labelsAreAsLongOnAverageAtEveryMultipleOfEight(count: Int) {
    let labels = SegmentedPickerBench.labels(count: count)
    #expect(labels.count == count)
    #expect(labels.allSatisfy { !$0.isEmpty })
    if count >= 8, count.isMultiple(of: 8) {
      let total = labels.reduce(0) { $0 + $1.count }
      #expect(total * 8 == SegmentedPickerBench.labels(count: 8).reduce(0) { $0 + $1.count } * count)
    }
  }

  @Test func labelsAreTheTutorialsAndWordsOfManyScripts() {
    let words = SegmentedPickerBench.words
    #expect(Array(words.prefix(4)) == ["Día", "Semana", "Mes", "Año"])
    #expect(words.contains("Profile"))
    #expect(RealWords.kinds(in: words) == Set(RealWords.Kind.allCases))
  }

  @Test func theLayoutIsTheOneAPickerBuilds() {
    let labels = ["Day", "Week"]
    let layout = SegmentedPickerBench.layout(
      labels: labels, measurer: .dejaVuSans, tokens: .standard)
    let preview = SegmentedPickerPreview(
      labels: labels, proposedWidth: SegmentedPickerBench.proposedWidth)
    #expect(layout == preview.layout())
  }

  @Test func pointsCoverTheTrackAtMidHeight() {
    let layout = SegmentedPickerBench.layout(
      labels: SegmentedPickerBench.labels(count: 64), measurer: .dejaVuSans, tokens: .standard)
    let points = (0..<1_000).map { SegmentedPickerBench.point($0, in: layout) }
    #expect(points.allSatisfy { $0.x >= 0 && $0.x < layout.contentWidth && $0.y == layout.size.height / 2 })
    #expect(Set(points.map { Int($0.x / layout.contentWidth * 10) }) == Set(0..<10))
  }

  @Test func everyRowReturnsAFiniteResult() {
    for row in SegmentedPickerBench.cases() where (row.n ?? 0) <= 64 {
      for i in [0, 1, 7, 1_000_003] {
        #expect(row.work(i).isFinite, "\(row.name) \(row.n ?? 0)")
      }
    }
  }
}
