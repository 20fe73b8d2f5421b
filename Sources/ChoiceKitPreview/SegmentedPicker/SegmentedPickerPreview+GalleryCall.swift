import ChoiceKitCore
import Foundation

extension SegmentedPickerPreview {
  /// The environment the preview draws in, for the gallery's filters.
  var galleryTraits: Gallery.Traits {
    Gallery.Traits(traits)
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: the
  /// picker, the modifiers its style, sizing, scrubbing and width need, and the environment.
  /// Touch, focus and the selection are the user's doing, not the call's, so they add nothing.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - binding: The selection's property name, without `$`; options are written as its type's
  ///     cases, named after the labels.
  ///   - modifiers: Modifiers the page needs besides those read from the preview, such as a
  ///     wording.
  /// - Returns: The call, one modifier a line.
  func galleryCall(title: String, binding: String, modifiers: [String] = []) -> String {
    var head = "SegmentedPicker(\(GalleryCall.literal(title)), selection: $\(binding)) { … }"
    let cases = disabled.sorted().filter(labels.indices.contains).map { "$0 == ." + labels[$0].lowercased() }
    if !cases.isEmpty {
      let type = binding.prefix(1).uppercased() + binding.dropFirst()
      head =
        "SegmentedPicker(\(GalleryCall.literal(title)), selection: $\(binding)) {\n"
        + "  ForEach(\(type).allCases) { Text($0.title).pickerTag($0).pickerDisabled(\(cases.joined(separator: " || "))) }\n"
        + "}"
    }
    var own: [String] = []
    if style != .capsule { own.append(".segmentedPickerStyle(.\(style.rawValue))") }
    if let sizing { own.append(".segmentedPickerSizing(.\(sizing.rawValue))") }
    if scrubPosition != nil { own.append(".segmentedPickerScrubbing()") }
    if let proposedWidth { own.append(GalleryCall.frame(width: Double(proposedWidth))) }
    return GalleryCall.swiftUI(head, modifiers: own + modifiers, traits: galleryTraits)
  }
}
