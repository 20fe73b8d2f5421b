import Foundation

@testable import ChoiceKitPreview

extension GalleryCaption {
  /// The right-to-left runs of `text` that no isolate encloses, in order: what a reader would
  /// see scrambled. Empty for a caption that isolates all its user text.
  static func unisolatedRightToLeftRuns(in text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return bareRightToLeftRuns(in: scalars).map { String(String.UnicodeScalarView(scalars[$0])) }
  }
}
