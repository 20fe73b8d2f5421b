import ChoiceKitCore
import Foundation

extension CurvedTabBarPreview {
  /// The Mac's form: a window whose sidebar lists the tabs, the selected row highlighted, with
  /// the action as a prominent button under the list and the selected tab's content beside it.
  /// Rows follow `CurvedTabBarPlatformForm.sidebar.items(count:hasAction:)`; right to left, the window
  /// is mirrored and the sidebar sits at the right.
  ///
  /// - Returns: The window on the page background, with the margin around it.
  func sidebarDisplayList() -> DisplayList {
    let margin = resolvedMargin
    let window = CGSize(width: Sidebar.windowWidth, height: sidebarHeight)
    var list = DisplayList(
      size: CGSize(width: window.width + 2 * margin, height: window.height + 2 * margin),
      background: Self.page.resolved(in: traits.appearance))
    var items: [DisplayItem] = []
    let dark = traits.appearance == .dark
    let bounds = CGRect(origin: .zero, size: window)
    items.append(
      .group(
        DisplayGroup(
          [
            .shape(
              .roundedRect(bounds, cornerRadius: 10), fill: .color(RGBAColor(hex: dark ? 0x1E1E1E : 0xFFFFFF))
            )
          ],
          shadow: DropShadow(
            color: RGBAColor(white: 0, alpha: 0.25), radius: 12, offset: CGSize(width: 0, height: 4)))))
    let sidebar = place(CGRect(x: 0, y: 0, width: Sidebar.width, height: window.height), in: window.width)
    items.append(
      .group(
        DisplayGroup(
          [.shape(.rect(sidebar), fill: .color(RGBAColor(hex: dark ? 0x2C2C2E : 0xECECEE)))],
          clip: .roundedRect(bounds, cornerRadius: 10))))
    // The window's three buttons, at the sidebar's top.
    for (index, hex) in [0xFF5F57, 0xFEBC2E, 0x28C840].enumerated() {
      let x = place(x: 20 + CGFloat(index) * 20, in: window.width)
      items.append(
        .shape(.circle(center: CGPoint(x: x, y: 20), radius: 6), fill: .color(RGBAColor(hex: UInt32(hex)))))
    }
    var y = Sidebar.listTop
    for item in CurvedTabBarPlatformForm.sidebar.items(count: tabs.count, hasAction: action != nil) {
      switch item {
      case .tab(let index):
        items += sidebarRow(index, top: y, windowWidth: window.width)
        y += Sidebar.rowHeight
      case .action:
        y += Sidebar.buttonGap
        items += sidebarButton(top: y, windowWidth: window.width)
        y += Sidebar.rowHeight
      }
    }
    items += sidebarDetail(in: window)
    list.append(.group(DisplayGroup(items, transform: AffineTransform2D(translationX: margin, y: margin))))
    return list
  }

  /// The sizes of the Mac's window, in points.
  enum Sidebar {
    static let windowWidth: CGFloat = 640
    static let width: CGFloat = 220
    static let listTop: CGFloat = 48
    static let rowHeight: CGFloat = 30
    static let buttonGap: CGFloat = 14
    static let iconSize: CGFloat = 17
    static let font = ChoiceTypography(size: 13)
    static let detailTitle = ChoiceTypography(size: 26, weight: .bold)
    /// The widest a row's badge text is drawn before it is cut.
    static let widestBadge: CGFloat = 64
    /// The least room between a row's title and its badge.
    static let labelGap: CGFloat = 8
    /// The room kept at each side of the detail's title.
    static let detailInset: CGFloat = 16
  }

  /// The window's height: the list, the button and some room below, at least 320 pt.
  var sidebarHeight: CGFloat {
    let rows = CGFloat(tabs.count + (action == nil ? 0 : 1)) * Sidebar.rowHeight
    return max(320, Sidebar.listTop + rows + Sidebar.buttonGap + 40)
  }

  /// A frame laid out left to right, mirrored in a right-to-left window.
  func place(_ frame: CGRect, in width: CGFloat) -> CGRect {
    traits.isRightToLeft
      ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
  }

  /// An x laid out left to right, mirrored in a right-to-left window.
  func place(x: CGFloat, in width: CGFloat) -> CGFloat {
    traits.isRightToLeft ? width - x : x
  }

  /// A tab's row: icon, title and badge; the selected row filled with the accent colour.
  private func sidebarRow(_ index: Int, top: CGFloat, windowWidth: CGFloat) -> [DisplayItem] {
    let tab = tabs[index]
    let isSelected = index == shownSelection
    let accent = tokens.tint.resolved(in: traits.appearance)
    let ink = traits.appearance == .dark ? RGBAColor.white : RGBAColor(hex: 0x1C1C1E)
    var items: [DisplayItem] = []
    let row = CGRect(x: 10, y: top, width: Sidebar.width - 20, height: Sidebar.rowHeight - 2)
    if isSelected {
      items.append(.shape(.roundedRect(place(row, in: windowWidth), cornerRadius: 6), fill: .color(accent)))
    }
    let icon = CGRect(
      x: 20, y: row.midY - Sidebar.iconSize / 2, width: Sidebar.iconSize, height: Sidebar.iconSize)
    items.append(
      .icon(name: tab.systemImage, frame: place(icon, in: windowWidth), color: isSelected ? .white : accent))
    // The badge at the row's trailing end, then the title up to it: each cut with an ellipsis
    // where it would run into the other, as a sidebar row's one-line labels are.
    var titleEnd = row.maxX - 10
    var badgeItems: [DisplayItem] = []
    if let badge = tab.badge, badge.isVisible {
      let color = isSelected ? RGBAColor.white : tokens.unselected.resolved(in: traits.appearance)
      if let text = badge.text {
        let shown = TextTruncation.truncated(
          text, fitting: Sidebar.widestBadge, style: Sidebar.font, measurer: measurer)
        let width = measurer.measure(shown, style: Sidebar.font).width
        badgeItems.append(
          label(
            shown, x: row.maxX - 10 - width, midY: row.midY, style: Sidebar.font, color: color,
            windowWidth: windowWidth))
        titleEnd = row.maxX - 10 - width - Sidebar.labelGap
      } else {
        let center = CGPoint(x: place(x: row.maxX - 14, in: windowWidth), y: row.midY)
        badgeItems.append(
          .shape(
            .circle(center: center, radius: 4), fill: .color(tokens.badge.resolved(in: traits.appearance))))
        titleEnd = row.maxX - 18 - Sidebar.labelGap
      }
    }
    let title = TextTruncation.truncated(
      tab.title, fitting: titleEnd - 46, style: Sidebar.font, measurer: measurer)
    items.append(
      label(
        title, x: 46, midY: row.midY, style: Sidebar.font, color: isSelected ? .white : ink,
        windowWidth: windowWidth))
    return items + badgeItems
  }

  /// The action as a prominent button under the list.
  private func sidebarButton(top: CGFloat, windowWidth: CGFloat) -> [DisplayItem] {
    guard let action else { return [] }
    let frame = place(
      CGRect(x: 10, y: top, width: Sidebar.width - 20, height: Sidebar.rowHeight - 2), in: windowWidth)
    let colors =
      tokens.actionGradient.isEmpty
      ? [tokens.tint.resolved(in: traits.appearance)] : tokens.actionGradient
    let stops = colors.enumerated().map { index, color in
      LinearGradientPaint.Stop(
        location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0, color: color)
    }
    let leading = traits.isRightToLeft ? frame.maxX : frame.minX
    let trailing = traits.isRightToLeft ? frame.minX : frame.maxX
    let gradient = LinearGradientPaint(
      start: CGPoint(x: leading, y: frame.midY), end: CGPoint(x: trailing, y: frame.midY), stops: stops)
    let foreground = tokens.actionForeground.resolved(in: traits.appearance)
    let style = Sidebar.font.withWeight(.semibold)
    // The icon, the gap and the title inside the button, 8 pt in from each end.
    let shown = TextTruncation.truncated(
      action.title, fitting: Sidebar.width - 20 - 16 - 14 - 6, style: style, measurer: measurer)
    let title = measurer.measure(shown, style: style)
    let contentWidth = 14 + 6 + title.width
    let start = 10 + (Sidebar.width - 20 - contentWidth) / 2
    let icon = CGRect(x: start, y: frame.midY - 7, width: 14, height: 14)
    return [
      .shape(.roundedRect(frame, cornerRadius: 7), fill: .linearGradient(gradient)),
      .icon(name: action.systemImage, frame: place(icon, in: windowWidth), color: foreground),
      label(
        shown, x: start + 20, midY: frame.midY, style: style, color: foreground, windowWidth: windowWidth),
    ]
  }

  /// The detail area: the selected tab's symbol and title.
  private func sidebarDetail(in window: CGSize) -> [DisplayItem] {
    let detail = place(
      CGRect(x: Sidebar.width, y: 0, width: window.width - Sidebar.width, height: window.height),
      in: window.width)
    guard let index = shownSelection else { return [] }
    let tab = tabs[index]
    let ink = traits.appearance == .dark ? RGBAColor.white : RGBAColor(hex: 0x1C1C1E)
    let icon = CGRect(x: detail.midX - 32, y: detail.midY - 70, width: 64, height: 64)
    return [
      .icon(name: tab.systemImage, frame: icon, color: tokens.unselected.resolved(in: traits.appearance)),
      .text(
        TextRun(
          TextTruncation.truncated(
            tab.title, fitting: detail.width - 2 * Sidebar.detailInset, style: Sidebar.detailTitle,
            measurer: measurer),
          origin: CGPoint(x: detail.midX, y: detail.midY + 30), style: Sidebar.detailTitle,
          color: ink, anchor: .middle, isRightToLeft: traits.isRightToLeft)),
    ]
  }

  /// A line of text starting at `x` (from the leading edge), vertically centred on `midY`.
  private func label(
    _ text: String, x: CGFloat, midY: CGFloat, style: ChoiceTypography, color: RGBAColor, windowWidth: CGFloat
  ) -> DisplayItem {
    let metrics = measurer.measure(text, style: style)
    return .text(
      TextRun(
        text,
        origin: CGPoint(x: place(x: x, in: windowWidth), y: midY + (metrics.ascent - metrics.descent) / 2),
        style: style, color: color, anchor: .start, isRightToLeft: traits.isRightToLeft))
  }
}
