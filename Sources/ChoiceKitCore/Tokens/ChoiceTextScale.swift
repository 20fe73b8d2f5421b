import Foundation

/// The Dynamic Type sizes, the core's mirror of SwiftUI's `DynamicTypeSize`, smallest first.
///
/// The preview renderer scales text with ``factor`` to show what the SwiftUI controls look like
/// at a given size, so both agree on how much larger "accessibility 3" is than the default.
///
/// ```swift
/// let label = ChoiceTypography(size: 14).scaled(by: ChoiceTextScale.accessibility3.factor)  // ≈ 32.9 pt
/// ```
///
/// `ChoiceTextScale(rawValue:)` gives `nil` for any string that is not a case's name.
public enum ChoiceTextScale: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the system default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large, the largest size that is not an accessibility size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth and largest accessibility size.
  case accessibility5

  /// The default size, ``large``.
  public static let `default` = ChoiceTextScale.large

  /// The size of body text at this scale relative to ``large`` (17 pt), after Apple's Dynamic
  /// Type table: 14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47 and 53 pt.
  ///
  /// Multiply a point size by it to emulate the scale, as ``ChoiceTypography/scaled(by:)`` does. Always
  /// finite and positive, from 14/17 to 53/17.
  public var factor: CGFloat {
    bodySize / 17
  }

  /// Whether this is one of the five accessibility sizes, at which controls should favour
  /// wrapping or scrolling over fitting everything on one line.
  public var isAccessibilitySize: Bool {
    self >= .accessibility1
  }

  /// Orders sizes from ``xSmall`` to ``accessibility5``.
  ///
  /// - Parameters:
  ///   - lhs: A size.
  ///   - rhs: Another size.
  /// - Returns: Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: ChoiceTextScale, rhs: ChoiceTextScale) -> Bool {
    lhs.order < rhs.order
  }

  private var bodySize: CGFloat {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }

  // The declaration order is the size order; `allCases` keeps it.
  private var order: Int {
    Self.allCases.firstIndex(of: self) ?? 0
  }
}
