import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

private typealias Fixture = SegmentedFixture

@Suite("SegmentedPickerLayout scrolling")
struct SegmentedPickerLayoutScrollingTests {
  /// Twelve segments in a 320 pt control: about three times too wide.
  private static func overflowing(_ sizing: SegmentedPickerSizing, _ isRightToLeft: Bool)
    -> SegmentedPickerLayout
  {
    Fixture.layout(
      InputLadders.labelSizes(count: 12), proposedWidth: 320, sizing: sizing, isRightToLeft: isRightToLeft)
  }

  @Test(arguments: SegmentedPickerSizing.allCases, [false, true])
  func everySegmentIsRevealedFromAnyOffset(sizing: SegmentedPickerSizing, isRightToLeft: Bool) {
    let layout = Self.overflowing(sizing, isRightToLeft)
    #expect(layout.isOverflowing)
    let maximum = layout.contentWidth - layout.size.width
    // Inside, at both ends, and every rung of the length ladder: negative, huge, NaN, infinite.
    let starts: [CGFloat] = [57, maximum / 2, maximum, -50, 1e9] + InputLadders.lengths
    for (index, frame) in layout.segmentFrames.enumerated() {
      let (start, end) = (frame.minX - 4, frame.maxX + 4)
      for from in starts {
        let context = "segment \(index) from \(from)"
        let offset = layout.scrollOffset(revealing: index, from: from)
        #expect(offset >= 0 && offset <= maximum, "\(context)")
        #expect(start >= offset - 1e-9 && end <= offset + 320 + 1e-9, "\(context)")
        // The smallest change: either nothing moved, or the segment now touches an edge.
        let clampedFrom = from.isNaN ? 0 : min(max(from, 0), maximum)
        let touchesEdge = abs(start - offset) < 1e-9 || abs(end - (offset + 320)) < 1e-9
        #expect(offset == clampedFrom || touchesEdge, "\(context)")
        // Revealing again does not move.
        #expect(layout.scrollOffset(revealing: index, from: offset) == offset, "\(context)")
      }
    }
  }

  @Test(arguments: [false, true])
  func aVisibleSegmentDoesNotMove(isRightToLeft: Bool) {
    let layout = Self.overflowing(.fitContent, isRightToLeft)
    for from: CGFloat in [0, 40, 123.5, layout.contentWidth - 320] {
      let window = from...(from + 320)
      for (index, frame) in layout.segmentFrames.enumerated()
      where window.contains(frame.minX - 4) && window.contains(frame.maxX + 4) {
        #expect(layout.scrollOffset(revealing: index, from: from) == from, "segment \(index) from \(from)")
      }
    }
  }

  @Test func theEndsScrollToTheEnds() {
    let ltr = Self.overflowing(.equalWidths, false)
    let maximum = ltr.contentWidth - 320
    #expect(ltr.scrollOffset(revealing: 0, from: maximum) == 0)
    #expect(ltr.scrollOffset(revealing: 11, from: 0) == maximum)
    // Right to left the first segment is at the right end of the content.
    let rtl = Self.overflowing(.equalWidths, true)
    #expect(rtl.scrollOffset(revealing: 0, from: 0) == maximum)
    #expect(rtl.scrollOffset(revealing: 11, from: maximum) == 0)
  }

  @Test(arguments: InputLadders.indices(outside: 12))
  func outOfRangeIndicesKeepTheClampedOffset(index: Int) {
    let layout = Self.overflowing(.fitContent, false)
    #expect(layout.scrollOffset(revealing: index, from: 50) == 50)
    #expect(layout.scrollOffset(revealing: index, from: .nan) == 0)
    #expect(layout.scrollOffset(revealing: index, from: 1e9) == layout.contentWidth - 320)
  }

  @Test(arguments: InputLadders.hugeLengths, [false, true])
  func hugeProposalsScrollToFiniteOffsets(proposal: CGFloat, isRightToLeft: Bool) {
    for labels in InputLadders.labelSizeArrays() {
      for sizing in SegmentedPickerSizing.allCases {
        let layout = Fixture.layout(
          labels.sizes, proposedWidth: proposal, sizing: sizing, isRightToLeft: isRightToLeft)
        let maximum = layout.contentWidth - layout.size.width
        #expect(maximum.isFinite && maximum >= 0, "\(labels) \(sizing)")
        for index in Array(0..<layout.count) + InputLadders.indices(outside: layout.count) {
          for from in InputLadders.lengths + InputLadders.hugeLengths.map({ -$0 }) {
            let offset = layout.scrollOffset(revealing: index, from: from)
            #expect(offset >= 0 && offset <= maximum, "\(labels) \(sizing): segment \(index) from \(from)")
          }
        }
      }
    }
  }

  /// Proposals of the ladder at least as wide as the four labels' 316 pt.
  private static let roomyProposals = InputLadders.proposals.filter {
    LayoutContract.asksForIdealSize($0) || ($0 ?? 0) >= 316
  }

  @Test(arguments: roomyProposals)
  func aLayoutThatFitsNeverScrolls(proposal: CGFloat?) {
    let layout = Fixture.layout(proposedWidth: proposal)
    #expect(!layout.isOverflowing)
    for index in 0..<4 {
      for from in [30, -5] + InputLadders.lengths {
        #expect(layout.scrollOffset(revealing: index, from: from) == 0)
      }
    }
  }
}
