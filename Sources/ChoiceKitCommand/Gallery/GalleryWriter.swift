import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// Writes a ``Gallery`` to a folder all at once: the files are written to a temporary folder
/// beside the target, synced to disk together, then moved into place, so a failure or a crash
/// never leaves a half-written gallery.
public struct GalleryWriter: Sendable {
  /// Why a gallery could not be written.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The output path exists and is a file, not a folder.
    case outputIsAFile(String)
    /// The output folder exists, is not empty and was not written by this writer, so replacing
    /// it could destroy someone's files.
    case outputIsNotAGallery(String)
    /// A file system operation failed, for example because a file stands where one of the
    /// output's parent folders should be; the message names the output and the reason.
    case fileSystem(String)
    /// The output is not a folder the writer may replace: not a `file:` URL, an empty path
    /// (which names the current folder), the current folder or one of its parents, such as the
    /// root. Replacing one of those would pull the folder out from under the running process.
    case invalidOutput(String)
    /// An entry's file path is not a plain relative path inside the gallery (it is empty or
    /// absolute, or has an empty, `.` or `..` component), or it collides with another file:
    /// the same path ignoring case (`index.html` and ``GalleryWriter/markerFile`` included),
    /// or a folder another file lies in.
    case invalidEntryFile(String)

    public var description: String {
      switch self {
      case .outputIsAFile(let path):
        "output '\(path)' is a file, not a folder"
      case .outputIsNotAGallery(let path):
        "output folder '\(path)' is not empty and holds no ChoiceKit gallery; choose another folder"
      case .fileSystem(let message):
        message
      case .invalidOutput(let output):
        "output '\(output)' is not a folder a gallery may replace; give a file path other than the "
          + "current folder and its parents"
      case .invalidEntryFile(let path):
        "gallery file '\(path)' is not a relative path of its own inside the gallery folder"
      }
    }
  }

  /// The file that marks a folder as written by this writer, so it may be replaced next time.
  public static let markerFile = ".choicekit-gallery"

  /// Creates a writer.
  public init() {}

  /// Writes every file of a gallery into a folder, replacing an earlier gallery there.
  ///
  /// The paths and the output are checked before anything is written; a failure part way leaves
  /// the earlier gallery, if any, in place and no temporary folder behind (only parent folders
  /// created for `output` stay).
  ///
  /// - Parameters:
  ///   - gallery: The gallery.
  ///   - output: The folder; created with its parents when missing.
  /// - Returns: The paths written, relative to `output`.
  /// - Throws: ``Failure/invalidEntryFile(_:)`` when an entry's file path is not a plain relative
  ///   path or collides with another file; ``Failure/invalidOutput(_:)`` when `output` is not a
  ///   file URL, is an empty path, or is the current folder or one of its parents (the root
  ///   included); ``Failure/outputIsAFile(_:)`` when a file stands at `output`;
  ///   ``Failure/outputIsNotAGallery(_:)`` when `output` is a folder holding other files; and
  ///   ``Failure/fileSystem(_:)`` when a file stands where a parent folder of `output` should
  ///   be, or the file system refuses a write.
  @discardableResult
  public func write(_ gallery: Gallery, to output: URL) throws(Failure) -> [String] {
    let files = gallery.files + [(Self.markerFile, "ChoiceKit gallery\n")]
    try Self.checkFilePaths(files.map(\.path))
    guard output.isFileURL else { throw .invalidOutput(output.absoluteString) }
    let manager = FileManager.default
    let target = output.standardizedFileURL
    if Self.holdsCurrentFolder(target) { throw .invalidOutput(output.path) }
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: target.path, isDirectory: &isDirectory)
    if exists && !isDirectory.boolValue { throw .outputIsAFile(output.path) }
    if exists {
      let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
      if !contents.isEmpty && !contents.contains(Self.markerFile) {
        throw .outputIsNotAGallery(output.path)
      }
    }
    let parent = target.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).partial")
    let retired = parent.appendingPathComponent(".\(target.lastPathComponent).old")
    do throws(FileOperationFailure) {
      try FileOperations.createFolder(parent.path)
      try? manager.removeItem(at: staging)
      try? manager.removeItem(at: retired)
      var written: [String] = []
      for (path, contents) in files {
        let file = staging.appendingPathComponent(path)
        try FileOperations.createFolder(file.deletingLastPathComponent().path)
        try FileOperations.write(contents, to: file.path)
        written.append(path)
      }
      // One flush of the whole folder instead of one per file: the gallery moves into place
      // only once all of it is on disk.
      try FileOperations.flush(staging.path)
      if exists { try FileOperations.move(target.path, to: retired.path) }
      try FileOperations.move(staging.path, to: target.path)
      try? manager.removeItem(at: retired)
      return written
    } catch {
      try? manager.removeItem(at: staging)
      if exists && !manager.fileExists(atPath: target.path) {
        try? FileOperations.move(retired.path, to: target.path)
      }
      let failure = error.hidingScratch(staging.path, in: parent.path).hidingScratch(
        retired.path, in: parent.path)
      throw .fileSystem("cannot write gallery to '\(output.path)': \(failure)")
    }
  }

  /// Refuses paths that would land outside the staging folder or on top of each other.
  private static func checkFilePaths(_ paths: [String]) throws(Failure) {
    // Compared without case, as macOS file systems do by default.
    var files = Set<String>()
    var folders = Set<String>()
    for path in paths {
      let components = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.isEmpty, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
        throw .invalidEntryFile(path)
      }
      let key = path.lowercased()
      let parents = (1..<components.count).map { components[..<$0].joined(separator: "/").lowercased() }
      guard !files.contains(key), !folders.contains(key), !parents.contains(where: files.contains) else {
        throw .invalidEntryFile(path)
      }
      files.insert(key)
      folders.formUnion(parents)
    }
  }

  /// Whether a folder is the root, the current folder or one of its parents: replacing it means
  /// moving away the folder the process runs in.
  private static func holdsCurrentFolder(_ target: URL) -> Bool {
    let candidate = target.resolvingSymlinksInPath().pathComponents
    if candidate.count <= 1 { return true }
    let currentPath = FileManager.default.currentDirectoryPath
    guard !currentPath.isEmpty else { return false }
    let current = URL(fileURLWithPath: currentPath).standardizedFileURL.resolvingSymlinksInPath()
      .pathComponents
    return candidate.count <= current.count && Array(current.prefix(candidate.count)) == candidate
  }
}
