import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("TextMeasuring")
struct TextMeasuringTests {
  /// A measurer returning fixed metrics whatever the text.
  struct Fixed: TextMeasuring {
    var metrics: TextMetrics
    func measure(_ text: String, style: ChoiceTypography) -> TextMetrics { metrics }
  }

  @Test(arguments: InputLadders.invalidLengths)
  func invalidMetricsBecomeZero(value: CGFloat) {
    #expect(TextMetrics(width: value, ascent: value, descent: value, lineHeight: value) == .zero)
  }

  @Test(arguments: InputLadders.invalidLengths + InputLadders.validLengths)
  func metricsAssignedDirectlyAreSanitised(value: CGFloat) {
    var metrics = TextMetrics(width: 1, ascent: 1, descent: 1, lineHeight: 1)
    metrics.width = value
    metrics.ascent = value
    metrics.descent = value
    metrics.lineHeight = value
    let expected = ChoiceSpacing.sanitized(value)
    #expect(
      metrics == TextMetrics(width: expected, ascent: expected, descent: expected, lineHeight: expected))
  }

  @Test(arguments: InputLadders.invalidLengths)
  func widthIsNeverNegativeOrNotFinite(value: CGFloat) {
    var metrics = TextMetrics.zero
    metrics.width = value
    #expect(Fixed(metrics: metrics).width(of: "Week", style: ChoiceTypography(size: 14)) == 0)
  }

  @Test func widthIsTheMeasuredWidth() {
    let measurer = Fixed(metrics: TextMetrics(width: 42, ascent: 10, descent: 3, lineHeight: 15))
    #expect(measurer.width(of: "", style: ChoiceTypography(size: 14)) == 42)
  }
}
