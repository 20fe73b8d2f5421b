import ChoiceKitCore
import Foundation

extension RadialPages {
  /// Wide open arcs whose ends come round near each other, and the straight speed dial.
  static func paths() -> [Gallery.Entry] {
    var rtl = RadialPreview(
      items: Array(hebrew.prefix(4)), line: .trailing, closedTitle: hebrewTitles.closed,
      openTitle: hebrewTitles.open)
    rtl.traits.isRightToLeft = true
    rtl.traits.appearance = .dark
    return [
      entry(
        "wide-arc-330", "Wide open arc, 330°",
        "Six items asked for over 330°: the first and the last would be 30° apart the short way round, "
          + "nearer than neighbours (66°), so the menu spreads them over the whole circle at a modest radius "
          + "(RadialArc.closingNearlyFullCircle(count:)).",
        RadialPreview(items: Array(items.prefix(6)), arc: RadialArc(sweepDegrees: 330))),
      entry(
        "wide-arc-350-two", "Two items on a 350° arc",
        "Two items 350° apart one way are 10° apart the other: the menu sets them on opposite sides of the "
          + "circle instead.",
        RadialPreview(items: Array(items.prefix(2)), arc: RadialArc(sweepDegrees: 350))),
      entry(
        "wide-arc-layout-300", "Wide open arc in a frame",
        "A RadialLayout of five items over 300° in a 300 × 300 frame: the fitted radius fills the frame "
          + "while keeping the first and the last item apart.",
        RadialPreview(
          items: Array(items.prefix(5)), arc: RadialArc(sweepDegrees: 300),
          frameSize: CGSize(width: 300, height: 300))),
      entry(
        "line-up", "Straight: a speed dial",
        "Four items in a line above the button, each 8 pt clear of the one before, as a floating button's "
          + "speed dial shows them.",
        RadialPreview(items: Array(items.prefix(4)), line: .up)),
      entry(
        "line-up-aligned-trailing", "Speed dial in a trailing corner",
        "The same line with .aligned(.trailing): items wider than the button end at its trailing edge and "
          + "grow towards the leading side, so a button in the screen's trailing corner keeps them on screen. "
          + "Items no wider than the button stay centred. Where the window is known, an open menu whose "
          + "centred items would cross a side edge is aligned away from it by itself (RadialMenuFit).",
        RadialPreview(items: Array(items.prefix(4)), line: RadialLine.up.aligned(.trailing))),
      entry(
        "line-trailing-rtl-dark", "Straight, right to left, dark",
        "A line to the trailing side runs to the left in a right-to-left layout.", rtl),
    ]
  }

  /// A destructive item in the system red, light and dark.
  static func roles() -> [Gallery.Entry] {
    var roled = Array(items.prefix(4))
    roled[2].role = .destructive
    var dark = RadialPreview(items: roled, arc: .leadingHalf)
    dark.traits.appearance = .dark
    return [
      entry(
        "destructive-item", "A destructive item",
        "Item 3 has the destructive role: drawn in the tokens' destructive ink (the system red), where it "
          + "is in the order; a role does not move an item, as a Menu keeps its order.",
        RadialPreview(items: roled)),
      entry("destructive-item-dark", "A destructive item, dark", "The dark appearance's red.", dark),
    ]
  }

  /// Press the centre button, drag towards an item, release to choose it.
  static func dragging() -> [Gallery.Entry] {
    let menu = RadialPreview(items: Array(items.prefix(5)), showsGuides: false)
    let geometry = menu.menuGeometry(path: .arc(menu.arc))
    // The thumb lands off the button's centre, as thumbs do; the finger points where it is.
    let press = CGPoint(x: 9, y: 12)
    let toward = { (index: Int, fraction: CGFloat) -> CGPoint in
      CGPoint(
        x: geometry.offsets[index].x * fraction - press.x, y: geometry.offsets[index].y * fraction - press.y)
    }
    let path = [CGPoint(x: 4, y: -6), toward(1, 0.35), toward(1, 0.8), toward(2, 0.9), toward(2, 1.05)]
    let line = RadialPreview(items: Array(items.prefix(4)), line: .up, showsGuides: false)
    let flick = [CGPoint(x: 1, y: -4), CGPoint(x: 2, y: -14)]
    // The flick heads for the second item, "Search": its resting centre, seen from the press.
    let flickPress = CGPoint(x: -6, y: 8)
    let search = line.menuGeometry(path: .line(.up)).offsets[1]
    let heading = CGPoint(x: search.x - flickPress.x, y: search.y - flickPress.y)
    let sectors = "RadialMenuSectors: each item owns the directions nearer to it than to its neighbours"
    return [
      Gallery.Entry(
        title: "Drag to choose, filmstrip",
        caption:
          "Press the centre button, drag towards an item and let go to choose it. The press becomes a drag "
          + "once the finger leaves the \(points(RadialMenuSectors.standardDeadZone)) dead zone, which opens "
          + "the menu; the item the finger points at is highlighted (a selection haptic on each change), "
          + "and lifting chooses it (\(sectors); RadialMenuDrag decides each panel). The thumb presses "
          + "off the button's centre: the finger points where it is, and the dead zone counts its travel.",
        file: "\(RadialPages.id)/drag-to-choose-filmstrip.svg",
        svg: SVGRenderer().render(menu.dragFilmstrip(path: path, press: press)),
        call: menu.galleryCall(), tags: menu.galleryTags),
      Gallery.Entry(
        title: "Flick to choose, speed dial",
        caption:
          "A quick flick upwards chooses by where the finger was heading, before the items have fanned out: "
          + "on a line, the items own bands of distance along it within 45° either side. A flick travels at "
          + "least \(points(RadialMenuDrag.flickMinimumTravel)) at \(Int(RadialMenuDrag.flickMinimumSpeed)) pt/s "
          + "or faster; anything shorter or slower is a tap.",
        file: "\(RadialPages.id)/flick-line-filmstrip.svg",
        svg: SVGRenderer().render(
          line.dragFilmstrip(path: flick, press: flickPress, predictedEnd: heading, releaseSpeed: 900)),
        call: line.galleryCall(), tags: line.galleryTags),
    ]
  }
}

extension RadialPages {
  /// The open menu over a busy screen, light and dark: the items' opaque fill keeps their labels
  /// legible over text and pictures.
  static func overContent() -> [Gallery.Entry] {
    [ChoiceAppearance.light, .dark].map { appearance in
      var menu = RadialPreview(items: Array(items.prefix(5)), showsGuides: false)
      menu.traits.appearance = appearance
      let drawn = menu.displayList()
      var list = DisplayList(size: drawn.size, background: RadialPreview.page.resolved(in: appearance))
      list.append(contentsOf: busyScreen(size: drawn.size, appearance: appearance))
      list.append(contentsOf: drawn.items)
      return Gallery.Entry(
        title: "Over busy content, \(appearance.rawValue)",
        caption:
          "The open menu above a feed of text and pictures: each item is drawn on the tokens' opaque fill "
          + "(white, or dark grey in the dark), so its label reads over anything. " + configuration(menu),
        file: "\(RadialPages.id)/over-content-\(appearance.rawValue).svg",
        svg: SVGRenderer().render(list), call: menu.galleryCall().intendingTextOverlaps(),
        tags: menu.galleryTags)
    }
  }

  /// A feed's rows behind the menu: a picture and two lines of text each.
  static func busyScreen(size: CGSize, appearance: ChoiceAppearance) -> [DisplayItem] {
    let ink = appearance == .dark ? RGBAColor(white: 0.92) : RGBAColor(white: 0.1)
    let photos = [
      RGBAColor(hex: 0xFF9F0A), RGBAColor(hex: 0x30B0C7), RGBAColor(hex: 0xAF52DE), RGBAColor(hex: 0x34C759),
    ]
    let lines = [
      ("Café au lait ☕️ with Zoë", "Offline fixes for the office waffle shop"),
      ("Grüße aus Köln", "Final affidavit filed; sign before Friday"),
      ("Señora Núñez shared 12 photos", "Efficient fjord trips, fifty-five offers"),
    ]
    var drawn: [DisplayItem] = []
    var y: CGFloat = 16
    var row = 0
    while y + 56 < size.height {
      let photo = CGRect(x: 16, y: y, width: 48, height: 48)
      drawn.append(.shape(.roundedRect(photo, cornerRadius: 8), fill: .color(photos[row % photos.count])))
      let (title, detail) = lines[row % lines.count]
      drawn.append(
        .text(
          TextRun(
            title, origin: CGPoint(x: 76, y: y + 20), style: ChoiceTypography(size: 17, weight: .semibold),
            color: ink)))
      drawn.append(
        .text(
          TextRun(
            detail, origin: CGPoint(x: 76, y: y + 42), style: ChoiceTypography(size: 15),
            color: ink.withAlpha(0.7))))
      y += 64
      row += 1
    }
    return drawn
  }
}
