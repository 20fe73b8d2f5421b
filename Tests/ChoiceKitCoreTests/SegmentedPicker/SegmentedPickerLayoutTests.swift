import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Layouts and comparisons shared by the `SegmentedPickerLayout` test files.
enum SegmentedFixture {
  /// Four labels of the tutorial's picker, measured at 14 pt: Day, Week, Month, Year.
  static let fourLabels = [24, 38, 45, 30].map { CGSize(width: $0, height: 17) }

  static func layout(
    _ labels: [CGSize] = fourLabels, proposedWidth: CGFloat? = nil,
    metrics: SegmentedPickerMetrics = .standard, sizing: SegmentedPickerSizing = .equalWidths,
    isRightToLeft: Bool = false
  ) -> SegmentedPickerLayout {
    SegmentedPickerLayout(
      labelSizes: labels, lineHeight: 17, proposedWidth: proposedWidth, metrics: metrics,
      sizing: sizing, isRightToLeft: isRightToLeft)
  }

  static func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  static func isClose(_ a: CGRect?, _ b: CGRect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return isClose(a.minX, b.minX) && isClose(a.minY, b.minY) && isClose(a.width, b.width)
      && isClose(a.height, b.height)
  }
}

private typealias Fixture = SegmentedFixture

@Suite("SegmentedPickerLayout")
struct SegmentedPickerLayoutTests {
  // MARK: Sizes

  @Test func equalWidthsTakeTheWidestLabel() {
    let layout = Fixture.layout()
    // The widest label (45) plus 16 + 16 padding; 4 pt inset at both ends.
    #expect(layout.contentWidth == 316)
    #expect(layout.size == CGSize(width: 316, height: 45))  // 4 + 10 + 17 + 10 + 4
    #expect(layout.segmentHeight == 37)
    #expect(layout.segmentFrames.map(\.minX) == [4, 81, 158, 235])
    #expect(layout.segmentFrames.allSatisfy { $0.width == 77 && $0.minY == 4 && $0.height == 37 })
    #expect(!layout.isOverflowing)
    #expect(layout.count == 4)
  }

  @Test func fitContentKeepsEachLabelsWidth() {
    let layout = Fixture.layout(sizing: .fitContent)
    #expect(layout.segmentFrames.map(\.width) == [56, 70, 77, 62])
    #expect(layout.segmentFrames.map(\.minX) == [4, 60, 130, 207])
    #expect(layout.contentWidth == 273)
    #expect(layout.size.width == 273)
  }

  @Test(arguments: SegmentedPickerSizing.allCases)
  func extraWidthIsSharedEqually(sizing: SegmentedPickerSizing) {
    let natural = Fixture.layout(sizing: sizing)
    let wide = Fixture.layout(proposedWidth: 400, sizing: sizing)
    #expect(wide.size.width == 400)
    #expect(wide.contentWidth == 400)
    #expect(!wide.isOverflowing)
    let extra = (400 - natural.contentWidth) / 4
    for (grown, kept) in zip(wide.segmentFrames, natural.segmentFrames) {
      #expect(Fixture.isClose(grown.width, kept.width + extra))
    }
    #expect(Fixture.isClose(wide.segmentFrames[3].maxX, 396))
  }

  @Test(arguments: SegmentedPickerSizing.allCases)
  func aNarrowProposalOverflows(sizing: SegmentedPickerSizing) {
    let natural = Fixture.layout(sizing: sizing)
    let narrow = Fixture.layout(proposedWidth: 200, sizing: sizing)
    #expect(narrow.size == CGSize(width: 200, height: natural.size.height))
    #expect(narrow.contentWidth == natural.contentWidth)
    #expect(narrow.segmentFrames == natural.segmentFrames)
    #expect(narrow.isOverflowing)
  }

  @Test(arguments: InputLadders.idealProposals + InputLadders.nonPositiveProposals)
  func degenerateProposals(proposal: CGFloat?) {
    let layout = Fixture.layout(proposedWidth: proposal)
    #expect(layout.contentWidth == 316)
    #expect(layout.segmentFrames == Fixture.layout().segmentFrames)
    let idealWidth = LayoutContract.asksForIdealSize(proposal)
    #expect(layout.size.width == (idealWidth ? 316 : 0))
    #expect(layout.isOverflowing == !idealWidth)
    #expect(layout.size.height == 45)
  }

  @Test(arguments: InputLadders.proposals)
  func anEmptyPickerKeepsItsHeight(proposal: CGFloat?) {
    let empty = Fixture.layout([], proposedWidth: proposal)
    #expect(empty.count == 0)
    #expect(empty.segmentFrames.isEmpty)
    #expect(empty.size.height == 45)  // one line of 17 pt, padding and inset
    #expect(empty.contentWidth == 8)
    let room = proposal.map { LayoutContract.asksForIdealSize($0) ? 8 : max($0, 0) } ?? 8
    #expect(empty.size.width == min(8, room))
    #expect(empty.indicatorFrame(for: 0) == nil)
    #expect(empty.indicatorFrame(at: 0) == nil)
    #expect(empty.segment(at: CGPoint(x: 4, y: 20)) == nil)
    #expect(empty.position(at: 4) == nil)
    #expect(empty.scrollOffset(revealing: 0, from: 3) == min(3, empty.contentWidth - empty.size.width))
  }

  @Test(arguments: InputLadders.invalidLengths)
  func invalidLabelSizesCountAsZero(value: CGFloat) {
    let layout = Fixture.layout([CGSize(width: value, height: value), CGSize(width: 10, height: 17)])
    #expect(layout.segmentFrames.map(\.width) == [42, 42])
    #expect(layout.segmentHeight == 37)
    let fit = Fixture.layout([CGSize(width: value, height: value)], sizing: .fitContent)
    #expect(fit.segmentFrames.map(\.width) == [32])
    #expect(fit.segmentHeight == 20)
    let badLine = SegmentedPickerLayout(labelSizes: [], lineHeight: value, proposedWidth: nil)
    #expect(badLine.size.height == 28)
  }

  @Test(arguments: InputLadders.hugeLengths)
  func hugeLengthsAreClampedSoSumsStayFinite(huge: CGFloat) {
    let layout = Fixture.layout(Array(repeating: CGSize(width: huge, height: huge), count: 1_000))
    #expect(layout.contentWidth.isFinite)
    LayoutContract.expectFinite(layout.size)
    LayoutContract.expectFinite(layout.segmentFrames)
    #expect(layout.segmentFrames[0].width == min(huge, SegmentedPickerLayout.maximumLength) + 32)
  }

  @Test func veryLongLabelsWidenTheirSegmentsAndScroll() {
    var labels = Fixture.fourLabels
    labels[2].width = 5_000
    let equal = Fixture.layout(labels, proposedWidth: 320)
    #expect(equal.segmentFrames.allSatisfy { $0.width == 5_032 })
    #expect(equal.isOverflowing)
    let fit = Fixture.layout(labels, proposedWidth: 320, sizing: .fitContent)
    #expect(fit.segmentFrames.map(\.width) == [56, 70, 5_032, 62])
    #expect(fit.contentWidth == 5_228)  // 8 inset + 56 + 70 + 5,032 + 62
    #expect(fit.size.width == 320)
    // Wider than the control: the segment's leading edge is shown, with its margin.
    #expect(fit.scrollOffset(revealing: 2, from: 0) == fit.segmentFrames[2].minX - 4)
    let rtl = Fixture.layout(labels, proposedWidth: 320, sizing: .fitContent, isRightToLeft: true)
    #expect(rtl.scrollOffset(revealing: 2, from: 0) == rtl.segmentFrames[2].maxX + 4 - 320)
  }

  @Test func spacingAndMinimumWidthApply() {
    let metrics = SegmentedPickerMetrics {
      $0.segmentSpacing = 8
      $0.minimumSegmentWidth = 60
    }
    let layout = Fixture.layout(metrics: metrics, sizing: .fitContent)
    #expect(layout.segmentFrames.map(\.width) == [60, 70, 77, 62])
    for (left, right) in zip(layout.segmentFrames, layout.segmentFrames.dropFirst()) {
      #expect(right.minX - left.maxX == 8)
    }
    #expect(layout.contentWidth == 301)  // 8 inset + 269 segments + 3 gaps of 8
    let watch = Fixture.layout(metrics: .watchPills)
    let watchHeight: CGFloat = 17 + 16
    #expect(watch.segmentHeight == watchHeight)
    let watchWidth: CGFloat = 45 + 24
    #expect(watch.segmentFrames[0].width == watchWidth)
  }

  // MARK: The ladder

  /// The proposal ladder followed by the huge lengths, up to the largest finite value: for the
  /// label ladders, whose few labels share a huge width without the rounding a thousand would
  /// accumulate (see `InputLadders.finiteProposals`).
  static let proposalsUpToHuge: [CGFloat?] = InputLadders.proposals + InputLadders.hugeLengths.map { $0 }

  @Test(arguments: InputLadders.counts, InputLadders.proposals)
  func everyLayoutKeepsItsInvariants(count: Int, proposal: CGFloat?) {
    for sizing in SegmentedPickerSizing.allCases {
      for isRightToLeft in [false, true] {
        let layout = Fixture.layout(
          InputLadders.labelSizes(count: count), proposedWidth: proposal, sizing: sizing,
          isRightToLeft: isRightToLeft)
        let context = "\(count) \(sizing) rtl \(isRightToLeft) proposal \(String(describing: proposal))"
        #expect(layout.count == count, "\(context)")
        checkInvariants(layout, proposal: proposal, sizing: sizing, context: context)
      }
    }
  }

  @Test(arguments: InputLadders.labelSizeArrays(), proposalsUpToHuge)
  func everyLabelLadderKeepsTheInvariants(labels: InputLadders.LabelSizes, proposal: CGFloat?) {
    for sizing in SegmentedPickerSizing.allCases {
      for isRightToLeft in [false, true] {
        let layout = Fixture.layout(
          labels.sizes, proposedWidth: proposal, sizing: sizing, isRightToLeft: isRightToLeft)
        let context = "\(labels) \(sizing) rtl \(isRightToLeft) proposal \(String(describing: proposal))"
        #expect(layout.count == labels.sizes.count, "\(context)")
        checkInvariants(layout, proposal: proposal, sizing: sizing, context: context)
      }
    }
  }

  private func checkInvariants(
    _ layout: SegmentedPickerLayout, proposal: CGFloat?, sizing: SegmentedPickerSizing, context: String
  ) {
    let frames = layout.segmentFrames
    LayoutContract.expectFinite(layout.size, "\(context)")
    LayoutContract.expectNonNegative(layout.size, "\(context)")
    #expect(layout.size.height == layout.segmentHeight + 8, "\(context)")
    #expect(layout.contentWidth >= layout.size.width, "\(context)")
    // The ideal width when asked for it; otherwise exactly the room offered, up to the content.
    LayoutContract.expectFits(layout.size.width, proposal: proposal, ideal: layout.contentWidth, "\(context)")
    if let proposal, !LayoutContract.asksForIdealSize(proposal) {
      #expect(layout.size.width == min(layout.contentWidth, max(proposal, 0)), "\(context)")
    } else {
      #expect(!layout.isOverflowing, "\(context)")
    }
    #expect(layout.isOverflowing == (layout.contentWidth > layout.size.width), "\(context)")
    guard let first = frames.first, let last = frames.last else { return }
    // Inside the content, inset on every side; in reading order, so never overlapping.
    let slack = 1e-9 * layout.contentWidth
    LayoutContract.expectWellFormed(
      frames, in: layout.contentBounds.insetBy(dx: 4, dy: 4), isRightToLeft: layout.isRightToLeft,
      tolerance: slack, "\(context)")
    for frame in frames {
      #expect(frame.width > 0 && frame.minY == 4 && frame.height == layout.segmentHeight, "\(context)")
    }
    // Touching both insets: no width is lost.
    let leftmost = layout.isRightToLeft ? last : first
    let rightmost = layout.isRightToLeft ? first : last
    #expect(
      Fixture.isClose(leftmost.minX, 4) && Fixture.isClose(rightmost.maxX, layout.contentWidth - 4),
      "\(context)")
    if sizing == .equalWidths {
      #expect(frames.allSatisfy { Fixture.isClose($0.width, first.width) }, "\(context)")
    }
  }

  // Against a hang only: how layout cost grows with the count is the bench's to measure.
  @Test(.timeLimit(.minutes(1))) func aThousandSegmentsLayOut() {
    let sizes = InputLadders.labelSizes(count: 1_000)
    let layout = Fixture.layout(sizes, proposedWidth: 320, sizing: .fitContent, isRightToLeft: true)
    #expect(layout.segmentFrames.count == 1_000)
    #expect(layout.segment(at: CGPoint(x: layout.segmentFrames[500].midX, y: 20)) == 500)
  }

  // MARK: Indicator

  @Test func theIndicatorCoversTheSelectedSegment() {
    let layout = Fixture.layout(sizing: .fitContent)
    for index in 0..<4 {
      #expect(layout.indicatorFrame(for: index) == layout.segmentFrames[index])
      #expect(layout.indicatorFrame(at: Double(index)) == layout.segmentFrames[index])
    }
    for index in [nil] + InputLadders.indices(outside: 4) {
      #expect(layout.indicatorFrame(for: index) == nil)
    }
  }

  @Test(arguments: [false, true])
  func fractionalPositionsInterpolateTheFrames(isRightToLeft: Bool) {
    let layout = Fixture.layout(sizing: .fitContent, isRightToLeft: isRightToLeft)
    let (a, b, c) = (layout.segmentFrames[0], layout.segmentFrames[1], layout.segmentFrames[2])
    let midpoint = CGRect(
      x: (a.minX + b.minX) / 2, y: a.minY, width: (a.width + b.width) / 2, height: a.height)
    #expect(Fixture.isClose(layout.indicatorFrame(at: 0.5), midpoint))
    let quarter = CGRect(
      x: b.minX + (c.minX - b.minX) / 4, y: b.minY, width: b.width + (c.width - b.width) / 4,
      height: b.height)
    #expect(Fixture.isClose(layout.indicatorFrame(at: 1.25), quarter))
    // The indicator travels steadily towards the later segments, in reading order.
    let steps = stride(from: 0.0, through: 3.0, by: 0.1).compactMap { layout.indicatorFrame(at: $0)?.midX }
    #expect(steps.count == 31)
    for (before, after) in zip(steps, steps.dropFirst()) {
      #expect(isRightToLeft ? after < before : after > before)
    }
  }

  @Test(arguments: [(-3, 0), (-.infinity, 0), (3, 3), (99, 3), (.infinity, 3)] as [(Double, Int)])
  func positionsOutsideTheSegmentsAreClamped(position: Double, index: Int) {
    let layout = Fixture.layout(sizing: .fitContent)
    #expect(layout.indicatorFrame(at: position) == layout.segmentFrames[index])
  }

  @Test func noIndicatorForNaNOrNoSegments() {
    #expect(Fixture.layout().indicatorFrame(at: .nan) == nil)
    #expect(Fixture.layout([]).indicatorFrame(at: 0) == nil)
    let single = Fixture.layout([CGSize(width: 30, height: 17)])
    #expect(single.indicatorFrame(at: 0.7) == single.segmentFrames[0])
    #expect(single.indicatorFrame(at: -2) == single.segmentFrames[0])
  }

  // MARK: Right to left

  @Test func rightToLeftMirrorsLeftToRight() {
    var random = SeededRandom(seed: 2024)
    for _ in 0..<300 {
      let count = random.int(in: 1...20)
      let sizes = InputLadders.randomLabelSizes(
        count: count, widths: 0...200, heights: 5...40, using: &random)
      let proposal: CGFloat? = random.int(in: 0...2) == 0 ? nil : random.cgFloat(in: 0...2_000)
      let sizing = random.int(in: 0...1) == 0 ? SegmentedPickerSizing.equalWidths : .fitContent
      let metrics = SegmentedPickerMetrics {
        $0.containerInset = random.cgFloat(in: 0...8)
        $0.segmentSpacing = random.cgFloat(in: 0...10)
      }
      let ltr = Fixture.layout(sizes, proposedWidth: proposal, metrics: metrics, sizing: sizing)
      let rtl = Fixture.layout(
        sizes, proposedWidth: proposal, metrics: metrics, sizing: sizing, isRightToLeft: true)
      let context = "\(count) labels, proposal \(String(describing: proposal)), \(sizing)"
      #expect(rtl.size == ltr.size && rtl.contentWidth == ltr.contentWidth, "\(context)")
      LayoutContract.expectMirrored(
        rtl.segmentFrames, of: ltr.segmentFrames, aboutWidth: ltr.contentWidth, "\(context)")
      // Hit-testing and scrubbing mirror too.
      let x = random.cgFloat(in: -10...ltr.contentWidth + 10)
      let y = random.cgFloat(in: 0...ltr.size.height)
      let mirroredX = ltr.contentWidth - x
      #expect(
        rtl.segment(at: CGPoint(x: mirroredX, y: y)) == ltr.segment(at: CGPoint(x: x, y: y)), "\(context)")
      let position = ltr.position(at: x) ?? -1
      let mirroredPosition = rtl.position(at: mirroredX) ?? -1
      #expect(abs(position - mirroredPosition) < 1e-6, "\(context)")
    }
  }
}

@Suite("SegmentedPickerLayout indicator in a narrow control")
struct SegmentedPickerLayoutNarrowIndicatorTests {
  @Test(arguments: [false, true])
  func anIndicatorOverASegmentWiderThanTheControlKeepsItsShapeInside(isRightToLeft: Bool) throws {
    // 60 pt shows 52 pt between the insets; each segment is 77 pt.
    let layout = Fixture.layout(proposedWidth: 60, isRightToLeft: isRightToLeft)
    let frame = try #require(layout.indicatorFrame(for: 0))
    let segment = layout.segmentFrames[0]
    #expect(frame.width == 52)
    #expect(frame.height == segment.height)
    // At the segment's leading edge, which the scroll offset shows with the inset beside it.
    if isRightToLeft { #expect(frame.maxX == segment.maxX) } else { #expect(frame.minX == segment.minX) }
    let offset = layout.scrollOffset(revealing: 0, from: 0)
    #expect(frame.minX - offset >= 4 - 1e-9)
    #expect(frame.maxX - offset <= 56 + 1e-9)
    #expect(layout.indicatorFrame(at: 0) == frame)
  }

  @Test func anIndicatorBetweenNarrowedSegmentsInterpolatesTheirIndicators() throws {
    let layout = Fixture.layout(proposedWidth: 60)
    let halfway = try #require(layout.indicatorFrame(at: 0.5))
    let first = try #require(layout.indicatorFrame(for: 0))
    let second = try #require(layout.indicatorFrame(for: 1))
    #expect(halfway == first.interpolated(towards: second, fraction: 0.5))
    #expect(halfway.width == 52)
  }

  @Test func aSegmentThatFitsIsTheIndicatorsFrame() {
    for width in [nil, 200, 400] as [CGFloat?] {
      let layout = Fixture.layout(proposedWidth: width)
      for index in 0..<4 {
        #expect(layout.indicatorFrame(for: index) == layout.segmentFrames[index])
      }
    }
  }

  @Test func theTrackLaidOutAsWideAsItsContentNarrowsToTheViewport() throws {
    // The SwiftUI track is as wide as its content; the scroll view shows 60 pt of it.
    let track = Fixture.layout(proposedWidth: 316)
    #expect(try #require(track.indicatorFrame(at: 2)) == track.segmentFrames[2])
    let narrowed = try #require(track.indicatorFrame(at: 2, viewportWidth: 60))
    #expect(narrowed == Fixture.layout(proposedWidth: 60).indicatorFrame(for: 2))
    #expect(try #require(track.indicatorFrame(at: 2, viewportWidth: .nan)) == track.segmentFrames[2])
    #expect(try #require(track.indicatorFrame(at: 2, viewportWidth: -5)).width == 0)
  }
}
