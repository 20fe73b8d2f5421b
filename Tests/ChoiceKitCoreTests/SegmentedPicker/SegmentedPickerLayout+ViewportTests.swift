import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

private typealias Fixture = SegmentedFixture

@Suite("SegmentedPickerLayout.Viewport")
struct SegmentedPickerLayoutViewportTests {
  /// The four labels' natural width: 8 pt of insets and four segments of 77 pt.
  private let natural = Fixture.layout().naturalWidth

  @Test func theNaturalWidthIsTheUnstretchedContent() {
    #expect(natural == 316)
    #expect(Fixture.layout(proposedWidth: 500).naturalWidth == 316)
    #expect(Fixture.layout(proposedWidth: 500).contentWidth == 500)
    #expect(Fixture.layout(proposedWidth: 100).naturalWidth == 316)
    #expect(Fixture.layout(proposedWidth: 100).contentWidth == 316)
    #expect(Fixture.layout([]).naturalWidth == 8)
  }

  @Test func segmentsThatFitFillTheScrollViewAndDoNotScroll() {
    let viewport = SegmentedPickerLayout.Viewport(width: 358, naturalWidth: natural)
    #expect(!viewport.isScrolling)
    #expect(viewport.fillWidth == 358)
    // The track's layout at that fill: stretched to the scroll view, nothing to scroll.
    let track = Fixture.layout(proposedWidth: viewport.fillWidth)
    #expect(track.contentWidth == 358)
    #expect(!track.isOverflowing)
  }

  @Test func segmentsThatDoNotFitKeepTheirNaturalWidthsAndScroll() {
    let viewport = SegmentedPickerLayout.Viewport(width: 200, naturalWidth: natural)
    #expect(viewport.isScrolling)
    let track = Fixture.layout(proposedWidth: viewport.fillWidth)
    #expect(track.contentWidth == natural)
    #expect(track.isOverflowing)
  }

  @Test func exactlyFittingSegmentsDoNotScroll() {
    #expect(!SegmentedPickerLayout.Viewport(width: natural, naturalWidth: natural).isScrolling)
    #expect(!SegmentedPickerLayout.Viewport(width: natural - 0.0005, naturalWidth: natural).isScrolling)
    #expect(SegmentedPickerLayout.Viewport(width: natural - 0.01, naturalWidth: natural).isScrolling)
  }

  @Test(arguments: [nil, -1, .nan, .infinity, -.infinity] as [CGFloat?])
  func unmeasuredWidthsNeverScroll(unusable: CGFloat?) {
    #expect(!SegmentedPickerLayout.Viewport(width: unusable, naturalWidth: natural).isScrolling)
    #expect(!SegmentedPickerLayout.Viewport(width: 10, naturalWidth: unusable).isScrolling)
    #expect(SegmentedPickerLayout.Viewport(width: unusable, naturalWidth: natural).fillWidth == nil)
  }

  @Test func aZeroWidthScrollViewScrollsAnySegments() {
    let viewport = SegmentedPickerLayout.Viewport(width: 0, naturalWidth: 8)
    #expect(viewport.isScrolling)
    #expect(viewport.fillWidth == 0)
  }

  @Test(arguments: InputLadders.proposals)
  func theControlTakesAProposalAndOtherwiseItsNaturalWidth(proposal: CGFloat?) {
    let measured = SegmentedPickerLayout.Viewport(width: 700, naturalWidth: natural)
    let unmeasured = SegmentedPickerLayout.Viewport()
    if LayoutContract.asksForIdealSize(proposal) {
      // Not the 700 pt it last filled: what the segments need.
      #expect(measured.width(forProposal: proposal) == natural)
      #expect(unmeasured.width(forProposal: proposal) == nil)
    } else {
      let expected = max(proposal ?? 0, 0)
      #expect(measured.width(forProposal: proposal) == expected)
      #expect(unmeasured.width(forProposal: proposal) == expected)
    }
  }

  @Test func theDecisionIsTheLayoutsOwn() {
    // For any labels and width, measuring the natural width and the scroll view decides what the
    // layout proposed that width decides.
    let widths: [CGFloat] = [0, 1, 8, 100, 315.9, 316, 316.0005, 317, 358, 5_000, 2_000_000]
    for labels in InputLadders.labelSizeArrays() {
      for sizing in SegmentedPickerSizing.allCases {
        let natural = Fixture.layout(labels.sizes, sizing: sizing).naturalWidth
        for width in widths {
          let layout = Fixture.layout(labels.sizes, proposedWidth: width, sizing: sizing)
          let viewport = SegmentedPickerLayout.Viewport(width: width, naturalWidth: natural)
          #expect(
            viewport.isScrolling == layout.isOverflowing, "\(labels.name) labels, \(sizing), width \(width)")
        }
      }
    }
  }
}
