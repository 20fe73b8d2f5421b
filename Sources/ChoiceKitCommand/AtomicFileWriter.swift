import ChoiceKitCore
import ChoiceKitPreview
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one file so that it holds either what it held before or the whole new text, never a
/// part: the text goes to a temporary file in the same folder, which is then renamed over the
/// target (a rename within a folder is atomic). On any failure the temporary file is removed.
struct AtomicFileWriter: Sendable {
  /// Why a file could not be written, in one line naming the file.
  struct Failure: Error, Equatable, CustomStringConvertible {
    /// The message, without the program name.
    var description: String
  }

  /// Writes text to a file, replacing the file if it exists.
  ///
  /// - Parameters:
  ///   - text: The text, written as UTF-8.
  ///   - path: The file; its folder is created with its parents when missing, as the gallery's
  ///     is. A folder at `path` is refused.
  /// - Throws: ``Failure`` when the path is a folder, a file stands where one of its folders
  ///   should be, or the file system refuses the write or the rename.
  func write(_ text: String, to path: String) throws(Failure) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Failure(description: "cannot write '\(path)': it is a folder")
    }
    let folder = target.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial")
    do throws(FileOperationFailure) {
      try FileOperations.createFolder(folder.path)
      try FileOperations.write(text, to: temporary.path)
      try FileOperations.move(temporary.path, to: target.path)
    } catch {
      try? manager.removeItem(at: temporary)
      throw Failure(
        description: "cannot write '\(path)': \(error.hidingScratch(temporary.path, in: folder.path))")
    }
  }
}
