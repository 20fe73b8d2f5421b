extension PickerDiagnostics {
  /// The warning when a value picker shows or searches words that are only its options' tags'
  /// descriptions, or has only identifiers for words: in its search field, when the list is long
  /// enough to have one, and in the summary of several values.
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
    return describedWordsWarning(words, uses: uses) ?? identifierWordsWarning(words, uses: uses)
  }

  /// The warning when a value picker's options have only their `ForEach` identifiers for words
  /// (`ForEach(countries, id: \.code) { Text($0.name) }`), where it needs words: search can match
  /// only the identifiers ("de", not "Germany"), and the summary of several values counts them.
  ///
  /// - Parameters:
  ///   - words: Each child's words.
  ///   - uses: Where the picker uses the words, such as `["search"]`; none gives no warning.
  /// - Returns: One sentence naming up to three of the identifiers, or `nil`.
  public func identifierWordsWarning(_ words: [OptionWords?], uses: [String]) -> String? {
    let identifiers = words.compactMap { $0?.isName == false ? $0?.text : nil }
    guard !uses.isEmpty, !identifiers.isEmpty else { return nil }
    let examples = identifiers.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
    let count = identifiers.count == 1 ? "1 option is" : "\(identifiers.count) options are"
    return "\(picker): \(count) known only by \(identifiers.count == 1 ? "its" : "their") ForEach "
      + "identifier (\(examples)), which names nothing, so search matches only identifiers and the "
      + "summary of several values shows a count. Give each option its words with .choiceText(_:), or "
      + "tag it with .choiceTag(_:) when the identifier is its name."
  }
}
