import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The whole gallery: building the catalogue (which draws every picture to SVG), every file
/// `choicekit gallery` writes, the page included, without the disk, and the whole command's work
/// with the disk: the files written into a folder and moved into place. The target is the
/// command's: under half a second.
enum GalleryBench: BenchSuite {
  static let name = "gallery"

  /// The whole gallery's time limit.
  static let target = BenchTarget.atMost(500_000)

  static func cases() -> [BenchCase] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choicekit-bench-\(UUID().uuidString)")
    return [
      BenchCase("catalogue()", target: target) { _ in
        Double(Gallery.catalogue().sections.count)
      },
      BenchCase("catalogue().files, the whole gallery", target: target) { _ in
        Double(Gallery.catalogue().files.reduce(0) { $0 + $1.contents.utf8.count })
      },
      BenchCase("GalleryWriter write(_:to:), to a temporary folder", target: target) { _ in
        defer { try? FileManager.default.removeItem(at: folder) }
        // A failure counts as no file written; the checksum shows it.
        return Double((try? GalleryWriter().write(Gallery.catalogue(), to: folder))?.count ?? 0)
      },
    ]
  }
}
