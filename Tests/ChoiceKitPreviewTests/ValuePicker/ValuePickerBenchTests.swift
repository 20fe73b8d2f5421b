import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

@Suite struct ValuePickerBenchTests {
  @Test func everySeriesRunsAtEveryCount() {
    let cases = ValuePickerBench.cases()
    for name in [
      "ValuePickerSearch filter(_:)", "ValuePickerSearchIndex(labels:)",
      "ValuePickerSummary text(for:fitting:)",
    ] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [10, 100, 1_000, 10_000], "\(name)")
    }
    #expect(cases.count == 12)
  }

  @Test func theQueriesFindSomethingAndNothing() {
    let labels = ValuePickerBench.labels(count: 100)
    let found = ValuePickerBench.queries.map { ValuePickerSearch(query: $0).filter(labels).count }
    #expect(found.filter { $0 > 0 }.count == 3)
    #expect(found.last == 0)
    // "ÁR" finds "Área" without its accent's case or mark.
    #expect(found[1] > 0)
  }

  @Test func everyRowReturnsAFiniteResult() {
    for row in ValuePickerBench.cases() where (row.n ?? 0) <= 100 {
      for i in [0, 1, 7, 1_000_003] {
        #expect(row.work(i).isFinite, "\(row.name) \(row.n ?? 0)")
      }
    }
  }
}
