/// A CLDR plural category for cardinal numbers: which form of a counted phrase a language uses,
/// such as "1 option" (``one``) against "4 options" (``other``).
///
/// All six CLDR categories are cases, so wording for any language can name its forms. The rules
/// here are CLDR's for the languages ChoiceKit ships; ``categories(languageCode:)`` says which
/// forms a language's phrases need.
///
/// ```swift
/// PluralCategory(count: 1, languageCode: "en")  // .one
/// PluralCategory(count: 0, languageCode: "fr")  // .one ("0 option")
/// PluralCategory(count: 1_000_000, languageCode: "es-MX")  // .many ("1000000 de opciones")
/// PluralCategory(count: 11, languageCode: "ar")  // .many ("١١ خيارًا")
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  /// The form for zero in Arabic ("لا خيارات").
  case zero
  /// The singular form: 1 in English, German, Spanish and Italian; 0 and 1 in French and
  /// Brazilian Portuguese.
  case one
  /// The dual form: 2 in Arabic ("خياران").
  case two
  /// The paucal form: counts ending in 03 to 10 in Arabic ("٣ خيارات").
  case few
  /// The form for whole millions in Spanish, French, Italian and Portuguese ("1000000 de
  /// opciones"), and for counts ending in 11 to 99 in Arabic ("١١ خيارًا").
  case many
  /// The general form, which every language has and every phrase must supply.
  case other

  /// The category of a whole-number count in a language, by the CLDR cardinal rules.
  ///
  /// - Parameters:
  ///   - count: The number counted. A negative count takes the category of its magnitude, as
  ///     CLDR's rules read the absolute value: -1 is ``one``.
  ///   - languageCode: A language code or a locale identifier ("fr", "pt-PT", "zh_Hant_TW");
  ///     the language, and for Portuguese the region, are read case-insensitively. Languages
  ///     without rules here use English's: ``one`` for 1, ``other`` for every other count.
  public init(count: Int, languageCode: String) {
    self = PluralRules(languageCode: languageCode).category(of: count.magnitude)
  }

  /// The categories a language's rules give whole numbers: the forms each of its counted phrases
  /// needs.
  ///
  /// ```swift
  /// PluralCategory.categories(languageCode: "ja")  // [.other]
  /// PluralCategory.categories(languageCode: "fr")  // [.one, .many, .other]
  /// ```
  ///
  /// - Parameter languageCode: A language code or a locale identifier, read as
  ///   ``init(count:languageCode:)`` reads it.
  /// - Returns: Every category some whole number takes in the language, ``other`` always among
  ///   them.
  public static func categories(languageCode: String) -> Set<PluralCategory> {
    PluralRules(languageCode: languageCode).categories
  }
}

/// The cardinal rules of CLDR's `common/supplemental/plurals.xml` (CLDR 42 and later) for whole
/// numbers, where the operands v (visible fraction digits) and e (compact exponent) are 0 and
/// n = i; one case per set of languages whose rules agree on whole numbers.
enum PluralRules: Sendable, Hashable {
  /// en, de (`one: i = 1 and v = 0`), and every language without rules here.
  case oneForOne
  /// es (`one: n = 1`), it and pt-PT (`one: i = 1 and v = 0`), each with
  /// `many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5`.
  case oneForOneManyForMillions
  /// fr (`one: i = 0,1`) and pt (`one: i = 0..1`), with the same `many`.
  case oneForZeroAndOneManyForMillions
  /// ja, ko, zh: `other` only.
  case otherOnly
  /// ar, ars: `zero: n = 0`, `one: n = 1`, `two: n = 2`, `few: n % 100 = 3..10`,
  /// `many: n % 100 = 11..99`.
  case arabic

  /// The regions whose Portuguese follows Portugal's, as CLDR's `parentLocales` has them
  /// (pt_PT and the locales whose parent it is); the rest, "pt" alone included, is Brazil's.
  static let europeanPortugueseRegions: Set<String> = [
    "PT", "AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
  ]

  init(languageCode: String) {
    let tag = LanguageTag(languageCode)
    switch tag.language {
    case "es", "it": self = .oneForOneManyForMillions
    case "fr": self = .oneForZeroAndOneManyForMillions
    case "pt":
      let isEuropean = tag.region.map(Self.europeanPortugueseRegions.contains) ?? false
      self = isEuropean ? .oneForOneManyForMillions : .oneForZeroAndOneManyForMillions
    case "ja", "ko", "zh": self = .otherOnly
    case "ar", "ars": self = .arabic
    default: self = .oneForOne
    }
  }

  /// The category of a whole number, given as its magnitude.
  func category(of n: UInt) -> PluralCategory {
    let isWholeMillions = n != 0 && n % 1_000_000 == 0
    switch self {
    case .oneForOne:
      return n == 1 ? .one : .other
    case .oneForOneManyForMillions:
      return n == 1 ? .one : isWholeMillions ? .many : .other
    case .oneForZeroAndOneManyForMillions:
      return n <= 1 ? .one : isWholeMillions ? .many : .other
    case .otherOnly:
      return .other
    case .arabic:
      switch (n, n % 100) {
      case (0, _): return .zero
      case (1, _): return .one
      case (2, _): return .two
      case (_, 3...10): return .few
      case (_, 11...99): return .many
      default: return .other
      }
    }
  }

  /// Every category ``category(of:)`` gives some whole number.
  var categories: Set<PluralCategory> {
    switch self {
    case .oneForOne: [.one, .other]
    case .oneForOneManyForMillions, .oneForZeroAndOneManyForMillions: [.one, .many, .other]
    case .otherOnly: [.other]
    case .arabic: Set(PluralCategory.allCases)
    }
  }
}
