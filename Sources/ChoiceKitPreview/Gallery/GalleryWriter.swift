import Foundation

/// Writes a ``Gallery`` to a folder all at once: the files are written to a temporary folder
/// beside the target, then moved into place, so a failure never leaves a half-written gallery.
public struct GalleryWriter: Sendable {
  /// Why a gallery could not be written.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The output path exists and is a file, not a folder.
    case outputIsAFile(String)
    /// The output folder exists, is not empty and was not written by this writer, so replacing
    /// it could destroy someone's files.
    case outputIsNotAGallery(String)
    /// A file system operation failed.
    case fileSystem(String)

    public var description: String {
      switch self {
      case .outputIsAFile(let path):
        "output '\(path)' is a file, not a folder"
      case .outputIsNotAGallery(let path):
        "output folder '\(path)' is not empty and holds no ChoiceKit gallery; choose another folder"
      case .fileSystem(let message):
        message
      }
    }
  }

  /// The file that marks a folder as written by this writer, so it may be replaced next time.
  public static let markerFile = ".choicekit-gallery"

  /// Creates a writer.
  public init() {}

  /// Writes every file of a gallery into a folder, replacing an earlier gallery there.
  ///
  /// - Parameters:
  ///   - gallery: The gallery.
  ///   - output: The folder; created with its parents when missing.
  /// - Returns: The paths written, relative to `output`.
  /// - Throws: ``Failure`` when the folder cannot be written or is not safe to replace.
  @discardableResult
  public func write(_ gallery: Gallery, to output: URL) throws(Failure) -> [String] {
    let manager = FileManager.default
    let target = output.standardizedFileURL
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
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
      try? manager.removeItem(at: staging)
      try? manager.removeItem(at: retired)
      var written: [String] = []
      for (path, contents) in gallery.files + [(Self.markerFile, "ChoiceKit gallery\n")] {
        let file = staging.appendingPathComponent(path)
        try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        written.append(path)
      }
      if exists { try manager.moveItem(at: target, to: retired) }
      try manager.moveItem(at: staging, to: target)
      try? manager.removeItem(at: retired)
      return written
    } catch {
      try? manager.removeItem(at: staging)
      if exists && !manager.fileExists(atPath: target.path) {
        try? manager.moveItem(at: retired, to: target)
      }
      throw .fileSystem("cannot write gallery to '\(output.path)': \(Self.reason(error))")
    }
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
