import ChoiceKitTestSupport
import Foundation
import Testing

/// The snapshot assertion's own behaviour: it must be able to fail, and say where the new output is.
@Suite struct SnapshotFileTests {
  /// A test file two folders deep in a scratch test target, laid out as a package's would be.
  private func scratchTestFile() -> (testFile: String, root: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-snap-\(UUID().uuidString)")
    let testFile = root.appendingPathComponent("Tests/FakeTests/Control/Part/FakeTests.swift")
    return (testFile.path, root)
  }

  @Test func referenceLivesInTheTargetsSnapshotsFolder() {
    let file = SnapshotFile(name: "a.svg", testFilePath: "/x/Tests/Suite/Rendering/RendererTests.swift")
    #expect(file.referenceURL.path == "/x/Tests/Suite/__Snapshots__/Rendering/RendererTests/a.svg")
    #expect(file.actualURL.path == "/x/Tests/Suite/__Snapshots__/Rendering/RendererTests/a.actual.svg")
  }

  @Test(arguments: [
    // Nested two folders deep: both folders are mirrored.
    (
      "/x/Tests/Suite/Radial/Menu/MenuTests.swift", "/x/Tests/Suite/__Snapshots__/Radial/Menu/MenuTests/a.svg"
    ),
    // Directly under the target root.
    ("/x/Tests/Suite/RendererTests.swift", "/x/Tests/Suite/__Snapshots__/RendererTests/a.svg"),
    // A checkout inside a folder that is itself named `Tests`.
    (
      "/home/Tests/kit/Tests/Suite/Seg/SegTests.swift",
      "/home/Tests/kit/Tests/Suite/__Snapshots__/Seg/SegTests/a.svg"
    ),
    // A target's own folder named `Tests` holding the test file.
    ("/x/Tests/Suite/Tests/OddTests.swift", "/x/Tests/Suite/__Snapshots__/Tests/OddTests/a.svg"),
    // Outside any `Tests/<Target>/` folder: beside the test file.
    ("/x/Tests/LooseTests.swift", "/x/Tests/__Snapshots__/LooseTests/a.svg"),
    ("/x/Other/ElsewhereTests.swift", "/x/Other/__Snapshots__/ElsewhereTests/a.svg"),
  ])
  func referencePathMirrorsTheTestFilesFolders(testFile: String, reference: String) {
    #expect(SnapshotFile(name: "a.svg", testFilePath: testFile).referenceURL.path == reference)
  }

  @Test func thisFilesReferencesLiveAtTheRootOfItsTarget() {
    let path = SnapshotFile(name: "a.svg", testFilePath: #filePath).referenceURL.path
    #expect(path.hasSuffix("/Tests/ChoiceKitCoreTests/__Snapshots__/Support/SnapshotFileTests/a.svg"))
  }

  @Test func scratchReferencesAreWrittenUnderTheScratchTarget() throws {
    let (testFile, root) = scratchTestFile()
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshot = SnapshotFile(name: "laid-out.svg", testFilePath: testFile)
    let expected = root.appendingPathComponent(
      "Tests/FakeTests/__Snapshots__/Control/Part/FakeTests/laid-out.svg")
    #expect(snapshot.referenceURL.path == expected.path)
    #expect(snapshot.compare("<svg/>\n", recording: true) == .recorded(path: expected.path))
    #expect(FileManager.default.contents(atPath: expected.path) == Data("<svg/>\n".utf8))
  }

  @Test func missingReferenceFailsAndWritesTheOutput() throws {
    let (testFile, root) = scratchTestFile()
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshot = SnapshotFile(name: "new.svg", testFilePath: testFile)
    let outcome = snapshot.compare("<svg/>\n", recording: false)
    #expect(
      outcome == .missing(referencePath: snapshot.referenceURL.path, actualPath: snapshot.actualURL.path))
    #expect(outcome.failureMessage?.contains(snapshot.actualURL.path) == true)
    #expect(FileManager.default.contents(atPath: snapshot.actualURL.path) == Data("<svg/>\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: snapshot.referenceURL.path))
  }

  @Test func recordThenMatchThenMismatch() throws {
    let (testFile, root) = scratchTestFile()
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshot = SnapshotFile(name: "shape.svg", testFilePath: testFile)
    #expect(snapshot.compare("a\nb\nc\n", recording: true) == .recorded(path: snapshot.referenceURL.path))
    #expect(snapshot.compare("a\nb\nc\n", recording: true).failureMessage != nil)
    #expect(snapshot.compare("a\nb\nc\n", recording: false) == .matched)
    #expect(SnapshotFile.Outcome.matched.failureMessage == nil)
    let outcome = snapshot.compare("a\nB\nc\n", recording: false)
    #expect(
      outcome
        == .mismatched(
          referencePath: snapshot.referenceURL.path, actualPath: snapshot.actualURL.path,
          firstDifferentLine: 2))
    #expect(outcome.failureMessage?.contains(snapshot.actualURL.path) == true)
    #expect(FileManager.default.contents(atPath: snapshot.actualURL.path) == Data("a\nB\nc\n".utf8))
    // The reference is untouched by a failed comparison, and a later match clears the stale output.
    #expect(FileManager.default.contents(atPath: snapshot.referenceURL.path) == Data("a\nb\nc\n".utf8))
    #expect(snapshot.compare("a\nb\nc\n", recording: false) == .matched)
    #expect(!FileManager.default.fileExists(atPath: snapshot.actualURL.path))
  }

  @Test func extraTrailingLineIsAMismatch() throws {
    let (testFile, root) = scratchTestFile()
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshot = SnapshotFile(name: "t.txt", testFilePath: testFile)
    _ = snapshot.compare("one\n", recording: true)
    guard case .mismatched(_, _, let line) = snapshot.compare("one\ntwo\n", recording: false) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(line == 2)
  }
}

@Suite struct SeededRandomTests {
  @Test func sameSeedSameSequence() {
    var a = SeededRandom(seed: 99)
    var b = SeededRandom(seed: 99)
    var c = SeededRandom(seed: 100)
    let first = (0..<8).map { _ in a.next() }
    #expect(first == (0..<8).map { _ in b.next() })
    #expect(first != (0..<8).map { _ in c.next() })
  }

  @Test func knownFirstValueOfSplitMix64() {
    // The reference SplitMix64 from seed 0 starts with 0xE220A8397B1DCDAF.
    var random = SeededRandom(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
  }

  @Test func valuesStayInTheirRanges() {
    var random = SeededRandom(seed: 3)
    for _ in 0..<1000 {
      let d = random.double(in: -2...5)
      #expect(d >= -2 && d <= 5)
      let i = random.int(in: 3...4)
      #expect(i == 3 || i == 4)
    }
  }
}
