import Foundation

/// The one rule every token's opacity follows.
enum Opacity {
  /// An opacity made usable: clamped to 0...1, NaN read as fully opaque.
  static func sanitized(_ value: Double) -> Double {
    ClampingRule.fraction.clamp(value)
  }
}
