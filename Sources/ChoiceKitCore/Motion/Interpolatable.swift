import Foundation

/// A value that can be blended with another of its type, for sampling animations.
///
/// A conformer returns `self` at fraction 0 and `end` at fraction 1, and blends linearly in
/// between. Fractions outside 0...1 extrapolate along the same line instead of clamping, because a
/// spring overshoots its target: at progress 1.1 a position has moved 10% past it.
///
/// ```swift
/// let spring = SpringMotion.bouncy
/// let x = CGPoint(x: 0, y: 0).interpolated(towards: CGPoint(x: 100, y: 0),
///                                          fraction: spring.value(at: 0.2))
/// ```
///
/// The conformances in ChoiceKit return `self` for a non-finite fraction (NaN or infinite), and
/// return the ends exactly at fractions 0 and 1. Number by number they never produce NaN from
/// usable input: where one end is not finite there is no line to follow, so the value jumps from
/// one end to the other halfway (at fraction 0.5, as CSS animates a value it cannot blend), and
/// a blend of finite ends beyond the range of `Double` saturates at `±greatestFiniteMagnitude`.
package protocol Interpolatable {
  /// The value a fraction of the way from `self` to `end`.
  ///
  /// - Parameters:
  ///   - end: The value at fraction 1.
  ///   - fraction: How far to go: 0 is `self`, 1 is `end`; values beyond extrapolate.
  /// - Returns: The blended value.
  func interpolated(towards end: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
  /// The number a fraction of the way from this one to `end`, extrapolating outside 0...1.
  ///
  /// ```swift
  /// 10.0.interpolated(towards: 20, fraction: 1.1)  // 21
  /// ```
  ///
  /// - Parameters:
  ///   - end: The number at fraction 1.
  ///   - fraction: How far to go; a non-finite fraction returns `self`.
  /// - Returns: `self · (1 − fraction) + end · fraction`, exactly `self` at 0 and `end` at 1,
  ///   saturating at `±greatestFiniteMagnitude` beyond the range of `Double`. If either end is
  ///   NaN or infinite, `self` below fraction 0.5 and `end` from 0.5 on.
  package func interpolated(towards end: Double, fraction: Double) -> Double {
    // Special-casing the ends keeps them exact even when the other end is infinite.
    guard fraction.isFinite, fraction != 0 else { return self }
    guard fraction != 1 else { return end }
    guard isFinite, end.isFinite else { return fraction < 0.5 ? self : end }
    let blended = self * (1 - fraction) + end * fraction
    if blended.isFinite { return blended }
    // A product overflowed, although the ends are finite: step along their difference in halves
    // (exact, and the halved difference always fits), then saturate what truly lies beyond.
    let half = self / 2 + (end / 2 - self / 2) * fraction
    return Swift.min(Swift.max(half * 2, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}

extension CGFloat: Interpolatable {
  /// The number a fraction of the way from this one to `end`, extrapolating outside 0...1.
  ///
  /// - Parameters:
  ///   - end: The number at fraction 1.
  ///   - fraction: How far to go; a non-finite fraction returns `self`.
  /// - Returns: The blended number, exactly `self` at 0 and `end` at 1; non-finite ends and
  ///   overflow as for `Double`.
  package func interpolated(towards end: CGFloat, fraction: Double) -> CGFloat {
    CGFloat(Double(self).interpolated(towards: Double(end), fraction: fraction))
  }
}

extension CGPoint: Interpolatable {
  /// The point a fraction of the way along the straight line from this one to `end`.
  ///
  /// - Parameters:
  ///   - end: The point at fraction 1.
  ///   - fraction: How far to go, extrapolating outside 0...1; a non-finite fraction returns
  ///     `self`.
  /// - Returns: The point with each coordinate blended as a `Double` is (non-finite coordinates
  ///   jump halfway, overflow saturates).
  package func interpolated(towards end: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(
      x: x.interpolated(towards: end.x, fraction: fraction),
      y: y.interpolated(towards: end.y, fraction: fraction))
  }
}

extension CGSize: Interpolatable {
  /// The size a fraction of the way from this one to `end`, width and height blended separately.
  ///
  /// Extrapolating can give a negative width or height; it is returned as is, for the caller's
  /// geometry to handle like any other negative size.
  ///
  /// - Parameters:
  ///   - end: The size at fraction 1.
  ///   - fraction: How far to go; a non-finite fraction returns `self`.
  /// - Returns: The blended size, each dimension blended as a `Double` is.
  package func interpolated(towards end: CGSize, fraction: Double) -> CGSize {
    CGSize(
      width: width.interpolated(towards: end.width, fraction: fraction),
      height: height.interpolated(towards: end.height, fraction: fraction))
  }
}

extension CGRect: Interpolatable {
  /// The rectangle a fraction of the way from this one to `end`, origin and size blended
  /// separately.
  ///
  /// The stored origin and size are blended as they are, without standardising a rectangle with
  /// a negative size first, so a rectangle keeps the corner it is anchored at.
  ///
  /// ```swift
  /// let start = CGRect(x: 0, y: 0, width: 40, height: 30)
  /// let end = CGRect(x: 60, y: 0, width: 80, height: 30)
  /// start.interpolated(towards: end, fraction: 0.5)  // x 30, width 60
  /// ```
  ///
  /// - Parameters:
  ///   - end: The rectangle at fraction 1.
  ///   - fraction: How far to go; a non-finite fraction returns `self`.
  /// - Returns: The blended rectangle, each number blended as a `Double` is.
  package func interpolated(towards end: CGRect, fraction: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(towards: end.origin, fraction: fraction),
      size: size.interpolated(towards: end.size, fraction: fraction))
  }
}

extension RGBAColor: Interpolatable {
  /// The colour a fraction of the way from this one to `end`, each sRGB channel and the alpha
  /// blended separately.
  ///
  /// Channels are blended as stored: gamma-encoded sRGB with straight (not premultiplied) alpha,
  /// which is what SVG and CSS do by default, so the preview matches its viewers. Beyond 0...1 the
  /// channels are clamped by ``RGBAColor`` itself. Because alpha is straight, fading towards
  /// ``RGBAColor/clear`` also darkens towards its black; to fade a colour out, blend towards
  /// `color.withAlpha(0)` instead.
  ///
  /// ```swift
  /// let wash = RGBAColor.white.interpolated(towards: RGBAColor(hex: 0x5856D6), fraction: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - end: The colour at fraction 1.
  ///   - fraction: How far to go; a non-finite fraction returns `self`.
  /// - Returns: The blended colour, every channel within 0...1.
  package func interpolated(towards end: RGBAColor, fraction: Double) -> RGBAColor {
    RGBAColor(
      red: red.interpolated(towards: end.red, fraction: fraction),
      green: green.interpolated(towards: end.green, fraction: fraction),
      blue: blue.interpolated(towards: end.blue, fraction: fraction),
      alpha: alpha.interpolated(towards: end.alpha, fraction: fraction))
  }
}
