import ChoiceKitCommand
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
    let files = try GalleryWriter().write(SharedGallery.catalogue, to: first)
    #expect(try GalleryWriter().write(SharedGallery.catalogue, to: second) == files)
    for file in files {
      let a = FileManager.default.contents(atPath: first.appendingPathComponent(file).path)
      let b = FileManager.default.contents(atPath: second.appendingPathComponent(file).path)
      #expect(a != nil && a == b, "\(file) differs between runs")
    }
  }

  // MARK: Bad paths

  private func gallery(files: [String]) -> Gallery {
    Gallery(sections: [
      Gallery.Section(
        title: "One", anchor: "one", summary: "",
        entries: files.map { Gallery.Entry(title: $0, caption: "", file: $0, svg: "<svg/>\n") })
    ])
  }

  @Test func emptyPathIsRefused() throws {
    let empty = URL(fileURLWithPath: "")
    #expect(throws: GalleryWriter.Failure.invalidOutput(empty.path)) {
      try GalleryWriter().write(gallery, to: empty)
    }
  }

  @Test func rootAndCurrentFolderAreRefused() throws {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for output in [URL(fileURLWithPath: "/"), current, current.deletingLastPathComponent()] {
      #expect(throws: GalleryWriter.Failure.invalidOutput(output.path)) {
        try GalleryWriter().write(gallery, to: output)
      }
    }
  }

  @Test func urlThatIsNotAFileIsRefused() throws {
    let remote = try #require(URL(string: "https://example.com/gallery"))
    #expect(throws: GalleryWriter.Failure.invalidOutput("https://example.com/gallery")) {
      try GalleryWriter().write(gallery, to: remote)
    }
  }

  @Test func fileWhereAParentFolderIsExpectedIsAFileSystemFailure() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let output = blocker.appendingPathComponent("gallery")
    let error = #expect(throws: GalleryWriter.Failure.self) {
      try GalleryWriter().write(gallery, to: output)
    }
    guard case .fileSystem(let message) = error else {
      Issue.record("expected a file-system failure, got \(String(describing: error))")
      return
    }
    // The command's own words, naming the file in the way, not Foundation's.
    #expect(
      message
        == "cannot write gallery to '\(output.path)': cannot create folder '\(blocker.path)': "
        + "'\(blocker.path)' is a file, not a folder")
  }

  @Test(arguments: [
    "", "/absolute.svg", "../escaped.svg", "a/../../b.svg", "./a.svg", "a//b.svg", "a/", ".", "..",
    "index.html", GalleryWriter.markerFile,
  ])
  func entryFileThatIsNotASimpleRelativePathIsRefused(file: String) throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("gallery")
    #expect(throws: GalleryWriter.Failure.invalidEntryFile(file)) {
      try GalleryWriter().write(self.gallery(files: ["ok.svg", file]), to: output)
    }
    // Nothing is written, inside the output or beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  @Test(arguments: [
    ["a.svg", "a.svg"], ["a/b.svg", "A/B.svg"], ["a.svg", "a.svg/b.svg"], ["a/b/c.svg", "a/b"],
  ])
  func entryFilesThatCollideAreRefused(files: [String]) throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: GalleryWriter.Failure.invalidEntryFile(files[1])) {
      try GalleryWriter().write(self.gallery(files: files), to: root.appendingPathComponent("gallery"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  @Test func nestedEntryFilesAreWritten() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("gallery")
    let written = try GalleryWriter().write(
      gallery(files: ["a/b/c.svg", "a/d.svg", ".hidden.svg"]), to: output)
    #expect(written == ["a/b/c.svg", "a/d.svg", ".hidden.svg", "index.html", GalleryWriter.markerFile])
  }
}
