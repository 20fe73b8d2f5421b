import Foundation

/// Distances between and around elements, as tokens shared by the views and the previews.
public struct Spacing: Sendable, Hashable {
  /// Insets on four edges, leading and trailing rather than left and right, so they mirror in
  /// right-to-left layouts.
  public struct Insets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets; negative or non-finite values become 0.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = Spacing.sanitized(top)
      self.leading = Spacing.sanitized(leading)
      self.bottom = Spacing.sanitized(bottom)
      self.trailing = Spacing.sanitized(trailing)
    }

    /// Creates insets with one value vertically and one horizontally.
    public init(vertical: CGFloat, horizontal: CGFloat) {
      self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// Creates equal insets on every edge.
    public init(all value: CGFloat) {
      self.init(vertical: value, horizontal: value)
    }

    /// Leading plus trailing.
    public var horizontal: CGFloat { leading + trailing }
    /// Top plus bottom.
    public var vertical: CGFloat { top + bottom }

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
    value.isFinite && value > 0 ? value : 0
  }
}
