import ChoiceKitCore
import Foundation

extension CurvedTabBarPreview {
  /// The TV's and Vision Pro's form, and iPadOS 18's adaptable form at rest: the system's top
  /// tab bar, a row of titles in a capsule, the selected one raised in a filled capsule, the
  /// action last. Items follow
  /// `CurvedTabBarPlatformForm.systemTabBar.items(count:hasAction:)`; right to left, the row runs from
  /// the right.
  ///
  /// - Returns: The row on the page background, with the margin around it.
  func systemTabBarDisplayList() -> DisplayList {
    let margin = resolvedMargin
    let items = CurvedTabBarPlatformForm.systemTabBar.items(count: tabs.count, hasAction: action != nil)
    let labels = items.map { item -> (text: String, icon: String?) in
      switch item {
      case .tab(let index): (tabs[index].title, nil)
      case .action: (action?.title ?? "", action?.systemImage)
      }
    }
    let style = SystemBar.font
    let widths = labels.map { label in
      measurer.measure(label.text, style: style).width + 2 * SystemBar.padding
        + (label.icon == nil ? 0 : SystemBar.iconSize + SystemBar.iconGap)
    }
    let width = widths.reduce(0, +) + 2 * SystemBar.inset
    let bar = CGRect(x: 0, y: 0, width: width, height: SystemBar.height)
    var list = DisplayList(
      size: CGSize(width: width + 2 * margin, height: SystemBar.height + 2 * margin),
      background: Self.page.resolved(in: traits.appearance))
    let dark = traits.appearance == .dark
    var drawn: [DisplayItem] = [
      .shape(.capsule(in: bar), fill: .color(RGBAColor(white: dark ? 0.22 : 0.88)))
    ]
    var x = SystemBar.inset
    let ink = dark ? RGBAColor.white : RGBAColor(hex: 0x1C1C1E)
    for (index, item) in items.enumerated() {
      let slot = CGRect(
        x: x, y: SystemBar.inset, width: widths[index], height: bar.height - 2 * SystemBar.inset)
      let frame = place(slot, in: width)
      x += widths[index]
      let isSelected = item == .tab(shownSelection ?? -1)
      if isSelected { drawn.append(.shape(.capsule(in: frame), fill: .color(dark ? .white : .black))) }
      let color = isSelected ? (dark ? RGBAColor.black : .white) : ink
      let metrics = measurer.measure(labels[index].text, style: style)
      var textX = frame.midX
      if let icon = labels[index].icon {
        let leading = place(x: slot.minX + SystemBar.padding, in: width)
        let side = SystemBar.iconSize
        let iconFrame = CGRect(
          x: traits.isRightToLeft ? leading - side : leading, y: frame.midY - side / 2, width: side,
          height: side)
        drawn.append(
          .icon(name: icon, frame: iconFrame, color: tokens.tint.resolved(in: traits.appearance)))
        textX += (traits.isRightToLeft ? -1 : 1) * (side + SystemBar.iconGap) / 2
      }
      drawn.append(
        .text(
          TextRun(
            labels[index].text,
            origin: CGPoint(x: textX, y: frame.midY + (metrics.ascent - metrics.descent) / 2),
            style: style, color: color, anchor: .middle, isRightToLeft: traits.isRightToLeft)))
    }
    list.append(.group(DisplayGroup(drawn, transform: AffineTransform2D(translationX: margin, y: margin))))
    return list
  }

  /// The sizes of the system tab bar, in points.
  enum SystemBar {
    static let height: CGFloat = 56
    static let inset: CGFloat = 6
    static let padding: CGFloat = 18
    static let iconSize: CGFloat = 20
    static let iconGap: CGFloat = 6
    static let font = ChoiceTypography(size: 17, weight: .medium)
  }
}
