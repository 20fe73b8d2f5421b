import ChoiceKitPreview
import Foundation
import Testing

@Suite struct GalleryWriterTests {
  let gallery = Gallery(sections: [
    Gallery.Section(
      title: "One", anchor: "one", summary: "A section.",
      entries: [Gallery.Entry(title: "Dot", caption: "A dot.", file: "one/dot.svg", svg: "<svg/>\n")])
  ])

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesIntoANewFolderWithItsParents() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("a/b/gallery")
    let written = try GalleryWriter().write(gallery, to: output)
    #expect(written.contains("index.html") && written.contains("one/dot.svg"))
    #expect(
      FileManager.default.contents(atPath: output.appendingPathComponent("one/dot.svg").path)
        == Data("<svg/>\n".utf8))
    // Nothing is left beside it.
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: output.deletingLastPathComponent().path)
    #expect(siblings == ["gallery"])
  }

  @Test func replacesAnEarlierGalleryWhole() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("gallery")
    try GalleryWriter().write(gallery, to: output)
    try Data("stale".utf8).write(to: output.appendingPathComponent("stale.svg"))
    try GalleryWriter().write(gallery, to: output)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("stale.svg").path))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
  }

  @Test func refusesAFile() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    #expect(throws: GalleryWriter.Failure.outputIsAFile(file.path)) {
      try GalleryWriter().write(gallery, to: file)
    }
    #expect(FileManager.default.contents(atPath: file.path) == Data("x".utf8))
  }

  @Test func refusesAFolderThatIsNotAGallery() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let precious = root.appendingPathComponent("notes.txt")
    try Data("keep me".utf8).write(to: precious)
    #expect(throws: GalleryWriter.Failure.outputIsNotAGallery(root.path)) {
      try GalleryWriter().write(gallery, to: root)
    }
    #expect(FileManager.default.contents(atPath: precious.path) == Data("keep me".utf8))
  }

  @Test func writesIntoAnEmptyFolder() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try GalleryWriter().write(gallery, to: root)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("index.html").path))
  }

  @Test func unwritableParentFailsWithoutLeavingFiles() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    // A file in the way of the parent folder makes the path impossible to create.
    let blocker = root.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let output = blocker.appendingPathComponent("gallery")
    #expect(throws: GalleryWriter.Failure.self) {
      try GalleryWriter().write(gallery, to: output)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["blocker"])
  }

  @Test func twoRunsOfTheCatalogueAreByteIdentical() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = root.appendingPathComponent("first")
    let second = root.appendingPathComponent("second")
    let files = try GalleryWriter().write(Gallery.catalogue(), to: first)
    #expect(try GalleryWriter().write(Gallery.catalogue(), to: second) == files)
    for file in files {
      let a = FileManager.default.contents(atPath: first.appendingPathComponent(file).path)
      let b = FileManager.default.contents(atPath: second.appendingPathComponent(file).path)
      #expect(a != nil && a == b, "\(file) differs between runs")
    }
  }
}
