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
public struct CurvedTabBarMetrics: ChoiceConfigurable {
  /// The bar's height above the bottom safe-area inset, before it grows for large text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var barHeight: CGFloat = 80
  /// The notch in the bar's top edge: unless one is set, the cradle around the action button
  /// with ``notchClearance`` around it (``CurvedTabBarNotch/cradle(aroundDiameter:clearance:)``),
  /// which follows the button's diameter and the clearance as they change.
  public var notch: CurvedTabBarNotch {
    get { chosenNotch ?? .cradle(aroundDiameter: actionDiameter, clearance: notchClearance) }
    set { chosenNotch = newValue }
  }
  /// The notch set in place of the cradle, if any.
  private var chosenNotch: CurvedTabBarNotch?
  /// The diameter of the raised circle resting in the notch: the action button, or the selected
  /// tab's circle when the notch travels.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var actionDiameter: CGFloat = 56
  /// How far the raised circle's centre sits above the notch's valley floor: unless set, the
  /// notch's depth, which puts the centre on the top edge.
  public var actionRise: CGFloat {
    get { chosenActionRise ?? Self.length(notch.sanitized().depth) }
    set { chosenActionRise = Self.length(newValue) }
  }
  /// The rise set in place of the notch's depth, if any.
  private var chosenActionRise: CGFloat?
  /// The ring kept between the action button and the notch's wall when the notch is derived from
  /// the button (the default): the notch is ``CurvedTabBarNotch/cradle(aroundDiameter:clearance:)``.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var notchClearance: CGFloat = 5
  /// The least space between a travelling bar's action button, sunk in its slot, and the raised
  /// circle resting over a neighbouring tab; the action's circle shrinks to keep it.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var circleSpacing: CGFloat = 8
  /// The widest a tab's slot grows; on wider bars the tabs gather around the centre. A value
  /// under ``CurvedTabBarLayout/minimumSlotWidth`` counts as that width.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var maximumSlotWidth: CGFloat = 120
  /// The space kept free at each end of the row of tabs.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var horizontalPadding: CGFloat = 8
  /// The least height of a tab's slot; the slot is centred in the bar.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var itemHeight: CGFloat = 50
  /// The least room above and below a tab's slot when the bar grows for large text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var itemVerticalInset: CGFloat = 8
  /// The room kept at each side of a title inside its slot: a title that needs more is dropped.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var titlePadding: CGFloat = 2
  /// Where titles go: under the icons, or beside them on a compact-height bar.
  public var titlePlacement = CurvedTabBarTitlePlacement.below
  /// The space between an icon, its title and the indicator.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var spacing: CGFloat = 4
  /// The side of a tab's icon.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var iconSize: CGFloat = 22
  /// The diameter of the selection dot under the selected icon.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var indicatorDiameter: CGFloat = 5
  /// The height of a count or text badge, which is also its least width.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var badgeHeight: CGFloat = 18
  /// The room at each side of a badge's text.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var badgePadding: CGFloat = 5
  /// The diameter of a dot badge.
  @Clamped(.lengthUpTo(CurvedTabBarLayout.maximumLength)) public var badgeDotDiameter: CGFloat = 10

  /// Creates the ``standard`` metrics: change them in place, or start from any metrics with
  /// `init(_:)`'s closure. The notch and the action's rise follow the button until they are
  /// set.
  ///
  /// ```swift
  /// let roomy = CurvedTabBarMetrics {
  ///   $0.actionDiameter = 64
  ///   $0.notchClearance = 8  // a 148 × 40 notch
  /// }
  /// ```
  public init() {}

  /// The tutorial's bar with a notch that cradles the button: 80 pt bar, 56 pt action button
  /// centred on the top edge, a 123.75 × 33 pt smooth notch 5 pt clear of it.
  public static let standard = CurvedTabBarMetrics()

  /// The tutorial's own sizes with its exact notch (``CurvedTabBarNotch/tutorial``), to match its
  /// look point for point: 80 pt bar, 80 × 40 pt notch, a 60 pt action button 25 pt above the
  /// valley floor, 25 pt side padding, slots as wide as the bar allows.
  public static let tutorial = CurvedTabBarMetrics {
    $0.notch = .tutorial
    $0.actionDiameter = 60
    $0.actionRise = 25
    $0.circleSpacing = 0
    $0.maximumSlotWidth = CurvedTabBarLayout.maximumLength
    $0.horizontalPadding = 25
  }

  static func length(_ value: CGFloat) -> CGFloat {
    ClampingRule.lengthUpTo(CurvedTabBarLayout.maximumLength).clamp(value)
  }
}
