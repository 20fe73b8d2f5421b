import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct ValuePickerBenchTests {
  @Test func everySeriesRunsAtEveryCount() {
    let cases = ValuePickerBench.cases()
    for name in [
      "ValuePickerSearch filter(_:)", "ValuePickerSearchIndex(labels:)",
      "ValuePickerSummary text(for:fitting:)", "ValuePickerSummary text(for:fitting:) long labels, any width",
      "ValuePickerSummary text(for:fitting:) long labels, unlimited width",
    ] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [10, 100, 1_000, 10_000], "\(name)")
    }
    for name in ["row scrolled into view: checkmark", "recompute: tags, words, summary, rows"] {
      #expect(cases.filter { $0.name == name }.compactMap(\.n) == [8, 80, 800, 8_000], "\(name)")
    }
    #expect(cases.filter { $0.name == "closed row update: tags, summary" }.compactMap(\.n) == [250])
    #expect(cases.count == 29)
  }

  /// The closed row of a picker with many options works out words only for the options it names,
  /// and lays out no list row: its work is what the row shows.
  @Test func theClosedRowUpdateLaysOutNoListRows() {
    let picker = ValuePickerBench.Picker(count: 250)
    let selection = picker.selections[0]
    let closed = picker.recompute(selection: selection, width: ValuePickerBench.rowWidth, showsList: false)
    let open = picker.recompute(selection: selection, width: ValuePickerBench.rowWidth)
    // The open list's rows add one per option to the checksum; the closed row adds none.
    #expect(open - closed == 250)
  }

  @Test func everyRowHasTheTargetOfWhatItMeasures() {
    let cases = ValuePickerBench.cases()
    func targets(_ prefix: String) -> [BenchTarget] {
      cases.filter { $0.name.hasPrefix(prefix) }.map(\.target)
    }
    #expect(targets("row scrolled into view").allSatisfy { $0 == .frameStep })
    #expect(targets("recompute:").allSatisfy { $0 == .recompute })
    #expect(targets("closed row update").allSatisfy { $0 == .atMost(170) })
    #expect(targets("ValuePickerSummary").allSatisfy { $0 == .atMost(1_000) })
    #expect(targets("ValuePickerSearch filter").allSatisfy { $0 == .atMost(1_000) })
    #expect(targets("ValuePickerSearchIndex").allSatisfy { $0 == .growth })
  }

  @Test func theQueriesFindSomethingAndNothing() {
    let labels = ValuePickerBench.labels(count: 100)
    let found = ValuePickerBench.queries.map { ValuePickerSearch(query: $0).filter(labels).count }
    #expect(found.filter { $0 > 0 }.count == 3)
    #expect(found.last == 0)
    // "ÁR" finds "Área" without its accent's case or mark.
    #expect(found[1] > 0)
  }

  @Test func thePickerNamesAreRealAndDistinct() {
    let eight = ValuePickerBench.pickerNames(count: 8)
    #expect(eight.prefix(3) == ["John", "Jean", "Juan"])
    #expect(eight.contains("Office") && eight.contains("Profile") && eight.contains("Íñigo"))
    let many = ValuePickerBench.pickerNames(count: 8_000)
    #expect(Set(many).count == many.count)
    #expect(RealWords.kinds(in: ValuePickerBench.names) == Set(RealWords.Kind.allCases))
  }

  @Test func theRecomputeSummarisesTheSelectionAndListsEveryOption() {
    let picker = ValuePickerBench.Picker(count: 8)
    // "Office and Profile" (18) + 8 rows + no warnings + 3 candidates.
    #expect(picker.recompute(selection: ["Office", "Profile"], width: ValuePickerBench.rowWidth) == 29)
    #expect(picker.selections.allSatisfy { $0.count == 2 })
  }

  @Test func theLongLabelsFitOneAtATimeInASummary() {
    let labels = ValuePickerBench.longLabels(count: 3)
    #expect(labels.allSatisfy { $0.unicodeScalars.count == 400 })
    #expect(2 * 400 > ValuePickerSummary.maximumLength)
    let summary = ValuePickerSummary(wording: .english)
    let text = summary.text(
      for: ValuePickerBench.longLabels(count: 10_000), fitting: .infinity, style: ChoiceTypography(size: 17),
      measurer: FontMetricsTextMeasurer.dejaVuSans)
    #expect(text == labels[0] + " and 9999 more")
  }

  @Test func everyRowReturnsAFiniteResult() {
    for row in ValuePickerBench.cases() where (row.n ?? 0) <= 100 {
      for i in [0, 1, 7, 1_000_003] {
        #expect(row.work(i).isFinite, "\(row.name) \(row.n ?? 0)")
      }
    }
  }
}
