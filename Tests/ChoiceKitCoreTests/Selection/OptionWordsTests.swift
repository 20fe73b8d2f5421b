import ChoiceKitCore
import Foundation
import Testing

@Suite("OptionWords")
struct OptionWordsTests {
  private enum Flavor: Hashable { case chocolate, vanilla }

  @Test func choiceTextWinsThenAStringTagThenTheDescription() {
    #expect(
      OptionWords(choiceText: "Chocolate", tag: Flavor.chocolate)
        == OptionWords(text: "Chocolate", source: .choiceText))
    #expect(OptionWords(choiceText: nil, tag: "Juan") == OptionWords(text: "Juan", source: .stringTag))
    #expect(
      OptionWords(choiceText: nil, tag: Flavor.vanilla) == OptionWords(text: "vanilla", source: .description))
    #expect(OptionWords(choiceText: nil, tag: 14) == OptionWords(text: "14", source: .description))
    #expect(OptionWords(choiceText: "", tag: "Juan") == OptionWords(text: "", source: .choiceText))
  }

  /// A `String` that is the option's `ForEach` identifier names nothing ("de" for Germany);
  /// `choiceText(_:)` still wins, and an identifier of another type is a description as before.
  @Test func aStringIdentifierIsNoName() {
    let code = OptionWords(choiceText: nil, tag: "de", isIdentifier: true)
    #expect(code == OptionWords(text: "de", source: .identifier))
    #expect(code?.isName == false)
    #expect(OptionWords(choiceText: nil, tag: String?.some("de"), isIdentifier: true)?.source == .identifier)
    #expect(OptionWords(choiceText: "Germany", tag: "de", isIdentifier: true)?.isName == true)
    #expect(OptionWords(choiceText: nil, tag: 7, isIdentifier: true)?.source == .description)
    #expect(OptionWords(choiceText: nil, tag: "Juan")?.isName == true)
  }

  @Test func withoutWordsOrATagThereAreNone() {
    #expect(OptionWords(choiceText: nil, tag: Int?.none) == nil)
    #expect(OptionWords(choiceText: "Note", tag: Int?.none) == OptionWords(text: "Note", source: .choiceText))
  }

  @Test func optionalTagsAreUnwrapped() {
    // An optional selection's tags: `String?` values holding a string are still strings.
    #expect(
      OptionWords(choiceText: nil, tag: String?.some("Ana")) == OptionWords(text: "Ana", source: .stringTag))
    #expect(
      OptionWords(choiceText: nil, tag: String??.some(.some("Eva")))
        == OptionWords(text: "Eva", source: .stringTag))
    #expect(OptionWords(choiceText: nil, tag: Int?.some(3)) == OptionWords(text: "3", source: .description))
    // A "None" option tagged `String?.none`.
    #expect(
      OptionWords(choiceText: nil, tag: String??.some(nil)) == OptionWords(text: "nil", source: .description))
  }

  @Test func anyStringIsKeptAsItIs() {
    for text in ["", "Área", "ﬁ ligature", "مرحبا", "👩🏽‍💻", String(repeating: "long ", count: 2_000)] {
      #expect(OptionWords(choiceText: nil, tag: text)?.text == text)
    }
  }
}
