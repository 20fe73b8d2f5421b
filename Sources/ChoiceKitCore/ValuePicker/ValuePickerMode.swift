import Foundation

/// What a value picker selects: one value, one value or none, or a set of values within limits.
public enum ValuePickerMode: Sendable, Hashable {
  /// Exactly one value, as `Picker` selects.
  case single
  /// One value or none: the list starts with a "None" row.
  case optional
  /// Any number of values within the limits.
  case multiple(ValuePickerLimits)

  /// Whether choosing a value ends the choice, so a pushed list pops back: true for one value,
  /// false for a set, where each tap toggles one value and the list stays.
  public var closesOnChoice: Bool {
    if case .multiple = self { return false }
    return true
  }
}

/// How many values a multiple-selection picker lets a person hold.
///
/// ```swift
/// let limits = ValuePickerLimits(minimum: 1, maximum: 3)
/// limits.allowsAdding(toCount: 3)      // false: at the maximum
/// limits.allowsRemoving(fromCount: 1)  // false: at the minimum
/// ```
public struct ValuePickerLimits: Sendable, Hashable {
  /// The fewest values; 0 or more.
  public let minimum: Int
  /// The most values, or `nil` for no limit; never below ``minimum``.
  public let maximum: Int?

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - minimum: The fewest values; negative reads as 0.
  ///   - maximum: The most values, or `nil` for none; below the minimum reads as the minimum.
  public init(minimum: Int = 0, maximum: Int? = nil) {
    let minimum = max(minimum, 0)
    self.minimum = minimum
    self.maximum = maximum.map { max($0, minimum) }
  }

  /// No limits.
  public static let none = ValuePickerLimits()

  /// Whether a value may be added to a selection of `count` values: below the maximum.
  ///
  /// - Parameter count: How many values are selected now, those not among the options included.
  public func allowsAdding(toCount count: Int) -> Bool {
    maximum.map { count < $0 } ?? true
  }

  /// Whether a value may be removed from a selection of `count` values: above the minimum.
  ///
  /// - Parameter count: How many values are selected now.
  public func allowsRemoving(fromCount count: Int) -> Bool {
    count > minimum
  }

  /// Whether a selection of `count` values is within the limits. A picker shows a selection
  /// outside them as it is and never rewrites it; only taps are held to the limits.
  ///
  /// - Parameter count: How many values are selected.
  public func contains(_ count: Int) -> Bool {
    count >= minimum && (maximum.map { count <= $0 } ?? true)
  }
}
