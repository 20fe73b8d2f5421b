import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// The environment the preview draws in, for the gallery's filters, its platform included:
  /// the page shows a picture under a platform's filter only when it says it was drawn for it.
  var galleryTags: Gallery.Tags {
    Gallery.Tags(traits)
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: a
  /// `RadialMenu` (no frame) with its arc or line, one item a line and its label, or a
  /// `RadialLayout` with its arc, radius and anchor around one label a line, in its frame; then
  /// the environment. Whether the menu is open is the binding's value, and Reduce Motion is the
  /// user's setting, so neither adds a modifier.
  ///
  /// - Returns: The call, one modifier a line, with the state it names and the number of items.
  func galleryCall() -> Gallery.Code {
    let arcText = RadialPages.describe(arc)
    var own: [String] = []
    let head: String
    var state: [String] = []
    if isMenu {
      var arcArgument = arc == .fullCircle ? "" : ", arc: \(arcText)"
      if let line { arcArgument = ", path: .line(\(RadialPages.describe(line)))" }
      let label =
        "label: {\n  Text(isOpen ? \(GalleryCall.literal(openTitle)) : \(GalleryCall.literal(closedTitle)))\n}"
      let lines = items.map { item in
        var line = "  RadialMenuItem(\(GalleryCall.literal(item.title)), systemImage: "
        line += GalleryCall.literal(item.systemImage)
        if item.role == .destructive { line += ", role: .destructive" }
        line += ") { chosen = \(GalleryCall.literal(item.title)) }"
        if !item.isEnabled { line += "\n    .disabled(true)" }
        return line
      }
      head = "RadialMenu(isExpanded: $isOpen\(arcArgument)) {\n\(lines.joined(separator: "\n"))\n} \(label)"
      state = ["@State private var isOpen = \(isExpanded)", "@State private var chosen = \"\""]
      if case .fixed(let value) = radius, line == nil {
        own.append(".radialMenuRadius(.fixed(\(DecimalText.format(Double(value), places: 0))))")
      }
    } else {
      var arguments = ["arc: \(arcText)"]
      if case .fixed(let value) = radius {
        arguments.append("radius: .fixed(\(DecimalText.format(Double(value), places: 0)))")
      }
      if anchor != .center { arguments.append("anchor: " + Self.unitPoint(anchor)) }
      head = "RadialLayout(\(arguments.joined(separator: ", "))) {\n\(layoutContent)\n}"
      own.append(
        GalleryCall.frame(width: Double(resolvedFrameSize.width), height: Double(resolvedFrameSize.height)))
    }
    return Gallery.Code(
      GalleryCall.swiftUI(head, modifiers: own, tags: galleryTags), state: state, drawn: galleryDrawn,
      isView: true)
  }

  /// The numbers the picture is drawn from, for the page to write on its figure: the items,
  /// and a layout's frame.
  var galleryDrawn: [String: Int] {
    var drawn = ["items": items.count]
    if !isMenu {
      drawn["frame-width"] = Int(resolvedFrameSize.width.rounded())
      drawn["frame-height"] = Int(resolvedFrameSize.height.rounded())
    }
    return drawn
  }

  /// A layout's children: one label a line, each item's title and symbol.
  var layoutContent: String {
    items.map {
      "  Label(\(GalleryCall.literal($0.title)), systemImage: \(GalleryCall.literal($0.systemImage)))"
    }
    .joined(separator: "\n")
  }

  /// An anchor as the SwiftUI `UnitPoint` a `RadialLayout` takes.
  static func unitPoint(_ anchor: RadialAnchor) -> String {
    switch anchor {
    case .center: ".center"
    case .leading: ".leading"
    case .trailing: ".trailing"
    default:
      "UnitPoint(x: \(DecimalText.format(Double(anchor.x))), y: \(DecimalText.format(Double(anchor.y))))"
    }
  }
}
