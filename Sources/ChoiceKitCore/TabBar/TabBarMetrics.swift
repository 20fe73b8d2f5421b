import Foundation

/// The sizes of a curved tab bar, in points: the bar, its notch, the action button, the items,
/// the indicator and the badges.
///
/// ``standard`` is the tutorial's bar with a smooth notch: 80 pt tall, an 80 × 40 pt notch, a
/// 60 pt action button 25 pt above the valley floor, 50 pt items inside 25 pt side padding and a
/// 5 pt dot under the selected icon. Every length is sanitised on assignment: negative, NaN or
/// infinite becomes 0, and one above ``TabBarLayout/maximumLength`` becomes that length.
///
/// ```swift
/// var metrics = TabBarMetrics.standard
/// metrics.notch = .tutorial  // the tutorial's exact two cubics
/// metrics.actionDiameter = 56
/// ```
public struct TabBarMetrics: Sendable, Hashable {
  /// The bar's height above the bottom safe-area inset, before it grows for large text.
  public var barHeight: CGFloat { didSet { barHeight = Self.length(barHeight) } }
  /// The notch in the bar's top edge.
  public var notch: TabBarNotch
  /// The diameter of the raised circle resting in the notch: the action button, or the selected
  /// tab's circle when the notch travels.
  public var actionDiameter: CGFloat { didSet { actionDiameter = Self.length(actionDiameter) } }
  /// How far the raised circle's centre sits above the notch's valley floor.
  public var actionRise: CGFloat { didSet { actionRise = Self.length(actionRise) } }
  /// The space kept free at each end of the row of tabs.
  public var horizontalPadding: CGFloat {
    didSet { horizontalPadding = Self.length(horizontalPadding) }
  }
  /// The least height of a tab's slot; the slot is centred in the bar.
  public var itemHeight: CGFloat { didSet { itemHeight = Self.length(itemHeight) } }
  /// The least room above and below a tab's slot when the bar grows for large text.
  public var itemVerticalInset: CGFloat {
    didSet { itemVerticalInset = Self.length(itemVerticalInset) }
  }
  /// The room kept at each side of a title inside its slot: a title that needs more is dropped.
  public var titlePadding: CGFloat { didSet { titlePadding = Self.length(titlePadding) } }
  /// The space between an icon, its title and the indicator.
  public var spacing: CGFloat { didSet { spacing = Self.length(spacing) } }
  /// The side of a tab's icon.
  public var iconSize: CGFloat { didSet { iconSize = Self.length(iconSize) } }
  /// The diameter of the selection dot under the selected icon.
  public var indicatorDiameter: CGFloat {
    didSet { indicatorDiameter = Self.length(indicatorDiameter) }
  }
  /// The height of a count or text badge, which is also its least width.
  public var badgeHeight: CGFloat { didSet { badgeHeight = Self.length(badgeHeight) } }
  /// The room at each side of a badge's text.
  public var badgePadding: CGFloat { didSet { badgePadding = Self.length(badgePadding) } }
  /// The diameter of a dot badge.
  public var badgeDotDiameter: CGFloat {
    didSet { badgeDotDiameter = Self.length(badgeDotDiameter) }
  }

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
    notch: TabBarNotch = TabBarNotch(width: 80, depth: 40, smoothness: 0.5),
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
    self.barHeight = Self.length(barHeight)
    self.notch = notch
    self.actionDiameter = Self.length(actionDiameter)
    self.actionRise = Self.length(actionRise)
    self.horizontalPadding = Self.length(horizontalPadding)
    self.itemHeight = Self.length(itemHeight)
    self.itemVerticalInset = Self.length(itemVerticalInset)
    self.titlePadding = Self.length(titlePadding)
    self.spacing = Self.length(spacing)
    self.iconSize = Self.length(iconSize)
    self.indicatorDiameter = Self.length(indicatorDiameter)
    self.badgeHeight = Self.length(badgeHeight)
    self.badgePadding = Self.length(badgePadding)
    self.badgeDotDiameter = Self.length(badgeDotDiameter)
  }

  /// The tutorial's sizes with the smooth notch: 80 pt bar, 80 × 40 pt notch, 60 pt action
  /// button.
  public static let standard = TabBarMetrics()

  /// The tutorial's sizes with its exact notch (``TabBarNotch/tutorial``), to match its look
  /// point for point.
  public static let tutorial = TabBarMetrics(notch: .tutorial)

  static func length(_ value: CGFloat) -> CGFloat {
    min(Spacing.sanitized(value), TabBarLayout.maximumLength)
  }
}
