/// One set of gallery pages: a control's, or the foundations'.
///
/// A new control adds a type conforming to this beside its preview code
/// (`Sources/ChoiceKitPreview/<Control>/<Control>Pages.swift`) and one line to
/// `Gallery.pages`.
protocol GalleryPages {
  /// The sections this set adds to the gallery, in order.
  static func sections() -> [Gallery.Section]
}
