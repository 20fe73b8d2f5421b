extension ValuePickerSummary {
  /// What a closed value picker's row shows as its value.
  public enum RowContent: Sendable, Hashable {
    /// The chosen option as the content shows it (its own view), as SwiftUI's `Picker` shows
    /// the selected option: a single or optional selection of one option without
    /// `choiceText(_:)`.
    case option(Int)
    /// Text: the longest of these summaries that fits, longest first.
    case summary([String])
  }

  /// What a closed row shows for a selection.
  ///
  /// ```swift
  /// let words = [OptionWords(choiceText: nil, tag: Flavor.chocolate), …]
  /// summary.rowContent(selectedRows: [0], words: words, selectedCount: 1, mode: .single)
  /// // .option(0): the option's own view, not "chocolate"
  /// summary.rowContent(selectedRows: [0, 2], words: words, selectedCount: 2, mode: .multiple(.none))
  /// // .summary([...]): several values need words
  /// ```
  ///
  /// - Parameters:
  ///   - selectedRows: The checked options' indices, in order.
  ///   - words: Each child's words, by index; `nil` or a missing entry for a child without.
  ///   - selectedCount: How many values the selection holds, values outside the options included.
  ///   - mode: The picker's mode.
  /// - Returns: ``RowContent/option(_:)`` for one checked option of a single or optional
  ///   selection whose words are not its `choiceText(_:)` (which the caller gave to be shown);
  ///   the count ("3 selected") when a checked option's words are only its identifier
  ///   (``OptionWords/isName``); otherwise the summaries of
  ///   ``candidates(for:selectedCount:mode:maximumNamed:)``, a child without words counting as
  ///   empty text.
  public func rowContent(
    selectedRows: [Int], words: [OptionWords?], selectedCount: Int, mode: ValuePickerMode
  ) -> RowContent {
    rowContent(
      selectedRows: selectedRows, selectedCount: selectedCount, mode: mode,
      words: { words.indices.contains($0) ? words[$0] : nil })
  }

  /// What a closed row shows for a selection, asking for the words of the checked rows only, so
  /// a picker of many options works out the words of none but those it names.
  ///
  /// - Parameters:
  ///   - selectedRows: The checked options' indices, in order.
  ///   - selectedCount: How many values the selection holds, values outside the options included.
  ///   - mode: The picker's mode.
  ///   - words: A child's words by index; `nil` for a child without. Called for checked rows only.
  /// - Returns: As ``rowContent(selectedRows:words:selectedCount:mode:)``.
  public func rowContent(
    selectedRows: [Int], selectedCount: Int, mode: ValuePickerMode, words wordsOf: (Int) -> OptionWords?
  ) -> RowContent {
    if mode.closesOnChoice, selectedRows.count == 1, wordsOf(selectedRows[0])?.source != .choiceText {
      return .option(selectedRows[0])
    }
    // Identifiers name nothing ("fr, de and es" for France, Germany and Spain): a selection one
    // of whose options has only an identifier is counted instead.
    let words = selectedRows.map(wordsOf)
    if words.contains(where: { $0?.isName == false }) {
      return .summary([wording.selectedCount(max(selectedCount, selectedRows.count))])
    }
    return .summary(candidates(for: words.map { $0?.text ?? "" }, selectedCount: selectedCount, mode: mode))
  }
}
