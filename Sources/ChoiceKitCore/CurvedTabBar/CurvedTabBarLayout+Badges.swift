import Foundation

/// A badge as a curved tab bar draws it on a tab: its frame, and whether its text shows.
///
/// ```swift
/// let width = measurer.measure(badge.text ?? "", style: tokens.badgeTitle).width
/// if let placed = layout.badgePlacement(.count(150), forTab: 2, textWidth: width) {
///   placed.frame      // the capsule, on the icon's top trailing corner, inside the tab's slot
///   placed.showsText  // false when "99+" is too wide for the slot: the badge shows as a dot
/// }
/// ```
public struct CurvedTabBarBadgePlacement: Sendable, Hashable {
  /// The badge's frame: a capsule holding its text, or a dot.
  public var frame: CGRect
  /// Whether the badge's text is drawn in ``frame``: `false` for a dot, and for a text too wide
  /// for the tab's room, which shows as a dot rather than cut short or spilling onto a
  /// neighbour.
  public var showsText: Bool

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - frame: The badge's frame.
  ///   - showsText: Whether its text is drawn.
  public init(frame: CGRect, showsText: Bool) {
    self.frame = frame
    self.showsText = showsText
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: frame)
    hasher.combine(showsText)
  }
}

extension CurvedTabBarLayout {
  /// The span of x a tab's badge may take: the tab's slot, moved along with its icon as the icon
  /// rises into a travelling bar's circle, and kept on the bar. With titles
  /// ``CurvedTabBarTitlePlacement/beside`` the icons, the title shares the badge's row, so the
  /// span ends where the title begins; on a travelling bar, a tab whose icon has not risen (lift
  /// below one half) keeps to its side of the raised circle, which holds another tab's icon.
  ///
  /// - Parameters:
  ///   - index: The tab.
  ///   - position: The selected tab as a fractional index, or `nil`.
  /// - Returns: The span; `nil` for an index out of range.
  public func badgeRoom(forTab index: Int, selectedPosition position: Double? = nil) -> ClosedRange<CGFloat>?
  {
    guard let slot = itemFrame(forTab: index),
      let icon = iconFrame(forTab: index, selectedPosition: position),
      let resting = iconFrame(forTab: index)
    else { return nil }
    let shift = icon.midX - resting.midX
    var lower = slot.minX + shift
    var upper = slot.maxX + shift
    if metrics.titlePlacement == .beside, let title = titleFrame(forTab: index) {
      if isRightToLeft { lower = max(lower, title.maxX) } else { upper = min(upper, title.minX) }
    }
    if mode == .travelling, lift(forTab: index, selectedPosition: position) < 0.5,
      let circle = indicatorFrame(at: position)
    {
      // The raised circle holds another tab's icon, and near the bar's ends it reaches into
      // this tab's slot: the badge keeps to this side of it.
      if circle.midX >= icon.midX { upper = min(upper, circle.minX) } else { lower = max(lower, circle.maxX) }
    }
    lower = min(max(lower, 0), size.width)
    upper = min(max(upper, lower), size.width)
    return lower...upper
  }

  /// Where a tab's badge is drawn, and whether its text shows: the badge's frame on the tab's
  /// icon (``CurvedTabBarBadge/frame(onIcon:textWidth:metrics:isRightToLeft:)``), moved back
  /// over the icon as far as it must be to stay inside ``badgeRoom(forTab:selectedPosition:)``.
  /// A badge whose text makes it wider than the room shows as a dot instead, never over a
  /// neighbouring tab's icon, title or badge, and never past the bar's ends.
  ///
  /// - Parameters:
  ///   - badge: The badge.
  ///   - index: The tab.
  ///   - textWidth: The measured width of the badge's ``CurvedTabBarBadge/text``; negative, NaN
  ///     or infinite counts as 0.
  ///   - position: The selected tab as a fractional index, or `nil`: the badge follows its icon.
  /// - Returns: The placement; `nil` when the badge is not visible or the index is out of range.
  public func badgePlacement(
    _ badge: CurvedTabBarBadge, forTab index: Int, textWidth: CGFloat,
    selectedPosition position: Double? = nil
  ) -> CurvedTabBarBadgePlacement? {
    guard let icon = iconFrame(forTab: index, selectedPosition: position),
      let room = badgeRoom(forTab: index, selectedPosition: position)
    else { return nil }
    return badge.placement(
      onIcon: icon, textWidth: textWidth, metrics: metrics, isRightToLeft: isRightToLeft, within: room)
  }
}

extension CurvedTabBarBadge {
  /// Where the badge is drawn on an icon when it must stay inside a span of x, and whether its
  /// text shows: its frame on the icon (``frame(onIcon:textWidth:metrics:isRightToLeft:)``), moved
  /// back over the icon as far as it must be to stay inside `room`; a text that makes it wider
  /// than the room shows as a dot instead, and a dot wider than the room is centred on it.
  ///
  /// - Parameters:
  ///   - icon: The icon's frame.
  ///   - textWidth: The measured width of ``text``; negative, NaN or infinite counts as 0.
  ///   - metrics: The bar's metrics.
  ///   - isRightToLeft: Whether the badge sits on the icon's top left corner.
  ///   - room: The span of x the badge may take.
  /// - Returns: The placement; `nil` when the badge is not visible or the icon's frame is not
  ///   finite.
  public func placement(
    onIcon icon: CGRect, textWidth: CGFloat, metrics: CurvedTabBarMetrics, isRightToLeft: Bool,
    within room: ClosedRange<CGFloat>
  ) -> CurvedTabBarBadgePlacement? {
    guard
      var frame = frame(onIcon: icon, textWidth: textWidth, metrics: metrics, isRightToLeft: isRightToLeft)
    else { return nil }
    var showsText = text != nil
    let roomWidth = room.upperBound - room.lowerBound
    if showsText, frame.width > roomWidth,
      let dot = CurvedTabBarBadge.dot.frame(
        onIcon: icon, textWidth: 0, metrics: metrics, isRightToLeft: isRightToLeft)
    {
      showsText = false
      frame = dot
    }
    if frame.width > roomWidth {
      // Only a dot can be wider than its room: it is centred on the room.
      frame.origin.x = (room.lowerBound + room.upperBound) / 2 - frame.width / 2
    } else {
      frame.origin.x = max(min(frame.minX, room.upperBound - frame.width), room.lowerBound)
    }
    return CurvedTabBarBadgePlacement(frame: frame, showsText: showsText)
  }
}
