import Foundation

/// Distances between and around elements, as tokens shared by the views and the previews.
///
/// Every length that passes through ``sanitized(_:)`` or ``Insets`` is finite and not negative:
/// negative, NaN and infinite values become 0.
public struct ChoiceSpacing: Sendable, Hashable {
  /// Insets on four edges, leading and trailing rather than left and right, so they mirror in
  /// right-to-left layouts.
  ///
  /// Every edge is finite and not negative, whether set by an initialiser or assigned later: a
  /// negative, NaN or infinite value becomes 0.
  ///
  /// ```swift
  /// var padding = ChoiceSpacing.Insets(vertical: 10, horizontal: 16)
  /// padding.top = .nan  // 0
  /// ```
  public struct Insets: Sendable, Hashable {
    /// The top inset; a negative, NaN or infinite value assigned becomes 0.
    @Clamped(.length) public var top: CGFloat = 0
    /// The leading inset; a negative, NaN or infinite value assigned becomes 0.
    @Clamped(.length) public var leading: CGFloat = 0
    /// The bottom inset; a negative, NaN or infinite value assigned becomes 0.
    @Clamped(.length) public var bottom: CGFloat = 0
    /// The trailing inset; a negative, NaN or infinite value assigned becomes 0.
    @Clamped(.length) public var trailing: CGFloat = 0

    /// Creates insets; each edge goes through ``ChoiceSpacing/sanitized(_:)``.
    ///
    /// - Parameters:
    ///   - top: The top inset; negative, NaN or infinite becomes 0.
    ///   - leading: The leading inset; negative, NaN or infinite becomes 0.
    ///   - bottom: The bottom inset; negative, NaN or infinite becomes 0.
    ///   - trailing: The trailing inset; negative, NaN or infinite becomes 0.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// Creates insets with one value vertically and one horizontally.
    ///
    /// - Parameters:
    ///   - vertical: The top and bottom inset; negative, NaN or infinite becomes 0.
    ///   - horizontal: The leading and trailing inset; negative, NaN or infinite becomes 0.
    public init(vertical: CGFloat, horizontal: CGFloat) {
      self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// Creates equal insets on every edge.
    ///
    /// - Parameter value: The inset of every edge; negative, NaN or infinite becomes 0.
    public init(all value: CGFloat) {
      self.init(vertical: value, horizontal: value)
    }

    /// Leading plus trailing; a sum past the largest finite value is capped at
    /// `.greatestFiniteMagnitude`, so it is always finite.
    public var horizontal: CGFloat { ChoiceSpacing.cappedSum(leading, trailing) }
    /// Top plus bottom; a sum past the largest finite value is capped at
    /// `.greatestFiniteMagnitude`, so it is always finite.
    public var vertical: CGFloat { ChoiceSpacing.cappedSum(top, bottom) }

    /// No inset.
    public static let zero = Insets(all: 0)
  }

  /// 2 pt.
  public static let hairline: CGFloat = 2
  /// 4 pt.
  public static let extraSmall: CGFloat = 4
  /// 8 pt.
  public static let small: CGFloat = 8
  /// 12 pt.
  public static let medium: CGFloat = 12
  /// 16 pt.
  public static let large: CGFloat = 16
  /// 24 pt.
  public static let extraLarge: CGFloat = 24

  /// A length made safe for layout: negative, NaN or infinite values become 0.
  ///
  /// - Parameter value: Any length.
  /// - Returns: `value` when finite and positive, otherwise 0.
  public static func sanitized(_ value: CGFloat) -> CGFloat {
    ClampingRule.length.clamp(value)
  }

  /// The sum of two sanitised lengths, which can only overflow upwards.
  static func cappedSum(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
    min(a + b, .greatestFiniteMagnitude)
  }
}
