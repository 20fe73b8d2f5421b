import ChoiceKitCommand
import ChoiceKitPreview

/// The catalogue, built once per test run and shared by every test that reads it: building it
/// draws every picture, which is most of what these tests would otherwise repeat.
enum SharedGallery {
  /// The whole catalogue, as `choicekit gallery` writes it.
  static let catalogue = Gallery.catalogue()

  /// Every file of the catalogue, as relative path and contents.
  static let files = catalogue.files

  /// Every picture of the catalogue, in order.
  static let entries = catalogue.sections.flatMap(\.entries)
}
