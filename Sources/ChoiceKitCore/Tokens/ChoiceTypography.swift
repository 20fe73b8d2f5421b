import Foundation

/// A text style token: point size, weight and design, the core's mirror of a system `Font`.
///
/// ```swift
/// let label = ChoiceTypography(size: 14, weight: .medium, design: .rounded)
/// let selected = label.withWeight(.bold)
/// ```
public struct ChoiceTypography: Sendable, Hashable {
  /// The stroke weight of a face, in the order of SwiftUI's `Font.Weight`.
  ///
  /// `Weight(rawValue:)` gives `nil` for any number other than the nine CSS weights 100...900.
  public enum Weight: Int, Sendable, Hashable, CaseIterable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    /// The CSS `font-weight` number of this weight.
    public var cssValue: Int { rawValue }

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The family of a system face, as SwiftUI's `Font.Design`.
  ///
  /// `Design(rawValue:)` gives `nil` for any string that is not a case's name.
  public enum Design: String, Sendable, Hashable, CaseIterable {
    case `default`, rounded, serif, monospaced
  }

  /// The point size; always finite and at least ``minimumSize``.
  public let size: CGFloat
  /// The weight.
  public let weight: Weight
  /// The design.
  public let design: Design

  /// The smallest size a style holds; smaller, negative or non-finite sizes are raised to it.
  public static let minimumSize: CGFloat = 1

  /// Creates a text style.
  ///
  /// - Parameters:
  ///   - size: The point size; values below ``minimumSize`` or not finite become ``minimumSize``.
  ///   - weight: The weight.
  ///   - design: The design.
  public init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
    self.size = size.isFinite ? max(size, Self.minimumSize) : Self.minimumSize
    self.weight = weight
    self.design = design
  }

  /// The same style with another weight.
  ///
  /// - Parameter weight: The new weight.
  /// - Returns: The style with `weight` replaced; size and design are kept.
  public func withWeight(_ weight: Weight) -> ChoiceTypography {
    ChoiceTypography(size: size, weight: weight, design: design)
  }

  /// The same style at another size.
  ///
  /// - Parameter size: The new point size; as in ``init(size:weight:design:)``, values below
  ///   ``minimumSize`` or not finite become ``minimumSize``.
  /// - Returns: The style with `size` replaced; weight and design are kept.
  public func withSize(_ size: CGFloat) -> ChoiceTypography {
    ChoiceTypography(size: size, weight: weight, design: design)
  }

  /// The same style scaled, for example by a Dynamic Type factor.
  ///
  /// - Parameter factor: The scale; a factor that is not finite or not positive leaves the size.
  /// - Returns: The scaled style. A product past the largest finite value is capped at
  ///   `.greatestFiniteMagnitude`, and one below ``minimumSize`` is raised to it.
  public func scaled(by factor: CGFloat) -> ChoiceTypography {
    guard factor.isFinite, factor > 0 else { return self }
    // Both are positive, so the product can only overflow upwards; it must not fall to the
    // minimum size as a non-finite size would.
    return withSize(min(size * factor, .greatestFiniteMagnitude))
  }
}
