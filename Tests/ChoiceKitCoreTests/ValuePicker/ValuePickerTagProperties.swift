import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// The tag rule as a value picker's rows apply it, over random mixtures of the three places a
/// tag comes from (and an optional selection's `nil` at any of them), every mode, and the ways
/// the styles show the rows (one list, sections, a search). Whatever a row writes is the tag the
/// user wrote on that child at its preferred place, never its `ForEach` identifier where it has
/// a tag; `nil` is written only by the one "None" row of an optional selection.
@Suite("ValuePicker tag properties", .timeLimit(.minutes(10)))
struct ValuePickerTagProperties {
  typealias Source = TaggedOptions<Int>.Source

  private struct Input: CustomStringConvertible {
    var sources: [Source]
    var value: ValuePickerValue<Int>
    var sectionOfChild: [Int?]
    var matching: [Int]?

    var description: String {
      let children = sources.map { source in
        "(\(source.choiceTag.map(String.init) ?? "-") \(source.systemTag.map(String.init) ?? "-") "
          + "\(source.identifier.map(String.init) ?? "-") none:\(source.noneTag.map { "\($0)" } ?? "-")"
          + "\(source.isDisabled ? " disabled" : ""))"
      }
      return "\(children) value \(value) sections \(sectionOfChild) matching \(String(describing: matching))"
    }
  }

  private static func input(_ random: inout SeededRandom) -> Input {
    let count = random.int(in: 0...24)
    func maybe(_ random: inout SeededRandom) -> Int? {
      random.int(in: 0...2) == 0 ? random.int(in: 0...9) : nil
    }
    let sources = (0..<count).map { _ in
      Source(
        choiceTag: maybe(&random), systemTag: maybe(&random), identifier: maybe(&random),
        isDisabled: random.int(in: 0...5) == 0,
        noneTag: random.int(in: 0...5) == 0 ? TagOrigin.allCases[random.int(in: 0...2)] : nil)
    }
    let value: ValuePickerValue<Int> =
      switch random.int(in: 0...2) {
      case 0: .single(random.int(in: 0...11))
      case 1: .optional(random.int(in: 0...1) == 0 ? nil : random.int(in: 0...11))
      default: .multiple(Set((0..<random.int(in: 0...3)).map { _ in random.int(in: 0...11) }), .none)
      }
    let sectionOfChild: [Int?] =
      random.int(in: 0...1) == 0
      ? [] : (0..<count).map { _ in random.int(in: 0...2) == 0 ? nil : random.int(in: 0...2) }
    let matching: [Int]? =
      random.int(in: 0...3) == 0 ? (0..<count).filter { _ in random.int(in: 0...1) == 0 } : nil
    return Input(sources: sources, value: value, sectionOfChild: sectionOfChild, matching: matching)
  }

  private static func shrink(_ input: Input) -> [Input] {
    Generate.shrinkList(input.sources).map { sources in
      Input(
        sources: sources, value: input.value,
        sectionOfChild: Array(input.sectionOfChild.prefix(sources.count)),
        matching: input.matching?.filter { $0 < sources.count })
    }
  }

  /// What a tap on a row writes, or `nil` when it writes nothing.
  private static func written(
    tapping row: ValuePickerListRows.Row, value: ValuePickerValue<Int>, options: TaggedOptions<Int>
  ) -> ValuePickerValue<Int>? {
    switch row {
    case .none: value.applying(value.tapNone, in: options)
    case .option(let index, _, _):
      value.applying(value.tap(row: index, in: options, isEnabled: true), in: options)
    case .content: nil
    }
  }

  @Test func everyWriteIsATagTheUserWroteAndNilComesOnlyFromTheOneNoneRow() {
    checkProperty("tags written", generate: Self.input, shrink: Self.shrink) { input in
      let options = TaggedOptions(sources: input.sources)
      let list = ValuePickerListRows(
        options: options, mode: input.value.mode, matching: input.matching,
        sectionOfChild: input.sectionOfChild)
      var noneRows = 0
      for row in list.rows {
        let index: Int? =
          switch row {
          case .option(let index, _, _), .content(let index): index
          case .none: nil
          }
        if case .none = row { noneRows += 1 }
        if case .option(let index, _, _) = row, index == options.noneIndex { noneRows += 1 }
        guard let next = Self.written(tapping: row, value: input.value, options: options) else { continue }
        // A write the row could not make: unavailable rows write nothing.
        if case .option(_, _, false) = row { return "an unavailable row wrote \(next)" }
        let expected = index.flatMap { input.sources[$0].resolved }
        switch (input.value, next) {
        case (.single, .single(let tag)), (.optional, .optional(let tag?)):
          guard let expected, expected.tag == tag else { return "row \(row) wrote \(tag)" }
          // Never the identifier where the child has a tag.
          if expected.origin == .identifier,
            input.sources[index ?? 0].choiceTag != nil || input.sources[index ?? 0].systemTag != nil
          {
            return "row \(row) wrote its identifier"
          }
        case (.optional, .optional(nil)):
          guard index == nil || index == options.noneIndex else { return "row \(row) wrote nil" }
        case (.multiple(let before, _), .multiple(let after, _)):
          let changed = before.symmetricDifference(after)
          guard let expected, changed == [expected.tag] else { return "row \(row) toggled \(changed)" }
        default:
          return "a write of another mode: \(next)"
        }
      }
      let expectedNoneRows = input.value.mode == .optional && input.matching == nil ? 1 : 0
      guard noneRows == expectedNoneRows else { return "\(noneRows) None rows" }
      // With nothing chosen, the one "None" row is the checked one.
      if input.value == .optional(nil) {
        let checked = list.rows.filter { row in
          switch row {
          case .none: input.value.isNoneSelected
          case .option(let index, _, _): input.value.isSelected(row: index, in: options)
          case .content: false
          }
        }
        guard checked.count == expectedNoneRows else { return "\(checked.count) rows checked for nil" }
      }
      return nil
    }
  }
}
