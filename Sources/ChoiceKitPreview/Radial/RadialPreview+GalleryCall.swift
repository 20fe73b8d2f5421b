import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// The environment the preview draws in, for the gallery's filters. A radial layout is the
  /// same on every platform, so the pages carry no idiom.
  var galleryTraits: Gallery.Traits {
    // The same picture on every platform.
    var filters = Gallery.Traits(traits)
    filters.idiom = nil
    return filters
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: a
  /// `RadialMenu` (no frame) with its arc, items and label, or a `RadialLayout` with its arc,
  /// radius and anchor in its frame; then the environment. Whether the menu is open is the
  /// binding's value, and Reduce Motion is the user's setting, so neither adds a modifier.
  ///
  /// - Returns: The call, one modifier a line.
  func galleryCall() -> String {
    let arcText = RadialPages.describe(arc)
    var own: [String] = []
    let head: String
    if isMenu {
      var arcArgument = arc == .fullCircle ? "" : ", arc: \(arcText)"
      if let line { arcArgument = ", path: .line(\(RadialPages.describe(line)))" }
      let label =
        "label: {\n  Text(isOpen ? \(GalleryCall.literal(openTitle)) : \(GalleryCall.literal(closedTitle)))\n}"
      var content = "{ … }"
      if let destructive = items.first(where: { $0.role == .destructive }) {
        content =
          "{\n  …\n  RadialMenuItem(\(GalleryCall.literal(destructive.title)), systemImage: "
          + "\(GalleryCall.literal(destructive.systemImage)), role: .destructive) { … }\n  …\n}"
      } else if let disabled = items.first(where: { !$0.isEnabled }) {
        content =
          "{\n  …\n  RadialMenuItem(\(GalleryCall.literal(disabled.title)), systemImage: "
          + "\(GalleryCall.literal(disabled.systemImage))) { … }\n    .disabled(true)\n  …\n}"
      }
      head = "RadialMenu(isExpanded: $isOpen\(arcArgument)) \(content) \(label)"
      if case .fixed(let value) = radius, line == nil {
        own.append(".radialMenuRadius(.fixed(\(DecimalText.format(Double(value), places: 0))))")
      }
    } else {
      var arguments = ["arc: \(arcText)"]
      if case .fixed(let value) = radius {
        arguments.append("radius: .fixed(\(DecimalText.format(Double(value), places: 0)))")
      }
      if anchor != .center { arguments.append("anchor: " + Self.unitPoint(anchor)) }
      head = "RadialLayout(\(arguments.joined(separator: ", "))) { … }"
      own.append(
        GalleryCall.frame(width: Double(resolvedFrameSize.width), height: Double(resolvedFrameSize.height)))
    }
    return GalleryCall.swiftUI(head, modifiers: own, traits: galleryTraits)
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
