import Foundation

/// Filtering a value picker's options by a search query, ignoring case and accents: "area" finds
/// "Área", "jose" finds "José".
///
/// ```swift
/// let search = ValuePickerSearch(query: "jose gar")
/// search.matches("José García")   // true: every word of the query appears
/// search.filter(["Ana", "José"])  // [1]
/// ValuePickerSearch.showsField(optionCount: 30)  // true: more than the threshold
/// ```
public struct ValuePickerSearch: Sendable, Hashable {
  /// How many options a list may have before it offers a search field, unless told otherwise.
  public static let defaultThreshold = 12

  /// How many Unicode scalars of a label or of a query are compared: far more than a row can
  /// show, and a bound on the work a very long label or query costs.
  public static let comparedLength = 500

  /// The query's words, folded; empty for a query of only spaces.
  public var terms: [String] { termScalars.map { String(String.UnicodeScalarView($0)) } }
  /// The folded words as scalars, which are what is compared.
  private let termScalars: [[Unicode.Scalar]]

  /// Reads a query.
  ///
  /// The query is folded whole, as a label is, and then split into words: folding depends on
  /// what comes before (a mark after a letter is an accent and goes, a mark on its own stays),
  /// so a label typed in full folds into words that its own folded text holds, and is found.
  ///
  /// - Parameter query: What the person typed: folded to lower case without accents, then split
  ///   into words at whitespace; only its first ``comparedLength`` scalars count, as a label's.
  public init(query: String) {
    termScalars = Self.fold(query).split(whereSeparator: { $0.isWhitespace || $0.isNewline })
      .map { Array($0.unicodeScalars) }
  }

  /// Whether the query is empty, so every option matches.
  public var isEmpty: Bool { termScalars.isEmpty }

  /// Whether a label matches: every word of the query appears in it, in any order, ignoring case
  /// and accents. Only the label's first ``comparedLength`` scalars are searched.
  ///
  /// - Parameter label: The option's label.
  public func matches(_ label: String) -> Bool {
    guard !termScalars.isEmpty else { return true }
    let folded = Array(Self.fold(label).unicodeScalars)
    return termScalars.allSatisfy { Self.scalars(folded, contain: $0) }
  }

  /// Whether `text` holds `term` as a run of scalars. Compared scalar by scalar rather than
  /// with Foundation's `contains`, which stops the process on some unusual strings on Linux.
  static func scalars(_ text: [Unicode.Scalar], contain term: [Unicode.Scalar]) -> Bool {
    guard !term.isEmpty else { return true }
    guard term.count <= text.count else { return false }
    for start in 0...(text.count - term.count) where text[start] == term[0] {
      if text[start..<start + term.count].elementsEqual(term) { return true }
    }
    return false
  }

  /// The indices of the labels that match, in order.
  ///
  /// - Parameter labels: Every option's label; options without text pass `""`, which only the
  ///   empty query matches.
  /// - Returns: Every index for an empty query.
  public func filter(_ labels: [String]) -> [Int] {
    guard !termScalars.isEmpty else { return Array(labels.indices) }
    return labels.indices.filter { matches(labels[$0]) }
  }

  /// The indices of the options that match, from labels folded once in an index: what a search
  /// field runs on every keystroke.
  ///
  /// - Parameter index: The options' folded labels.
  /// - Returns: The same as `filter(_:)` on the labels the index was built from.
  package func filter(_ index: ValuePickerSearchIndex) -> [Int] {
    guard !termScalars.isEmpty else { return Array(0..<index.count) }
    return index.folded.indices.filter { option in
      termScalars.allSatisfy { Self.scalars(index.folded[option], contain: $0) }
    }
  }

  /// Whether a list offers a search field.
  ///
  /// - Parameters:
  ///   - optionCount: How many options it has.
  ///   - threshold: The most options shown without a search field; negative reads as 0.
  /// - Returns: `true` when there are more options than the threshold.
  public static func showsField(optionCount: Int, threshold: Int = defaultThreshold) -> Bool {
    optionCount > max(threshold, 0)
  }

  /// A text in lower case without accents, for comparison.
  static func fold(_ text: String) -> String {
    // Counted in scalars: a run of joiners is one character however long it is.
    String(String.UnicodeScalarView(text.unicodeScalars.prefix(comparedLength))).folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
