import Foundation

extension RadialMenuTokens {
  /// How much the centre button may grow with the text size: at most this many times the
  /// tokens' diameter.
  public static let largestCenterScale: CGFloat = 1.6

  /// The centre button's diameter at a text size: the tokens' diameter at the default size and
  /// below, growing with larger text by the text's factor up to ``largestCenterScale``, so the
  /// larger title still fits the button.
  ///
  /// ```swift
  /// RadialMenuTokens.standard.centerDiameter(at: .large)           // 100
  /// RadialMenuTokens.standard.centerDiameter(at: .accessibility3)  // 160
  /// ```
  ///
  /// - Parameter scale: The Dynamic Type size.
  /// - Returns: A finite diameter, at least ``centerDiameter``.
  public func centerDiameter(at scale: ChoiceTextScale) -> CGFloat {
    centerDiameter * min(max(scale.factor, 1), Self.largestCenterScale)
  }

  /// The centre title's font at a text size: the tokens' font scaled by the text's factor, as the
  /// items' titles are, but no further than the button grows (``largestCenterScale``), so a title
  /// that fits the button at the default size fits it at every size, accessibility sizes
  /// included. A title wider than the button still shrinks to fit, down to half. At the
  /// accessibility sizes, where the title stops growing, the button offers the Large Content
  /// Viewer, as a tab bar's items do.
  ///
  /// ```swift
  /// RadialMenuTokens.standard.centerTitle(at: .accessibility3).size   // 48: 30 × 1.6, not 30 × 40/17
  /// ```
  ///
  /// - Parameter scale: The Dynamic Type size.
  /// - Returns: The scaled font.
  public func centerTitle(at scale: ChoiceTextScale) -> ChoiceTypography {
    centerTitle.scaled(by: min(scale.factor, Self.largestCenterScale))
  }

}
