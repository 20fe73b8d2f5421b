/// One set of gallery pages: a control's, or the foundations'. The set says what its section is
/// called and what it shows; the section itself is built here, once, for every set, under the
/// anchor its owner gives it.
///
/// A control's pages live beside its preview code
/// (`Sources/ChoiceKitPreview/<Control>/<Control>Pages.swift`) and reach the gallery through the
/// control's ``ControlDescriptor``; the foundations' are added by ``Gallery/catalogue(registry:)``.
package protocol GalleryPages {
  /// The section's heading.
  static var title: String { get }
  /// A short introduction under the heading.
  static var summary: String { get }
  /// The pictures, in order.
  static func entries() -> [Gallery.Entry]
}

extension GalleryPages {
  /// The sections this set adds to the gallery: one, headed by ``title``.
  ///
  /// - Parameter anchor: The section's anchor, unique in the gallery: for a control's pages, the
  ///   control's identifier.
  /// - Returns: The section.
  package static func sections(anchor: String) -> [Gallery.Section] {
    [Gallery.Section(title: title, anchor: anchor, summary: summary, entries: entries())]
  }
}
