import Foundation

/// The whole gallery: building the catalogue (which draws every picture to SVG), and every file
/// `choicekit gallery` writes, the page included, without the disk.
enum GalleryBench: BenchSuite {
  static let name = "gallery"

  static func cases() -> [BenchCase] {
    [
      BenchCase("catalogue()") { _ in
        Double(Gallery.catalogue().sections.count)
      },
      BenchCase("catalogue().files, the whole gallery") { _ in
        Double(Gallery.catalogue().files.reduce(0) { $0 + $1.contents.utf8.count })
      },
    ]
  }
}
