import ChoiceKitCommand
import ChoiceKitPreview
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command's file operations and the words their failures are said in.
@Suite struct FileOperationsTests {
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "file-operations-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func createsMissingFoldersAndLeavesExistingOnes() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let deep = root.appendingPathComponent("a/b/c").path
    try FileOperations.createFolder(deep)
    try FileOperations.createFolder(deep)
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: deep, isDirectory: &isDirectory) && isDirectory.boolValue)
  }

  @Test func aFileOnTheWayIsNamed() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("notes.txt")
    try FileOperations.write("x", to: file.path)
    #expect(throws: FileOperationFailure("create folder", file.path, code: ENOTDIR)) {
      try FileOperations.createFolder(file.appendingPathComponent("inner/deeper").path)
    }
    #expect(
      FileOperationFailure("create folder", file.appendingPathComponent("inner").path, code: ENOTDIR)
        .description
        == "cannot create folder '\(file.path)/inner': '\(file.path)' is a file, not a folder")
  }

  @Test func writesAndMovesFiles() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = root.appendingPathComponent("first.svg").path
    let second = root.appendingPathComponent("second.svg").path
    try FileOperations.write("Año, Día, 🇪🇸", to: first)
    try FileOperations.write("Office", to: second)
    try FileOperations.move(first, to: second)
    #expect(try String(contentsOfFile: second, encoding: .utf8) == "Año, Día, 🇪🇸")
    #expect(!FileManager.default.fileExists(atPath: first))
    #expect(throws: FileOperationFailure("move into place", second, code: ENOENT)) {
      try FileOperations.move(first, to: second)
    }
    #expect(throws: FileOperationFailure("write", root.path, code: EISDIR)) {
      try FileOperations.write("x", to: root.path)
    }
  }

  @Test func commonReasonsAreSaidInTheCommandsWords() {
    let cases: [(Int32, String)] = [
      (EACCES, "permission denied"), (EPERM, "permission denied"), (EROFS, "the file system is read-only"),
      (ENOSPC, "no space left on the disk"), (EEXIST, "'/out/g' already exists"),
      (EISDIR, "'/out/g' is a folder"),
      (ENAMETOOLONG, "the name is too long"),
    ]
    for (code, reason) in cases {
      #expect(
        FileOperationFailure("write", "/out/g", code: code).description == "cannot write '/out/g': \(reason)")
    }
    // Any other reason is the system's, starting in lower case as the rest of the line does.
    let other = FileOperationFailure("write", "/out/g", code: EIO).reason
    #expect(other.first?.isLowercase == true)
    #expect(other.lowercased() == String(cString: strerror(EIO)).lowercased())
  }

  @Test func aTemporaryNameIsSaidAsItsFolder() {
    let failure = FileOperationFailure("create folder", "/out/.g.partial/radial", code: EACCES)
    #expect(
      failure.hidingScratch("/out/.g.partial", in: "/out")
        == FileOperationFailure("write in folder", "/out", code: EACCES))
    #expect(failure.hidingScratch("/out/.g.part", in: "/out") == failure)
    #expect(
      failure.hidingScratch("/out/.g.partial", in: "/out").description
        == "cannot write in folder '/out': permission denied")
  }
}
