/// One set of gallery pages: a control's, or the foundations'. The set says what its section is
/// called and what it shows; the section itself is built here, once, for every set, under the
/// anchor its owner gives it.
///
/// A control's pages live beside its preview code
/// (`Sources/ChoiceKitPreview/<Control>/<Control>Pages.swift`, a ``ControlPages``) and reach the
/// gallery through the control's descriptor in the command's tooling, which also adds the
/// foundations'.
package protocol GalleryPages {
  /// The section's heading.
  static var title: String { get }
  /// A short introduction under the heading.
  static var summary: String { get }
  /// The pictures, in order.
  static func entries() -> [Gallery.Entry]
  /// The declarations the calls of entries that name none of their own take, such as the
  /// `@State` property every one of a control's calls binds; none by default.
  static var callState: [String] { get }
}

extension GalleryPages {
  /// The sections this set adds to the gallery: one, headed by ``title``.
  ///
  /// - Parameter anchor: The section's anchor, unique in the gallery: for a control's pages, the
  ///   control's identifier.
  /// - Returns: The section.
  package static func sections(anchor: String) -> [Gallery.Section] {
    let entries = entries().map { entry in
      var entry = entry
      if entry.state.isEmpty && !entry.call.isEmpty && !callState.isEmpty {
        entry.state = callState
        entry.callIsView = true
      }
      return entry
    }
    return [Gallery.Section(title: title, anchor: anchor, summary: summary, entries: entries)]
  }

  /// None: each entry names its own.
  package static var callState: [String] { [] }
}

/// A control's gallery pages, which carry the control's one identifier.
package protocol ControlPages: GalleryPages {
  /// The control's identifier, in kebab case: the folder its pictures lie in, the gallery
  /// section's anchor, the `render` subject and the bench suite's name.
  static var id: String { get }
}
