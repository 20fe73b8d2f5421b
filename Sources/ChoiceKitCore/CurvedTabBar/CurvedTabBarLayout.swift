import Foundation

/// The frames of a curved tab bar: each tab's slot, the gap under the notch, the raised circle
/// resting in the notch, the bar's height with the bottom safe-area inset, and whether titles fit.
///
/// Coordinates are the bar's own, y down, origin at the top-left of the bar's top edge (the
/// straight part beside the notch). The raised circle may reach above `y = 0`.
///
/// Rules:
/// - Every tab's slot has the same width, at most ``CurvedTabBarMetrics/maximumSlotWidth``: on a
///   wide bar the row gathers around the centre instead of spreading its icons apart.
/// - With ``CurvedTabBarNotchMode/fixed`` and an action, the notch sits at the centre and leaves a gap
///   as wide as the drawn notch (at least the circle). The first `(count + 1) / 2` tabs fill the
///   leading side next to the gap; the rest, one fewer for an odd count, are centred in the
///   mirror-image span on the trailing side, so both sides keep one spacing between icons and
///   five tabs read as two and a half slots either side of the notch, not as three narrow and two
///   wide slots.
/// - Otherwise the slots share the row equally; a travelling bar's action takes the slot after
///   the first `(count + 1) / 2` tabs, and its circle shrinks to keep
///   ``CurvedTabBarMetrics/circleSpacing`` from the raised circle of either neighbouring tab.
///   A fixed bar without an action draws no notch.
/// - Each end of the row keeps ``CurvedTabBarMetrics/horizontalPadding``, less where that keeps the
///   slots of the fuller side at least ``minimumSlotWidth`` wide (five tabs on a phone). When a
///   row is too narrow even without padding, slots shrink, to zero width if need be, rather than
///   overlap the gap or each other.
/// - Each tab's hit column (``tabColumns``) is its slot widened to the bar's full height, bottom
///   inset included, and, for the outermost tab of a side, to the bar's end and to the gap's or
///   the action slot's edge. The action's column (``actionColumn``) is the rest: a travelling
///   bar's action slot or a fixed bar's whole gap, to the bar's end where a side has no tab. So
///   the columns tile the bar, and every point of it presses something.
/// - Titles are shown only when every title fits its slot on one line with
///   ``CurvedTabBarMetrics/titlePadding`` at each side; otherwise every title is dropped and the bar
///   shows icons alone, never a title cut mid-word.
/// - The bar is ``CurvedTabBarMetrics/barHeight`` tall, or taller when the slot's content (icon,
///   title, indicator) needs it, plus the bottom safe-area inset, which the bar's background
///   fills and the tabs stay out of.
/// - Right to left, every frame and centre is the mirror image of the left-to-right one: the
///   first tab sits at the right.
///
/// ```swift
/// let layout = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 34)
/// layout.size                    // 390 × 114
/// layout.itemFrame(forTab: 0)    // the first tab's slot, at the left
/// layout.actionFrame             // the 56 pt circle cradled in the centre notch
/// layout.tabColumn(forTab: 0)    // the first tab's button: its full-height hit column
/// layout.hit(at: point)          // .action, .tab(2) or nil
/// ```
///
/// Laying out is linear in the number of tabs (every title is checked against its slot) and
/// allocates nothing: the layout keeps the row's arithmetic, and a tab's slot or hit column is
/// computed in a few operations when it is read (``itemFrame(forTab:)``, ``tabColumn(forTab:)``).
public struct CurvedTabBarLayout: Sendable, Hashable {
  /// The largest length the layout works with; longer widths and metrics are clamped to it.
  public static let maximumLength: CGFloat = 1_000_000
  /// The least width of a tab's slot when the bar sizes itself (a `nil` or infinite width).
  public static let minimumSlotWidth: CGFloat = 44

  /// The bar's size: its width by ``contentHeight`` plus ``bottomInset``.
  public let size: CGSize
  /// The height of the part of the bar that holds the tabs, above the bottom inset.
  public let contentHeight: CGFloat
  /// The bottom safe-area inset the bar's background extends over.
  public let bottomInset: CGFloat
  /// The number of tabs.
  public let count: Int
  /// The action button's bounding square, or `nil` without an action: in the notch for a fixed
  /// bar, centred in its own slot for a travelling one.
  public let actionFrame: CGRect?
  /// The action's whole slot in a travelling bar, where a touch anywhere presses the action;
  /// `nil` for a fixed bar, whose action is the circle in the notch, or without an action.
  public let actionSlot: CGRect?
  /// The action's hit column, over the bar's whole height, bottom inset included: a travelling
  /// bar's action slot, or the whole gap under a fixed bar's notch (the circle and the room
  /// beside and below it), in either case reaching to the bar's end on a side without tabs (one
  /// tab); `nil` without an action. The circle's part above the bar is hit too (see
  /// `hit(at:selected:)`).
  public let actionColumn: CGRect?
  /// The span of x under a fixed bar's notch that no tab takes, or `nil` when there is none.
  public let gap: ClosedRange<CGFloat>?
  /// Where the notch rests.
  public let mode: CurvedTabBarNotchMode
  /// Whether the first tab sits at the right.
  public let isRightToLeft: Bool
  /// Whether every title fits its slot, so titles are shown.
  public let showsTitles: Bool
  /// The notch as the bar draws it: fitted to the bar, and of zero size for a fixed bar without
  /// an action.
  public let notch: CurvedTabBarNotch
  /// The metrics the layout used.
  public let metrics: CurvedTabBarMetrics
  /// The diameter of the circle raised into the notch, scaled down with a notch that had to be
  /// narrowed or made shallower to fit the bar.
  public let raisedDiameter: CGFloat
  /// The y of the raised circle's centre: ``CurvedTabBarMetrics/actionRise`` (scaled like the circle)
  /// above the valley floor.
  public let raisedCenterY: CGFloat
  /// The height of the tallest title, or 0 when titles are not shown.
  public let titleHeight: CGFloat
  /// The row's columns, from which each tab's slot and hit column is computed when it is read.
  let columns: CurvedTabBarSlots.Columns
  /// The top of every slot.
  let slotTop: CGFloat
  /// The height of every slot.
  let slotHeight: CGFloat
  /// The titles' sizes as given, read sanitised, when titles are shown; empty when they are not.
  let shownTitleSizes: [CGSize]
  /// The centres the notch can take in ``barFrame``, worked out once for every frame of a move;
  /// `nil` for a bar too small to draw.
  let notchCenters: ClosedRange<CGFloat>?

  /// Lays out a curved tab bar.
  ///
  /// ```swift
  /// let titles = tabs.map { measurer.measure($0.title, style: tokens.title).size }
  /// let layout = CurvedTabBarLayout(tabCount: tabs.count, width: 390, titleSizes: titles)
  /// ```
  ///
  /// - Parameters:
  ///   - tabCount: The number of tabs; negative counts as 0.
  ///   - width: The bar's width; `nil`, NaN or `+infinity` asks for the natural width (every slot
  ///     ``minimumSlotWidth`` or its title's width, whichever is wider), a negative width counts
  ///     as 0, and one above ``maximumLength`` as ``maximumLength``.
  ///   - bottomInset: The bottom safe-area inset (the home indicator's area); negative, NaN or
  ///     infinite counts as 0.
  ///   - hasAction: Whether the bar has a centre action.
  ///   - mode: Where the notch rests.
  ///   - titleSizes: The measured size of each tab's title, in tab order; empty or all zero for
  ///     a bar of icons. Missing sizes count as zero; negative, NaN or infinite sides as 0.
  ///   - metrics: The sizes; see ``CurvedTabBarMetrics``.
  ///   - isRightToLeft: Whether the first tab goes at the right.
  public init(
    tabCount: Int,
    width: CGFloat?,
    bottomInset: CGFloat = 0,
    hasAction: Bool = true,
    mode: CurvedTabBarNotchMode = .fixed,
    titleSizes: [CGSize] = [],
    metrics: CurvedTabBarMetrics = .standard,
    isRightToLeft: Bool = false
  ) {
    let count = max(tabCount, 0)
    // Titles are read in place, sanitised as they are read, and frames are computed when they
    // are read (`CurvedTabBarLayout+Frames.swift`): laying out a bar allocates nothing.
    func title(_ index: Int) -> CGSize {
      index < titleSizes.count
        ? CGSize(
          width: CurvedTabBarMetrics.length(titleSizes[index].width),
          height: CurvedTabBarMetrics.length(titleSizes[index].height)) : .zero
    }
    var widestTitle: CGFloat = 0
    var tallestTitle: CGFloat = 0
    for index in 0..<count {
      let size = title(index)
      widestTitle = max(widestTitle, size.width)
      tallestTitle = max(tallestTitle, size.height)
    }
    let hasTitles = widestTitle > 0
    let split = CurvedTabBarSlots(
      count: count, hasAction: hasAction, mode: mode, metrics: metrics, widestTitle: widestTitle)
    let width = split.resolvedWidth(width)

    // The gap depends on the width alone (a notch fitted to a bar of unlimited height), so the
    // slots, and with them the titles and the bar's height, can be decided before the notch's
    // depth is fitted to that height.
    let drawsNotch = mode == .travelling || hasAction
    let shape = CurvedTabBarOutline(notch: metrics.notch)
    let requested = metrics.notch.sanitized()
    let unlimited = shape.fittedNotch(in: CGRect(x: 0, y: 0, width: width, height: Self.maximumLength))
    let widthScale = Self.scale(fitted: unlimited, requested: requested)
    let gapWidth =
      mode == .fixed && hasAction ? max(unlimited.width, metrics.actionDiameter * widthScale) : 0

    let columns = split.columns(width: width, gapWidth: gapWidth)
    let showsTitles =
      hasTitles
      && (0..<count).allSatisfy { index in
        let column = columns.tab(index)
        return Self.rowWidth(metrics: metrics, titleWidth: title(index).width)
          <= column.upperBound - column.lowerBound
      }
    let titleHeight = showsTitles ? tallestTitle : 0
    let content = Self.columnHeight(metrics: metrics, titleHeight: titleHeight)
    // Each term is at most a few maximum lengths, so the height stays finite.
    let slotHeight = max(metrics.itemHeight, content)
    let contentHeight = max(metrics.barHeight, slotHeight + 2 * metrics.itemVerticalInset)

    var notch = shape.fittedNotch(in: CGRect(x: 0, y: 0, width: width, height: contentHeight))
    if !drawsNotch { (notch.width, notch.depth) = (0, 0) }
    let scale = Self.scale(fitted: notch, requested: requested)
    // A fixed bar without an action raises no circle at all, whatever notch its metrics ask for.
    let raisedDiameter = drawsNotch ? metrics.actionDiameter * min(scale, widthScale) : 0
    let slotTop = (contentHeight - slotHeight) / 2

    func mirrored(_ frame: CGRect) -> CGRect {
      isRightToLeft
        ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }
    let raisedCenterY = notch.depth - metrics.actionRise * scale
    self.raisedCenterY = raisedCenterY
    let inset = CurvedTabBarMetrics.length(bottomInset)
    let height = contentHeight + inset
    let notchCenters = CurvedTabBarOutline(notch: notch).notchCenters(
      in: CGRect(x: 0, y: 0, width: width, height: height))
    self.notchCenters = notchCenters
    actionSlot = columns.action.map { column in
      mirrored(
        CGRect(
          x: column.lowerBound, y: slotTop, width: column.upperBound - column.lowerBound,
          height: slotHeight))
    }
    if let actionColumn = columns.action {
      let midX = (actionColumn.lowerBound + actionColumn.upperBound) / 2
      let centerY = slotTop + slotHeight / 2
      // The nearest raised circle rests over a neighbouring tab; the action keeps clear of it.
      var room: CGFloat?
      for index in (split.leadingCount - 1)...split.leadingCount where (0..<count).contains(index) {
        let tab = columns.tab(index)
        let x = CurvedTabBarOutline.center(
          (tab.lowerBound + tab.upperBound) / 2, within: notchCenters, midX: width / 2)
        let distance = hypot(x - midX, raisedCenterY - centerY)
        let clearance = 2 * (distance - raisedDiameter / 2 - metrics.circleSpacing)
        room = room.map { min($0, clearance) } ?? clearance
      }
      let diameter = max(
        min(
          min(min(raisedDiameter, slotHeight), actionColumn.upperBound - actionColumn.lowerBound),
          room ?? .infinity),
        0)
      actionFrame = mirrored(
        CGRect(x: midX - diameter / 2, y: centerY - diameter / 2, width: diameter, height: diameter))
    } else if hasAction {
      // Mirrored like the rest, so a right-to-left bar is the bit-exact mirror image.
      actionFrame = mirrored(
        CGRect(
          x: width / 2 - raisedDiameter / 2, y: raisedCenterY - raisedDiameter / 2,
          width: raisedDiameter, height: raisedDiameter))
    } else {
      actionFrame = nil
    }
    actionColumn = columns.actionHit.map { column in
      mirrored(
        CGRect(x: column.lowerBound, y: 0, width: column.upperBound - column.lowerBound, height: height))
    }
    gap = gapWidth > 0 ? (width / 2 - gapWidth / 2)...(width / 2 + gapWidth / 2) : nil
    self.size = CGSize(width: width, height: height)
    self.contentHeight = contentHeight
    self.bottomInset = inset
    self.mode = mode
    self.isRightToLeft = isRightToLeft
    self.showsTitles = showsTitles
    self.notch = notch
    self.metrics = metrics
    self.raisedDiameter = raisedDiameter
    self.titleHeight = titleHeight
    self.count = count
    self.columns = columns
    self.slotTop = slotTop
    self.slotHeight = slotHeight
    // The caller's array itself, not a copy: a bar of many tabs stores no array of its own.
    self.shownTitleSizes = showsTitles ? titleSizes : []
  }

  /// The whole bar, bottom inset included: the rectangle the bar's shape is drawn in.
  public var barFrame: CGRect { CGRect(origin: .zero, size: size) }

  /// The height of a slot's content: icon, spacing, title and spacing when shown, indicator.
  /// Titles under icons stack icon, title and indicator; titles beside icons put the title on
  /// the icon's row, over the indicator.
  static func columnHeight(metrics: CurvedTabBarMetrics, titleHeight: CGFloat) -> CGFloat {
    switch metrics.titlePlacement {
    case .below:
      let title = titleHeight > 0 ? titleHeight + metrics.spacing : 0
      return metrics.iconSize + metrics.spacing + title + metrics.indicatorDiameter
    case .beside:
      return max(metrics.iconSize, titleHeight) + metrics.spacing + metrics.indicatorDiameter
    }
  }

  /// The width a slot needs to show a title: the title and its padding, and beside the icon the
  /// icon and the spacing too.
  static func rowWidth(metrics: CurvedTabBarMetrics, titleWidth: CGFloat) -> CGFloat {
    let title = titleWidth + 2 * metrics.titlePadding
    switch metrics.titlePlacement {
    case .below: return title
    case .beside: return metrics.iconSize + metrics.spacing + title
    }
  }

  /// How much a notch was shrunk to fit: the smaller of its width and depth ratios, at most 1. A
  /// notch asked to be flat does not shrink the circle; one that could not be drawn at all makes
  /// it vanish with it.
  private static func scale(fitted: CurvedTabBarNotch, requested: CurvedTabBarNotch) -> CGFloat {
    func ratio(_ fitted: CGFloat, _ requested: CGFloat) -> CGFloat {
      requested > 0 ? fitted / requested : 1
    }
    return min(ratio(fitted.width, requested.width), ratio(fitted.depth, requested.depth), 1)
  }
}
