import ChoiceKitCore
import Foundation

extension ValuePickerBench {
  /// A multiple-selection picker over names, as the tutorial writes it
  /// (`ForEach(names, id: \.self) { Text($0).pickerTag($0) }`), with what the core computes for
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
    /// children's tags and words (`TaggedChildren`), the checked rows, the row's content, the
    /// search threshold and, in debug builds, the warnings (`ValuePickerStyled`), the summary that fits the row's
    /// room (the row's `ViewThatFits`; the preview draws it from the same call), and the list's
    /// rows (`ValuePickerOptions`). SwiftUI's `List` sizes the option rows itself, so no option
    /// is measured but the selected ones the summary names.
    func recompute(selection: Set<String>, width: CGFloat) -> Double {
      let sources = names.map { TaggedOptions<String>.Source(pickerTag: $0, systemTag: $0, identifier: $0) }
      let options = TaggedOptions(sources: sources)
      let words = sources.map {
        OptionWords(pickerText: nil, tag: $0.resolved?.tag, isIdentifier: $0.isTagIdentifier)
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
          + [diagnostics.valuePickerWordsWarning(words, mode: value.mode, showsSearchField: showsSearchField)]
          .compactMap { $0 }
      #else
        let warnings: [String] = []
      #endif
      let content = summary.rowContent(
        selectedRows: selectedRows, words: words, selectedCount: value.selectedCount, mode: value.mode)
      let row = ValuePickerRowLayout(
        width: width, titleSize: titleSize, valueLineHeight: lineHeight, accessory: .disclosure,
        accessorySize: tokens.accessorySize, metrics: tokens.metrics)
      let text = summary.text(
        for: selectedRows.map { words[$0]?.text ?? "" }, fitting: row.valueFrame.width, style: tokens.value,
        measurer: measurer)
      let rows = ValuePickerListRows(
        options: options, mode: value.mode, matching: nil,
        sectionOfChild: [Int?](repeating: nil, count: names.count))
      let candidates = if case .summary(let candidates) = content { candidates.count } else { 0 }
      let searchField = showsSearchField ? 1 : 0
      return Double(text.utf8.count + rows.optionRowCount + warnings.count + candidates + searchField)
    }

    /// What a list row asks the core as it scrolls into view: whether it is checked (a row speaks
    /// no position, as the system's list rows do not).
    func rowComingIntoView(_ i: Int) -> Double {
      let row = (i &* 7) % names.count
      return value.isSelected(row: row, in: options) ? 1 : 0
    }
  }
}
