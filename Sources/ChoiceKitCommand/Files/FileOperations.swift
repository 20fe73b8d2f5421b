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

/// `write(2)`, under a name that ``FileOperations`` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// `rename(2)`, under a name that ``FileOperations`` does not hide.
private func renameItem(_ source: String, _ destination: String) -> Int32 {
  rename(source, destination)
}

#if os(Linux)
  /// `syncfs(2)`, which the Glibc module does not export (it is a GNU extension).
  @_silgen_name("syncfs")
  private func syncFileSystem(_ descriptor: Int32) -> Int32
#endif

/// A file operation the system refused, said in the command's own words: what was being done, to
/// which path, and why, such as “cannot create folder 'out/gallery': 'out' is a file, not a
/// folder”.
package struct FileOperationFailure: Error, Equatable, CustomStringConvertible {
  /// What was being done, such as “create folder”.
  package var operation: String
  /// The path it was done to.
  package var path: String
  /// The system's error number.
  package var code: Int32

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - operation: What was being done, such as “create folder”.
  ///   - path: The path it was done to.
  ///   - code: The system's error number (`errno`).
  package init(_ operation: String, _ path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// Why, in a few words: the common reasons in the command's wording, any other in the system's.
  package var reason: String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ENOTDIR:
      return Self.fileInTheWay(of: path).map { "'\($0)' is a file, not a folder" } ?? "not a folder"
    case EISDIR: return "'\(path)' is a folder"
    case EEXIST: return "'\(path)' already exists"
    case EROFS: return "the file system is read-only"
    case ENOSPC, EDQUOT: return "no space left on the disk"
    case ENAMETOOLONG: return "the name is too long"
    case ELOOP: return "too many symbolic links on the way"
    default:
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }

  package var description: String { "cannot \(operation) '\(path)': \(reason)" }

  /// The same failure said of a folder, when it happened to a temporary file or folder inside
  /// it whose name means nothing to the reader.
  ///
  /// - Parameters:
  ///   - scratch: The temporary file or folder the writer made.
  ///   - folder: The folder it lies in, which the reader named.
  /// - Returns: “cannot write in folder …” with the same reason, when the failure's path is
  ///   `scratch` or inside it; otherwise this failure unchanged.
  package func hidingScratch(_ scratch: String, in folder: String) -> FileOperationFailure {
    guard path == scratch || path.hasPrefix(scratch + "/") else { return self }
    return FileOperationFailure("write in folder", folder, code: code)
  }

  /// The first path on the way to `path` (itself included) that exists and is not a folder.
  private static func fileInTheWay(of path: String) -> String? {
    var isDirectory: ObjCBool = false
    for prefix in FileOperations.folders(leadingTo: path) {
      guard FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) else { return nil }
      if !isDirectory.boolValue { return prefix }
    }
    return nil
  }
}

/// The few file operations the command's writers need, with plain POSIX calls and failures in the
/// command's own words (``FileOperationFailure``) rather than Foundation's.
package enum FileOperations {
  /// Creates a folder and its missing parents; an existing folder is left as it is.
  ///
  /// - Parameter path: The folder.
  /// - Throws: ``FileOperationFailure`` naming the first folder that could not be made, when a
  ///   file stands on the way or the system refuses.
  package static func createFolder(_ path: String) throws(FileOperationFailure) {
    for prefix in folders(leadingTo: path) {
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      var isDirectory: ObjCBool = false
      if code == EEXIST, FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
        if isDirectory.boolValue { continue }
        throw FileOperationFailure("create folder", prefix, code: ENOTDIR)
      }
      throw FileOperationFailure("create folder", prefix, code: code)
    }
  }

  /// The paths from the first component of `path` down to `path` itself: `a/b/c` gives `a`,
  /// `a/b` and `a/b/c`; an absolute path keeps its leading `/`.
  static func folders(leadingTo path: String) -> [String] {
    var prefix = path.hasPrefix("/") ? "/" : ""
    return path.split(separator: "/").map { component in
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      return prefix
    }
  }

  /// Writes text to a file as UTF-8, replacing what it held, without syncing it to disk.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - path: The file; its folder must exist.
  /// - Throws: ``FileOperationFailure`` naming the file when it cannot be opened or written.
  package static func write(_ text: String, to path: String) throws(FileOperationFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw FileOperationFailure("write", path, code: errno) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        writeBytes(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileOperationFailure("write", path, code: errno)
      }
      offset += count
    }
  }

  /// Syncs a folder's file system once, so every file written into it is on disk before the
  /// folder is renamed into place. On Linux that is `syncfs`; elsewhere only the folder itself is
  /// synced, and the files reach the disk as the system writes them back.
  ///
  /// - Parameter folder: The folder.
  /// - Throws: ``FileOperationFailure`` when the folder cannot be opened or synced.
  package static func flush(_ folder: String) throws(FileOperationFailure) {
    let descriptor = open(folder, O_RDONLY)
    guard descriptor >= 0 else { throw FileOperationFailure("sync", folder, code: errno) }
    defer { close(descriptor) }
    #if os(Linux)
      // The folder's file system alone, not every disk of the machine.
      let result = syncFileSystem(descriptor)
    #else
      let result = fsync(descriptor)
    #endif
    guard result == 0 else { throw FileOperationFailure("sync", folder, code: errno) }
  }

  /// Renames a file or folder within one file system, replacing a file (or an empty folder) at
  /// the destination.
  ///
  /// - Parameters:
  ///   - source: What to move.
  ///   - destination: Where it goes.
  /// - Throws: ``FileOperationFailure`` naming the destination when the system refuses.
  package static func move(_ source: String, to destination: String) throws(FileOperationFailure) {
    guard renameItem(source, destination) == 0 else {
      throw FileOperationFailure("move into place", destination, code: errno)
    }
  }
}
