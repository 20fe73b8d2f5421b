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

  /// Apple's documented optional selection: the content's own "None" option
  /// (`Text("None").tag(Flavor?.none)`) is the list's one "None" row, where the content puts
  /// it; a second one repeats it and shows dimmed.
  @Test func theContentsNoneOptionIsTheOnlyNoneRow() {
    let options = TaggedOptions<String>(sources: [
      .init(choiceTag: "Juan"), .init(noneTag: .systemTag), .init(choiceTag: "Ana"),
      .init(noneTag: .choiceTag),
    ])
    let optional = ValuePickerListRows(options: options, mode: .optional, matching: nil)
    #expect(
      optional.rows == [
        .option(0, position: 0, isAvailable: true), .option(1, position: 1, isAvailable: true),
        .option(2, position: 2, isAvailable: true), .option(3, position: 3, isAvailable: false),
      ])
    #expect(!optional.rows.contains { if case .none = $0 { true } else { false } })
    #expect(optional.optionRowCount == 4)
    // Only an optional selection has a "None": elsewhere those children are not choices.
    let single = ValuePickerListRows(options: options, mode: .single, matching: nil)
    #expect(single.rows[1] == .content(1))
    #expect(single.rows[3] == .content(3))
    #expect(single.optionRowCount == 2)
    // A search shows only the matching values.
    let search = ValuePickerListRows(options: options, mode: .optional, matching: [0, 1, 2, 3])
    #expect(
      search.rows == [.option(0, position: 0, isAvailable: true), .option(2, position: 1, isAvailable: true)])
    // In a section, the "None" option stays in its section.
    let sectioned = ValuePickerListRows(
      options: options, mode: .optional, matching: nil, sectionOfChild: [nil, 1, 1, nil])
    #expect(sectioned.groups.map(\.section) == [nil, 1])
    #expect(sectioned.groups[1].rows.first == .option(1, position: 2, isAvailable: true))
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

  @Test func sectionsGroupRowsAndPositionsFollowTheGroups() {
    let options = TaggedOptions<String>(["a", "b", nil, "c", "d"])
    // a and c in section 0, the note and b in section 2, d outside any section.
    let rows = ValuePickerListRows(
      options: options, mode: .optional, matching: nil, sectionOfChild: [0, 2, 2, 0])
    #expect(rows.groups.map(\.section) == [nil, 0, 2])
    #expect(rows.groups[0].rows == [.none(position: 0), .option(4, position: 1, isAvailable: true)])
    #expect(
      rows.groups[1].rows == [
        .option(0, position: 2, isAvailable: true), .option(3, position: 3, isAvailable: true),
      ])
    #expect(rows.groups[2].rows == [.option(1, position: 4, isAvailable: true), .content(2)])
    #expect(rows.optionRowCount == 5)
    #expect(rows.rows.count == 6)
  }

  @Test func aSearchIgnoresSections() {
    let options = TaggedOptions<String>(["a", "b"])
    let rows = ValuePickerListRows(options: options, mode: .single, matching: [1], sectionOfChild: [0, 1])
    #expect(rows.groups.map(\.section) == [nil])
    #expect(rows.rows == [.option(1, position: 0, isAvailable: true)])
  }

  @Test func disabledOptionsAreOptionRowsThatAreNotAvailable() {
    let options = TaggedOptions<String>(sources: [
      .init(choiceTag: "a"), .init(identifier: "b", isDisabled: true), .init(isDisabled: true),
      .init(systemTag: "c"),
    ])
    let rows = ValuePickerListRows(options: options, mode: .single, matching: nil)
    #expect(
      rows.rows == [
        .option(0, position: 0, isAvailable: true), .option(1, position: 1, isAvailable: false), .content(2),
        .option(3, position: 2, isAvailable: true),
      ])
    #expect(rows.optionRowCount == 3)
    // A search still finds a disabled option, dimmed.
    let found = ValuePickerListRows(options: options, mode: .single, matching: [1, 2])
    #expect(found.rows == [.option(1, position: 0, isAvailable: false)])
  }

  @Test func sectionsWithAndWithoutHeaders() {
    // Read from SwiftUI's Sections on iOS 18: "Team" (children 0, 1) has a header, the Section
    // around child 2 has none, so child 2 is listed outside any section, with the None row; child
    // 3's choiceSection("Guests") is a section of its own.
    let options = TaggedOptions(["Ana", "Eva", "Luz", "Juan"])
    let rows = ValuePickerListRows(
      options: options, mode: .optional, matching: nil, sectionOfChild: [0, 0, nil, 3])
    #expect(rows.groups.map(\.section) == [nil, 0, 3])
    #expect(rows.groups[0].rows == [.none(position: 0), .option(2, position: 1, isAvailable: true)])
    #expect(
      rows.groups[1].rows == [
        .option(0, position: 2, isAvailable: true), .option(1, position: 3, isAvailable: true),
      ])
    #expect(rows.groups[2].rows == [.option(3, position: 4, isAvailable: true)])
    // Without any header every option is outside a section: one group.
    let plain = ValuePickerListRows(
      options: options, mode: .single, matching: nil, sectionOfChild: [nil, nil, nil, nil])
    #expect(plain.groups.count == 1)
    #expect(plain.optionRowCount == 4)
  }

  @Test func withoutSectionsThereIsOneGroup() {
    let rows = ValuePickerListRows(options: options, mode: .multiple(.none), matching: nil)
    #expect(rows.groups.count == 1)
    #expect(rows.groups[0].section == nil)
  }
}
