import Foundation

extension CurvedTabContentInsets {
  /// How far a laid-out bar's raised circle reaches above the bar's top edge.
  ///
  /// The circle's centre sits at ``CurvedTabBarLayout/raisedCenterY`` (y down from the top edge)
  /// and its radius is half ``CurvedTabBarLayout/raisedDiameter``, both already scaled for a
  /// notch fitted to the bar, so the overhang is the radius less the centre's depth, and 0 when
  /// the circle stays inside the bar. A fixed bar without an action raises no circle.
  ///
  /// ```swift
  /// CurvedTabContentInsets.circleOverhang(of: CurvedTabBarLayout(tabCount: 4, width: 390))  // 15
  /// ```
  ///
  /// - Parameter layout: The bar's layout.
  /// - Returns: The overhang in points, at least 0.
  public static func circleOverhang(of layout: CurvedTabBarLayout) -> CGFloat {
    let radius = layout.raisedDiameter / 2
    guard radius > 0 else { return 0 }
    return length(radius - layout.raisedCenterY)
  }

  /// How far the raised circle reaches above the bar's top edge for metrics, before any
  /// fitting: half ``CurvedTabBarMetrics/actionDiameter`` plus ``CurvedTabBarMetrics/actionRise``
  /// less the notch's depth (the circle's centre sits `actionRise` above the valley floor,
  /// which is the notch's depth below the top edge).
  ///
  /// ```swift
  /// CurvedTabContentInsets.circleOverhang(metrics: .standard)  // 30 + 25 − 40 = 15
  /// ```
  ///
  /// - Parameter metrics: The bar's sizes.
  /// - Returns: The overhang in points, at least 0; prefer ``circleOverhang(of:)`` once the bar
  ///   is laid out, as a bar too short for its notch shrinks the circle.
  public static func circleOverhang(metrics: CurvedTabBarMetrics) -> CGFloat {
    guard metrics.actionDiameter > 0 else { return 0 }
    return length(metrics.actionDiameter / 2 + metrics.actionRise - metrics.notch.sanitized().depth)
  }
}
