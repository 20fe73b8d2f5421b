import ChoiceKitCore
import Foundation
import Testing

/// Fixed-precision number text, with its ladders of bad values and places.
@Suite struct DecimalTextTests {
  @Test func roundsAndDropsTrailingZeros() {
    #expect(DecimalText.format(1.23456, places: 3) == "1.235")
    #expect(DecimalText.format(2.5, places: 0) == "3")
    #expect(DecimalText.format(-2.5, places: 0) == "-3")
    #expect(DecimalText.format(1.10, places: 3) == "1.1")
    #expect(DecimalText.format(0.0005, places: 3) == "0.001")
    #expect(DecimalText.format(-0.05, places: 1) == "-0.1")
    #expect(DecimalText.format(CGFloat(12.5), places: 2) == "12.5")
  }

  @Test func negativeZeroNeverAppears() {
    #expect(DecimalText.format(-0.0001, places: 3) == "0")
    #expect(DecimalText.format(-0.0, places: 3) == "0")
    #expect(DecimalText.format(CGFloat(-0.0004), places: 3) == "0")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValuesAreWrittenAsZero(bad: Double) {
    #expect(DecimalText.format(bad, places: 3) == "0")
    #expect(DecimalText.format(CGFloat(bad), places: 5) == "0")
  }

  @Test func placesOutsideZeroToNineAreClamped() {
    #expect(DecimalText.format(1.23456, places: -4) == "1")
    #expect(DecimalText.format(CGFloat(1.23456), places: -1) == "1")
    #expect(DecimalText.format(0.123456789123, places: 40) == "0.123456789")
    #expect(DecimalText.format(CGFloat(0.123456789123), places: .max) == "0.123456789")
  }

  @Test func hugeValuesAreClampedToTheLimit() {
    #expect(DecimalText.format(1e20, places: 3) == "9000000000000")
    #expect(DecimalText.format(-1e300, places: 3) == "-9000000000000")
    #expect(DecimalText.format(Double.greatestFiniteMagnitude, places: 9) == "9000000")
    #expect(DecimalText.format(CGFloat(1e20), places: 0) == "9000000000000000")
  }
}
