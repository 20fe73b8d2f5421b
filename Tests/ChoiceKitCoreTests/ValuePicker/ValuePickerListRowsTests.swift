import ChoiceKitCore
import Testing

@Suite("ValuePickerListRows")
struct ValuePickerListRowsTests {
  let options = TaggedOptions<String>(["Juan", nil, "Ana", "Juan"])

  @Test func everyChildShowsAndOnlyChoicesAreCounted() {
    let single = ValuePickerListRows(options: options, mode: .single, matching: nil)
    #expect(
      single.rows == [
        .option(0, position: 0, isAvailable: true), .content(1), .option(2, position: 1, isAvailable: true),
        .option(3, position: 2, isAvailable: false),
      ])
    #expect(single.optionRowCount == 3)
  }

  @Test func anOptionalListStartsWithNone() {
    let optional = ValuePickerListRows(options: options, mode: .optional, matching: nil)
    #expect(optional.rows.first == .none(position: 0))
    #expect(optional.rows[1] == .option(0, position: 1, isAvailable: true))
    #expect(optional.optionRowCount == 4)
    let multiple = ValuePickerListRows(options: options, mode: .multiple(.none), matching: nil)
    #expect(!multiple.rows.contains(.none(position: 0)))
  }

  @Test func aSearchShowsOnlyMatchingChoices() {
    let rows = ValuePickerListRows(options: options, mode: .optional, matching: [1, 2, 3, 7, -1])
    #expect(rows.rows == [.option(2, position: 0, isAvailable: true)])
    #expect(rows.optionRowCount == 1)
    let nothing = ValuePickerListRows(options: options, mode: .optional, matching: [])
    #expect(nothing.rows.isEmpty)
    #expect(nothing.optionRowCount == 0)
  }

  @Test func emptyContent() {
    let empty = TaggedOptions<Int>([])
    #expect(ValuePickerListRows(options: empty, mode: .single, matching: nil).rows.isEmpty)
    #expect(ValuePickerListRows(options: empty, mode: .optional, matching: nil).rows == [.none(position: 0)])
  }
}
