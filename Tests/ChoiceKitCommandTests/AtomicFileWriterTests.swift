import Foundation
import Testing

@testable import ChoiceKitCommand

@Suite struct AtomicFileWriterTests {
  /// A new empty folder, removed by the caller.
  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func writesAndReplacesWholeLeavingNoTemporaryFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.svg")
    try AtomicFileWriter().write("first, and longer", to: file.path)
    try AtomicFileWriter().write("second", to: file.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == "second")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.svg"])
  }

  @Test func refusesAFolderAndCreatesAMissingFolder() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: AtomicFileWriter.Failure(description: "cannot write '\(folder.path)': it is a folder")) {
      try AtomicFileWriter().write("x", to: folder.path)
    }
    let missing = folder.appendingPathComponent("new/deeper/a.svg")
    try AtomicFileWriter().write("x", to: missing.path)
    #expect(try String(contentsOf: missing, encoding: .utf8) == "x")
    // A file where a folder should be is refused.
    let blocked = folder.appendingPathComponent("new/deeper/a.svg/b.svg").path
    #expect(
      throws: AtomicFileWriter.Failure(
        description: "cannot write '\(blocked)': cannot create folder '\(missing.path)': "
          + "'\(missing.path)' is a file, not a folder")
    ) { try AtomicFileWriter().write("x", to: blocked) }
  }

  @Test func aFailedWriteKeepsTheOldFileAndRemovesTheTemporaryOne() throws {
    let folder = try folder()
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    let file = folder.appendingPathComponent("a.svg")
    try AtomicFileWriter().write("old", to: file.path)
    // A folder that cannot be written to refuses the temporary file; root ignores the mode.
    chmod(folder.path, 0o555)
    guard access(folder.path, W_OK) != 0 else { return }
    #expect(throws: AtomicFileWriter.Failure.self) { try AtomicFileWriter().write("new", to: file.path) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.svg"])
  }
}
