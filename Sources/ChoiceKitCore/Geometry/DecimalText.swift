import Foundation

/// Fixed-precision number text, identical on every platform and locale.
///
/// Used wherever numbers become text that is compared byte for byte: SVG path data, snapshot
/// files, the gallery. Trailing zeros are dropped, `-0` never appears, and a value that is not
/// finite is written as `0`.
package enum DecimalText {
  /// Formats a number with at most `places` decimals.
  ///
  /// ```swift
  /// DecimalText.format(1.23456, places: 3)  // "1.235"
  /// DecimalText.format(-0.0001, places: 3)  // "0"
  /// ```
  ///
  /// - Parameters:
  ///   - value: The number; NaN and infinities become `0`, and finite magnitudes of 9·10¹⁵
  ///     units of the last place or more are clamped to that (`"9000000000000"` at 3 places).
  ///   - places: Decimal places, 0...9; values outside are clamped.
  /// - Returns: The shortest text of the rounded value.
  public static func format(_ value: Double, places: Int = 3) -> String {
    let places = min(max(places, 0), 9)
    guard value.isFinite else { return "0" }
    var scale: Double = 1
    for _ in 0..<places { scale *= 10 }
    let limit = 9.0e15
    let scaled = min(max((value * scale).rounded(.toNearestOrAwayFromZero), -limit), limit)
    guard scaled != 0 else { return "0" }
    let magnitude = Int64(abs(scaled))
    var digits = String(magnitude)
    if places > 0 {
      if digits.count <= places {
        digits = String(repeating: "0", count: places - digits.count + 1) + digits
      }
      let split = digits.index(digits.endIndex, offsetBy: -places)
      var fraction = String(digits[split...])
      while fraction.last == "0" { fraction.removeLast() }
      digits = String(digits[..<split]) + (fraction.isEmpty ? "" : "." + fraction)
    }
    return (scaled < 0 ? "-" : "") + digits
  }

  /// Formats a `CGFloat`, with the same rules for NaN, infinities, huge values and `places`;
  /// see ``format(_:places:)-(Double,_)``.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - places: Decimal places, 0...9; values outside are clamped.
  /// - Returns: The shortest text of the rounded value.
  public static func format(_ value: CGFloat, places: Int = 3) -> String {
    format(Double(value), places: places)
  }
}
