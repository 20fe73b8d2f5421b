import ChoiceKitCore
import Foundation

/// The gallery pages of the radial layout and menu.
package enum RadialPages: ControlPages {
  package static let id = "radial"

  typealias Item = RadialPreview.Item

  /// Eight English items; the pages take the first n.
  static let items: [Item] = [
    Item("Create", systemImage: "plus"), Item("Search", systemImage: "magnifyingglass"),
    Item("Delete", systemImage: "trash"), Item("Like", systemImage: "heart.fill"),
    Item("Home", systemImage: "house.fill"), Item("Profile", systemImage: "person.fill"),
    Item("Calendar", systemImage: "calendar"), Item("Done", systemImage: "checkmark"),
  ]

  /// Five Hebrew items for the right-to-left pages.
  static let hebrew: [Item] = [
    Item("חדש", systemImage: "plus"), Item("חיפוש", systemImage: "magnifyingglass"),
    Item("מחיקה", systemImage: "trash"), Item("אהבתי", systemImage: "heart.fill"),
    Item("בית", systemImage: "house.fill"),
  ]

  /// The centre button's Hebrew titles: “open” and “close”.
  static let hebrewTitles = (closed: "פתח", open: "סגור")

  package static let title = "Radial layout and menu"
  package static let summary =
    "The radial menu and layout drawn from the core arrangement: one to eight items on a full circle, both "
    + "halves, a quarter arc and custom start angles, left to right and right to left, fixed and "
    + "fitted radius, open and closed, light and dark, large text, the tutorial's overlapping full "
    + "circle beside the corrected one, and the staggered opening (and its Reduce Motion fade). "
    + "RadialMenu pages have no frame: the items sit at the menu radius around the centre button. "
    + "Guides: the dashed frame is a RadialLayout's bounds, the thin circle holds the anchor points "
    + "(dots), the thick arc is an open arc's span with an arrow in its direction, and the "
    + "numbers give the items' order."

  package static func entries() -> [Gallery.Entry] {
    counts() + arcs() + paths() + states() + roles() + overContent() + comparison() + motion() + dragging()
  }

  static func entry(
    _ name: String, _ title: String, _ lead: String, _ preview: RadialPreview, call: Gallery.Code? = nil
  ) -> Gallery.Entry {
    Gallery.Entry(
      title: title, caption: lead + " " + configuration(preview), file: "\(RadialPages.id)/\(name).svg",
      svg: SVGRenderer().render(preview.displayList()), call: call ?? preview.galleryCall(),
      tags: preview.galleryTags)
  }

  /// The exact configuration a page draws, in the core's terms.
  static func configuration(_ preview: RadialPreview) -> String {
    let placement = preview.placement()
    var parts = [
      preview.isMenu
        ? "RadialMenu"
        : "RadialLayout in a \(points(preview.resolvedFrameSize.width)) × "
          + "\(points(preview.resolvedFrameSize.height)) frame",
      "\(preview.items.count) item" + (preview.items.count == 1 ? "" : "s"),
    ]
    if preview.isMenu, let line = preview.line {
      parts.append("path: .line(\(describe(line))), \(points(placement.radius)) to the last item's centre")
    } else {
      parts.append("arc: " + describe(preview.arc))
    }
    if !(preview.isMenu && preview.line != nil) {
      switch (preview.radius, preview.isMenu) {
      case (.fitted, true): parts.append("radius: .fitted (the menu radius, \(points(placement.radius)))")
      case (.fitted, false): parts.append("radius: .fitted (\(points(placement.radius)))")
      case (.fixed(let value), _):
        parts.append("radius: .fixed(\(DecimalText.format(Double(value), places: 0)))")
      }
      parts.append("anchor: " + describe(preview.anchor))
    }
    parts.append(preview.isExpanded ? "open" : "closed")
    if preview.traits.textScale != .large { parts.append("text size \(preview.traits.textScale.rawValue)") }
    parts += GalleryCaption.environment(preview.galleryTags)
    return "(" + parts.joined(separator: ", ") + ".)" + warning(preview)
  }

  /// What overlaps on an open menu, said plainly, or nothing.
  static func warning(_ preview: RadialPreview) -> String {
    guard preview.isExpanded else { return "" }
    let overlaps = preview.overlaps()
    var sentences: [String] = []
    if !overlaps.items.isEmpty {
      let pairs = overlaps.items.map { "\($0.first + 1) and \($0.second + 1)" }.joined(separator: ", ")
      sentences.append(
        " Overlapping items: \(pairs); the arrangement's ideal radius, "
          + "\(points(preview.arrangement().idealRadius)), would keep them apart.")
    }
    if !overlaps.centerButton.isEmpty {
      let items = overlaps.centerButton.map { "\($0 + 1)" }.joined(separator: ", ")
      sentences.append(" Items covering the centre button: \(items).")
    }
    return sentences.joined()
  }

  static func points(_ value: CGFloat) -> String {
    DecimalText.format(Double(value), places: 0) + " pt"
  }

  /// Whole degrees, as captions write angles.
  static func degrees(_ value: Double) -> String {
    DecimalText.format(value, places: 0) + "°"
  }

  /// How the items of a page spread along its arc, from the arc the page draws: the sweep,
  /// the count and the step between neighbours, such as “90° over 3 items, 45° apart”.
  static func spread(_ preview: RadialPreview) -> String {
    let count = preview.items.count
    let items = count == 1 ? "1 item" : "\(count) items"
    return "\(degrees(abs(preview.arc.sweepDegrees))) over \(items), "
      + "\(degrees(preview.arc.step(count: count))) apart"
  }

  static func describe(_ arc: RadialArc) -> String {
    switch arc {
    case .fullCircle: return ".fullCircle"
    case .trailingHalf: return ".trailingHalf"
    case .leadingHalf: return ".leadingHalf"
    default:
      let start = DecimalText.format(arc.startDegrees, places: 0)
      let sweep = DecimalText.format(arc.sweepDegrees, places: 0)
      return
        "RadialArc(startDegrees: \(start), sweepDegrees: \(sweep), direction: .\(arc.direction.rawValue))"
    }
  }

  static func describe(_ line: RadialLine) -> String {
    let direction =
      switch line.aligned(.center) {
      case .up: ".up"
      case .down: ".down"
      case .leading: ".leading"
      case .trailing: ".trailing"
      default: "RadialLine(directionDegrees: \(DecimalText.format(line.directionDegrees, places: 0)))"
      }
    switch line.alignment {
    case .center: return direction
    case .leading: return direction + ".aligned(.leading)"
    case .trailing: return direction + ".aligned(.trailing)"
    }
  }

  static func describe(_ anchor: RadialAnchor) -> String {
    switch anchor {
    case .center: ".center"
    case .leading: ".leading"
    case .trailing: ".trailing"
    default:
      "RadialAnchor(x: \(DecimalText.format(Double(anchor.x))), y: \(DecimalText.format(Double(anchor.y))))"
    }
  }

  /// One to eight items on a full circle, as the menu places them.
  static func counts() -> [Gallery.Entry] {
    (1...8).map { count in
      let preview = RadialPreview(items: Array(items.prefix(count)))
      let lead =
        count == 1
        ? "One item sits at the arc's start: the top."
        : "\(count) items 360°/\(count) = \(degrees(preview.arc.step(count: count))) apart, "
          + "the first at the top, clockwise."
      return entry(
        "full-circle-\(count)", "Full circle, \(count) item" + (count == 1 ? "" : "s"), lead, preview)
    }
  }
}
