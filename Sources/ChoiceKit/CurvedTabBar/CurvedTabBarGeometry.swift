#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What the curved tab bar's layout and its outline are both computed from, apart from the
  /// size they are drawn at: the inputs of the core's `CurvedTabBarLayout` that
  /// ``CurvedTabBarItemsLayout`` and ``CurvedTabBarShape`` share.
  struct CurvedTabBarGeometry: Sendable, Hashable {
    var tabCount: Int
    var hasAction: Bool
    var mode: CurvedTabBarNotchMode
    var metrics: CurvedTabBarMetrics
    /// Whether the environment runs right to left: the core mirrors the frames and the path.
    var isRightToLeft: Bool

    /// The core layout at a width.
    ///
    /// - Parameters:
    ///   - width: The proposed width; `nil` for the bar's ideal width.
    ///   - bottomInset: The height of the bottom safe area the bar reaches over.
    ///   - titleSizes: The titles' ideal sizes, in tab order; none lays out a bar without titles.
    ///   - barHeight: The bar's height above the inset, in place of the metrics' own.
    /// - Returns: The core's layout of the bar.
    func layout(
      width: CGFloat?, bottomInset: CGFloat = 0, titleSizes: [CGSize] = [], barHeight: CGFloat? = nil
    ) -> CurvedTabBarLayout {
      var metrics = metrics
      if let barHeight { metrics.barHeight = barHeight }
      return CurvedTabBarLayout(
        tabCount: tabCount, width: width, bottomInset: bottomInset, hasAction: hasAction, mode: mode,
        titleSizes: titleSizes, metrics: metrics, isRightToLeft: isRightToLeft)
    }
  }

  extension CurvedTabBarGeometry {
    /// The geometry a bar with these settings has in this environment: the notch mode as Reduce
    /// Motion resolves it and the metrics for the height class. The bar and the tab view that
    /// makes room for it both read this, so the two never disagree.
    init(
      tabCount: Int, hasAction: Bool, settings: CurvedTabBarSettings, traits: ChoiceTraits,
      isCompactHeight: Bool
    ) {
      self.init(
        tabCount: tabCount, hasAction: hasAction,
        mode: settings.notchMode.resolved(reduceMotion: traits.reducesMotion),
        metrics: settings.tokens.resolvedMetrics(isCompactHeight: isCompactHeight),
        isRightToLeft: traits.isRightToLeft)
    }
  }
#endif
