import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

private typealias Fixture = SegmentedFixture

@Suite("SegmentedPickerLayout hit-testing")
struct SegmentedPickerLayoutHitTestingTests {
  private static let variants: [(SegmentedPickerSizing, Bool)] = [
    (.equalWidths, false), (.equalWidths, true), (.fitContent, false), (.fitContent, true),
  ]

  @Test(arguments: variants)
  func centresMapToTheirSegment(sizing: SegmentedPickerSizing, isRightToLeft: Bool) {
    for metrics in [SegmentedPickerMetrics.standard, .watchPills] {
      let layout = Fixture.layout(metrics: metrics, sizing: sizing, isRightToLeft: isRightToLeft)
      for (index, frame) in layout.segmentFrames.enumerated() {
        #expect(layout.segment(at: CGPoint(x: frame.midX, y: frame.midY)) == index)
        // Just inside every corner too.
        #expect(layout.segment(at: CGPoint(x: frame.minX + 0.5, y: frame.minY)) == index)
        #expect(layout.segment(at: CGPoint(x: frame.maxX - 0.5, y: frame.maxY - 0.5)) == index)
      }
    }
  }

  @Test(arguments: [false, true])
  func insetsAndOutsideHitNothing(isRightToLeft: Bool) {
    let layout = Fixture.layout(isRightToLeft: isRightToLeft)
    let misses = [
      CGPoint(x: 2, y: 20), CGPoint(x: layout.contentWidth - 2, y: 20),  // side insets
      CGPoint(x: 100, y: 2), CGPoint(x: 100, y: 41), CGPoint(x: 100, y: 44),  // top and bottom
      CGPoint(x: -10, y: 20), CGPoint(x: layout.contentWidth + 10, y: 20), CGPoint(x: 100, y: 60),
    ]
    // Negative, huge, NaN and infinite coordinates on either axis.
    let outside = InputLadders.invalidLengths + InputLadders.hugeLengths
    let degenerate = outside.flatMap { [CGPoint(x: $0, y: 20), CGPoint(x: 100, y: $0)] }
    for point in misses + degenerate {
      #expect(layout.segment(at: point) == nil, "\(point)")
    }
  }

  @Test(arguments: [false, true])
  func gapsBetweenSegmentsHitNothing(isRightToLeft: Bool) {
    let layout = Fixture.layout(metrics: .watchPills, isRightToLeft: isRightToLeft)
    let ordered = layout.segmentFrames.sorted { $0.minX < $1.minX }
    for (left, right) in zip(ordered, ordered.dropFirst()) {
      #expect(right.minX - left.maxX == 8)
      #expect(layout.segment(at: CGPoint(x: (left.maxX + right.minX) / 2, y: 20)) == nil)
    }
  }

  @Test func aSharedBorderBelongsToTheLaterSegment() {
    let ltr = Fixture.layout()
    #expect(ltr.segment(at: CGPoint(x: ltr.segmentFrames[1].minX, y: 20)) == 1)
    #expect(ltr.segment(at: CGPoint(x: ltr.segmentFrames[0].minX, y: 20)) == 0)
    #expect(ltr.segment(at: CGPoint(x: ltr.segmentFrames[3].maxX, y: 20)) == nil)
    let rtl = Fixture.layout(isRightToLeft: true)
    #expect(rtl.segment(at: CGPoint(x: rtl.segmentFrames[1].maxX, y: 20)) == 1)
    #expect(rtl.segment(at: CGPoint(x: rtl.segmentFrames[0].maxX, y: 20)) == 0)
    #expect(rtl.segment(at: CGPoint(x: rtl.segmentFrames[3].minX, y: 20)) == nil)
  }

  @Test(arguments: InputLadders.counts, [false, true])
  func everyCountHitsTheRightSegment(count: Int, isRightToLeft: Bool) {
    let layout = Fixture.layout(
      InputLadders.labelSizes(count: count), sizing: .fitContent, isRightToLeft: isRightToLeft)
    for (index, frame) in layout.segmentFrames.enumerated() {
      #expect(layout.segment(at: CGPoint(x: frame.midX, y: 20)) == index)
      #expect(layout.position(at: frame.midX) == Double(index))
    }
  }

  // MARK: Scrubbing

  @Test(arguments: variants)
  func positionIsTheInverseOfTheCentres(sizing: SegmentedPickerSizing, isRightToLeft: Bool) {
    let layout = Fixture.layout(sizing: sizing, isRightToLeft: isRightToLeft)
    let frames = layout.segmentFrames
    for (index, frame) in frames.enumerated() {
      let position = layout.position(at: frame.midX)
      #expect(position == Double(index))
      #expect(layout.indicatorFrame(at: position ?? -1) == frame)
    }
    for index in 0..<3 {
      let halfway = (frames[index].midX + frames[index + 1].midX) / 2
      let position = layout.position(at: halfway) ?? -1
      #expect(abs(position - (Double(index) + 0.5)) < 1e-12)
    }
  }

  @Test(arguments: [false, true])
  func positionsBeyondTheEndCentresAreClamped(isRightToLeft: Bool) {
    let layout = Fixture.layout(isRightToLeft: isRightToLeft)
    let (left, right) = isRightToLeft ? (3.0, 0.0) : (0.0, 3.0)
    #expect(layout.position(at: 0) == left)
    #expect(layout.position(at: -1_000) == left)
    for x in InputLadders.invalidLengths where !x.isNaN && x < 0 {
      #expect(layout.position(at: x) == left, "\(x)")
    }
    #expect(layout.position(at: layout.contentWidth) == right)
    for x in InputLadders.hugeLengths + [.infinity] {
      #expect(layout.position(at: x) == right, "\(x)")
    }
    #expect(layout.position(at: .nan) == nil)
  }

  @Test(arguments: InputLadders.hugeLengths, [false, true])
  func hugeProposalsScrubToFinitePositions(proposal: CGFloat, isRightToLeft: Bool) {
    for labels in InputLadders.labelSizeArrays() {
      for sizing in SegmentedPickerSizing.allCases {
        let layout = Fixture.layout(
          labels.sizes, proposedWidth: proposal, sizing: sizing, isRightToLeft: isRightToLeft)
        let context = "\(labels) \(sizing)"
        let width = layout.contentWidth
        let xs =
          [0, width / 3, width / 2, width] + layout.segmentFrames.map(\.midX)
          + (InputLadders.lengths + InputLadders.hugeLengths.map { -$0 }).filter { !$0.isNaN }
        for x in xs {
          guard let position = layout.position(at: x) else {
            #expect(layout.count == 0, "\(context): no position at \(x)")
            continue
          }
          #expect(position >= 0 && position <= Double(layout.count - 1), "\(context): \(position) at \(x)")
        }
        for (index, frame) in layout.segmentFrames.enumerated() {
          #expect(layout.position(at: frame.midX) == Double(index), "\(context): centre \(index)")
          #expect(layout.segment(at: CGPoint(x: frame.midX, y: frame.midY)) == index, "\(context)")
        }
      }
    }
  }

  @Test func positionsIncreaseInReadingOrder() {
    for isRightToLeft in [false, true] {
      let layout = Fixture.layout(
        InputLadders.labelSizes(count: 12), sizing: .fitContent, isRightToLeft: isRightToLeft)
      let xs = stride(from: 0.0, through: Double(layout.contentWidth), by: 3).map { CGFloat($0) }
      let positions = (isRightToLeft ? xs.reversed() : xs).compactMap { layout.position(at: $0) }
      #expect(positions.count == xs.count)
      for (before, after) in zip(positions, positions.dropFirst()) {
        #expect(after >= before)
      }
    }
  }

  @Test func emptyAndSingleLayouts() {
    #expect(Fixture.layout([]).position(at: 10) == nil)
    let single = Fixture.layout([CGSize(width: 30, height: 17)])
    for x in [-5, 20, 1_000] + InputLadders.lengths where !x.isNaN {
      #expect(single.position(at: x) == 0, "\(x)")
    }
    #expect(single.segment(at: CGPoint(x: 20, y: 20)) == 0)
  }

  @Test func zeroWidthSegmentsHitNothingButStillScrub() {
    let metrics = SegmentedPickerMetrics {
      $0.containerInset = 0
      $0.labelPadding = .zero
    }
    let layout = Fixture.layout(Array(repeating: .zero, count: 3), metrics: metrics)
    #expect(layout.contentWidth == 0)
    #expect(layout.segment(at: .zero) == nil)
    #expect(layout.position(at: 0) == 0)
  }
}
