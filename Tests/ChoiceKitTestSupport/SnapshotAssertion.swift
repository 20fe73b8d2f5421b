import Foundation
import Testing

/// Compares text output with a reference file kept with the tests that check it.
///
/// Each test target keeps its references in one `__Snapshots__` folder at its root, mirroring the
/// test files' folders: a snapshot named `selection-2.svg` asserted in
/// `Tests/ChoiceKitPreviewTests/SegmentedPicker/SegmentedPickerPreviewTests.swift` lives at
/// `Tests/ChoiceKitPreviewTests/__Snapshots__/SegmentedPicker/SegmentedPickerPreviewTests/selection-2.svg`.
/// The target is found from `#filePath` (see ``SnapshotFile/init(name:testFilePath:)``), so a new
/// test folder needs no `exclude:` of its own in `Package.swift`: the target's one
/// `exclude: ["__Snapshots__"]` covers it.
///
/// To record or re-record references on purpose, run the tests with the environment variable
/// `CHOICEKIT_RECORD_SNAPSHOTS=1`: the references are written and the assertion fails, reminding
/// that it recorded instead of compared.
///
/// When the output differs from the reference (or no reference exists), the output is written
/// beside it as `<name>.actual.<ext>` and the failure message gives both paths.
///
/// ```swift
/// @Test func capsule() {
///   assertSnapshot(renderer.render(list), named: "capsule.svg")
/// }
/// ```
///
/// - Parameters:
///   - actual: The text produced by the code under test.
///   - name: The reference file's name, with its extension.
///   - filePath: The calling test file; leave the default.
///   - sourceLocation: Where a failure is reported; leave the default.
public func assertSnapshot(
  _ actual: String,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let outcome = SnapshotFile(name: name, testFilePath: filePath).compare(
    actual, recording: SnapshotFile.isRecording)
  if let failure = outcome.failureMessage {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// The reference file of one snapshot and the comparison against it.
public struct SnapshotFile: Sendable {
  /// The result of one comparison.
  public enum Outcome: Equatable, Sendable {
    /// The output equals the reference.
    case matched
    /// The reference was written from the output (record mode).
    case recorded(path: String)
    /// No reference exists; the output was written to `actualPath`.
    case missing(referencePath: String, actualPath: String)
    /// The output differs; it was written to `actualPath`.
    case mismatched(referencePath: String, actualPath: String, firstDifferentLine: Int)

    /// A message for the test log, or `nil` when the snapshot matched.
    public var failureMessage: String? {
      switch self {
      case .matched:
        return nil
      case .recorded(let path):
        return "Recorded snapshot \(path). Run again without CHOICEKIT_RECORD_SNAPSHOTS to compare."
      case .missing(let reference, let actual):
        return "No snapshot reference at \(reference). Output written to \(actual); "
          + "record it on purpose with CHOICEKIT_RECORD_SNAPSHOTS=1."
      case .mismatched(let reference, let actual, let line):
        return "Snapshot differs from \(reference) at line \(line). New output: \(actual)"
      }
    }
  }

  /// Whether record mode is on (`CHOICEKIT_RECORD_SNAPSHOTS` set to anything but `0`).
  public static var isRecording: Bool {
    guard let value = ProcessInfo.processInfo.environment["CHOICEKIT_RECORD_SNAPSHOTS"] else {
      return false
    }
    return !value.isEmpty && value != "0"
  }

  /// The reference file's full path.
  public let referenceURL: URL

  /// Where a differing output is written.
  public var actualURL: URL {
    let ext = referenceURL.pathExtension
    let base = referenceURL.deletingPathExtension()
    return base.appendingPathExtension(ext.isEmpty ? "actual" : "actual.\(ext)")
  }

  /// Locates a test file's reference in its test target's `__Snapshots__` folder.
  ///
  /// The test target's root is the folder right under the innermost `Tests` folder that holds the
  /// test file in a subfolder, so a checkout that itself sits under a folder named `Tests` still
  /// resolves; the folders between the target root and the test file are repeated under
  /// `__Snapshots__`. A test file outside any `Tests/<Target>/` folder keeps its references in
  /// `__Snapshots__/<TestFile>/` beside it.
  ///
  /// ```swift
  /// SnapshotFile(name: "a.svg", testFilePath: "/p/Tests/KitTests/Radial/ArcTests.swift")
  ///   .referenceURL.path  // "/p/Tests/KitTests/__Snapshots__/Radial/ArcTests/a.svg"
  /// ```
  ///
  /// - Parameters:
  ///   - name: The reference's file name.
  ///   - testFilePath: The test file's path (`#filePath`).
  public init(name: String, testFilePath: String) {
    let testFile = URL(fileURLWithPath: testFilePath)
    let directory = testFile.deletingLastPathComponent()
    let components = directory.pathComponents
    // The innermost `Tests` folder with a target folder under it: `dropLast()` skips the test
    // file's own folder, so a target's subfolder that happens to be named `Tests` is mirrored.
    let testsIndex = components.indices.dropLast().last { components[$0] == "Tests" }
    let foldersUnderTarget = testsIndex.map { Array(components.dropFirst($0 + 2)) } ?? []
    var url = directory
    for _ in foldersUnderTarget { url.deleteLastPathComponent() }
    url.appendPathComponent("__Snapshots__")
    for folder in foldersUnderTarget { url.appendPathComponent(folder) }
    referenceURL =
      url
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name)
  }

  /// Compares output with the reference, or records it.
  ///
  /// - Parameters:
  ///   - actual: The output.
  ///   - recording: Whether to overwrite the reference instead of comparing.
  /// - Returns: What happened; files are written as described on ``Outcome``.
  public func compare(_ actual: String, recording: Bool) -> Outcome {
    let manager = FileManager.default
    if recording {
      write(actual, to: referenceURL)
      try? manager.removeItem(at: actualURL)
      return .recorded(path: referenceURL.path)
    }
    guard let data = manager.contents(atPath: referenceURL.path),
      let reference = String(data: data, encoding: .utf8)
    else {
      write(actual, to: actualURL)
      return .missing(referencePath: referenceURL.path, actualPath: actualURL.path)
    }
    if reference == actual {
      try? manager.removeItem(at: actualURL)
      return .matched
    }
    write(actual, to: actualURL)
    let line = Self.firstDifferentLine(reference, actual)
    return .mismatched(
      referencePath: referenceURL.path, actualPath: actualURL.path, firstDifferentLine: line)
  }

  /// The 1-based number of the first line where two texts differ.
  static func firstDifferentLine(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      if index >= left.count || index >= right.count || left[index] != right[index] {
        return index + 1
      }
    }
    return max(left.count, right.count)
  }

  private func write(_ text: String, to url: URL) {
    let manager = FileManager.default
    try? manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url, options: .atomic)
  }
}
