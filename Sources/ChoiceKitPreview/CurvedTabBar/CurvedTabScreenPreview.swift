import ChoiceKitCore
import Foundation

/// A whole screen of a curved tab view: list rows as the content, the bar, and the keyboard when
/// it is up, placed by `CurvedTabContentInsets`, so the content's inset, the bar's frame under the
/// keyboard and the side safe areas can be seen.
///
/// ```swift
/// let screen = CurvedTabScreenPreview(bar: CurvedTabBarPreview(tabs: tabs), keyboardHeight: 336)
/// let svg = SVGRenderer().render(screen.displayList())
/// ```
struct CurvedTabScreenPreview: Sendable {
  /// The bar drawn; its width and bottom inset are replaced by the screen's.
  var bar: CurvedTabBarPreview
  /// The screen's size, safe areas included.
  var size = CGSize(width: 390, height: 640)
  /// The leading safe-area inset.
  var leadingSafeArea: CGFloat = 0
  /// The trailing safe-area inset.
  var trailingSafeArea: CGFloat = 0
  /// The bottom safe-area inset.
  var bottomSafeArea: CGFloat = 34
  /// How far the keyboard reaches up from the screen's bottom edge; 0 when it is down.
  var keyboardHeight: CGFloat = 0
  /// The active tab's visibility requests, outermost first.
  var requests: [CurvedTabBarVisibility] = []

  static let rowHeight: CGFloat = 44
  static let rowFont = ChoiceTypography(size: 17)

  /// Whether the bar is shown.
  var presence: CurvedTabBarPresence { CurvedTabBarPresence(requests: requests, form: .curvedBar) }

  /// The bar's layout at the width the screen leaves it, with the screen's bottom inset.
  func layout(width: CGFloat) -> CurvedTabBarLayout {
    var bar = bar
    bar.width = width
    bar.bottomInset = bottomSafeArea
    return bar.layout()
  }

  /// Where the screen puts the bar and the content.
  func insets() -> CurvedTabContentInsets {
    let width = max(size.width - max(leadingSafeArea, 0) - max(trailingSafeArea, 0), 0)
    let layout = layout(width: width)
    return CurvedTabContentInsets(
      containerSize: size, leadingSafeArea: leadingSafeArea, trailingSafeArea: trailingSafeArea,
      bottomSafeArea: bottomSafeArea, keyboardHeight: keyboardHeight, barHeight: layout.contentHeight,
      circleOverhang: CurvedTabContentInsets.circleOverhang(of: layout),
      showsBar: presence.keepsBottomInset, isRightToLeft: bar.traits.isRightToLeft)
  }

  /// The screen on the page background, with the bar's margin around it.
  func displayList() -> DisplayList {
    let appearance = bar.traits.appearance
    let margin = bar.resolvedMargin
    let insets = insets()
    let screen = CGRect(origin: .zero, size: insets.containerSize)
    var items: [DisplayItem] = [
      .shape(.rect(screen), fill: .color(RGBAColor(hex: appearance == .dark ? 0x000000 : 0xFFFFFF)))
    ]
    items += rows(in: insets)
    if let barFrame = insets.barFrame, let itemsFrame = insets.itemsFrame {
      items += barItems(barFrame: barFrame, itemsFrame: itemsFrame)
    }
    if insets.contentBottomInset > 0 {
      // The content's bottom edge, so the room kept under it can be seen.
      let y = insets.contentFrame.maxY
      items.append(
        .shape(
          .rect(CGRect(x: 0, y: y - 1, width: screen.width, height: 2)),
          fill: .color(RGBAColor(hex: 0xFF3B30, alpha: 0.8))))
    }
    if keyboardHeight > 0 { items += keyboard(in: screen, height: min(keyboardHeight, screen.height)) }
    var list = DisplayList(
      size: CGSize(width: screen.width + 2 * margin, height: screen.height + 2 * margin),
      background: CurvedTabBarPreview.page.resolved(in: appearance))
    list.append(
      .group(
        DisplayGroup(
          items, transform: AffineTransform2D(translationX: margin, y: margin),
          clip: .roundedRect(screen, cornerRadius: 24))))
    return list
  }

  /// List rows scrolled to the end: the last row's bottom edge on the content's bottom edge, the
  /// text inside the side safe areas.
  private func rows(in insets: CurvedTabContentInsets) -> [DisplayItem] {
    let appearance = bar.traits.appearance
    let text = RGBAColor(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
    let separator = RGBAColor(hex: appearance == .dark ? 0x38383A : 0xC6C6C8)
    let frame = insets.contentFrame
    let isRightToLeft = bar.traits.isRightToLeft
    let left = (isRightToLeft ? trailingSafeArea : leadingSafeArea) + 20
    let right = frame.width - (isRightToLeft ? leadingSafeArea : trailingSafeArea) - 20
    var items: [DisplayItem] = []
    let count = Int((frame.height / Self.rowHeight).rounded(.up))
    for index in 0..<count {
      let bottom = frame.maxY - CGFloat(index) * Self.rowHeight
      let title = index == 0 ? "Last row" : "Row \(count - index)"
      items.append(
        .text(
          TextRun(
            title, origin: CGPoint(x: isRightToLeft ? right : left, y: bottom - 15), style: Self.rowFont,
            color: text, anchor: isRightToLeft ? .end : .start, isRightToLeft: isRightToLeft)))
      items.append(
        .shape(
          .rect(CGRect(x: left, y: bottom - 0.5, width: max(right - left, 0), height: 0.5)),
          fill: .color(separator)))
    }
    return [.group(DisplayGroup(items, clip: .rect(frame)))]
  }

  /// The bar laid out in the items' row, its background carried out to the screen's edges.
  private func barItems(barFrame: CGRect, itemsFrame: CGRect) -> [DisplayItem] {
    let layout = layout(width: itemsFrame.width)
    let fill = bar.tokens.drawnBackground.resolved(in: bar.traits.appearance)
    let strips = [
      CGRect(
        x: barFrame.minX, y: barFrame.minY, width: itemsFrame.minX - barFrame.minX, height: barFrame.height),
      CGRect(
        x: itemsFrame.maxX, y: barFrame.minY, width: barFrame.maxX - itemsFrame.maxX, height: barFrame.height),
    ].filter { $0.width > 0 }
    var drawn = bar
    drawn.margin = 0
    let origin = drawn.barOrigin(for: layout)
    return strips.map { strip in
      .group(DisplayGroup([.shape(.rect(strip), fill: .color(fill))], shadow: bar.shadow(bar.tokens.shadow)))
    } + [
      .group(
        DisplayGroup(
          drawn.barItems(layout: layout, position: drawn.restPosition),
          transform: AffineTransform2D(translationX: itemsFrame.minX - origin.x, y: barFrame.minY - origin.y))
      )
    ]
  }

  /// A keyboard: three rows of keys and a space bar on the keyboard's grey.
  private func keyboard(in screen: CGRect, height: CGFloat) -> [DisplayItem] {
    let dark = bar.traits.appearance == .dark
    let frame = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    var items: [DisplayItem] = [
      .shape(.rect(frame), fill: .color(RGBAColor(hex: dark ? 0x2C2C2E : 0xD1D3D9)))
    ]
    let key = RGBAColor(hex: dark ? 0x6B6B6B : 0xFFFFFF)
    let columns = 10
    let keyWidth = (min(screen.width, 430) - 6 * CGFloat(columns + 1)) / CGFloat(columns)
    let left = (screen.width - (CGFloat(columns) * (keyWidth + 6) - 6)) / 2
    for row in 0..<4 {
      let top = frame.minY + 10 + CGFloat(row) * 54
      guard top + 42 <= frame.maxY - bottomSafeArea else { break }
      if row == 3 {
        let space = CGRect(x: left + 2.5 * (keyWidth + 6), y: top, width: 5 * (keyWidth + 6) - 6, height: 42)
        items.append(.shape(.roundedRect(space, cornerRadius: 5), fill: .color(key)))
        continue
      }
      let inset = CGFloat(row) * (keyWidth + 6) / 2
      for column in 0..<(columns - row) {
        let rect = CGRect(
          x: left + inset + CGFloat(column) * (keyWidth + 6), y: top, width: keyWidth, height: 42)
        items.append(.shape(.roundedRect(rect, cornerRadius: 5), fill: .color(key)))
      }
    }
    return items
  }
}
