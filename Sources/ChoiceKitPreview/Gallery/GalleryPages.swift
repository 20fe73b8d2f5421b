/// One set of gallery pages: a control's, or the foundations'.
///
/// A control's pages live beside its preview code
/// (`Sources/ChoiceKitPreview/<Control>/<Control>Pages.swift`) and reach the gallery through the
/// control's ``ControlDescriptor``; the foundations' are added by ``Gallery/catalogue(registry:)``.
protocol GalleryPages {
  /// The sections this set adds to the gallery, in order.
  static func sections() -> [Gallery.Section]
}
