import ChoiceKitCore
import Testing

@Suite("PluralCategory")
struct PluralCategoryTests {
  /// The edge ladder every language is checked on: each boundary of CLDR's rules for the shipped
  /// languages (0, 1, 2, 3..10, 11..99 and the hundreds past them, whole millions), negatives and
  /// the extremes.
  static let ladder = [
    0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1_000_000, 2_000_000, 1_000_001, 999_999,
    -1, -11, Int.max, Int.min,
  ]

  /// What the ladder takes in each set of rules, in the ladder's order.
  static let oneForOne: [PluralCategory] = [
    .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
    .other, .other, .other, .other, .one, .other, .other, .other,
  ]
  static let oneForOneManyForMillions: [PluralCategory] = [
    .other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
    .many, .many, .other, .other, .one, .other, .other, .other,
  ]
  static let oneForZeroAndOneManyForMillions: [PluralCategory] = [
    .one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,
    .many, .many, .other, .other, .one, .other, .other, .other,
  ]
  // Int.max ends in 07 and Int.min's magnitude in 08: both few.
  static let arabic: [PluralCategory] = [
    .zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .many,
    .other, .other, .other, .many, .one, .many, .few, .few,
  ]

  @Test(arguments: [
    ("en", oneForOne), ("en-GB", oneForOne), ("de", oneForOne), ("de-CH", oneForOne),
    ("es", oneForOneManyForMillions), ("es-419", oneForOneManyForMillions),
    ("it", oneForOneManyForMillions), ("pt-PT", oneForOneManyForMillions),
    ("pt_AO", oneForOneManyForMillions), ("pt-MZ", oneForOneManyForMillions),
    ("fr", oneForZeroAndOneManyForMillions), ("fr-CA", oneForZeroAndOneManyForMillions),
    ("pt", oneForZeroAndOneManyForMillions), ("pt-BR", oneForZeroAndOneManyForMillions),
    ("ja", Array(repeating: .other, count: ladder.count)),
    ("ko", Array(repeating: .other, count: ladder.count)),
    ("zh-Hans", Array(repeating: .other, count: ladder.count)),
    ("zh_Hant_TW", Array(repeating: .other, count: ladder.count)),
    ("ar", arabic), ("ar-MA", arabic), ("ars", arabic),
  ])
  func eachLanguageFollowsCLDRAtEveryBoundary(code: String, expected: [PluralCategory]) {
    #expect(expected.count == Self.ladder.count)
    for (count, category) in zip(Self.ladder, expected) {
      #expect(PluralCategory(count: count, languageCode: code) == category, "\(count) in \(code)")
    }
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

  @Test(arguments: ["en-GB", "ru", "nl", "he", "", "-", "e", "spanish", "xx-ES", "-ar"])
  func otherLanguagesUseEnglishRules(code: String) {
    #expect(PluralCategory(count: 1, languageCode: code) == .one)
    #expect(PluralCategory(count: 0, languageCode: code) == .other)
    #expect(PluralCategory(count: 1_000_000, languageCode: code) == .other)
    #expect(PluralCategory.categories(languageCode: code) == [.one, .other])
  }

  @Test(arguments: [
    ("en", [PluralCategory.one, .other]), ("de", [.one, .other]), ("es", [.one, .many, .other]),
    ("fr", [.one, .many, .other]), ("it", [.one, .many, .other]), ("pt-BR", [.one, .many, .other]),
    ("pt-PT", [.one, .many, .other]), ("ja", [.other]), ("zh-Hant", [.other]), ("ko", [.other]),
    ("ar", [.zero, .one, .two, .few, .many, .other]), ("xx", [.one, .other]),
  ])
  func theCategoriesAreExactlyThoseTheRulesGive(code: String, categories: [PluralCategory]) {
    #expect(PluralCategory.categories(languageCode: code) == Set(categories))
    // The declared set is the set the rule gives: every boundary and a thousand numbers past it.
    let given = Set((Array(0...1_200) + Self.ladder).map { PluralCategory(count: $0, languageCode: code) })
    #expect(given == Set(categories))
  }

  @Test func theCasesAreCLDRsCategoryNames() {
    #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
  }
}
