import Foundation

/// The sizes of a curved tab bar, in points: the bar, its notch, the action button, the items,
/// the indicator and the badges.
///
/// ``standard`` is the tutorial's bar with a smooth notch: 80 pt tall, an 80 × 40 pt notch, a
/// 60 pt action button 25 pt above the valley floor, 50 pt items inside 25 pt side padding and a
/// 5 pt dot under the selected icon. Every length is sanitised on assignment: negative, NaN or
/// infinite becomes 0, and one above ``CurvedTabBarLayout/maximumLength`` becomes that length.
///
/// ```swift
/// var metrics = CurvedTabBarMetrics.standard
/// metrics.notch = .tutorial  // the tutorial's exact two cubics
/// metrics.actionDiameter = 56
/// ```
public struct CurvedTabBarMetrics: Sendable, Hashable {
  /// The bar's height above the bottom safe-area inset, before it grows for large text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var barHeight: CGFloat = 0
  /// The notch in the bar's top edge.
  public var notch: CurvedTabBarNotch
  /// The diameter of the raised circle resting in the notch: the action button, or the selected
  /// tab's circle when the notch travels.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var actionDiameter: CGFloat = 0
  /// How far the raised circle's centre sits above the notch's valley floor.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var actionRise: CGFloat = 0
  /// The space kept free at each end of the row of tabs.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var horizontalPadding: CGFloat = 0
  /// The least height of a tab's slot; the slot is centred in the bar.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var itemHeight: CGFloat = 0
  /// The least room above and below a tab's slot when the bar grows for large text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var itemVerticalInset: CGFloat = 0
  /// The room kept at each side of a title inside its slot: a title that needs more is dropped.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var titlePadding: CGFloat = 0
  /// The space between an icon, its title and the indicator.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var spacing: CGFloat = 0
  /// The side of a tab's icon.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var iconSize: CGFloat = 0
  /// The diameter of the selection dot under the selected icon.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var indicatorDiameter: CGFloat = 0
  /// The height of a count or text badge, which is also its least width.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var badgeHeight: CGFloat = 0
  /// The room at each side of a badge's text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var badgePadding: CGFloat = 0
  /// The diameter of a dot badge.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var badgeDotDiameter: CGFloat = 0

  /// Creates metrics; every default is the value of ``standard``.
  ///
  /// - Parameters:
  ///   - barHeight: The bar's height above the bottom inset.
  ///   - notch: The notch.
  ///   - actionDiameter: The raised circle's diameter.
  ///   - actionRise: How far the circle's centre sits above the valley floor.
  ///   - horizontalPadding: The free space at each end of the row.
  ///   - itemHeight: The least height of a tab's slot.
  ///   - itemVerticalInset: The least room above and below a slot in a grown bar.
  ///   - titlePadding: The room at each side of a title.
  ///   - spacing: The space between icon, title and indicator.
  ///   - iconSize: The icon's side.
  ///   - indicatorDiameter: The selection dot's diameter.
  ///   - badgeHeight: A count or text badge's height.
  ///   - badgePadding: The room at each side of a badge's text.
  ///   - badgeDotDiameter: A dot badge's diameter.
  public init(
    barHeight: CGFloat = 80,
    notch: CurvedTabBarNotch = CurvedTabBarNotch(width: 80, depth: 40, smoothness: 0.5),
    actionDiameter: CGFloat = 60,
    actionRise: CGFloat = 25,
    horizontalPadding: CGFloat = 25,
    itemHeight: CGFloat = 50,
    itemVerticalInset: CGFloat = 8,
    titlePadding: CGFloat = 2,
    spacing: CGFloat = 4,
    iconSize: CGFloat = 22,
    indicatorDiameter: CGFloat = 5,
    badgeHeight: CGFloat = 18,
    badgePadding: CGFloat = 5,
    badgeDotDiameter: CGFloat = 10
  ) {
    self.barHeight = barHeight
    self.notch = notch
    self.actionDiameter = actionDiameter
    self.actionRise = actionRise
    self.horizontalPadding = horizontalPadding
    self.itemHeight = itemHeight
    self.itemVerticalInset = itemVerticalInset
    self.titlePadding = titlePadding
    self.spacing = spacing
    self.iconSize = iconSize
    self.indicatorDiameter = indicatorDiameter
    self.badgeHeight = badgeHeight
    self.badgePadding = badgePadding
    self.badgeDotDiameter = badgeDotDiameter
  }

  /// The tutorial's sizes with the smooth notch: 80 pt bar, 80 × 40 pt notch, 60 pt action
  /// button.
  public static let standard = CurvedTabBarMetrics()

  /// The tutorial's sizes with its exact notch (``CurvedTabBarNotch/tutorial``), to match its look
  /// point for point.
  public static let tutorial = CurvedTabBarMetrics(notch: .tutorial)

  static func length(_ value: CGFloat) -> CGFloat {
    ClampingRule.lengthUpTo(CurvedTabBarLayout.maximumLength).clamp(value)
  }
}
