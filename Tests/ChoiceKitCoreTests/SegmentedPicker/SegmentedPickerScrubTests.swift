import ChoiceKitCore
import Foundation
import Testing

@Suite("SegmentedPickerScrub")
struct SegmentedPickerScrubTests {
  /// Four equal segments, 98 pt wide, centred at x = 53, 151, 249 and 347; the track is 45 pt tall.
  private let layout = SegmentedPickerLayout(
    labelSizes: Array(repeating: CGSize(width: 40, height: 17), count: 4), lineHeight: 17,
    proposedWidth: 400)
  private let middle: CGFloat = 22

  private func touch(
    at x: CGFloat, selected: Int? = 1, disabled: Set<Int> = [], layout: SegmentedPickerLayout? = nil
  ) -> SegmentedPickerScrub {
    var scrub = SegmentedPickerScrub()
    scrub.touchDown(
      at: CGPoint(x: x, y: middle), in: layout ?? self.layout, selectedIndex: selected,
      isSelectable: { !disabled.contains($0) })
    return scrub
  }

  @Test func theGeometryIsAsDescribed() {
    #expect(layout.segmentFrames.map(\.midX) == [53, 151, 249, 347])
    #expect(layout.size.height == 45)
  }

  @Test func aTouchOnTheSelectedSegmentWaitsForItsFirstMove() {
    var scrub = touch(at: 151)
    #expect(scrub.phase == .pending)
    scrub.move(to: CGPoint(x: 154, y: middle + 2), in: layout)
    #expect(scrub.phase == .pending)
    #expect(scrub.indicatorPosition == nil)
    #expect(scrub.highlightedIndex == nil)
  }

  @Test func aSidewaysDragFromTheSelectionScrubs() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 200, y: middle + 3), in: layout)
    #expect(scrub.phase == .scrubbing)
    #expect(scrub.fingerPosition == 1.5)
    // Halfway, the tie goes to the selection.
    #expect(scrub.highlightedIndex == 1)
    scrub.move(to: CGPoint(x: 240, y: middle), in: layout)
    #expect(scrub.highlightedIndex == 2)
    #expect(scrub.indicatorPosition == 2)
    #expect(scrub.suppressesTap)
  }

  @Test(arguments: [53, 249, 347, 2] as [CGFloat])
  func aDragFromAnotherSegmentOrTheInsetDoesNotScrub(x: CGFloat) {
    var scrub = touch(at: x)
    #expect(scrub.phase == .declined)
    scrub.move(to: CGPoint(x: x + 60, y: middle), in: layout)
    #expect(scrub.indicatorPosition == nil)
    let released = scrub.end(at: CGPoint(x: x + 60, y: middle), in: layout)
    #expect(released == nil)
    #expect(!scrub.suppressesTap)
  }

  @Test func aDragThatStartsVerticallyIsDeclinedForGood() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 153, y: middle + 10), in: layout)
    #expect(scrub.phase == .declined)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    #expect(scrub.phase == .declined)
    let released = scrub.end(at: CGPoint(x: 300, y: middle), in: layout)
    #expect(released == nil)
  }

  @Test func oneDecidedScrubStaysAScrubWhenItWobbles() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 170, y: middle), in: layout)
    scrub.move(to: CGPoint(x: 172, y: middle + 15), in: layout)
    #expect(scrub.phase == .scrubbing)
  }

  @Test func releasingOverAnotherSegmentChoosesItOnce() {
    var scrub = touch(at: 151)
    var chosen: [Int] = []
    for x in stride(from: 151, through: 340, by: 7) {
      scrub.move(to: CGPoint(x: CGFloat(x), y: middle), in: layout)
    }
    if let index = scrub.end(at: CGPoint(x: 340, y: middle), in: layout) { chosen.append(index) }
    #expect(chosen == [3])
    #expect(scrub.phase == .idle)
    // A release reports nothing again: one change, one haptic.
    let released = scrub.end(at: CGPoint(x: 340, y: middle), in: layout)
    #expect(released == nil)
  }

  @Test func releasingOverTheSelectionChoosesNothing() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 230, y: middle), in: layout)
    let released = scrub.end(at: CGPoint(x: 160, y: middle), in: layout)
    #expect(released == nil)
  }

  @Test func releasingOverAGapChoosesTheNearestSegment() {
    var metrics = SegmentedPickerMetrics.standard
    metrics.segmentSpacing = 20
    let spaced = SegmentedPickerLayout(
      labelSizes: Array(repeating: CGSize(width: 40, height: 17), count: 3), lineHeight: 17,
      proposedWidth: nil, metrics: metrics)
    let gapX = spaced.segmentFrames[1].maxX + 12
    var scrub = touch(at: spaced.segmentFrames[0].midX, selected: 0, layout: spaced)
    scrub.move(to: CGPoint(x: gapX, y: middle), in: spaced)
    let released = scrub.end(at: CGPoint(x: gapX, y: middle), in: spaced)
    #expect(released == 2)
  }

  @Test func theHighlightSkipsDisabledSegments() {
    var scrub = touch(at: 151, disabled: [2])
    scrub.move(to: CGPoint(x: 240, y: middle), in: layout)
    #expect(scrub.fingerPosition.map { $0 > 1.8 } == true)
    #expect(scrub.highlightedIndex == 1)
    #expect(scrub.indicatorPosition == 1)
    scrub.move(to: CGPoint(x: 290, y: middle), in: layout)
    #expect(scrub.highlightedIndex == 3)
  }

  @Test(arguments: [
    CGPoint(x: 300, y: -60), CGPoint(x: 300, y: 100), CGPoint(x: -50, y: 22), CGPoint(x: 460, y: 22),
  ])
  func releasingOutsideTheToleranceChoosesNothing(release: CGPoint) {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    #expect(scrub.highlightedIndex == 3)
    scrub.move(to: release, in: layout)
    #expect(scrub.indicatorPosition == 1)
    #expect(scrub.fingerPosition == nil)
    #expect(scrub.highlightedIndex == 1)
    let released = scrub.end(at: release, in: layout)
    #expect(released == nil)
  }

  @Test func releasingJustOutsideTheTrackStillChooses() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    let released = scrub.end(at: CGPoint(x: 300, y: 45 + 30), in: layout)
    #expect(released == 3)
  }

  @Test func aCancelledScrubRestoresTheSelection() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    scrub.cancel()
    #expect(scrub == SegmentedPickerScrub())
    #expect(scrub.indicatorPosition == nil)
    #expect(scrub.fingerPosition == nil)
    #expect(scrub.highlightedIndex == nil)
    let released = scrub.end(at: CGPoint(x: 300, y: middle), in: layout)
    #expect(released == nil)
  }

  @Test func theTapAfterAScrubIsSwallowedOnce() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    _ = scrub.end(at: CGPoint(x: 300, y: middle), in: layout)
    let firstTap = scrub.allowsTap()
    #expect(!firstTap)
    let secondTap = scrub.allowsTap()
    #expect(secondTap)
    var tap = touch(at: 53)
    _ = tap.end(at: CGPoint(x: 53, y: middle), in: layout)
    let tapAllowed = tap.allowsTap()
    #expect(tapAllowed)
  }

  @Test(arguments: [nil, 7] as [Int?])
  func withoutASelectionAmongTheSegmentsNothingScrubs(selected: Int?) {
    var scrub = touch(at: 151, selected: selected)
    #expect(scrub.phase == .declined)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    let released = scrub.end(at: CGPoint(x: 300, y: middle), in: layout)
    #expect(released == nil)
  }

  @Test func aDisabledSelectionCannotBeScrubbedAway() {
    let scrub = touch(at: 151, disabled: [1])
    #expect(scrub.phase == .declined)
  }

  @Test func anEmptyTrackDeclines() {
    let empty = SegmentedPickerLayout(labelSizes: [], lineHeight: 17, proposedWidth: 300)
    var scrub = touch(at: 10, selected: 0, layout: empty)
    #expect(scrub.phase == .declined)
    scrub.move(to: CGPoint(x: 200, y: middle), in: empty)
    let released = scrub.end(at: CGPoint(x: 200, y: middle), in: empty)
    #expect(released == nil)
  }

  @Test func nonFiniteCoordinatesChangeNothing() {
    var scrub = touch(at: 151)
    scrub.move(to: CGPoint(x: 300, y: middle), in: layout)
    let before = scrub
    scrub.move(to: CGPoint(x: CGFloat.nan, y: middle), in: layout)
    #expect(scrub == before)
    scrub.move(to: CGPoint(x: CGFloat.infinity, y: middle), in: layout)
    #expect(scrub.indicatorPosition == 1)
    var fromNaN = touch(at: CGFloat.nan)
    #expect(fromNaN.phase == .declined)
    let released = fromNaN.end(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan), in: layout)
    #expect(released == nil)
  }

  @Test func rightToLeftScrubsTowardsTheLeft() {
    let rtl = SegmentedPickerLayout(
      labelSizes: Array(repeating: CGSize(width: 40, height: 17), count: 4), lineHeight: 17,
      proposedWidth: 400, isRightToLeft: true)
    var scrub = touch(at: rtl.segmentFrames[1].midX, layout: rtl)
    scrub.move(to: CGPoint(x: rtl.segmentFrames[3].midX, y: middle), in: rtl)
    #expect(scrub.highlightedIndex == 3)
    let released = scrub.end(at: CGPoint(x: rtl.segmentFrames[3].midX, y: middle), in: rtl)
    #expect(released == 3)
  }

  @Test func rulesAreSanitised() {
    let rules = SegmentedPickerScrub.Rules(slop: -.infinity, outsideTolerance: .nan)
    #expect(rules.slop == 0)
    #expect(rules.outsideTolerance == 0)
  }

  @Test func followingTellsANewTouchFromTheOneFollowed() {
    var scrub = SegmentedPickerScrub()
    let start = CGPoint(x: 151, y: middle)
    scrub.follow(
      from: start, to: CGPoint(x: 300, y: middle), in: layout, selectedIndex: 1, isSelectable: { _ in true })
    #expect(scrub.highlightedIndex == 3)
    scrub.follow(
      from: start, to: CGPoint(x: 240, y: middle), in: layout, selectedIndex: 1, isSelectable: { _ in true })
    #expect(scrub.highlightedIndex == 2)
    // A new touch (its end never reported) starts over: from another segment it declines.
    scrub.follow(
      from: CGPoint(x: 53, y: middle), to: CGPoint(x: 300, y: middle), in: layout, selectedIndex: 1,
      isSelectable: { _ in true })
    #expect(scrub.phase == .declined)
    #expect(scrub.display == SegmentedPickerScrub.Display())
  }

  @Test func theDisplayChangesOnlyWhenTheFingerCrossesASegment() {
    var scrub = touch(at: 151)
    var displays: [SegmentedPickerScrub.Display] = []
    for x in stride(from: 151, through: 347, by: 4) {
      scrub.move(to: CGPoint(x: CGFloat(x), y: middle), in: layout)
      if displays.last != scrub.display { displays.append(scrub.display) }
    }
    #expect(displays.map(\.highlightedIndex) == [nil, 1, 2, 3])
    #expect(displays.last?.indicatorPosition == 3)
  }

  @Test func noSegmentShowsPressedWhileScrubbing() {
    // The drag starts as a press on the selected segment's button, which stays pressed as the
    // indicator leaves it.
    var scrub = touch(at: 151)
    #expect(!scrub.display.isScrubbing)
    #expect(SegmentedPickerScrub.showsPressed(isButtonPressed: true, isScrubbing: scrub.display.isScrubbing))
    scrub.move(to: CGPoint(x: 260, y: middle), in: layout)
    #expect(scrub.display.isScrubbing)
    #expect(!SegmentedPickerScrub.showsPressed(isButtonPressed: true, isScrubbing: scrub.display.isScrubbing))
    #expect(!SegmentedPickerScrub.showsPressed(isButtonPressed: false, isScrubbing: false))
    #expect(scrub.end(at: CGPoint(x: 260, y: middle), in: layout) == 2)
    #expect(!scrub.display.isScrubbing)
  }

  @Test func onlyAnEnabledPickerWithScrubbingOnAndSegmentsThatFitScrubs() {
    for isEnabled in [false, true] {
      for isScrubbingEnabled in [false, true] {
        for isScrolling in [false, true] {
          let available = SegmentedPickerScrub.isAvailable(
            isEnabled: isEnabled, isScrubbingEnabled: isScrubbingEnabled, isScrolling: isScrolling)
          #expect(available == (isEnabled && isScrubbingEnabled && !isScrolling))
        }
      }
    }
    let scrubbing = SegmentedPickerScrub.Display(highlightedIndex: 2)
    #expect(scrubbing.shown(isAvailable: true) == scrubbing)
    #expect(scrubbing.shown(isAvailable: false) == SegmentedPickerScrub.Display())
    #expect(!scrubbing.shown(isAvailable: false).isScrubbing)
  }

  /// Reduce Motion: a scrub used to slide the indicator, since only a change of selection changed
  /// its identity. Every change of segment, scrubbed or chosen, now changes it, so the indicator
  /// cross-fades; without Reduce Motion it keeps one identity and travels.
  @Test func withReduceMotionTheIndicatorIsTheSegmentItStandsOn() {
    var scrub = touch(at: 151)
    #expect(scrub.display.indicatorIdentity(selectedIndex: 1, reducesMotion: true) == 1)
    scrub.move(to: CGPoint(x: 260, y: middle), in: layout)
    let scrubbing = scrub.display.indicatorIdentity(selectedIndex: 1, reducesMotion: true)
    #expect(scrubbing == 2)
    #expect(
      scrubbing != SegmentedPickerScrub.Display().indicatorIdentity(selectedIndex: 1, reducesMotion: true))
    for display in [scrub.display, SegmentedPickerScrub.Display()] {
      for selected in [nil, 0, 1, 3] as [Int?] {
        #expect(display.indicatorIdentity(selectedIndex: selected, reducesMotion: false) == nil)
      }
    }
    #expect(SegmentedPickerScrub.Display().indicatorIdentity(selectedIndex: nil, reducesMotion: true) == nil)
  }
}
