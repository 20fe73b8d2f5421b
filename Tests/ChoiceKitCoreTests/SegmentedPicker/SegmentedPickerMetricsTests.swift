import ChoiceKitCore
import Foundation
import Testing

@Suite("SegmentedPickerMetrics")
struct SegmentedPickerMetricsTests {
  @Test func standardIsTheTutorialsLook() {
    let metrics = SegmentedPickerMetrics.standard
    #expect(metrics.containerInset == 4)
    #expect(metrics.labelPadding == ChoiceSpacing.Insets(vertical: 10, horizontal: 16))
    #expect(metrics.segmentSpacing == 0)
    #expect(metrics.minimumSegmentWidth == 0)
    #expect(metrics == SegmentedPickerMetrics())
  }

  @Test func watchPillsAreSmallerAndApart() {
    let metrics = SegmentedPickerMetrics.watchPills
    #expect(metrics.containerInset == 4)
    #expect(metrics.labelPadding == ChoiceSpacing.Insets(vertical: 8, horizontal: 12))
    #expect(metrics.segmentSpacing == 8)
    #expect(metrics.minimumSegmentWidth == 0)
  }

  @Test(arguments: [-1, CGFloat.nan, .infinity, -CGFloat.infinity])
  func invalidLengthsBecomeZero(value: CGFloat) {
    let made = SegmentedPickerMetrics {
      $0.containerInset = value
      $0.labelPadding = .init(all: value)
      $0.segmentSpacing = value
      $0.minimumSegmentWidth = value
    }
    #expect(
      made
        == SegmentedPickerMetrics {
          $0.containerInset = 0
          $0.labelPadding = .zero
          $0.segmentSpacing = 0
        })

    var assigned = SegmentedPickerMetrics.standard
    assigned.containerInset = value
    assigned.segmentSpacing = value
    assigned.minimumSegmentWidth = value
    #expect(assigned.containerInset == 0)
    #expect(assigned.segmentSpacing == 0)
    #expect(assigned.minimumSegmentWidth == 0)
  }

  @Test func validAssignmentsAreKept() {
    var metrics = SegmentedPickerMetrics.standard
    metrics.containerInset = 6
    metrics.segmentSpacing = 2.5
    metrics.minimumSegmentWidth = 44
    #expect(metrics.containerInset == 6)
    #expect(metrics.segmentSpacing == 2.5)
    #expect(metrics.minimumSegmentWidth == 44)
  }
}
