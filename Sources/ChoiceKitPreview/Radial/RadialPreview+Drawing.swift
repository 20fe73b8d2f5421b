import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// The picture of the menu at rest: the centre button and, when ``isExpanded``, the guides and
  /// every item at the core's frame.
  ///
  /// - Returns: The menu on the page background of its appearance, with the margin around it.
  public func displayList() -> DisplayList {
    displayList(layout: layout())
  }

  /// The picture at rest, drawn from a layout worked out once.
  ///
  /// - Parameter layout: The preview's ``layout()``.
  /// - Returns: The picture ``displayList()`` draws.
  package func displayList(layout: Layout) -> DisplayList {
    var list = DisplayList(size: layout.canvasSize, background: Self.page.resolved(in: traits.appearance))
    guard isExpanded else {
      list.append(contentsOf: onCanvas([centerButton(openness: 0)], center: layout.center))
      return list
    }
    let placement = layout.placement
    var drawn = guides(placement: placement)
    for index in items.indices {
      drawn.append(item(index, in: placement.itemFrames[index]))
    }
    drawn.append(centerButton(openness: 1))
    list.append(contentsOf: onCanvas(drawn, center: layout.center))
    return list
  }

  /// The faint construction lines: a layout's frame, the circle the anchor points lie on, the
  /// arc's span with an arrow in its direction, and a numbered dot at each anchor point.
  func guides(placement: RadialPlacement) -> [DisplayItem] {
    guard showsGuides else { return [] }
    let color = Self.guide.resolved(in: traits.appearance)
    var items: [DisplayItem] = []
    if !isMenu {
      items.append(
        .shape(
          .rect(layoutBounds), stroke: StrokePaint(.color(color.withAlpha(0.45)), lineWidth: 1, dash: [4, 4]))
      )
    }
    guard !self.items.isEmpty else { return items }
    let center = placement.center
    let radius = placement.radius
    if isMenu, let line, let last = placement.anchorPoints.last {
      // A speed dial's guide: the line from the centre as far as the last item, which items
      // aligned to an edge of the button sit beside.
      let unit = line.direction(isRightToLeft: traits.isRightToLeft)
      let reach = (last.x - center.x) * unit.x + (last.y - center.y) * unit.y
      var path = BezierPath()
      path.move(to: center)
      path.addLine(to: CGPoint(x: center.x + unit.x * reach, y: center.y + unit.y * reach))
      items.append(.shape(path, stroke: StrokePaint(.color(color.withAlpha(0.5)), lineWidth: 3, cap: .round)))
      for (index, point) in placement.anchorPoints.enumerated() {
        items.append(
          Self.number(
            index + 1, outside: placement.itemFrames[index], from: point, angle: placement.angles[index] + 90,
            color: color))
      }
      return items
    }
    items.append(
      .shape(.circle(center: center, radius: radius), stroke: StrokePaint(.color(color.withAlpha(0.3)))))
    if !arc.isFullCircle, let span = span() {
      var path = BezierPath()
      path.addArc(
        center: center, radius: radius, startAngle: Self.radians(span.start), sweep: span.sweep * .pi / 180)
      items.append(
        .shape(path, stroke: StrokePaint(.color(color.withAlpha(0.5)), lineWidth: 3, cap: .round)))
      // The arrow sits between the first two items, where no item covers it.
      let angles = placement.angles
      let arrow = angles.count > 1 ? (angles[0] + angles[1]) / 2 : span.start + span.sweep / 4
      items.append(
        Self.arrowhead(
          center: center, radius: radius, degrees: arrow, clockwise: span.sweep >= 0, color: color))
    }
    // A dot marks an anchor point on an item's edge; one inside the item would sit on its label.
    let marksAnchors = [anchor.x, anchor.y].contains { $0 == 0 || $0 == 1 }
    for (index, point) in placement.anchorPoints.enumerated() {
      if marksAnchors { items.append(.shape(.circle(center: point, radius: 3), fill: .color(color))) }
      items.append(
        Self.number(
          index + 1, outside: placement.itemFrames[index], from: point, angle: placement.angles[index],
          color: color))
    }
    return items
  }

  /// The arc's span as drawn, in degrees clockwise from the top: where it starts and its signed
  /// sweep, mirrored right to left; from the core's angles for two items, the arc's two ends.
  func span() -> (start: Double, sweep: Double)? {
    let ends = arc.angles(count: 2)
    guard ends.count == 2 else { return nil }
    let sign: Double = traits.isRightToLeft ? -1 : 1
    return (sign * ends[0], sign * (ends[1] - ends[0]))
  }

  /// A small arrowhead on the guide circle at an angle, pointing along the arc.
  static func arrowhead(center: CGPoint, radius: CGFloat, degrees: Double, clockwise: Bool, color: RGBAColor)
    -> DisplayItem
  {
    let unit = RadialArc.direction(atDegrees: degrees)
    let tip = CGPoint(x: center.x + radius * unit.x, y: center.y + radius * unit.y)
    // The tangent along the direction of travel, and the outward normal.
    let tangent = clockwise ? CGPoint(x: -unit.y, y: unit.x) : CGPoint(x: unit.y, y: -unit.x)
    var path = BezierPath()
    path.move(to: CGPoint(x: tip.x + tangent.x * 5, y: tip.y + tangent.y * 5))
    path.addLine(to: CGPoint(x: tip.x - tangent.x * 5 + unit.x * 5, y: tip.y - tangent.y * 5 + unit.y * 5))
    path.addLine(to: CGPoint(x: tip.x - tangent.x * 5 - unit.x * 5, y: tip.y - tangent.y * 5 - unit.y * 5))
    path.closeSubpath()
    return .shape(path, fill: .color(color.withAlpha(0.7)))
  }

  /// An item's number in arc order, just outside its frame on the ray from the centre through
  /// its anchor point, where nothing else is drawn.
  static func number(
    _ number: Int, outside frame: CGRect, from point: CGPoint, angle: Double, color: RGBAColor
  )
    -> DisplayItem
  {
    let unit = RadialArc.direction(atDegrees: angle)
    // How far the ray runs inside the frame: the nearest edge it crosses.
    var distance = CGFloat.greatestFiniteMagnitude
    if unit.x > 1e-9 { distance = min(distance, (frame.maxX - point.x) / unit.x) }
    if unit.x < -1e-9 { distance = min(distance, (frame.minX - point.x) / unit.x) }
    if unit.y > 1e-9 { distance = min(distance, (frame.maxY - point.y) / unit.y) }
    if unit.y < -1e-9 { distance = min(distance, (frame.minY - point.y) / unit.y) }
    let reach = max(distance.isFinite && distance < .greatestFiniteMagnitude ? distance : 0, 0) + 10
    return .text(
      TextRun(
        "\(number)", origin: CGPoint(x: point.x + unit.x * reach, y: point.y + unit.y * reach + 4),
        style: GalleryPalette.label, color: color, anchor: .middle))
  }

  /// Degrees clockwise from the top as radians from the x axis towards y (clockwise on screen).
  static func radians(_ degrees: Double) -> Double {
    (degrees - 90) * .pi / 180
  }

  /// An item drawn as the tutorial's bordered button: the icon and the title inside the padding,
  /// an outline with rounded corners; mirrored right to left, dimmed when disabled.
  func item(_ index: Int, in frame: CGRect) -> DisplayItem {
    let item = items[index]
    let ink = RadialMenuItemRole.ink(for: item.role, in: tokens).resolved(in: traits.appearance)
    let padding = tokens.itemPadding
    let style = titleTypography
    let metrics = measurer.measure(item.title, style: style)
    let side = iconSide
    let leading = traits.isRightToLeft ? frame.maxX - padding - side : frame.minX + padding
    let isHighlighted = index == highlighted
    let tint = tokens.tint.resolved(in: traits.appearance)
    var drawn: [DisplayItem] = [
      .shape(
        .roundedRect(frame, cornerRadius: tokens.itemCornerRadius),
        fill: .color(tokens.itemFill.resolved(in: traits.appearance)),
        stroke: StrokePaint(
          .color(isHighlighted ? tint : ink),
          lineWidth: RadialMenuTokens.itemLineWidth(isHighlighted: isHighlighted))
      ),
      .icon(
        name: item.systemImage,
        frame: CGRect(x: leading, y: frame.midY - side / 2, width: side, height: side), color: ink),
    ]
    if isHighlighted {
      // The item a drag points at, washed with the tint under its label.
      drawn.insert(
        .shape(
          .roundedRect(frame, cornerRadius: tokens.itemCornerRadius),
          fill: .color(tint.withAlpha(RadialMenuTokens.highlightWashOpacity))),
        at: 1)
    }
    if !item.title.isEmpty {
      let offset = side + labelSpacing + metrics.width / 2
      let x = traits.isRightToLeft ? frame.maxX - padding - offset : frame.minX + padding + offset
      drawn.append(
        .text(
          TextRun(
            item.title, origin: CGPoint(x: x, y: frame.midY + (metrics.ascent - metrics.descent) / 2),
            style: style,
            color: ink, anchor: .middle, isRightToLeft: traits.isRightToLeft)))
    }
    return .group(DisplayGroup(drawn, opacity: item.isEnabled ? 1 : tokens.disabledOpacity))
  }

  /// The centre button, blending from its closed look (0) to its open look (1): the fill's colour
  /// changes and the two titles cross-fade, each shrunk to fit inside the tutorial's 10 pt padding
  /// down to half its size.
  func centerButton(openness: Double) -> DisplayItem {
    let fraction = min(max(openness.isNaN ? 0 : openness, 0), 1)
    let frame = centerButtonFrame
    let closedFill = tokens.closedFill.resolved(in: traits.appearance)
    let fill = closedFill.interpolated(
      towards: tokens.openFill.resolved(in: traits.appearance), fraction: fraction)
    var drawn: [DisplayItem] = [.shape(.ellipse(in: frame), fill: .color(fill))]
    for (title, color, alpha) in [
      (closedTitle, tokens.closedText, 1 - fraction), (openTitle, tokens.openText, fraction),
    ] where alpha > 0 && !title.isEmpty {
      let style = centerTitleStyle(for: title)
      let title = centerTitleText(title, style: style)
      let metrics = measurer.measure(title, style: style)
      let ink = color.resolved(in: traits.appearance)
      drawn.append(
        .text(
          TextRun(
            title, origin: CGPoint(x: frame.midX, y: frame.midY + (metrics.ascent - metrics.descent) / 2),
            style: style,
            color: ink.withAlpha(ink.alpha * alpha), anchor: .middle, isRightToLeft: traits.isRightToLeft)))
    }
    return .group(DisplayGroup(drawn))
  }

  /// The centre title as drawn in its font (``centerTitleStyle(for:)``): whole when it fits the
  /// button's width less 10 pt each side, otherwise cut at its end with an ellipsis, as SwiftUI
  /// cuts a line that still overflows at its minimum scale factor.
  func centerTitleText(_ title: String, style: ChoiceTypography) -> String {
    TextTruncation.truncated(title, fitting: max(centerDiameter - 20, 0), style: style, measurer: measurer)
  }

  /// The centre title's font: the tokens' size at the text size of ``traits``, scaled down to fit the button's width less 10 pt
  /// each side, but not below half, as the tutorial's `minimumScaleFactor(0.5)`.
  func centerTitleStyle(for title: String) -> ChoiceTypography {
    let style = tokens.centerTitle(at: traits.textScale)
    let width = measurer.measure(title, style: style).width
    let room = max(centerDiameter - 20, 0)
    guard width > room, width > 0 else { return style }
    return style.scaled(by: max(room / width, 0.5))
  }
}
