import ChoiceKitCore
import Foundation

extension SegmentedPickerPreview {
  /// The environment the preview draws in, for the gallery's filters.
  var galleryTags: Gallery.Tags {
    Gallery.Tags(traits)
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: the
  /// picker with its options (a `ForEach` of the labels, each its own tag, disabled ones with
  /// `.choiceDisabled(_:)`), the modifiers its style, sizing, scrubbing and width need, and the
  /// environment. Touch, focus and the selection are the user's doing, not the call's, so they
  /// add nothing. The selection is a `String` property, which each page declares starting at
  /// the segment its picture shows selected.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - binding: The selection's property name, without `$`.
  ///   - modifiers: Modifiers the page needs besides those read from the preview, such as a
  ///     wording.
  /// - Returns: The call, one modifier a line.
  func galleryCall(title: String, binding: String, modifiers: [String] = []) -> String {
    let list = "[" + labels.map(GalleryCall.literal).joined(separator: ", ") + "]"
    let cases = disabled.sorted().filter(labels.indices.contains).map {
      "$0 == " + GalleryCall.literal(labels[$0])
    }
    let row =
      "Text($0).choiceTag($0)" + (cases.isEmpty ? "" : ".choiceDisabled(\(cases.joined(separator: " || ")))")
    let head =
      "SegmentedPicker(\(GalleryCall.literal(title)), selection: $\(binding)) {\n"
      + "  ForEach(\(list), id: \\.self) { \(row) }\n}"
    var own: [String] = []
    if style != .capsule { own.append(".segmentedPickerStyle(.\(style.rawValue))") }
    if let sizing { own.append(".segmentedPickerSizing(.\(sizing.rawValue))") }
    if scrubPosition != nil { own.append(".segmentedPickerScrubbing()") }
    if let proposedWidth { own.append(GalleryCall.frame(width: Double(proposedWidth))) }
    return GalleryCall.swiftUI(head, modifiers: own + modifiers, tags: galleryTags)
  }
}
