import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct TextBenchTests {
  @Test(arguments: [0, 1, 5, 20, 200, 1_000])
  func textHasExactlyTheScalarsAskedFor(count: Int) {
    #expect(TextBench.text(scalars: count).unicodeScalars.count == count)
    for kind in TextBench.kinds {
      #expect(
        TextBench.text(scalars: count, from: kind.sentence).unicodeScalars.count == count, "\(kind.row)")
    }
  }

  @Test func negativeCountsAndEmptySentencesGiveNoText() {
    #expect(TextBench.text(scalars: -3).isEmpty)
    #expect(TextBench.text(scalars: 5, from: "").isEmpty)
  }

  @Test func everyLabelSeriesAndTheValueSetIsARow() {
    let rows = TextBench.cases()
    let expected = TextBench.labels.count + TextBench.kinds.count * TextBench.lengths.count + 1
    #expect(rows.count == expected)
    let identities = rows.map { "\($0.name) \($0.n.map(String.init) ?? "-")" }
    #expect(Set(identities).count == rows.count, "two rows share a name and size")
    for label in TextBench.labels {
      #expect(rows.contains { $0.name == "measure \"\(label)\"" && $0.n == nil }, "\(label)")
    }
    for kind in TextBench.kinds {
      #expect(rows.filter { $0.name == kind.row }.compactMap(\.n) == TextBench.lengths, "\(kind.row)")
    }
    #expect(rows.contains { $0.n == TextBench.pickerValues.count && $0.target == .recompute })
  }

  @Test func labelsAndShortTextHaveAOneMicrosecondTarget() {
    for row in TextBench.cases() where row.n == nil {
      #expect(row.target == .atMost(TextBench.labelLimit), "\(row.name)")
    }
    for row in TextBench.cases() where row.n != nil && row.n != TextBench.pickerValues.count {
      #expect(row.target.limitMicroseconds == TextBench.labelLimit, "\(row.name)")
      #expect(row.target.limitUpToN == 20, "\(row.name)")
      #expect(row.target.growthLimit == BenchTarget.seriesGrowthLimit, "\(row.name)")
    }
    #expect(TextBench.labelLimit <= 1)
  }

  @Test func theWordsAreOfTheKindsTheRowsName() {
    // UI words hit the ligatures of both faces: fi, ffi, ffl.
    for ligature in ["fi", "ffi", "ffl"] {
      #expect(TextBench.uiWords.contains(ligature), "\(ligature)")
    }
    #expect(TextBench.uiWords.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(TextBench.accented.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic })
    #expect(TextBench.arabic.unicodeScalars.contains { (0x0621...0x064A).contains($0.value) })
    #expect(TextBench.emoji.unicodeScalars.contains { $0.properties.isEmojiPresentation })
    #expect(TextBench.pickerValues.count == 8)
    #expect(TextBench.pickerValues.allSatisfy { $0.unicodeScalars.contains { !$0.isASCII } })
  }

  @Test func everyRowMeasuresSomething() {
    for row in TextBench.cases() {
      let widths = [row.work(0), row.work(1)]
      #expect(widths.allSatisfy { $0.isFinite && $0 > 0 }, "\(row.name)")
    }
  }
}
