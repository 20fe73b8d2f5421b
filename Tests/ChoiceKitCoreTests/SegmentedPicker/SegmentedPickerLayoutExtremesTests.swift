import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

private typealias Fixture = SegmentedFixture

/// Proposals and metrics at the edges of what a layout accepts: huge widths, and lengths that
/// bypass the metrics' own sanitising.
@Suite("SegmentedPickerLayout extremes")
struct SegmentedPickerLayoutExtremesTests {
  @Test(arguments: InputLadders.hugeLengths)
  func hugeProposalsFillAtMostTheMaximumLength(proposal: CGFloat) {
    let maximum = SegmentedPickerLayout.maximumLength
    // Labels whose natural width is several times the maximum length.
    let wideLabels = InputLadders.labelSizes(count: 1_000).map { CGSize(width: $0.width * 100, height: 17) }
    for sizing in SegmentedPickerSizing.allCases {
      for isRightToLeft in [false, true] {
        let context = "\(sizing) rtl \(isRightToLeft)"
        let layout = Fixture.layout(proposedWidth: proposal, sizing: sizing, isRightToLeft: isRightToLeft)
        #expect(layout.contentWidth == maximum && layout.size.width == maximum, "\(context)")
        #expect(!layout.isOverflowing, "\(context)")
        LayoutContract.expectWellFormed(
          layout.segmentFrames, in: layout.contentBounds.insetBy(dx: 4, dy: 4),
          isRightToLeft: isRightToLeft, tolerance: 1e-9 * maximum, "\(context)")
        // Wider content keeps its natural width: it scrolls only if the proposal is narrower.
        let natural = Fixture.layout(wideLabels, sizing: sizing, isRightToLeft: isRightToLeft)
        #expect(natural.contentWidth > maximum, "\(context)")
        let wide = Fixture.layout(
          wideLabels, proposedWidth: proposal, sizing: sizing, isRightToLeft: isRightToLeft)
        #expect(wide.segmentFrames == natural.segmentFrames, "\(context)")
        #expect(wide.size.width == min(proposal, natural.contentWidth), "\(context)")
        #expect(wide.isOverflowing == (proposal < natural.contentWidth), "\(context)")
      }
    }
  }

  @Test(arguments: InputLadders.invalidLengths + InputLadders.hugeLengths)
  func metricsAssignedDirectlyAreSanitised(value: CGFloat) {
    // `ChoiceSpacing.Insets` sanitises in its initialiser, but its edges are plain stored properties.
    var metrics = SegmentedPickerMetrics.standard
    metrics.labelPadding.leading = value
    metrics.labelPadding.top = value
    let layout = Fixture.layout(metrics: metrics)
    let length = value.isFinite && value > 0 ? min(value, SegmentedPickerLayout.maximumLength) : 0
    #expect(layout.segmentFrames[0].width == 45 + length + 16)
    #expect(layout.segmentHeight == 17 + length + 10)
    LayoutContract.expectFinite(layout.segmentFrames)
    LayoutContract.expectFinite(layout.size)
  }

  @Test(arguments: InputLadders.hugeLengths, [false, true])
  func hugeProposalsPlaceAFiniteIndicator(proposal: CGFloat, isRightToLeft: Bool) {
    var random = SeededRandom(seed: 31)
    for labels in InputLadders.labelSizeArrays() {
      for sizing in SegmentedPickerSizing.allCases {
        let layout = Fixture.layout(
          labels.sizes, proposedWidth: proposal, sizing: sizing, isRightToLeft: isRightToLeft)
        let last = Double(max(layout.count - 1, 0))
        let positions =
          [-.infinity, -1, 0, 0.5, 1.5, last - 0.5, last, last + 1, .infinity]
          + (0..<20).map { _ in random.double(in: 0...last) }
        let frames = positions.compactMap { layout.indicatorFrame(at: $0) }
        let context = "\(labels) \(sizing)"
        #expect(frames.count == (layout.count == 0 ? 0 : positions.count), "\(context)")
        LayoutContract.expectFinite(frames, "\(context)")
        LayoutContract.expectContained(
          frames, in: layout.contentBounds, tolerance: 1e-9 * layout.contentWidth, "\(context)")
      }
    }
  }
}
