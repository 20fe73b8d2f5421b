import Foundation

/// The look of a value picker that the SwiftUI picker and the preview renderer share.
///
/// ```swift
/// var tokens = ValuePickerTokens.standard
/// tokens.checkmark = .leading
/// ```
public struct ValuePickerTokens: Sendable, Hashable {
  /// The symbol drawn beside a selected option.
  public var checkmarkSymbol: String
  /// Which side of a row carries it.
  public var checkmark: ValuePickerCheckmark

  /// Creates value picker tokens.
  ///
  /// - Parameters:
  ///   - checkmarkSymbol: The SF Symbol name drawn beside a selected option.
  ///   - checkmark: Which side of a row carries it.
  public init(checkmarkSymbol: String = "checkmark", checkmark: ValuePickerCheckmark = .trailing) {
    self.checkmarkSymbol = checkmarkSymbol
    self.checkmark = checkmark
  }

  /// The system's look: a trailing checkmark in the tint colour.
  public static let standard = ValuePickerTokens()
}
