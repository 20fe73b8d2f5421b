extension PickerDiagnostics {
  /// The warning when a value picker shows or searches words that are only its options' tags'
  /// descriptions: in its search field, when the list is long enough to have one, and in the
  /// summary of several values.
  ///
  /// - Parameters:
  ///   - words: Each child's words.
  ///   - mode: The picker's mode; a set's row summarises its values in words.
  ///   - showsSearchField: Whether the picker's list has a search field
  ///     (`ValuePickerSearch.showsField(optionCount:threshold:)`).
  /// - Returns: One sentence, or `nil` when no described words are used.
  public func valuePickerWordsWarning(_ words: [OptionWords?], mode: ValuePickerMode, showsSearchField: Bool)
    -> String?
  {
    let uses =
      (showsSearchField ? ["search"] : []) + (mode.closesOnChoice ? [] : ["the summary of several values"])
    return describedWordsWarning(words, uses: uses)
  }
}
