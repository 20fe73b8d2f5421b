import ChoiceKitCore
import ChoiceKitPreview
import Foundation

extension ValuePickerBench {
  /// A multiple-selection picker over names, as the tutorial writes it
  /// (`ForEach(names, id: \.self) { Text($0).choiceTag($0) }`), with what the core computes for
  /// it in the SwiftUI picker.
  struct Picker {
    let names: [String]
    /// Two names selected, a different pair for each call.
    let selections: [Set<String>]
    /// The built options and a selection, for the per-frame rows.
    let options: TaggedOptions<String>
    let value: ValuePickerValue<String>
    let summary = ValuePickerSummary(wording: .english)
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let tokens = ValuePickerTokens.standard
    /// The title's measured size, which SwiftUI measures once and keeps while only the options,
    /// the selection or the width change.
    let titleSize: CGSize
    let lineHeight: CGFloat

    init(count: Int) {
      let names = ValuePickerBench.pickerNames(count: count)
      let pairs = [(4, 5), (3, 6), (0, 7), (1, 2), (8, 10), (11, 12)]
      let selections: [Set<String>] = pairs.map { pair in
        [names[pair.0 % names.count], names[pair.1 % names.count]]
      }
      self.names = names
      self.selections = selections
      options = TaggedOptions(names.map(Optional.init))
      value = .multiple(selections[0], .none)
      let title = measurer.measure("Name", style: tokens.label)
      titleSize = CGSize(width: title.width, height: title.ascent + title.descent)
      let value = measurer.measure("", style: tokens.value)
      lineHeight = value.ascent + value.descent
    }

    /// What the picker asks the core when its options, selection or width change: the
    /// children's tags (`TaggedChildren`), the checked rows, the row's content with the words of
    /// the options it names, the search threshold and, in debug builds, the warnings
    /// (`ValuePickerStyled`), the summary that fits the row's room (the row's `ViewThatFits`; the
    /// preview draws it from the same call), and, when the list is shown, its rows
    /// (`ValuePickerOptions`). SwiftUI's `List` sizes the option rows itself, so no option is
    /// measured but the selected ones the summary names.
    ///
    /// - Parameters:
    ///   - selection: The chosen names.
    ///   - width: The row's width.
    ///   - showsList: Whether the list's rows are laid out too (the list is open); the closed row
    ///     alone asks for none of them.
    func recompute(selection: Set<String>, width: CGFloat, showsList: Bool = true) -> Double {
      let sources = names.map { TaggedOptions<String>.Source(choiceTag: $0, systemTag: $0, identifier: $0) }
      let options = TaggedOptions(sources: sources)
      // Words are worked out for the options the row names, as the picker asks for them.
      func words(_ index: Int) -> OptionWords? {
        OptionWords(
          choiceText: nil, tag: sources[index].resolved?.tag, isIdentifier: sources[index].isTagIdentifier)
      }
      let value = ValuePickerValue<String>.multiple(selection, .none)
      let selectedRows = value.selectedRows(in: options)
      let optionCount = (0..<options.count).filter(options.isChoosable).count
      let showsSearchField = ValuePickerSearch.showsField(optionCount: optionCount)
      // The picker computes its warnings only in debug builds, which print them.
      #if DEBUG
        let diagnostics = PickerDiagnostics(
          picker: "ValuePicker", selectionType: "String", readsSystemTags: true)
        let warnings =
          diagnostics.warnings(options: options, selection: value.selectedValues)
          + [
            diagnostics.valuePickerWordsWarning(
              sources.indices.map(words), mode: value.mode, showsSearchField: showsSearchField)
          ]
          .compactMap { $0 }
      #else
        let warnings: [String] = []
      #endif
      let content = summary.rowContent(
        selectedRows: selectedRows, selectedCount: value.selectedCount, mode: value.mode, words: words)
      let row = ValuePickerRowLayout(
        width: width, titleSize: titleSize, valueLineHeight: lineHeight, accessory: .disclosure,
        accessorySize: tokens.accessorySize, metrics: tokens.metrics)
      let text = summary.text(
        for: selectedRows.map { words($0)?.text ?? "" }, fitting: row.valueFrame.width, style: tokens.value,
        measurer: measurer)
      let rowCount =
        showsList
        ? ValuePickerListRows(
          options: options, mode: value.mode, matching: nil,
          sectionOfChild: [Int?](repeating: nil, count: names.count)
        ).optionRowCount : 0
      let candidates = if case .summary(let candidates) = content { candidates.count } else { 0 }
      let searchField = showsSearchField ? 1 : 0
      return Double(text.utf8.count + rowCount + warnings.count + candidates + searchField)
    }

    /// What a list row asks the core as it scrolls into view: whether it is checked (a row speaks
    /// no position, as the system's list rows do not).
    func rowComingIntoView(_ i: Int) -> Double {
      let row = (i &* 7) % names.count
      return value.isSelected(row: row, in: options) ? 1 : 0
    }
  }
}
