import Foundation

/// What a token accepts, and what it makes of a value it does not: the rule a ``Clamped`` field
/// applies whenever it is given a value, at creation and on every assignment.
///
/// ```swift
/// ClampingRule.length.clamp(-3 as CGFloat)        // 0
/// ClampingRule.fraction.clamp(Double.nan)        // 1
/// ClampingRule.range(1...2).clamp(5 as CGFloat)  // 2
/// ```
public enum ClampingRule: Sendable, Hashable {
  /// A length: finite and not negative; a negative, NaN or infinite value becomes 0.
  case length
  /// A length no longer than a limit: as ``length``, then at most `limit`.
  case lengthUpTo(CGFloat)
  /// An offset: any finite value; NaN or an infinity becomes 0.
  case offset
  /// A fraction such as an opacity: clamped to 0...1, and NaN becomes 1 (fully drawn).
  case fraction
  /// A factor such as a scale: clamped to the range, and NaN becomes its lower bound.
  case range(ClosedRange<Double>)

  /// The value this rule keeps for `value`.
  ///
  /// - Parameter value: Any value, NaN and infinities included.
  /// - Returns: `value` when the rule accepts it, otherwise the nearest value it accepts, or
  ///   the rule's fallback for NaN.
  public func clamp<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
    switch self {
    case .length:
      return Self.length(value)
    case .lengthUpTo(let limit):
      return min(Self.length(value), Value(limit))
    case .offset:
      return value.isFinite ? value : 0
    case .fraction:
      return value.isNaN ? 1 : min(max(value, 0), 1)
    case .range(let range):
      let lower = Value(range.lowerBound)
      return value.isNaN ? lower : min(max(value, lower), Value(range.upperBound))
    }
  }

  private static func length<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
    value.isFinite && value > 0 ? value : 0
  }
}
