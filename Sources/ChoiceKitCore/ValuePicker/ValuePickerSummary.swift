import Foundation

/// The text a value picker's row shows for its current value: "Juan", "None", "Juan, Ana and
/// Eva", "Juan, Ana and 2 more" or "4 selected", shortened to fit the room the row leaves it.
///
/// ```swift
/// let summary = ValuePickerSummary(wording: .english)
/// summary.text(for: ["Juan", "Ana", "Eva"])  // "Juan, Ana and Eva"
/// summary.text(for: ["Juan", "Ana", "Eva", "Luz"], fitting: 120, style: font, measurer: measurer)
/// // "Juan, Ana and 2 more", or "4 selected" when even that is too wide
/// ```
package struct ValuePickerSummary: Sendable, Hashable {
  /// The words of the language: "none", the list's separators, "{count} more", "{count}
  /// selected".
  public var wording: ChoiceWording

  /// Creates a summary in a language.
  ///
  /// - Parameter wording: The words; ``ChoiceWording/english`` unless given.
  public init(wording: ChoiceWording = .english) {
    self.wording = wording
  }

  /// The summary of a selection, as long as it comes.
  ///
  /// - Parameter labels: The selected options' labels, in the options' order; a selected value
  ///   that is not among the options has no label and is left out.
  /// - Returns: The wording's "none" (capitalised, as a row's value is) for no labels, the label
  ///   itself for one, and the labels joined in the language's list format for more.
  public func text(for labels: [String]) -> String {
    switch labels.count {
    case 0: return noneText
    case 1: return labels[0]
    default: return list(labels)
    }
  }

  /// The summaries a row can show, longest first, for a view that picks the first that fits
  /// (SwiftUI's `ViewThatFits`): the whole list, then the first labels and "n more", fewer and
  /// fewer, then "n selected".
  ///
  /// ```swift
  /// summary.candidates(for: ["Juan", "Ana", "Eva"])
  /// // ["Juan, Ana and Eva", "Juan and 2 more", "3 selected"]
  /// ```
  ///
  /// - Parameters:
  ///   - labels: The selected options' labels, in order.
  ///   - maximumNamed: How many labels a candidate names at most; a longer list starts with the
  ///     shortened forms, since its whole text would not fit a row. Values below 1 read as 1.
  /// - Returns: One candidate, ``text(for:)``, for no label or one; for more, at most
  ///   `maximumNamed` + 1 candidates, ending with "n selected".
  public func candidates(for labels: [String], maximumNamed: Int = 3) -> [String] {
    guard labels.count > 1 else { return [text(for: labels)] }
    let most = max(maximumNamed, 1)
    var result: [String] = []
    if labels.count <= most { result.append(list(labels)) }
    for named in stride(from: min(most, labels.count - 1), through: 1, by: -1) {
      result.append(shortened(labels, naming: named))
    }
    result.append(wording.selectedCount(labels.count))
    return result
  }

  /// The summaries a row can show for a selection, longest first.
  ///
  /// - Parameters:
  ///   - labels: The checked options' labels, in order.
  ///   - selectedCount: How many values the selection holds, values that are not among the
  ///     options included.
  ///   - mode: The picker's mode.
  ///   - maximumNamed: How many labels a candidate names at most.
  /// - Returns: ``candidates(for:maximumNamed:)`` when the labels name the selection. When no
  ///   option is checked but the selection holds values (set from outside the options), a set
  ///   shows its count ("2 selected") and a single or optional value shows nothing, rather than
  ///   "None", which it is not; a single picker never shows "None", which it cannot choose.
  public func candidates(
    for labels: [String], selectedCount: Int, mode: ValuePickerMode, maximumNamed: Int = 3
  ) -> [String] {
    guard labels.isEmpty else { return candidates(for: labels, maximumNamed: maximumNamed) }
    switch mode {
    case .single: return []
    case .optional: return selectedCount > 0 ? [] : [noneText]
    case .multiple: return selectedCount > 0 ? [wording.selectedCount(selectedCount)] : [noneText]
    }
  }

  /// "None", the wording's none word with its first letter in capitals, as a row's value shows it.
  public var noneText: String {
    wording.none.prefix(1).uppercased() + wording.none.dropFirst()
  }

  /// The labels joined in the language's list format, CLDR's standard list pattern: "A, B and C",
  /// "A, B et C", "A、B、C" in Japanese, "A、B和C" in Chinese, "A وB وC" in Arabic (the "و" joins
  /// the word after it); Spanish writes "e" instead of "y" before an "i" sound ("Ana e Inés").
  ///
  /// - Parameter labels: The labels.
  /// - Returns: The joined list; the label itself for one, empty for none.
  public func list(_ labels: [String]) -> String {
    guard let last = labels.last else { return "" }
    guard labels.count > 1 else { return last }
    return joined(labels[..<(labels.count - 1)], then: last)
  }

  /// The first `named` labels and how many are left: "Juan, Ana and 2 more".
  func shortened(_ labels: [String], naming named: Int) -> String {
    let rest = wording.moreItems(count: labels.count - named)
    return named > 0 ? joined(labels.prefix(named), then: rest) : rest
  }

  /// Labels joined by the list's separator, then the final separator and the last item.
  func joined(_ head: ArraySlice<String>, then last: String) -> String {
    // Appended one by one into one buffer: the generic `joined(separator:)` of a slice costs more
    // than the text it builds.
    let separator = wording.listSeparator
    let final = finalSeparator(before: last)
    var text = ""
    text.reserveCapacity(
      head.reduce(0) { $0 + $1.utf8.count } + max(head.count - 1, 0) * separator.utf8.count + final.utf8.count
        + last.utf8.count)
    for index in head.indices {
      if index != head.startIndex { text += separator }
      text += head[index]
    }
    text += final
    text += last
    return text
  }

  /// The separator before the last item, which some languages change before an "i" sound.
  func finalSeparator(before word: String) -> String {
    // Most languages have one final separator: nothing to fold.
    guard wording.listFinalSeparatorBeforeI != wording.listFinalSeparator else {
      return wording.listFinalSeparator
    }
    // The first few characters decide, so a very long label is not folded whole.
    let start = String(String.UnicodeScalarView(word.unicodeScalars.prefix(6)))
    let folded = start.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let scalars = Array(folded.unicodeScalars.prefix(3)).map(Character.init)
    // "i…" and "hi…" but not "hie…"/"hia…", where the sound is a consonant (Spanish "y hielo").
    let startsWithI =
      scalars.first == "i" || (scalars.count > 1 && scalars[0] == "h" && scalars[1] == "i")
    let vowelAfter = scalars.count > 2 && scalars[0] == "h" && "aeou".contains(scalars[2])
    return startsWithI && !vowelAfter ? wording.listFinalSeparatorBeforeI : wording.listFinalSeparator
  }
}
