import ChoiceKitCore
import Foundation
import Testing

/// What the closed row shows: the chosen option itself for one value, words for several.
@Suite("ValuePickerSummary row content")
struct ValuePickerSummaryRowContentTests {
  private enum Flavor: Hashable { case chocolate, vanilla, strawberry }

  let summary = ValuePickerSummary(wording: .english)
  let flavors: [OptionWords?] = [Flavor.chocolate, .vanilla, .strawberry].map {
    OptionWords(choiceText: nil, tag: $0)
  }

  @Test func oneChosenOptionShowsItselfNotItsDescription() {
    // Apple's Flavor example: the row shows the option's own view, never "chocolate".
    for mode in [ValuePickerMode.single, .optional] {
      #expect(
        summary.rowContent(selectedRows: [0], words: flavors, selectedCount: 1, mode: mode) == .option(0))
    }
    let names = ["Juan", "Ana"].map { OptionWords(choiceText: nil, tag: $0) }
    #expect(
      summary.rowContent(selectedRows: [1], words: names, selectedCount: 1, mode: .single) == .option(1))
  }

  @Test func givenWordsAreShownAsTheyAre() {
    let words = [OptionWords(choiceText: "Dark chocolate", tag: Flavor.chocolate)]
    #expect(
      summary.rowContent(selectedRows: [0], words: words, selectedCount: 1, mode: .single)
        == .summary(["Dark chocolate"]))
  }

  @Test func severalValuesAreSummarisedInWords() {
    let content = summary.rowContent(
      selectedRows: [0, 2], words: flavors, selectedCount: 2, mode: .multiple(.none))
    #expect(content == .summary(["chocolate and strawberry", "chocolate and 1 more", "2 selected"]))
    // One value of a set is words too: the row of a set always speaks in words.
    #expect(
      summary.rowContent(selectedRows: [1], words: flavors, selectedCount: 1, mode: .multiple(.none))
        == .summary(["vanilla"]))
  }

  /// `ForEach(countries, id: \.code) { Text($0.name) }` with a set: "fr, de and es" would show
  /// identifiers as names, so the row counts; one chosen value still shows the option itself.
  @Test func identifiersAreCountedNotShown() {
    let codes = ["fr", "de", "es"].map { OptionWords(choiceText: nil, tag: $0, isIdentifier: true) }
    #expect(
      summary.rowContent(selectedRows: [0, 1, 2], words: codes, selectedCount: 3, mode: .multiple(.none))
        == .summary(["3 selected"]))
    #expect(
      summary.rowContent(selectedRows: [1], words: codes, selectedCount: 1, mode: .multiple(.none))
        == .summary(["1 selected"]))
    #expect(
      summary.rowContent(selectedRows: [1], words: codes, selectedCount: 1, mode: .single) == .option(1))
    // A value outside the options counts too.
    #expect(
      summary.rowContent(selectedRows: [0, 1], words: codes, selectedCount: 3, mode: .multiple(.none))
        == .summary(["3 selected"]))
  }

  @Test func nothingOrAValueOutsideTheOptions() {
    #expect(
      summary.rowContent(selectedRows: [], words: flavors, selectedCount: 0, mode: .optional)
        == .summary(["None"]))
    #expect(
      summary.rowContent(selectedRows: [], words: flavors, selectedCount: 1, mode: .optional) == .summary([]))
    #expect(
      summary.rowContent(selectedRows: [], words: flavors, selectedCount: 1, mode: .single) == .summary([]))
    #expect(
      summary.rowContent(selectedRows: [], words: flavors, selectedCount: 3, mode: .multiple(.none))
        == .summary(["3 selected"]))
  }

  @Test func rowsWithoutWordsCountAsEmptyText() {
    #expect(
      summary.rowContent(selectedRows: [5], words: flavors, selectedCount: 1, mode: .single) == .option(5))
    #expect(
      summary.rowContent(selectedRows: [0, 9], words: flavors, selectedCount: 2, mode: .multiple(.none))
        == .summary(["chocolate and ", "chocolate and 1 more", "2 selected"]))
  }
}
