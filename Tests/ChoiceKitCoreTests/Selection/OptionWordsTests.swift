import ChoiceKitCore
import Foundation
import Testing

@Suite("OptionWords")
struct OptionWordsTests {
  private enum Flavor: Hashable { case chocolate, vanilla }

  @Test func pickerTextWinsThenAStringTagThenTheDescription() {
    #expect(
      OptionWords(pickerText: "Chocolate", tag: Flavor.chocolate)
        == OptionWords(text: "Chocolate", source: .pickerText))
    #expect(OptionWords(pickerText: nil, tag: "Juan") == OptionWords(text: "Juan", source: .stringTag))
    #expect(
      OptionWords(pickerText: nil, tag: Flavor.vanilla) == OptionWords(text: "vanilla", source: .description))
    #expect(OptionWords(pickerText: nil, tag: 14) == OptionWords(text: "14", source: .description))
    #expect(OptionWords(pickerText: "", tag: "Juan") == OptionWords(text: "", source: .pickerText))
  }

  /// A `String` that is the option's `ForEach` identifier names nothing ("de" for Germany);
  /// `pickerText(_:)` still wins, and an identifier of another type is a description as before.
  @Test func aStringIdentifierIsNoName() {
    let code = OptionWords(pickerText: nil, tag: "de", isIdentifier: true)
    #expect(code == OptionWords(text: "de", source: .identifier))
    #expect(code?.isName == false)
    #expect(OptionWords(pickerText: nil, tag: String?.some("de"), isIdentifier: true)?.source == .identifier)
    #expect(OptionWords(pickerText: "Germany", tag: "de", isIdentifier: true)?.isName == true)
    #expect(OptionWords(pickerText: nil, tag: 7, isIdentifier: true)?.source == .description)
    #expect(OptionWords(pickerText: nil, tag: "Juan")?.isName == true)
  }

  @Test func withoutWordsOrATagThereAreNone() {
    #expect(OptionWords(pickerText: nil, tag: Int?.none) == nil)
    #expect(OptionWords(pickerText: "Note", tag: Int?.none) == OptionWords(text: "Note", source: .pickerText))
  }

  @Test func optionalTagsAreUnwrapped() {
    // An optional selection's tags: `String?` values holding a string are still strings.
    #expect(
      OptionWords(pickerText: nil, tag: String?.some("Ana")) == OptionWords(text: "Ana", source: .stringTag))
    #expect(
      OptionWords(pickerText: nil, tag: String??.some(.some("Eva")))
        == OptionWords(text: "Eva", source: .stringTag))
    #expect(OptionWords(pickerText: nil, tag: Int?.some(3)) == OptionWords(text: "3", source: .description))
    // A "None" option tagged `String?.none`.
    #expect(
      OptionWords(pickerText: nil, tag: String??.some(nil)) == OptionWords(text: "nil", source: .description))
  }

  @Test func anyStringIsKeptAsItIs() {
    for text in ["", "Área", "ﬁ ligature", "مرحبا", "👩🏽‍💻", String(repeating: "long ", count: 2_000)] {
      #expect(OptionWords(pickerText: nil, tag: text)?.text == text)
    }
  }
}
