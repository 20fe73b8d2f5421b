import ChoiceKitCore
import Foundation
import Testing

@Suite("The segmented picker's token and metric fields are clamped on creation and on assignment")
struct SegmentedPickerClampedFieldsTests {
  static let segmentedTokensFields: [ClampedField<SegmentedPickerTokens>] = [
    .init("disabledOpacity", .fraction, \.disabledOpacity),
    .init("pressedOpacity", .fraction, \.pressedOpacity),
    .init("focusedScale", .range(1...2), \.focusedScale),
    .init("strokeWidth", .length, \.strokeWidth),
  ]

  static let segmentedMetricsFields: [ClampedField<SegmentedPickerMetrics>] = [
    .init("containerInset", .length, \.containerInset),
    .init("segmentSpacing", .length, \.segmentSpacing),
    .init("minimumSegmentWidth", .length, \.minimumSegmentWidth),
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
