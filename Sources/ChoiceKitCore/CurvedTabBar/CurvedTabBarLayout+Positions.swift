import Foundation

extension CurvedTabBarLayout {
  /// Where the notch's centre rests for a selection, or moves through during a transition.
  ///
  /// ```swift
  /// layout.notchCenterX(at: 2)    // a travelling notch under the third tab
  /// layout.notchCenterX(at: 1.5)  // halfway between the second and the third
  /// ```
  ///
  /// - Parameter position: The selected tab as a fractional index, clamped to the tabs; `nil`
  ///   or NaN when nothing is selected.
  /// - Returns: The bar's centre for a fixed bar or without a selection; otherwise the centres
  ///   of the two neighbouring tabs interpolated, moved inwards as far as the notch must be to
  ///   fit (`CurvedTabBarOutline.notchCenterX(_:in:)`).
  public func notchCenterX(at position: Double?) -> CGFloat {
    guard mode == .travelling, let x = tabMidX(at: position) else { return size.width / 2 }
    return CurvedTabBarOutline.center(x, within: notchCenters, midX: size.width / 2)
  }

  /// Whether the bar draws its notch for a selection: always for a fixed bar with an action,
  /// for a travelling bar only while a tab is selected.
  ///
  /// - Parameter position: The selected tab as a fractional index, or `nil`.
  public func drawsNotch(at position: Double?) -> Bool {
    guard notch.width > 0, notch.depth > 0 else { return false }
    return mode == .fixed || isSelection(position)
  }

  /// The bar's outline for a selection, or at any moment of a transition between two.
  ///
  /// ```swift
  /// let from = 0.0, to = 3.0, progress = 0.4  // from a spring's sampled progress
  /// layout.path(at: from + (to - from) * progress)
  /// ```
  ///
  /// - Parameter position: The selected tab as a fractional index, or `nil`.
  /// - Returns: ``barFrame`` with the notch at ``notchCenterX(at:)``, or with a straight top
  ///   edge when ``drawsNotch(at:)`` is false; an empty path for an empty bar.
  public func path(at position: Double?) -> BezierPath {
    var drawn = notch
    if !drawsNotch(at: position) { (drawn.width, drawn.depth) = (0, 0) }
    return CurvedTabBarOutline(notch: drawn).path(in: barFrame, notchCenterX: notchCenterX(at: position))
  }

  /// The bar's top edge alone, notch included, as an open path for a hairline stroke: the start
  /// of ``path(at:)`` from the top-left corner to the top-right one, without the sides and the
  /// bottom.
  ///
  /// ```swift
  /// if tokens.topEdge.isVisible(in: .dark) { stroke(layout.topEdgePath(at: position), width: tokens.topEdge.width) }
  /// ```
  ///
  /// - Parameter position: The selected tab as a fractional index, or `nil`.
  /// - Returns: The open top edge; an empty path for an empty bar.
  public func topEdgePath(at position: Double?) -> BezierPath {
    var edge = BezierPath()
    for element in path(at: position).elements {
      if case .line(let point) = element, point.y == size.height { break }
      if element == .closeSubpath { break }
      edge.append(element)
    }
    return edge
  }

  /// The selection indicator's frame: the dot under the selected icon on a fixed bar, the
  /// raised circle in the notch on a travelling one.
  ///
  /// - Parameter position: The selected tab as a fractional index, clamped to the tabs.
  /// - Returns: The frame, moving between neighbouring tabs for a fractional position; `nil`
  ///   when nothing is selected or there are no tabs.
  public func indicatorFrame(at position: Double?) -> CGRect? {
    guard let x = tabMidX(at: position) else { return nil }
    switch mode {
    case .fixed:
      guard let slot = neighbourSlot(at: position) else { return nil }
      let diameter = metrics.indicatorDiameter
      let y = columnTop(in: slot) + columnHeight - diameter
      return CGRect(x: x - diameter / 2, y: y, width: diameter, height: diameter)
    case .travelling:
      let center = notchCenterX(at: position)
      let diameter = raisedDiameter
      return CGRect(
        x: center - diameter / 2, y: raisedCenterY - diameter / 2, width: diameter, height: diameter)
    }
  }

  /// A tab's icon frame. On a travelling bar the selected icon rises into the raised circle, and
  /// during a transition each icon rises by how near the moving selection is.
  ///
  /// - Parameters:
  ///   - index: The tab.
  ///   - position: The selected tab as a fractional index, or `nil`.
  /// - Returns: A square of ``CurvedTabBarMetrics/iconSize`` centred in the tab's slot above its
  ///   title and indicator; `nil` for an index out of range.
  public func iconFrame(forTab index: Int, selectedPosition position: Double? = nil) -> CGRect? {
    guard let slot = itemFrame(forTab: index) else { return nil }
    let side = metrics.iconSize
    var center = CGPoint(x: slot.midX, y: columnTop(in: slot) + side / 2)
    if metrics.titlePlacement == .beside {
      // The icon leads its title, the pair centred in the slot on one row.
      let shift = titleWidth(forTab: index).map { (metrics.spacing + $0) / 2 } ?? 0
      center.x += isRightToLeft ? shift : -shift
      center.y = columnTop(in: slot) + max(side, titleHeight) / 2
    }
    let lift = lift(forTab: index, selectedPosition: position)
    if lift > 0 {
      let raised = CGPoint(x: notchCenterX(at: position), y: raisedCenterY)
      center = center.interpolated(towards: raised, fraction: lift)
    }
    return CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
  }

  /// How far a tab's icon has risen into a travelling bar's circle: 1 for the selected tab, 0
  /// for tabs a whole step or more from the moving selection, in between during a move.
  ///
  /// The circle covers the raised tab's title, so its title fades by the same amount: draw it
  /// with opacity `1 - lift`.
  ///
  /// - Parameters:
  ///   - index: The tab.
  ///   - position: The selected tab as a fractional index, or `nil`.
  /// - Returns: A value in 0...1; always 0 on a fixed bar, without a selection, or for an index
  ///   out of range.
  public func lift(forTab index: Int, selectedPosition position: Double?) -> Double {
    mode == .travelling ? nearness(ofTab: index, toSelectedPosition: position) : 0
  }

  /// How near the selection, moving or at rest, is to a tab: what its selected look follows
  /// during a move.
  ///
  /// - Parameters:
  ///   - index: The tab.
  ///   - position: The selected tab as a fractional index, clamped to the tabs, or `nil`.
  /// - Returns: 1 at the tab, falling to 0 a whole step away; 0 without a selection, for a NaN
  ///   position or an index out of range.
  public func nearness(ofTab index: Int, toSelectedPosition position: Double?) -> Double {
    guard (0..<count).contains(index), let position, !position.isNaN else { return 0 }
    return max(0, 1 - abs(min(max(position, 0), Double(count - 1)) - Double(index)))
  }

  /// A tab's title frame: under the icon, as wide as the slot less the title padding; or, with
  /// titles ``CurvedTabBarTitlePlacement/beside`` the icons, after the icon, as wide as the title.
  ///
  /// - Parameter index: The tab.
  /// - Returns: The frame; `nil` when titles are not shown or the index is out of range.
  public func titleFrame(forTab index: Int) -> CGRect? {
    guard showsTitles, let slot = itemFrame(forTab: index) else { return nil }
    if metrics.titlePlacement == .beside, let icon = iconFrame(forTab: index),
      let width = titleWidth(forTab: index)
    {
      let x = isRightToLeft ? icon.minX - metrics.spacing - width : icon.maxX + metrics.spacing
      return CGRect(x: x, y: icon.midY - titleHeight / 2, width: width, height: titleHeight)
    }
    let padding = min(metrics.titlePadding, slot.width / 2)
    return CGRect(
      x: slot.minX + padding, y: columnTop(in: slot) + metrics.iconSize + metrics.spacing,
      width: slot.width - 2 * padding, height: titleHeight)
  }

  /// The height of a slot's content: icon, title and indicator with the spaces between them.
  public var columnHeight: CGFloat {
    Self.columnHeight(metrics: metrics, titleHeight: titleHeight)
  }

  /// The top of a slot's content, which is centred in the slot.
  func columnTop(in slot: CGRect) -> CGFloat {
    slot.midY - columnHeight / 2
  }

  /// Whether a position selects a tab: it is a number and there are tabs (exactly when
  /// ``tabMidX(at:)`` is not `nil`).
  func isSelection(_ position: Double?) -> Bool {
    guard let position else { return false }
    return !position.isNaN && count > 0
  }

  /// The centre x of a fractional tab position: the two neighbouring tabs' centres interpolated.
  func tabMidX(at position: Double?) -> CGFloat? {
    guard let position, !position.isNaN, count > 0 else { return nil }
    let last = count - 1
    let clamped = min(max(position, 0), Double(last))
    let lower = Int(clamped.rounded(.down))
    let upper = min(lower + 1, last)
    return slot(lower).midX.interpolated(towards: slot(upper).midX, fraction: clamped - Double(lower))
  }

  /// The slot nearest a fractional position.
  private func neighbourSlot(at position: Double?) -> CGRect? {
    guard let position, !position.isNaN, count > 0 else { return nil }
    return slot(Int(min(max(position, 0), Double(count - 1)).rounded()))
  }
}
