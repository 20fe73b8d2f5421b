import ChoiceKitCore

/// The code a gallery caption shows under a control's picture: the SwiftUI call, then its
/// modifiers one per line, ending with the environment the picture was drawn in, so the caption
/// reads as code a reader can paste into a view.
///
/// ```swift
/// GalleryCall.swiftUI(
///   #"SegmentedPicker("Period", selection: $period) { … }"#,
///   modifiers: [".segmentedPickerStyle(.underline)"], tags: Gallery.Tags(colorScheme: .dark))
/// // SegmentedPicker("Period", selection: $period) { … }
/// //   .segmentedPickerStyle(.underline)
/// //   .preferredColorScheme(.dark)
/// ```
enum GalleryCall {
  /// The call's text.
  ///
  /// - Parameters:
  ///   - head: The initialiser call with its content, which may span lines.
  ///   - modifiers: The control's own modifiers, each starting with `.`.
  ///   - tags: The picture's environment; its colour scheme, direction and text size add
  ///     their modifiers last.
  /// - Returns: The lines joined, modifiers indented by two spaces.
  static func swiftUI(_ head: String, modifiers: [String] = [], tags: Gallery.Tags) -> String {
    ([head] + (modifiers + tags.environmentModifiers).map { "  " + $0 }).joined(separator: "\n")
  }

  /// A `.frame(width:)` modifier, or `.frame(width:height:)` with a height, in whole points.
  static func frame(width: Double, height: Double? = nil) -> String {
    let width = DecimalText.format(width, places: 0)
    guard let height else { return ".frame(width: \(width))" }
    return ".frame(width: \(width), height: \(DecimalText.format(height, places: 0)))"
  }

  /// A Swift string literal of `text`, quotes and backslashes escaped.
  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}
