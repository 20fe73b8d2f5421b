/// A CLDR plural category for cardinal numbers: which form of a counted phrase a language uses,
/// such as "1 option" (``one``) against "4 options" (``other``).
///
/// All six CLDR categories are cases, so wording for any language can name its forms; the rules
/// here produce the ones English and Spanish use.
///
/// ```swift
/// PluralCategory(count: 1, languageCode: "en")  // .one
/// PluralCategory(count: 1_000_000, languageCode: "es-MX")  // .many ("1000000 de opciones")
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  /// The form some languages use for zero (Arabic, Latvian); no built-in rule produces it.
  case zero
  /// The singular form: 1 in English and Spanish.
  case one
  /// The dual form (Arabic, Welsh); no built-in rule produces it.
  case two
  /// The paucal form (Russian, Polish); no built-in rule produces it.
  case few
  /// The form for large round numbers in Spanish ("1000000 de opciones").
  case many
  /// The general form, which every language has and every phrase must supply.
  case other

  /// The category of a whole-number count in a language, by the CLDR cardinal rules.
  ///
  /// - Parameters:
  ///   - count: The number counted. A negative count takes the category of its magnitude, as
  ///     CLDR's rules read the absolute value: -1 is ``one``.
  ///   - languageCode: A language code or a locale identifier ("es", "es-MX", "es_MX"); only the
  ///     language is read, case-insensitively. Languages without rules here (all but English and
  ///     Spanish) use English's: ``one`` for 1, ``other`` for every other count.
  public init(count: Int, languageCode: String) {
    // `magnitude` rather than `abs`, which traps on `Int.min`.
    let n = count.magnitude
    switch baseLanguage(of: languageCode) {
    case "es":
      if n == 1 {
        self = .one
      } else if n != 0 && n % 1_000_000 == 0 {
        self = .many
      } else {
        self = .other
      }
    default:
      self = n == 1 ? .one : .other
    }
  }
}

/// The language subtag of a language code or locale identifier, lowercased: "es-MX" → "es".
///
/// Read by hand rather than through `Locale`, so that the answer is the same on every platform
/// and for identifiers `Locale` would canonicalise differently.
func baseLanguage(of code: String) -> String {
  let language = code.prefix { $0 != "-" && $0 != "_" && $0 != "@" }
  return language.lowercased()
}
