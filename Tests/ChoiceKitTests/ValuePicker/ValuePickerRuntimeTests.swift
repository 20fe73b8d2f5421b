#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // ValuePicker hosted for real: the value each kind of tag makes a row write, that a disabled
  // option is never written, what a selection no option carries shows, and where a row draws its
  // label and its checkmark's column against the core's `ValuePickerListLayout`.
  //
  // The rows are driven in the inline style (`.valuePickerStyle(.inline)`): its rows sit in a
  // section of the window's `Form`, so a tap writes the selection with no push, pop or sheet
  // animation between the test and the rows. The navigation-link and sheet styles show the same
  // rows (`ValuePickerOptions`, `ValuePickerRow`) once pushed or presented, so what the rows
  // write here is what they write there; the closed row is read in the default navigation-link
  // style, without opening it. The menu style is not driven: its items are the platform's own
  // `Picker` and `Toggle`s inside a system menu, which is not in the window's tree until opened
  // (the toggles' bindings are checked in ValuePickerMenuTests).
  //
  // The checkmark: the row keeps a column for it on the tokens' side of every row, which the
  // core places as `ValuePickerListLayout.Row.checkmarkFrame` beside `labelFrame`. The symbol is
  // hidden from accessibility, so its frame is measured from one rendered frame: the label's
  // room, recorded from inside an option that fills it, and the column the row leaves after it.
  //
  // Not observable here: the debug warning a selection no option carries prints (console output,
  // once per picker); it is checked through `TaggedChildren.warnings` in PickerReadingTests.

  /// The coordinate space of the stacked rows: x from the rows' leading edge.
  private let rowsSpace = "value-picker-rows"

  /// An option that fills the label's room in its row and records that room.
  private struct MeasuredOption: View {
    let name: String
    let probe: FrameLog<String>

    var body: some View {
      GeometryReader { proxy in
        let _ = probe.record(name, proxy.frame(in: .named(rowsSpace)))
        Text(verbatim: name)
      }
      .frame(height: 24)
    }
  }

  /// The option rows stacked without a list around them, so one rendered frame lays them out at
  /// a known width: a `List`'s rows are the platform's cells, which ImageRenderer does not draw.
  /// The plain button style is how a list row's button draws its label: no bezel, no padding,
  /// which is what the core's row frames leave out (`cardInset` and `rowPadding` are 0 below).
  private struct StackedRowsStyle: ValuePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        configuration.options
      }
      .buttonStyle(.plain)
    }
  }

  /// An option's drawn label room, and the core's row for it.
  private typealias MeasuredRow = (name: String, label: CGRect, row: ValuePickerListLayout.Row)

  @Suite("ValuePicker rows against the core's list layout")
  @MainActor
  struct ValuePickerRowGeometryTests {
    let names = ["Juan", "Ana", "Eva"]
    let width: CGFloat = 320

    /// A checkmark column wider than the symbol at the default text size, so the column's
    /// width is the tokens' and not the glyph's: the comparison does not depend on a font.
    var tokens: ValuePickerTokens {
      var tokens = ValuePickerTokens.standard
      tokens.metrics.checkmarkWidth = 30
      return tokens
    }

    /// Renders the rows and returns each option's recorded label room.
    private func drawnLabels(
      checkmark: ValuePickerCheckmark, size: DynamicTypeSize
    ) -> FrameLog<String> {
      let probe = FrameLog<String>()
      let picker = ValuePicker("Name", selection: .constant("Ana")) {
        ForEach(names, id: \.self) { name in
          MeasuredOption(name: name, probe: probe).choiceTag(name)
        }
      }
      .valuePickerStyle(StackedRowsStyle())
      .valuePickerTokens(tokens)
      .valuePickerCheckmark(checkmark)
      .frame(width: width)
      .coordinateSpace(name: rowsSpace)
      .environment(\.dynamicTypeSize, size)
      #expect(ImageRenderer(content: picker).cgImage != nil)
      return probe
    }

    /// The core's rows for the same width, text size and tokens, with no card inset or row
    /// padding (the stacked rows have none).
    private func coreRows(
      checkmark: ValuePickerCheckmark, size: DynamicTypeSize
    ) -> [ValuePickerListLayout.Row] {
      var metrics = tokens.scaled(for: ChoiceTextScale(size)).metrics
      metrics.cardInset = 0
      metrics.rowPadding = ChoiceSpacing.Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
      let layout = ValuePickerListLayout(
        width: width, sections: [.init(rowHeights: names.map { _ in 24 })], checkmark: checkmark,
        metrics: metrics)
      return layout.sections.first?.rows ?? []
    }

    /// Each option's drawn label room beside the core's row for it.
    ///
    /// The rendering and its positive control (every option laid out, with room for its label)
    /// are checked here, so a harness that records nothing fails.
    private func measuredRows(
      checkmark: ValuePickerCheckmark, size: DynamicTypeSize
    ) throws -> [MeasuredRow] {
      let drawn = drawnLabels(checkmark: checkmark, size: size)
      let rows = coreRows(checkmark: checkmark, size: size)
      try #require(drawn.frames.count == names.count)
      try #require(rows.count == names.count)
      return try zip(names, rows).map { name, row in
        let label = try #require(drawn.frames[name])
        #expect(label.width > 0)
        return (name, label, row)
      }
    }

    /// Compares each option's drawn label room and the checkmark column after it (the row's
    /// width less the label and the gap) with the core's `labelFrame` and `checkmarkFrame`.
    private func expectMatch(
      _ measured: [MeasuredRow],
      checkmark: ValuePickerCheckmark
    ) {
      let gap = tokens.metrics.spacing
      for (name, label, row) in measured {
        #expect(abs(label.minX - row.labelFrame.minX) < 0.5, "\(name): label starts at \(label.minX)")
        #expect(abs(label.width - row.labelFrame.width) < 0.5, "\(name): label is \(label.width) wide")
        // The column is what the row leaves beside the label and the gap: its centre is where
        // the core centres the checkmark.
        let column =
          checkmark == .trailing
          ? (minX: label.maxX + gap, maxX: width)
          : (minX: 0, maxX: label.minX - gap)
        #expect(abs((column.minX + column.maxX) / 2 - row.checkmarkFrame.midX) < 0.5, "\(name)")
      }
    }

    // Guards: the SwiftUI row and the core (which the gallery draws from) placing the label and
    // the checkmark differently. A row that drops the gap, the column kept on unselected rows
    // (the labels would no longer line up: "Juan" and "Eva" are not selected), or the leading
    // side, moves a label by at least the gap or the column's width and fails.
    @Test func theLabelAndTheCheckmarksColumnAreWhereTheCorePutsThem() throws {
      expectMatch(try measuredRows(checkmark: .trailing, size: .large), checkmark: .trailing)
      expectMatch(try measuredRows(checkmark: .leading, size: .large), checkmark: .leading)
    }

    // Guards: the checkmark's column growing with the text as the core's
    // `ValuePickerTokens.scaled(for:)` says (the preview renderer draws it so). The row used to
    // keep `metrics.checkmarkWidth` unscaled as its minimum width, so at accessibility sizes its
    // column was the symbol's width, not the core's scaled column, and the label ended elsewhere
    // than in the pictures; that row fails this test.
    @Test func atAccessibilitySizesTheColumnIsTheCoresScaledOne() throws {
      // Positive control: the scaled column is wider than the unscaled one, so the two can differ.
      #expect(tokens.scaled(for: .accessibility3).metrics.checkmarkWidth > tokens.metrics.checkmarkWidth)
      let measured = try measuredRows(checkmark: .trailing, size: .accessibility3)
      expectMatch(measured, checkmark: .trailing)
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    private enum Flavor: String, CaseIterable, Identifiable {
      case chocolate, vanilla, strawberry, mint
      var id: Self { self }
    }

    private enum Size: Hashable {
      case small, large
    }

    private struct Country: Identifiable {
      let code: String
      let name: String
      var id: String { code }
    }

    /// Hosts a single-value picker in the inline style, in a form, recording every write.
    @MainActor
    private func hostInline<Tag: Hashable, Content: View>(
      _ initial: Tag, writes: SelectionWrites<Tag>, @ViewBuilder content: @escaping () -> Content
    ) -> HostedWindow {
      HostedWindow(
        RecordingSelection(value: initial, writes: writes) { selection in
          Form {
            ValuePicker("Name", selection: selection) { content() }
              .valuePickerStyle(.inline)
          }
        },
        size: CGSize(width: 390, height: 800))
    }

    @Suite("ValuePicker rows in a window")
    @MainActor
    struct ValuePickerRowWindowTests {
      // Guards: a row writing anything but its option's `choiceTag(_:)` (its label, its index, a
      // `ForEach` identifier), or a write not reaching the binding. The tags differ from the
      // labels, so writing the label fails; the order of the writes is the order of the taps.
      @Test func eachRowWritesItsPickerTag() throws {
        let writes = SelectionWrites<String>()
        let window = hostInline("juan", writes: writes) {
          Text("Juan").choiceTag("juan")
          Text("Ana").choiceTag("ana")
          Text("Eva").choiceTag("eva")
        }
        defer { window.close() }
        // Positive control: the rows are buttons in the tree, and the chosen one says so.
        #expect(try window.element(labelled: "Juan").isButton)
        #expect(try window.element(labelled: "Juan").isSelected)
        #expect(try !window.element(labelled: "Ana").isSelected)
        try window.activate(labelled: "Ana")
        #expect(try window.element(labelled: "Ana").isSelected)
        #expect(try !window.element(labelled: "Juan").isSelected)
        try window.activate(labelled: "Eva")
        try window.activate(labelled: "Juan")
        #expect(writes.values == ["ana", "eva", "juan"])
        // Choosing the chosen option writes nothing.
        try window.activate(labelled: "Juan")
        #expect(writes.values == ["ana", "eva", "juan"])
      }

      // Guards: SwiftUI's `tag(_:)` ignored where the system lets a custom picker read it (iOS
      // 18, tvOS 18, visionOS 2), or read before, where the docs promise the `ForEach` identifier
      // instead ("Apple's Picker → this control", `.tag(value)`). The tags are the identifiers
      // shifted by one, so the two readings write different values.
      @Test func swiftUITagsAreWrittenWhereReadableAndForEachIdentifiersBefore() throws {
        let writes = SelectionWrites<Flavor>()
        let next: [Flavor: Flavor] = [.chocolate: .vanilla, .vanilla: .strawberry, .strawberry: .chocolate]
        let window = hostInline(Flavor.mint, writes: writes) {
          ForEach([Flavor.chocolate, .vanilla, .strawberry]) { flavor in
            Text(verbatim: flavor.rawValue.capitalized).tag(next[flavor] ?? flavor)
          }
        }
        defer { window.close() }
        // Positive control: the three rows are there, none checked for mint.
        for label in ["Chocolate", "Vanilla", "Strawberry"] {
          #expect(try window.element(labelled: label).isButton)
          #expect(try !window.element(labelled: label).isSelected)
        }
        try window.activate(labelled: "Chocolate")
        try window.activate(labelled: "Vanilla")
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
          #expect(writes.values == [.vanilla, .strawberry])
        } else {
          #expect(writes.values == [.chocolate, .vanilla])
        }
      }

      // Guards: outside a `ForEach` a `tag(_:)` is the only tag an option has. From iOS 18 it is
      // read and written; before, the docs promise the option is shown as written, not as a
      // choice, so activating it writes nothing. The `choiceTag(_:)` option is the positive
      // control that activation writes at all.
      @Test func aSwiftUITagOutsideAForEachIsAChoiceOnlyWhereReadable() throws {
        let writes = SelectionWrites<Size?>()
        let window = HostedWindow(
          RecordingSelection(value: Size?.none, writes: writes) { selection in
            Form {
              ValuePicker("Size", selection: selection) {
                Text("Small").tag(Size.small)
                Text("Large").choiceTag(Size.large)
              }
              .valuePickerStyle(.inline)
            }
          },
          size: CGSize(width: 390, height: 800))
        defer { window.close() }
        try window.activate(labelled: "Large")
        #expect(writes.values == [.large])
        let small = try window.element(labelled: "Small")
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
          #expect(small.isButton)
          try window.activate(labelled: "Small")
          #expect(writes.values == [.large, .small])
        } else {
          #expect(!small.isButton)
          small.activate()
          window.settle()
          #expect(writes.values == [.large])
        }
      }

      // Guards: a `ForEach` over identifiable values writing anything but the identifier (the
      // name shown, the index) when its options have no tag, as `Picker` does on every system.
      @Test func forEachIdentifiersAreWhatUntaggedRowsWrite() throws {
        let writes = SelectionWrites<String>()
        let countries = [
          Country(code: "fr", name: "France"), Country(code: "de", name: "Germany"),
          Country(code: "es", name: "Spain"),
        ]
        let window = hostInline("fr", writes: writes) {
          ForEach(countries) { country in
            Text(verbatim: country.name)
          }
        }
        defer { window.close() }
        #expect(try window.element(labelled: "France").isSelected)
        try window.activate(labelled: "Germany")
        try window.activate(labelled: "Spain")
        try window.activate(labelled: "France")
        #expect(writes.values == ["de", "es", "fr"])
      }

      // Guards: a disabled option reaching the binding, whichever way it was disabled:
      // `choiceDisabled()` on a tagged option, on a `ForEach`, and `disabled(true)` after a
      // `choiceTag(_:)` (seen a frame after it shows; the window settles). The enabled option
      // activated after them is the positive control that activation writes.
      @Test func aDisabledOptionIsNeverWritten() throws {
        let writes = SelectionWrites<String>()
        let window = hostInline("juan", writes: writes) {
          Text("Juan").choiceTag("juan")
          Text("Ana").choiceTag("ana").choiceDisabled()
          ForEach(["Eva"], id: \.self) { Text(verbatim: $0) }.choiceDisabled()
          Text("Luz").choiceTag("luz").disabled(true)
          Text("Zoe").choiceTag("zoe")
        }
        defer { window.close() }
        for label in ["Ana", "Eva", "Luz"] {
          let row = try window.element(labelled: label)
          #expect(row.isDimmed, "\(label)")
          row.activate()
          window.settle()
        }
        #expect(writes.values.isEmpty)
        try window.activate(labelled: "Zoe")
        #expect(writes.values == ["zoe"])
      }

      // Guards: the same for a set, whose rows toggle: a disabled option never enters (or
      // leaves) the set, while an enabled one does.
      @Test func aDisabledOptionIsNeverToggledIntoASet() throws {
        let writes = SelectionWrites<Set<String>>()
        let window = HostedWindow(
          RecordingSelection(value: Set<String>(), writes: writes) { selection in
            Form {
              ValuePicker("Team", selection: selection) {
                Text("Ana").choiceTag("ana").choiceDisabled()
                Text("Eva").choiceTag("eva")
              }
              .valuePickerStyle(.inline)
            }
          },
          size: CGSize(width: 390, height: 800))
        defer { window.close() }
        try window.expectDimmedAndInert("Ana", thenWriting: "Eva", writes: writes, expected: [["eva"]])
      }

      // Guards: the promise for "a selection no option carries" ("nothing checked, never
      // rewritten"): a row checked for it, or the picker writing a value of its own (the first
      // option, say) on appearing. The positive control checks a row once an option is chosen,
      // so the harness can see a checked row.
      @Test func aValueNoOptionCarriesChecksNoRowAndIsNotRewritten() throws {
        let writes = SelectionWrites<String>()
        let window = hostInline("zoe", writes: writes) {
          Text("Juan").choiceTag("juan")
          Text("Ana").choiceTag("ana")
          Text("Eva").choiceTag("eva")
        }
        defer { window.close() }
        for label in ["Juan", "Ana", "Eva"] {
          #expect(try window.element(labelled: label).isButton)
          #expect(try !window.element(labelled: label).isSelected, "\(label)")
        }
        #expect(writes.values.isEmpty)
        try window.activate(labelled: "Ana")
        #expect(try window.element(labelled: "Ana").isSelected)
        #expect(writes.values == ["ana"])
      }

      // Guards: the closed row showing a value for a selection no option carries. The core says
      // (`ValuePickerSummary.candidates(for:selectedCount:mode:)`): one value or an optional one
      // shows nothing, neither an option nor "None", which it is not; a set shows its count.
      // The "Pet" picker, whose value is an option, is the positive control that the row's
      // value can be read here.
      @Test func theClosedRowShowsNothingForAValueNoOptionCarries() throws {
        let none = ValuePickerSummary().noneText
        let count = try #require(
          ValuePickerSummary().candidates(for: [], selectedCount: 2, mode: .multiple(.none)).first)
        let options = ["Juan", "Ana", "Eva"]
        let window = HostedWindow(
          NavigationStack {
            Form {
              ValuePicker("Pet", selection: .constant("cat")) {
                Text("Cat").choiceTag("cat")
                Text("Dog").choiceTag("dog")
              }
              ValuePicker("Name", selection: .constant("zoe")) {
                ForEach(options, id: \.self) { Text(verbatim: $0) }
              }
              ValuePicker("Lead", selection: .constant(String?.some("zoe"))) {
                ForEach(options, id: \.self) { Text(verbatim: $0) }
              }
              ValuePicker("Team", selection: .constant(Set(["zoe", "max"]))) {
                ForEach(options, id: \.self) { Text(verbatim: $0) }
              }
            }
          },
          size: CGSize(width: 390, height: 800))
        defer { window.close() }
        #expect(try window.closedRowWords("Pet").contains("Cat"))
        for title in ["Name", "Lead"] {
          let words = try window.closedRowWords(title)
          #expect(!options.contains { words.contains($0) }, "\(words)")
          #expect(!words.contains(none), "\(words)")
        }
        #expect(try window.closedRowWords("Team").contains(count))
      }
    }
  #endif
#endif
