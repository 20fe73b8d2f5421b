import Foundation
import Testing

/// The package's targets by job, read from `Package.swift` as text: what an app links is the
/// product, nothing else. `ChoiceKit` and `ChoiceKitCore` reach no other target; no library
/// reaches the command's tooling; and the font emulation the preview measures text with lives
/// with the preview, not in the core every app links.
@Suite struct PackageGraphTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each target's direct dependencies, by target name.
  static func targets(_ manifest: String) -> [String: [String]] {
    var targets: [String: [String]] = [:]
    let pattern =
      #/\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/#
    for match in manifest.matches(of: pattern) {
      let names = (match.2.map(String.init) ?? "").matches(of: #/"([^"]+)"/#).map { String($0.1) }
      targets[String(match.1)] = names
    }
    return targets
  }

  /// Each library product's targets, by product name.
  static func libraries(_ manifest: String) -> [String: [String]] {
    var libraries: [String: [String]] = [:]
    for match in manifest.matches(of: #/\.library\(\s*name:\s*"([^"]+)",\s*targets:\s*\[([^\]]*)\]/#) {
      libraries[String(match.1)] = String(match.2).matches(of: #/"([^"]+)"/#).map { String($0.1) }
    }
    return libraries
  }

  /// Every target `name` reaches through its dependencies, itself included.
  static func reach(_ name: String, in targets: [String: [String]]) -> Set<String> {
    var reached: Set<String> = []
    var queue = [name]
    while let next = queue.popLast() {
      guard reached.insert(next).inserted else { continue }
      queue += targets[next] ?? []
    }
    return reached
  }

  @Test func theProductsAnAppImportsReachOnlyTheLibraryAndItsCore() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = Self.targets(manifest)
    let libraries = Self.libraries(manifest)
    // The parse found what it must, so an empty graph cannot pass.
    #expect(targets["ChoiceKit"] == ["ChoiceKitCore"])
    #expect(libraries["ChoiceKit"] == ["ChoiceKit"])
    for product in ["ChoiceKit", "ChoiceKitCore"] {
      let reached = try #require(libraries[product]).reduce(into: Set<String>()) {
        $0.formUnion(Self.reach($1, in: targets))
      }
      #expect(reached.isSubset(of: ["ChoiceKit", "ChoiceKitCore"]), "\(product) reaches \(reached)")
    }
    for (product, members) in libraries {
      for member in members {
        #expect(
          !Self.reach(member, in: targets).contains("ChoiceKitCommand"), "\(product) reaches the tooling")
      }
    }
  }

  @Test func theCoreHoldsNoFontTablesOrShaping() throws {
    let core = Self.root.appendingPathComponent("Sources/ChoiceKitCore")
    let files = try #require(FileManager.default.enumerator(atPath: core.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
      // Declarations only: the core's documentation may name the preview's measurer.
      #expect(
        text.firstMatch(of: #/(struct|enum|extension|class)\s+FontMetricsTextMeasurer\b/#) == nil, "\(file)")
    }
    let tables = Self.root.appendingPathComponent("Sources/ChoiceKitPreview/Fonts/DejaVuSansMetrics.swift")
    #expect(FileManager.default.fileExists(atPath: tables.path))
  }

  /// The preview is a pure renderer: no file system, no command line, no timing. Those are the
  /// command's tooling, which depends on the preview and never the other way round.
  @Test func thePreviewWritesNoFilesParsesNoCommandLineAndTimesNothing() throws {
    let preview = Self.root.appendingPathComponent("Sources/ChoiceKitPreview")
    let files = try #require(FileManager.default.enumerator(atPath: preview.path)).compactMap {
      $0 as? String
    }
    .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOf: preview.appendingPathComponent(file), encoding: .utf8)
      for tooling in [
        "FileManager", "CommandLine", "DispatchTime", "ContinuousClock", "import ChoiceKitCommand",
      ] {
        #expect(!text.contains(tooling), "\(file) uses \(tooling)")
      }
    }
  }
}
