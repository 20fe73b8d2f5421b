import Foundation

/// The sizes of a curved tab bar, in points: the bar, its notch, the action button, the items,
/// the indicator and the badges.
///
/// ``standard`` is the tutorial's bar with a notch that cradles its button: 80 pt tall, a 56 pt
/// action button centred on the top edge in a smooth notch kept 5 pt clear of it
/// (``CurvedTabBarNotch/cradle(aroundDiameter:clearance:)``: 123.75 × 33 pt), 50 pt items inside 8 pt
/// side padding (the outermost tabs' buttons reach the bar's ends), slots at most 120 pt wide and a 5 pt dot under the selected icon.
/// ``tutorial`` keeps the tutorial's own numbers, a 60 pt button in an 80 × 40 pt notch. Every length is sanitised on assignment: negative, NaN or
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
  /// The ring kept between the action button and the notch's wall when the notch is derived from
  /// the button (the default): the notch is ``CurvedTabBarNotch/cradle(aroundDiameter:clearance:)``.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var notchClearance: CGFloat = 0
  /// The least space between a travelling bar's action button, sunk in its slot, and the raised
  /// circle resting over a neighbouring tab; the action's circle shrinks to keep it.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var circleSpacing: CGFloat = 0
  /// The widest a tab's slot grows; on wider bars the tabs gather around the centre. A value
  /// under ``CurvedTabBarLayout/minimumSlotWidth`` counts as that width.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var maximumSlotWidth: CGFloat = 0
  /// The space kept free at each end of the row of tabs.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var horizontalPadding: CGFloat = 0
  /// The least height of a tab's slot; the slot is centred in the bar.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var itemHeight: CGFloat = 0
  /// The least room above and below a tab's slot when the bar grows for large text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var itemVerticalInset: CGFloat = 0
  /// The room kept at each side of a title inside its slot: a title that needs more is dropped.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var titlePadding: CGFloat = 0
  /// Where titles go: under the icons, or beside them on a compact-height bar.
  public var titlePlacement: CurvedTabBarTitlePlacement
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
  /// Without a notch, the notch cradles the action button with `notchClearance` around it, and
  /// without a rise the button's centre sits on the top edge: `actionRise` is the notch's depth.
  ///
  /// ```swift
  /// let roomy = CurvedTabBarMetrics(actionDiameter: 64, notchClearance: 8)  // a 148 × 40 notch
  /// ```
  ///
  /// - Parameters:
  ///   - barHeight: The bar's height above the bottom inset.
  ///   - notch: The notch; `nil` for the cradle around the action button.
  ///   - actionDiameter: The raised circle's diameter.
  ///   - actionRise: How far the circle's centre sits above the valley floor; `nil` for the
  ///     notch's depth, which puts the centre on the top edge.
  ///   - notchClearance: The ring between the button and a derived notch's wall.
  ///   - circleSpacing: The least space between a travelling bar's action and the raised circle.
  ///   - maximumSlotWidth: The widest a tab's slot grows.
  ///   - horizontalPadding: The free space at each end of the row.
  ///   - itemHeight: The least height of a tab's slot.
  ///   - itemVerticalInset: The least room above and below a slot in a grown bar.
  ///   - titlePadding: The room at each side of a title.
  ///   - titlePlacement: Where titles go.
  ///   - spacing: The space between icon, title and indicator.
  ///   - iconSize: The icon's side.
  ///   - indicatorDiameter: The selection dot's diameter.
  ///   - badgeHeight: A count or text badge's height.
  ///   - badgePadding: The room at each side of a badge's text.
  ///   - badgeDotDiameter: A dot badge's diameter.
  public init(
    barHeight: CGFloat = 80,
    notch: CurvedTabBarNotch? = nil,
    actionDiameter: CGFloat = 56,
    actionRise: CGFloat? = nil,
    notchClearance: CGFloat = 5,
    circleSpacing: CGFloat = 8,
    maximumSlotWidth: CGFloat = 120,
    horizontalPadding: CGFloat = 8,
    itemHeight: CGFloat = 50,
    itemVerticalInset: CGFloat = 8,
    titlePadding: CGFloat = 2,
    titlePlacement: CurvedTabBarTitlePlacement = .below,
    spacing: CGFloat = 4,
    iconSize: CGFloat = 22,
    indicatorDiameter: CGFloat = 5,
    badgeHeight: CGFloat = 18,
    badgePadding: CGFloat = 5,
    badgeDotDiameter: CGFloat = 10
  ) {
    let notch =
      notch
      ?? CurvedTabBarNotch.cradle(
        aroundDiameter: Self.length(actionDiameter), clearance: Self.length(notchClearance))
    self.notch = notch
    self.barHeight = barHeight
    self.actionDiameter = actionDiameter
    self.notchClearance = notchClearance
    self.actionRise = actionRise ?? notch.sanitized().depth
    self.circleSpacing = circleSpacing
    self.maximumSlotWidth = maximumSlotWidth
    self.horizontalPadding = horizontalPadding
    self.itemHeight = itemHeight
    self.itemVerticalInset = itemVerticalInset
    self.titlePadding = titlePadding
    self.titlePlacement = titlePlacement
    self.spacing = spacing
    self.iconSize = iconSize
    self.indicatorDiameter = indicatorDiameter
    self.badgeHeight = badgeHeight
    self.badgePadding = badgePadding
    self.badgeDotDiameter = badgeDotDiameter
  }

  /// The tutorial's bar with a notch that cradles the button: 80 pt bar, 56 pt action button
  /// centred on the top edge, a 123.75 × 33 pt smooth notch 5 pt clear of it.
  public static let standard = CurvedTabBarMetrics()

  /// The tutorial's own sizes with its exact notch (``CurvedTabBarNotch/tutorial``), to match its
  /// look point for point: 80 pt bar, 80 × 40 pt notch, a 60 pt action button 25 pt above the
  /// valley floor, 25 pt side padding, slots as wide as the bar allows.
  public static let tutorial = CurvedTabBarMetrics(
    notch: .tutorial, actionDiameter: 60, actionRise: 25, circleSpacing: 0,
    maximumSlotWidth: CurvedTabBarLayout.maximumLength, horizontalPadding: 25)

  static func length(_ value: CGFloat) -> CGFloat {
    ClampingRule.lengthUpTo(CurvedTabBarLayout.maximumLength).clamp(value)
  }
}
