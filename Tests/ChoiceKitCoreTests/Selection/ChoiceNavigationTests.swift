import ChoiceKitCore
import ChoiceKitTestSupport
import Testing

@Suite("ChoiceNavigation")
struct ChoiceNavigationTests {
  /// Moves across `count` segments of which `disabled` cannot be selected.
  private func target(
    _ move: ChoiceMove, from current: Int?, count: Int = 5, disabled: Set<Int> = [],
    wraps: Bool = false
  ) -> Int? {
    ChoiceNavigation.target(
      of: move, from: current, count: count, isSelectable: { !disabled.contains($0) }, wraps: wraps)
  }

  @Test func movesStepThroughEnabledSegments() {
    #expect(target(.next, from: 1) == 2)
    #expect(target(.previous, from: 1) == 0)
    #expect(target(.first, from: 3) == 0)
    #expect(target(.last, from: 1) == 4)
  }

  @Test func theEndsStopWithoutWrapping() {
    #expect(target(.next, from: 4) == 4)
    #expect(target(.previous, from: 0) == 0)
  }

  @Test func theEndsWrapWhenAsked() {
    #expect(target(.next, from: 4, wraps: true) == 0)
    #expect(target(.previous, from: 0, wraps: true) == 4)
    #expect(target(.next, from: 3, disabled: [4, 0], wraps: true) == 1)
    #expect(target(.previous, from: 1, disabled: [0, 4], wraps: true) == 3)
  }

  @Test func disabledSegmentsAreSkipped() {
    let disabled: Set<Int> = [0, 1, 3]
    #expect(target(.next, from: 2, disabled: disabled) == 4)
    #expect(target(.previous, from: 4, disabled: disabled) == 2)
    #expect(target(.previous, from: 2, disabled: disabled) == 2)
    #expect(target(.first, from: 4, disabled: disabled) == 2)
    #expect(target(.last, from: 2, disabled: [4]) == 3)
    #expect(target(.next, from: 2, disabled: [3, 4]) == 2)
  }

  @Test func aDisabledCurrentSegmentStillMovesOn() {
    #expect(target(.next, from: 1, disabled: [1]) == 2)
    #expect(target(.previous, from: 1, disabled: [1]) == 0)
    // Nothing beyond it: the selection stays where it is rather than jumping.
    #expect(target(.next, from: 4, disabled: [4]) == 4)
  }

  @Test func theOnlySelectableSegmentWrapsOntoItself() {
    let others: Set<Int> = [0, 1, 3, 4]
    #expect(target(.next, from: 2, disabled: others, wraps: true) == 2)
    #expect(target(.previous, from: 2, disabled: others, wraps: true) == 2)
  }

  @Test(arguments: [ChoiceMove.next, .previous, .first, .last], [nil, 0, 2, 4, 9])
  func nothingSelectableGivesNil(move: ChoiceMove, current: Int?) {
    let all: Set<Int> = [0, 1, 2, 3, 4]
    #expect(target(move, from: current, disabled: all) == nil)
    #expect(target(move, from: current, disabled: all, wraps: true) == nil)
  }

  @Test(arguments: [nil, -1, 5, Int.max])
  func noCurrentSegmentStartsFromTheEnds(current: Int?) {
    #expect(target(.next, from: current) == 0)
    #expect(target(.previous, from: current) == 4)
    #expect(target(.next, from: current, disabled: [0]) == 1)
    #expect(target(.previous, from: current, disabled: [4, 3]) == 2)
  }

  @Test(arguments: [ChoiceMove.next, .previous, .first, .last], [0, -3])
  func noSegmentsGiveNil(move: ChoiceMove, count: Int) {
    #expect(target(move, from: 0, count: count) == nil)
    #expect(target(move, from: nil, count: count, wraps: true) == nil)
  }

  @Test func selectabilityIsOnlyAskedAboutRealSegments() {
    var random = SeededRandom(seed: 3)
    for _ in 0..<300 {
      let count = random.int(in: 0...8)
      let disabled = Set((0..<count).filter { _ in random.int(in: 0...2) == 0 })
      let current: Int? = random.int(in: 0...3) == 0 ? nil : random.int(in: -2...count + 2)
      let wraps = random.int(in: 0...1) == 1
      for move in ChoiceMove.allCases {
        var asked: [Int] = []
        let result = ChoiceNavigation.target(
          of: move, from: current, count: count,
          isSelectable: {
            asked.append($0); return !disabled.contains($0)
          }, wraps: wraps)
        let context = "\(move) from \(String(describing: current)) of \(count), disabled \(disabled)"
        #expect(asked.allSatisfy { (0..<count).contains($0) }, "\(context)")
        if disabled.count == count {
          #expect(result == nil, "\(context)")
        } else if let result {
          // Either a selectable segment, or the current one when the move stops.
          #expect(!disabled.contains(result) || result == current, "\(context)")
        } else {
          Issue.record("nil with selectable segments: \(context)")
        }
      }
    }
  }

  @Test func arrowsFollowTheLayoutDirection() {
    #expect(ChoiceNavigation.move(forArrowLeft: true, isRightToLeft: false) == .previous)
    #expect(ChoiceNavigation.move(forArrowLeft: false, isRightToLeft: false) == .next)
    #expect(ChoiceNavigation.move(forArrowLeft: true, isRightToLeft: true) == .next)
    #expect(ChoiceNavigation.move(forArrowLeft: false, isRightToLeft: true) == .previous)
  }

  @Test func focusEntersOnTheSelection() {
    let entry = ChoiceNavigation.focusEntry(selected: 2, count: 5, isSelectable: { _ in true })
    #expect(entry == 2)
  }

  @Test(arguments: [nil, -1, 5, 1] as [Int?])
  func focusEntersWhereItLandsWithoutAChoosableSelection(selected: Int?) {
    // Sending focus to the first item that can be chosen would select it on arrival.
    let entry = ChoiceNavigation.focusEntry(selected: selected, count: 5, isSelectable: { $0 >= 2 })
    #expect(entry == nil)
  }

  @Test(arguments: [0, -2])
  func focusCannotEnterWhereNothingCanBeChosen(count: Int) {
    #expect(ChoiceNavigation.focusEntry(selected: 0, count: count, isSelectable: { _ in true }) == nil)
    #expect(ChoiceNavigation.focusEntry(selected: 0, count: 3, isSelectable: { _ in false }) == nil)
  }

  @Test func focusArrivingFromOutsideIsSentToTheSelectionAndSelectsNothing() {
    let landedElsewhere = ChoiceNavigation.focusChange(
      from: nil, to: 0, selected: 3, count: 5, isSelectable: { _ in true })
    #expect(landedElsewhere == ChoiceNavigation.FocusChange(redirect: 3, select: nil))
    let landedOnSelection = ChoiceNavigation.focusChange(
      from: nil, to: 3, selected: 3, count: 5, isSelectable: { _ in true })
    #expect(landedOnSelection == ChoiceNavigation.FocusChange())
  }

  @Test(arguments: [nil, -1, 5, 0] as [Int?])
  func focusArrivingWithoutAChoosableSelectionStaysAndSelectsNothing(selected: Int?) {
    let change = ChoiceNavigation.focusChange(
      from: nil, to: 2, selected: selected, count: 5, isSelectable: { $0 != 0 })
    #expect(change == ChoiceNavigation.FocusChange())
  }

  /// Follows focus entering on each item, then the move a redirect causes, as the control does:
  /// whatever the selection and wherever focus lands, entering selects nothing.
  @Test(arguments: [nil, -1, 0, 1, 2, 3, 4, 9] as [Int?])
  func enteringNeverChangesTheSelection(selected: Int?) {
    let isSelectable: (Int) -> Bool = { $0 != 1 }
    for landing in 0..<5 {
      let entry = ChoiceNavigation.focusChange(
        from: nil, to: landing, selected: selected, count: 5, isSelectable: isSelectable)
      #expect(entry.select == nil, "selected \(String(describing: selected)), landed on \(landing)")
      guard let redirect = entry.redirect else { continue }
      let arrival = ChoiceNavigation.focusChange(
        from: landing, to: redirect, selected: selected, count: 5, isSelectable: isSelectable)
      #expect(arrival.select == nil, "redirected from \(landing) to \(redirect)")
      #expect(arrival.redirect == nil)
    }
  }

  @Test func focusMovingBetweenItemsSelectsWhatItLandsOn() {
    let moved = ChoiceNavigation.focusChange(
      from: 3, to: 4, selected: 3, count: 5, isSelectable: { _ in true })
    #expect(moved == ChoiceNavigation.FocusChange(select: 4))
  }

  @Test func focusOnADisabledItemOrLeavingSelectsNothing() {
    let disabled = ChoiceNavigation.focusChange(
      from: 3, to: 4, selected: 3, count: 5, isSelectable: { $0 != 4 })
    #expect(disabled == ChoiceNavigation.FocusChange())
    let left = ChoiceNavigation.focusChange(
      from: 3, to: nil, selected: 3, count: 5, isSelectable: { _ in true })
    #expect(left == ChoiceNavigation.FocusChange())
    let outOfRange = ChoiceNavigation.focusChange(
      from: 3, to: 9, selected: 3, count: 5, isSelectable: { _ in true })
    #expect(outOfRange == ChoiceNavigation.FocusChange())
  }
}
