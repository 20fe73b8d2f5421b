import ChoiceKitCore
import Foundation

extension CurvedTabBarPreview {
  /// The picture of the preview's form: the curved bar, the Mac's sidebar, the watch's pages or
  /// the system tab bar.
  ///
  /// - Parameter selectionPosition: For the curved bar, the selection as a fractional tab index
  ///   (1.5 is halfway between the second and the third tab), as a transition passes through it;
  ///   `nil` draws ``selection`` at rest. Other forms always draw ``selection``.
  /// - Returns: The picture on the page background of its appearance, with the margin around it.
  public func displayList(selectionPosition: Double? = nil) -> DisplayList {
    switch resolvedForm {
    case .curvedBar:
      let layout = layout()
      var list = DisplayList(
        size: canvasSize(for: layout), background: Self.page.resolved(in: traits.appearance))
      list.append(contentsOf: barItems(layout: layout, position: selectionPosition ?? restPosition))
      return list
    case .sidebar: return sidebarDisplayList()
    case .pages: return pagesDisplayList()
    case .systemTabBar, .sidebarAdaptable: return systemTabBarDisplayList()
    }
  }

  /// The curved bar's selection moving from one tab to another on the tokens' spring: the notch
  /// and the raised circle travel, or the dot flies under a fixed notch.
  ///
  /// - Parameters:
  ///   - from: The tab the selection leaves.
  ///   - to: The tab it settles on.
  /// - Returns: A transition for an animated SVG or a filmstrip, whose first frame is the bar
  ///   with `from` selected and whose settled frame is the bar with `to` selected. An end outside
  ///   the tabs has no selection to travel from or to: the other end's selection shows until
  ///   halfway (progress 0.5), then none, or the reverse.
  public func transition(from: Int, to: Int) -> PreviewTransition {
    let layout = layout()
    let start = tabs.indices.contains(from) ? Double(from) : nil
    let end = tabs.indices.contains(to) ? Double(to) : nil
    return PreviewTransition(
      size: canvasSize(for: layout), background: Self.page.resolved(in: traits.appearance),
      sampler: TransitionSampler(spring: tokens.spring)
    ) { progress in
      let position: Double?
      if let start, let end {
        position = start.interpolated(towards: end, fraction: progress)
      } else {
        position = progress < 0.5 ? start : end
      }
      return barItems(layout: layout, position: position)
    }
  }

  /// The selection at rest, as a position.
  var restPosition: Double? { shownSelection.map(Double.init) }

  /// How far above the bar's top edge the picture reaches: the top of the action's circle or of
  /// a travelling bar's raised circle.
  func rise(for layout: CurvedTabBarLayout) -> CGFloat {
    var top = layout.actionFrame?.minY ?? 0
    if layout.mode == .travelling { top = min(top, layout.raisedCenterY - layout.raisedDiameter / 2) }
    return max(0, -top)
  }

  /// Where the bar's origin sits on the canvas.
  func barOrigin(for layout: CurvedTabBarLayout) -> CGPoint {
    CGPoint(x: resolvedMargin, y: resolvedMargin + rise(for: layout))
  }

  /// The canvas: the bar, the room the raised circle takes above it, and the margin.
  func canvasSize(for layout: CurvedTabBarLayout) -> CGSize {
    let origin = barOrigin(for: layout)
    return CGSize(
      width: layout.size.width + 2 * origin.x, height: layout.size.height + origin.y + resolvedMargin)
  }

  /// The bar at a fractional selection, in canvas coordinates.
  func barItems(layout: CurvedTabBarLayout, position: Double?) -> [DisplayItem] {
    var items: [DisplayItem] = [background(layout: layout, position: position)]
    items += homeIndicator(layout: layout)
    if let position, let frame = layout.indicatorFrame(at: position) {
      switch layout.mode {
      case .fixed:
        items.append(
          .shape(.ellipse(in: frame), fill: .color(tokens.tint.resolved(in: traits.appearance))))
      case .travelling:
        let fill = tokens.raisedFill.resolved(in: traits.appearance)
        items.append(
          .group(
            DisplayGroup(
              [.shape(.ellipse(in: frame), fill: .color(fill))], shadow: shadow(tokens.actionShadow))))
      }
    }
    if let frame = layout.actionFrame { items.append(actionButton(in: frame)) }
    for index in tabs.indices { items += tab(index, layout: layout, position: position) }
    let origin = barOrigin(for: layout)
    return [.group(DisplayGroup(items, transform: AffineTransform2D(translationX: origin.x, y: origin.y)))]
  }

  /// The bar's outline filled with the system background, casting its shadow upwards, and the
  /// top edge's hairline where the appearance draws one (dark).
  private func background(layout: CurvedTabBarLayout, position: Double?) -> DisplayItem {
    let fill = DisplayItem.shape(
      layout.path(at: position), fill: .color(tokens.drawnBackground.resolved(in: traits.appearance)))
    var items = [DisplayItem.group(DisplayGroup([fill], shadow: shadow(tokens.shadow)))]
    if tokens.topEdge.isVisible(in: traits.appearance) {
      let stroke = StrokePaint(
        .color(tokens.topEdge.color.resolved(in: traits.appearance)), lineWidth: tokens.topEdge.width)
      items.append(.shape(layout.topEdgePath(at: position), stroke: stroke))
    }
    return items.count == 1 ? items[0] : .group(DisplayGroup(items))
  }

  /// The home indicator in the bottom inset, so the inset the bar extends over can be seen.
  private func homeIndicator(layout: CurvedTabBarLayout) -> [DisplayItem] {
    guard layout.bottomInset >= 13 else { return [] }
    let width = min(134, layout.size.width / 3)
    let frame = CGRect(
      x: (layout.size.width - width) / 2, y: layout.size.height - 8 - 5, width: width, height: 5)
    let ink = traits.appearance == .dark ? RGBAColor.white : RGBAColor.black
    return [.shape(.capsule(in: frame), fill: .color(ink))]
  }

  /// The centre action: the gradient circle with its symbol and glow.
  func actionButton(in frame: CGRect) -> DisplayItem {
    let colors =
      tokens.actionGradient.isEmpty
      ? [tokens.tint.resolved(in: traits.appearance)] : tokens.actionGradient
    let leading = traits.isRightToLeft ? frame.maxX : frame.minX
    let trailing = traits.isRightToLeft ? frame.minX : frame.maxX
    let stops = colors.enumerated().map { index, color in
      LinearGradientPaint.Stop(
        location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0, color: color)
    }
    let gradient = LinearGradientPaint(
      start: CGPoint(x: leading, y: frame.minY), end: CGPoint(x: trailing, y: frame.maxY), stops: stops)
    let side = min(tokens.actionIcon.size, frame.width)
    let icon = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    return .group(
      DisplayGroup(
        [
          .shape(.ellipse(in: frame), fill: .linearGradient(gradient)),
          .icon(
            name: action?.systemImage ?? "plus", frame: icon,
            color: tokens.actionForeground.resolved(in: traits.appearance)),
        ], shadow: shadow(tokens.actionShadow)))
  }

  /// A tab's icon, title and badge. `position` moves the selected look: the colour follows how
  /// near the moving selection is, as SwiftUI animates the foreground colour with the indicator.
  private func tab(_ index: Int, layout: CurvedTabBarLayout, position: Double?) -> [DisplayItem] {
    guard let icon = layout.iconFrame(forTab: index, selectedPosition: position) else { return [] }
    let nearness = layout.nearness(ofTab: index, toSelectedPosition: position)
    let unselected = tokens.unselected.resolved(in: traits.appearance)
    let selected = tokens.tint.resolved(in: traits.appearance)
    // A travelling bar's selected icon sits on the filled circle, so it takes the circle's ink.
    let raised =
      layout.mode == .travelling ? tokens.raisedForeground.resolved(in: traits.appearance) : selected
    let tab = tabs[index]
    var items: [DisplayItem] = [
      .icon(
        name: tab.systemImage, frame: icon,
        color: unselected.interpolated(towards: raised, fraction: nearness))
    ]
    if let frame = layout.titleFrame(forTab: index) {
      let style = titleTypography
      let metrics = measurer.measure(tab.title, style: style)
      var color = unselected.interpolated(towards: selected, fraction: nearness)
      // The raised circle covers the raised tab's title, so the title fades as its icon rises.
      color = color.withAlpha(color.alpha * (1 - layout.lift(forTab: index, selectedPosition: position)))
      items.append(
        .text(
          TextRun(
            tab.title, origin: CGPoint(x: frame.midX, y: frame.midY + (metrics.ascent - metrics.descent) / 2),
            style: style, color: color, anchor: .middle, isRightToLeft: traits.isRightToLeft)))
    }
    if let badge = tab.badge {
      let width = badge.text.map { measurer.measure($0, style: tokens.badgeTitle).width } ?? 0
      if let placement = layout.badgePlacement(
        badge, forTab: index, textWidth: width, selectedPosition: position)
      {
        items += self.badge(placement.showsText ? badge.text : nil, in: placement.frame)
      }
    }
    return items
  }

  /// A badge on an icon: a red capsule with its text, or a dot, at the core's frame.
  func badge(_ badge: CurvedTabBarBadge, onIcon icon: CGRect) -> [DisplayItem] {
    let text = badge.text
    let width = text.map { measurer.measure($0, style: tokens.badgeTitle).width } ?? 0
    guard
      let frame = badge.frame(
        onIcon: icon, textWidth: width, metrics: tokens.metrics, isRightToLeft: traits.isRightToLeft)
    else { return [] }
    return self.badge(text, in: frame)
  }

  /// A badge on an icon kept inside a span of x, as the core places it
  /// (``CurvedTabBarBadge/placement(onIcon:textWidth:metrics:isRightToLeft:within:)``).
  func badge(_ badge: CurvedTabBarBadge, onIcon icon: CGRect, within room: ClosedRange<CGFloat>)
    -> [DisplayItem]
  {
    let width = badge.text.map { measurer.measure($0, style: tokens.badgeTitle).width } ?? 0
    guard
      let placed = badge.placement(
        onIcon: icon, textWidth: width, metrics: tokens.metrics, isRightToLeft: traits.isRightToLeft,
        within: room)
    else { return [] }
    return self.badge(placed.showsText ? badge.text : nil, in: placed.frame)
  }

  /// A badge at its frame: a red capsule with its text, or a dot without.
  func badge(_ text: String?, in frame: CGRect) -> [DisplayItem] {
    var items: [DisplayItem] = [
      .shape(.capsule(in: frame), fill: .color(tokens.badge.resolved(in: traits.appearance)))
    ]
    if let text {
      let metrics = measurer.measure(text, style: tokens.badgeTitle)
      items.append(
        .text(
          TextRun(
            text, origin: CGPoint(x: frame.midX, y: frame.midY + (metrics.ascent - metrics.descent) / 2),
            style: tokens.badgeTitle, color: tokens.badgeText.resolved(in: traits.appearance),
            anchor: .middle,
            isRightToLeft: traits.isRightToLeft)))
    }
    return items
  }

  /// A core shadow in the appearance.
  func shadow(_ shadow: ChoiceShadow) -> DropShadow {
    DropShadow(
      color: shadow.color.resolved(in: traits.appearance), radius: shadow.radius,
      offset: CGSize(width: shadow.x, height: shadow.y))
  }
}
