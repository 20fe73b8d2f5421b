import ChoiceKitCore
import Testing

@Suite("PluralCategory")
struct PluralCategoryTests {
  @Test(arguments: [
    (0, PluralCategory.other), (1, .one), (2, .other), (5, .other), (11, .other),
    (1_000_000, .other), (2_000_000, .other), (-1, .one), (-2, .other), (Int.max, .other),
    (Int.min, .other),
  ])
  func englishIsOneForOneOnly(count: Int, category: PluralCategory) {
    #expect(PluralCategory(count: count, languageCode: "en") == category)
  }

  @Test(arguments: [
    (0, PluralCategory.other), (1, .one), (2, .other), (5, .other), (21, .other),
    (1_000_000, .many), (2_000_000, .many), (10_000_000, .many), (1_500_000, .other),
    (1_000_001, .other), (999_999, .other), (-1, .one), (-1_000_000, .many), (Int.max, .other),
    (Int.min, .other),
  ])
  func spanishAddsManyForWholeMillions(count: Int, category: PluralCategory) {
    #expect(PluralCategory(count: count, languageCode: "es") == category)
  }

  @Test(arguments: ["es", "ES", "es-MX", "es_ES", "es-419", "es@calendar=gregorian"])
  func anySpellingOfSpanishUsesSpanishRules(code: String) {
    #expect(PluralCategory(count: 1_000_000, languageCode: code) == .many)
    #expect(PluralCategory(count: 1, languageCode: code) == .one)
  }

  @Test(arguments: ["en-GB", "fr", "ru", "ar", "", "-", "e", "spanish", "xx-ES"])
  func otherLanguagesUseEnglishRules(code: String) {
    #expect(PluralCategory(count: 1, languageCode: code) == .one)
    #expect(PluralCategory(count: 0, languageCode: code) == .other)
    #expect(PluralCategory(count: 1_000_000, languageCode: code) == .other)
  }

  @Test func theCasesAreCLDRsCategoryNames() {
    #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
  }
}
