import ChoiceKitCore
import Foundation

extension ValuePickerPreview {
  /// The sizes of the system chrome drawn around the picker: bars, the sheet's edge, the menu's
  /// width and the VoiceOver caption panel. They frame the picker and are no part of it.
  enum Chrome {
    static let barHeight: CGFloat = 44
    static let sheetTop: CGFloat = 12
    static let menuWidth: CGFloat = 250
    static let menuGap: CGFloat = 8
    static let menuShadowRadius: CGFloat = 24
    static let captionHeight: CGFloat = 52
    static let caption = ChoiceTypography(size: 15)
    static let barPadding: CGFloat = 16
  }

  /// The picture of the picker in its screen: the form with the closed row, or the open list in
  /// the style's place, with a VoiceOver caption panel at the bottom after a refused tap.
  ///
  /// - Returns: The screen at ``width``, as tall as its content.
  public func displayList() -> DisplayList {
    let screen: (items: [DisplayItem], height: CGFloat)
    switch (style, isOpen) {
    case (.inline, _): screen = formScreen(barTitle: screenTitle, content: listSections)
    case (.navigationLink, true): screen = pushedScreen()
    case (.sheet, true): screen = sheetScreen()
    case (.menu, true): screen = menuScreen()
    case (_, false): screen = formScreen(barTitle: screenTitle, content: nil)
    }
    let formWidth = formLayout(rows: nil).size.width
    var height = screen.height
    var items = screen.items
    if let announcement {
      items += captionPanel(announcement, top: height, width: formWidth)
      height += Chrome.captionHeight
    }
    var list = DisplayList(
      size: CGSize(width: formWidth, height: height),
      background: scaledTokens.groupedBackground.resolved(in: traits.appearance))
    list.append(contentsOf: items)
    return list
  }

  /// The form holding the picker: the closed row alone, or (inline) the options in place.
  func formLayout(rows content: [ListSection]?) -> ValuePickerListLayout {
    if let content { return listLayout(content, width: width) }
    let metrics = scaledTokens.metrics
    let probe = ValuePickerListLayout(width: width, sections: [], metrics: metrics)
    let cardWidth = max(probe.size.width - 2 * metrics.cardInset, 0)
    let height = rowLayout(width: cardWidth).frame.height
    return ValuePickerListLayout(
      width: width, sections: [.init(rowHeights: [height])], isRightToLeft: traits.isRightToLeft,
      metrics: metrics)
  }

  /// A form under a navigation bar with a centred title.
  private func formScreen(barTitle: String, content: [ListSection]?) -> (
    items: [DisplayItem], height: CGFloat
  ) {
    let layout = formLayout(rows: content)
    var items = bar(title: barTitle, width: layout.size.width)
    items.append(
      .group(DisplayGroup(formItems(content, layout: layout), transform: Self.below(Chrome.barHeight))))
    return (items, Chrome.barHeight + layout.size.height)
  }

  /// The form's items: the closed row in its card, or the options' list.
  private func formItems(_ content: [ListSection]?, layout: ValuePickerListLayout) -> [DisplayItem] {
    if let content { return listItems(content, layout: layout) }
    guard let frame = layout.sections.first?.rows.first?.frame else { return [] }
    let card = DisplayItem.shape(
      .roundedRect(frame, cornerRadius: scaledTokens.metrics.cornerRadius),
      fill: .color(scaledTokens.rowBackground.resolved(in: traits.appearance)))
    return [card] + closedRow(in: frame)
  }

  /// The pushed list: a bar with the back button and the picker's title, then the list.
  private func pushedScreen() -> (items: [DisplayItem], height: CGFloat) {
    let sections = listSections
    let layout = listLayout(sections, width: width)
    var items = bar(title: title, width: layout.size.width, backTitle: screenTitle)
    items.append(
      .group(DisplayGroup(listItems(sections, layout: layout), transform: Self.below(Chrome.barHeight))))
    return (items, Chrome.barHeight + layout.size.height)
  }

  /// The presented sheet: the form dimmed behind, and the sheet with the title and "Done".
  private func sheetScreen() -> (items: [DisplayItem], height: CGFloat) {
    let tokens = scaledTokens
    let sections = listSections
    let layout = listLayout(sections, width: width)
    let size = CGSize(width: layout.size.width, height: Chrome.barHeight + layout.size.height)
    let sheet = CGRect(
      x: 0, y: Chrome.sheetTop, width: size.width, height: size.height + tokens.metrics.cornerRadius)
    var content = bar(title: title, width: size.width, trailingButton: wording.wording.done)
    content.append(
      .group(DisplayGroup(listItems(sections, layout: layout), transform: Self.below(Chrome.barHeight))))
    let items: [DisplayItem] = [
      .shape(
        .rect(CGRect(x: 0, y: 0, width: size.width, height: Chrome.sheetTop + size.height)),
        fill: .color(Self.dimming)),
      .shape(
        .roundedRect(sheet, cornerRadius: tokens.metrics.cornerRadius),
        fill: .color(tokens.groupedBackground.resolved(in: traits.appearance))),
      .group(DisplayGroup(content, transform: Self.below(Chrome.sheetTop))),
    ]
    return (items, Chrome.sheetTop + size.height)
  }

  /// The form with the closed row, and the menu floating below the row at its trailing edge.
  private func menuScreen() -> (items: [DisplayItem], height: CGFloat) {
    let tokens = scaledTokens
    var screen = formScreen(barTitle: screenTitle, content: nil)
    guard let row = formLayout(rows: nil).sections.first?.rows.first?.frame else { return screen }
    let sections = listSections
    let menuWidth = min(Chrome.menuWidth, row.width)
    let layout = listLayout(sections, width: menuWidth, isMenu: true)
    let x = traits.isRightToLeft ? row.minX : row.maxX - menuWidth
    let y = Chrome.barHeight + row.maxY + Chrome.menuGap
    let shadow = DropShadow(
      color: tokens.menuShadow.resolved(in: traits.appearance), radius: Chrome.menuShadowRadius,
      offset: CGSize(width: 0, height: 8))
    let panel = DisplayItem.shape(
      .roundedRect(CGRect(origin: .zero, size: layout.size), cornerRadius: tokens.menuMetrics.cornerRadius),
      fill: .color(tokens.separator.resolved(in: traits.appearance)))
    screen.items.append(
      .group(
        DisplayGroup(
          [panel] + listItems(sections, layout: layout, isMenu: true),
          transform: AffineTransform2D(translationX: x, y: y), shadow: shadow)))
    screen.height = max(screen.height, y + layout.size.height + Chrome.menuShadowRadius)
    return screen
  }

  /// A navigation bar: its title centred on the bar, or in the room its buttons leave, and
  /// truncated to that room, as `ValuePickerBarLayout` decides; a back button (a chevron towards
  /// the leading side and the form's title) and a trailing button (the sheet's "Done") in the tint.
  /// Bars keep their size at every text size, as the system's do (their items grow in the large
  /// content viewer instead), so the unscaled tokens draw them.
  ///
  /// - Parameters:
  ///   - title: The bar's title.
  ///   - width: The bar's width.
  ///   - backTitle: The back button's title, or `nil` for a bar without one.
  ///   - trailingButton: The trailing button's title, or `nil` for none.
  private func bar(title: String, width: CGFloat, backTitle: String? = nil, trailingButton: String? = nil)
    -> [DisplayItem]
  {
    let tint = tokens.tint.resolved(in: traits.appearance)
    let side = tokens.symbolSize
    let layout = ValuePickerBarLayout(
      width: width, height: Chrome.barHeight,
      titleWidth: measurer.width(of: title, style: tokens.navigationTitle),
      leadingWidth: backTitle.map { side + measurer.width(of: $0, style: tokens.value) } ?? 0,
      trailingWidth: trailingButton.map { measurer.width(of: $0, style: tokens.navigationTitle) } ?? 0,
      isRightToLeft: traits.isRightToLeft)
    var items = [
      text(
        title, in: layout.titleFrame, style: tokens.navigationTitle,
        color: tokens.text.resolved(in: traits.appearance), placement: .center)
    ]
    if let backTitle, let back = layout.leadingFrame {
      let chevronSide = min(side, back.width)
      let chevron = CGRect(
        x: traits.isRightToLeft ? back.maxX - chevronSide : back.minX,
        y: (Chrome.barHeight - chevronSide) / 2,
        width: chevronSide, height: chevronSide)
      let label = CGRect(
        x: traits.isRightToLeft ? back.minX : chevron.maxX, y: 0, width: back.width - chevronSide,
        height: Chrome.barHeight)
      // The back chevron points to the leading side: "chevron.right" mirrored left to right, as
      // drawn right to left.
      items.append(
        .group(
          DisplayGroup(
            [.icon(name: "chevron.right", frame: chevron, color: tint)],
            transform: traits.isRightToLeft ? .identity : Self.mirror(aroundX: chevron.midX))))
      items.append(text(backTitle, in: label, style: tokens.value, color: tint))
    }
    if let trailingButton, let frame = layout.trailingFrame {
      items.append(
        text(trailingButton, in: frame, style: tokens.navigationTitle, color: tint, placement: .trailing))
    }
    return items
  }

  /// VoiceOver's caption panel at the bottom of the screen, showing what it speaks.
  private func captionPanel(_ speech: String, top: CGFloat, width: CGFloat) -> [DisplayItem] {
    let frame = CGRect(x: 0, y: top, width: width, height: Chrome.captionHeight)
    let style = Chrome.caption.scaled(by: min(traits.textScale.factor, 1.5))
    let inset = min(Chrome.barPadding, width / 2)
    return [
      .shape(.rect(frame), fill: .color(RGBAColor(white: 0.1, alpha: 0.92))),
      text(speech, in: frame.insetBy(dx: inset, dy: 0), style: style, color: .white, placement: .center),
    ]
  }

  /// What the sheet dims the screen behind it with.
  static let dimming = RGBAColor(white: 0, alpha: 0.35)

  /// A translation down by `y`.
  static func below(_ y: CGFloat) -> AffineTransform2D {
    AffineTransform2D(translationX: 0, y: y)
  }
}
