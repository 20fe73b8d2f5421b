import ChoiceKitCore
import Foundation
import Testing

@Suite("The segmented picker's token and metric fields are clamped on creation and on assignment")
struct SegmentedPickerClampedFieldsTests {
  static let segmentedTokensFields: [ClampedField<SegmentedPickerTokens>] = [
    .init("disabledOpacity", .fraction, \.disabledOpacity) { SegmentedPickerTokens(disabledOpacity: $0) },
    .init("pressedOpacity", .fraction, \.pressedOpacity) { SegmentedPickerTokens(pressedOpacity: $0) },
    .init("focusedScale", .range(1...2), \.focusedScale) { SegmentedPickerTokens(focusedScale: $0) },
    .init("strokeWidth", .length, \.strokeWidth) { SegmentedPickerTokens(strokeWidth: $0) },
  ]

  static let segmentedMetricsFields: [ClampedField<SegmentedPickerMetrics>] = [
    .init("containerInset", .length, \.containerInset) { SegmentedPickerMetrics(containerInset: $0) },
    .init("segmentSpacing", .length, \.segmentSpacing) { SegmentedPickerMetrics(segmentSpacing: $0) },
    .init("minimumSegmentWidth", .length, \.minimumSegmentWidth) {
      SegmentedPickerMetrics(minimumSegmentWidth: $0)
    },
  ]

  @Test(arguments: segmentedTokensFields) func segmentedPickerTokens(
    _ field: ClampedField<SegmentedPickerTokens>
  ) {
    field.check(from: .standard)
  }

  @Test(arguments: segmentedMetricsFields) func segmentedPickerMetrics(
    _ field: ClampedField<SegmentedPickerMetrics>
  ) {
    field.check(from: .standard)
  }
}
