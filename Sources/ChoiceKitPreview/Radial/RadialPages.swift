import ChoiceKitCore
import Foundation

/// The gallery pages of the radial layout and menu.
enum RadialPages: GalleryPages {
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

  static func sections() -> [Gallery.Section] {
    [
      Gallery.Section(
        title: "Radial layout and menu", anchor: "radial",
        summary:
          "The radial menu drawn from the core arrangement: one to eight items on a full circle, both "
          + "halves, a quarter arc and custom start angles, left to right and right to left, fixed and "
          + "fitted radius, open and closed, light and dark, large text, the tutorial's overlapping full "
          + "circle beside the corrected one, and the staggered opening (and its Reduce Motion fade). "
          + "Guides: the dashed frame is the layout's bounds, the thin circle holds the anchor points "
          + "(dots), the thick arc is an open arc's span with an arrow in its direction, and the "
          + "numbers give the items' order.",
        entries: counts() + arcs() + states() + comparison() + motion())
    ]
  }

  static func entry(_ name: String, _ title: String, _ lead: String, _ preview: RadialPreview)
    -> Gallery.Entry
  {
    Gallery.Entry(
      title: title, caption: lead + " " + configuration(preview), file: "radial/\(name).svg",
      svg: SVGRenderer().render(preview.displayList()))
  }

  /// The exact configuration a page draws, in the core's terms.
  static func configuration(_ preview: RadialPreview) -> String {
    let placement = preview.placement()
    var parts = [
      "\(preview.items.count) item" + (preview.items.count == 1 ? "" : "s"), "arc: " + describe(preview.arc),
    ]
    switch preview.radius {
    case .fitted: parts.append("radius: .fitted (\(points(placement.radius)))")
    case .fixed(let value): parts.append("radius: .fixed(\(DecimalText.format(Double(value), places: 0)))")
    }
    parts.append("anchor: " + describe(preview.anchor))
    let frame = preview.resolvedFrameSize
    let size = "\(points(frame.width)) × \(points(frame.height))"
    parts.append(preview.frameSize == nil ? "frame: the ideal size, \(size)" : "frame: \(size)")
    if preview.frameSize != nil && roomy(preview).frameSize == preview.frameSize {
      parts[parts.count - 1] += " (the ideal size, at least \(points(roomySide)) each way)"
    }
    parts.append(preview.isExpanded ? "open" : "closed")
    if preview.textScale != .large { parts.append("text size \(preview.textScale.rawValue)") }
    parts.append(preview.appearance.rawValue)
    parts.append(preview.isRightToLeft ? "right to left" : "left to right")
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

  /// The least frame side of ``roomy(_:)``: room for three or four items of about 100 pt beside
  /// the 100 pt centre button, which the arrangement does not know of.
  static let roomySide: CGFloat = 360

  /// A preview in a frame of its ideal size grown to at least ``roomySide`` each way, so a few
  /// items keep clear of the centre button and many keep clear of each other.
  static func roomy(_ preview: RadialPreview) -> RadialPreview {
    var preview = preview
    preview.frameSize = nil
    let ideal = preview.resolvedFrameSize
    preview.frameSize = CGSize(width: max(ideal.width, roomySide), height: max(ideal.height, roomySide))
    return preview
  }

  static func points(_ value: CGFloat) -> String {
    DecimalText.format(Double(value), places: 0) + " pt"
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

  static func describe(_ anchor: RadialAnchor) -> String {
    switch anchor {
    case .center: ".center"
    case .leading: ".leading"
    case .trailing: ".trailing"
    default:
      "RadialAnchor(x: \(DecimalText.format(Double(anchor.x))), y: \(DecimalText.format(Double(anchor.y))))"
    }
  }

  /// One to eight items on a full circle, each at the layout's ideal size.
  static func counts() -> [Gallery.Entry] {
    (1...8).map { count in
      let lead =
        count == 1
        ? "One item sits at the arc's start: the top."
        : "\(count) items 360°/\(count) = \(DecimalText.format(360 / Double(count), places: 0))° apart, "
          + "the first at the top, clockwise."
      return entry(
        "full-circle-\(count)", "Full circle, \(count) item" + (count == 1 ? "" : "s"), lead,
        roomy(RadialPreview(items: Array(items.prefix(count)))))
    }
  }
}
