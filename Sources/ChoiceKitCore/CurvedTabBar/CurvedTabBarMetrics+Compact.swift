import Foundation

extension CurvedTabBarMetrics {
  /// The height of a compact-height bar above the bottom inset.
  public static let compactBarHeight: CGFloat = 44
  /// The largest action button of a compact-height bar.
  public static let compactActionDiameter: CGFloat = 40

  /// The standard bar in compact height (an iPhone in landscape): 44 pt tall instead of 80,
  /// titles beside the icons, and a 40 pt action button in an 88.4 × 23.6 pt cradle.
  public static let compact = CurvedTabBarMetrics.standard.compacted()

  /// These metrics in compact height (an iPhone in landscape).
  ///
  /// The system's tab bar is 32 pt tall in compact height, with titles beside the icons. This
  /// bar does the same but stays ``compactBarHeight`` (44 pt) tall, so each tab's button keeps the
  /// 44 pt least touch target and the bar keeps some body under its notch. The notch and the
  /// action are kept, scaled together rather than dropped, so the bar keeps its look:
  /// - the bar is at most ``compactBarHeight`` tall, a slot at most 32 pt and the room above and
  ///   below it at most 6 pt;
  /// - titles go ``CurvedTabBarTitlePlacement/beside`` the icons;
  /// - the action is at most ``compactActionDiameter`` wide, and the notch's width and depth, the
  ///   action's rise and the notch clearance shrink by the same factor, so the button sits in its
  ///   notch as it does in the regular bar.
  ///
  /// ```swift
  /// let metrics = tokens.resolvedMetrics(isCompactHeight: verticalSizeClass == .compact)
  /// ```
  ///
  /// - Returns: The compact form; metrics already that small keep their sizes.
  public func compacted() -> CurvedTabBarMetrics {
    var compact = self
    compact.barHeight = min(barHeight, Self.compactBarHeight)
    compact.itemHeight = min(itemHeight, 32)
    compact.itemVerticalInset = min(itemVerticalInset, 6)
    compact.titlePlacement = .beside
    let diameter = min(actionDiameter, Self.compactActionDiameter)
    let factor = actionDiameter > 0 ? diameter / actionDiameter : 1
    compact.actionDiameter = diameter
    compact.actionRise = actionRise * factor
    compact.notchClearance = notchClearance * factor
    var notch = self.notch.sanitized()
    notch.width *= factor
    notch.depth *= factor
    compact.notch = notch
    return compact
  }
}
