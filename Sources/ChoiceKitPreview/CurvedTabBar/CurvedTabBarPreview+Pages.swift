import ChoiceKitCore
import Foundation

extension CurvedTabBarPreview {
  /// The watch's form: one page per tab and a page of its own for the action, side by side in
  /// swiping order, each with the page dots. Pages follow
  /// `CurvedTabBarPlatformForm.pages.items(count:hasAction:)`, so no tab gives way to the action; the
  /// selected tab's page is outlined. Right to left, the first page sits at the right. The
  /// watch is always dark.
  ///
  /// - Returns: The pages on the page background, with the margin around them.
  func pagesDisplayList() -> DisplayList {
    let margin = resolvedMargin
    let pages = CurvedTabBarPlatformForm.pages.items(count: tabs.count, hasAction: action != nil)
    let count = CGFloat(pages.count)
    let width = max(count * Watch.size.width + max(count - 1, 0) * Watch.gap, Watch.size.width)
    var list = DisplayList(
      size: CGSize(width: width + 2 * margin, height: Watch.size.height + 2 * margin),
      background: Self.page.resolved(in: traits.appearance))
    var items: [DisplayItem] = []
    for (page, item) in pages.enumerated() {
      let slot = CGFloat(traits.isRightToLeft ? pages.count - 1 - page : page)
      let frame = CGRect(
        origin: CGPoint(x: slot * (Watch.size.width + Watch.gap), y: 0), size: Watch.size)
      items += watchPage(item, number: page, of: pages.count, in: frame)
    }
    list.append(.group(DisplayGroup(items, transform: AffineTransform2D(translationX: margin, y: margin))))
    return list
  }

  /// The sizes of a watch page, in points: a 45 mm screen.
  enum Watch {
    static let size = CGSize(width: 184, height: 224)
    static let gap: CGFloat = 16
    static let cornerRadius: CGFloat = 36
    static let iconSize: CGFloat = 44
    static let title = ChoiceTypography(size: 17, weight: .semibold)
    static let dot: CGFloat = 6
    static let dotSpacing: CGFloat = 4
    /// The room kept clear at each side of a page: titles and badges stay inside it.
    static let inset: CGFloat = 12
    /// The most page dots a page shows. With more pages the row of dots scrolls with the
    /// current page, and the dot at an end beyond which more pages lie is drawn smaller, as the
    /// system's page indicator does; so a page draws the same few dots however many pages
    /// there are.
    static let maximumDots = 7
  }

  /// One page: the tab's symbol and title, or the action's button and name, over the dots.
  private func watchPage(_ item: CurvedTabBarHit, number: Int, of count: Int, in frame: CGRect)
    -> [DisplayItem]
  {
    var items: [DisplayItem] = [
      .shape(.roundedRect(frame, cornerRadius: Watch.cornerRadius), fill: .color(.black))
    ]
    let white = RGBAColor.white
    let title: String
    let titleColor: RGBAColor
    switch item {
    case .tab(let index):
      let tab = tabs[index]
      let icon = CGRect(
        x: frame.midX - Watch.iconSize / 2, y: frame.minY + 62, width: Watch.iconSize, height: Watch.iconSize)
      items.append(.icon(name: tab.systemImage, frame: icon, color: tokens.tint.resolved(in: .dark)))
      if let badge = tab.badge {
        var dark = self
        dark.traits.appearance = .dark
        items += dark.badge(
          badge, onIcon: icon, within: (frame.minX + Watch.inset)...(frame.maxX - Watch.inset))
      }
      (title, titleColor) = (tab.title, white)
      if index == shownSelection {
        items.append(
          .shape(
            .roundedRect(frame.insetBy(dx: -4, dy: -4), cornerRadius: Watch.cornerRadius + 4),
            stroke: StrokePaint(.color(tokens.tint.resolved(in: traits.appearance)), lineWidth: 3)))
      }
    case .action:
      let diameter = tokens.metrics.actionDiameter
      let circle = CGRect(x: frame.midX - diameter / 2, y: frame.minY + 54, width: diameter, height: diameter)
      var dark = self
      dark.traits.appearance = .dark
      items.append(dark.actionButton(in: circle))
      (title, titleColor) = (action?.title ?? "", white)
    }
    let shown = TextTruncation.truncated(
      title, fitting: Watch.size.width - 2 * Watch.inset, style: Watch.title, measurer: measurer)
    let metrics = measurer.measure(shown, style: Watch.title)
    items.append(
      .text(
        TextRun(
          shown, origin: CGPoint(x: frame.midX, y: frame.minY + 146 + metrics.ascent / 2), style: Watch.title,
          color: titleColor, anchor: .middle, isRightToLeft: traits.isRightToLeft)))
    items += pageDots(current: number, count: count, in: frame)
    return items
  }

  /// The page dots along the bottom: the current page's white, the others dimmed; right to left,
  /// the first dot sits at the right. Of many pages, a window of ``Watch/maximumDots`` around the
  /// current page, its end dots smaller where more pages lie beyond.
  private func pageDots(current: Int, count: Int, in frame: CGRect) -> [DisplayItem] {
    let shown = min(count, Watch.maximumDots)
    let first = min(max(current - shown / 2, 0), count - shown)
    let step = Watch.dot + Watch.dotSpacing
    let total = CGFloat(shown) * step - Watch.dotSpacing
    return (0..<shown).map { offset in
      let index = first + offset
      let slot = CGFloat(traits.isRightToLeft ? shown - 1 - offset : offset)
      let center = CGPoint(
        x: frame.midX - total / 2 + slot * step + Watch.dot / 2, y: frame.maxY - 18)
      let color = index == current ? RGBAColor.white : RGBAColor(white: 1, alpha: 0.3)
      let continues = (offset == 0 && first > 0) || (offset == shown - 1 && first + shown < count)
      return .shape(
        .circle(center: center, radius: continues ? Watch.dot / 3 : Watch.dot / 2), fill: .color(color))
    }
  }
}
