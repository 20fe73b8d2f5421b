import ChoiceKitTestSupport
import Foundation
import Testing

/// The names each product an app can import makes public, read from the sources: its top-level
/// types and the members it adds to types it does not declare (SwiftUI's `View` modifiers, a
/// bridge on `Animation`). CONTRIBUTING lists them, generated; a new public name fails here until
/// the list is regenerated on purpose, and `import ChoiceKit` (its own names and the core types
/// it re-exports one by one) brings no name without a control's or `Choice` prefix.
@Suite struct PublicNamesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The products, in the order CONTRIBUTING lists them; each one's sources are in `Sources/<name>`.
  static let products = ["ChoiceKit", "ChoiceKitCore", "ChoiceKitPreview"]

  /// What a name may start with to come with `import ChoiceKit`: a control's prefix or the kit's
  /// (after `on` or `is` for a modifier or a flag).
  static let prefixes = ["SegmentedPicker", "CurvedTab", "Radial", "ValuePicker", "Choice"]

  /// Where CONTRIBUTING holds the list.
  static let startMarker = "<!-- public-names:start -->"
  static let endMarker = "<!-- public-names:end -->"

  @Test func contributingListsEveryPublicNameOfEachProduct() throws {
    let url = Self.root.appendingPathComponent("CONTRIBUTING.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: Self.startMarker), "CONTRIBUTING has no \(Self.startMarker)")
    let end = try #require(text.range(of: Self.endMarker), "CONTRIBUTING has no \(Self.endMarker)")
    let generated = try Self.listing()
    if SnapshotFile.isRecording {
      let updated = text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: generated)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Wrote the public names into CONTRIBUTING.md. Run again without recording to compare.")
      return
    }
    #expect(
      String(text[start.upperBound..<end.lowerBound]) == generated,
      """
      CONTRIBUTING.md's public names are not the sources'; after checking that each new name is one \
      a user of the controls writes or reads, regenerate with \
      CHOICEKIT_RECORD_SNAPSHOTS=1 swift test --skip-build --filter PublicNamesTests
      """)
  }

  @Test func importingChoiceKitBringsNoNewUnprefixedName() throws {
    // ChoiceKit's own names, the core's types it re-exports one by one, and the members the core
    // adds to system types, which any import of it makes visible.
    let exported = try Self.reexportedCoreTypes()
    #expect(exported.count > 40, "the re-exports were read")
    let coreMembers = try Self.names(of: "ChoiceKitCore").filter { $0.contains(".") }
    let names = try Self.names(of: "ChoiceKit") + exported + coreMembers
    let unprefixed = Set(names.filter { !Self.isPrefixed($0) })
    #expect(unprefixed.sorted() == [], "unprefixed names")
    // Every type re-exported is one of the core's public types.
    let core = Set(try Self.names(of: "ChoiceKitCore"))
    #expect(Set(exported).subtracting(core).sorted() == [], "re-exports of no public core type")
  }

  @Test func noProductReexportsAWholeModule() throws {
    // A whole-module `@_exported import` (CoreGraphics from the core, the core from ChoiceKit)
    // would bring every name of that module with `import ChoiceKit`.
    for product in Self.products {
      let whole = try Self.sources(of: product).flatMap {
        $0.matches(of: #/@_exported\s+import\s+(\w+)\s*$/#.anchorsMatchLineEndings()).map { String($0.1) }
      }
      #expect(whole == [], "\(product) re-exports whole modules")
    }
  }

  /// The core types `ChoiceKit` re-exports (`@_exported import struct ChoiceKitCore.Name`); a
  /// whole-module re-export of the core fails the test instead.
  static func reexportedCoreTypes() throws -> [String] {
    let text = try String(
      contentsOf: root.appendingPathComponent("Sources/ChoiceKit/ChoiceKit.swift"), encoding: .utf8)
    #expect(text.firstMatch(of: #/@_exported\s+import\s+ChoiceKitCore\s*$/#.anchorsMatchLineEndings()) == nil)
    return text.matches(of: #/@_exported\s+import\s+\w+\s+ChoiceKitCore\.(\w+)/#).map { String($0.1) }
  }

  @Test func theScannerFindsTypesAndForeignMembersOnly() {
    let source = """
      #if canImport(SwiftUI)
        import SwiftUI

        /// A "quoted { brace" in a comment.
        public struct RadialThing: View {
          public var body: some View { Text("{") }
          public struct Nested {}
        }

        extension View {
          nonisolated public func radialThing() -> some View { self }
          func hidden() {}
        }

        extension RadialThing {
          public func more() {}
        }
        package enum Hidden {}
      #endif
      """
    #expect(Self.names(inSources: [source]) == ["RadialThing", "View.radialThing"])
  }

  /// Whether a name starts with one of ``prefixes``, a member's name after its type, in either
  /// case.
  static func isPrefixed(_ name: String) -> Bool {
    var last = name.split(separator: ".").last.map(String.init) ?? name
    // A modifier or a flag named for its control after a verb: `onCurvedTabAppear`.
    for verb in ["on", "is"]
    where last.hasPrefix(verb) && last.dropFirst(verb.count).first?.isUppercase == true {
      last = String(last.dropFirst(verb.count))
    }
    return prefixes.contains {
      last.hasPrefix($0) || last.hasPrefix($0.prefix(1).lowercased() + $0.dropFirst())
    }
  }

  /// The listing CONTRIBUTING holds between its markers.
  static func listing() throws -> String {
    var lines = ["", ""]
    for product in products {
      let names = try Self.names(of: product)
      lines.append("- `\(product)` (\(names.count)): " + names.map { "`\($0)`" }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// A product's public names, sorted: its public top-level types, and the public members it
  /// adds to types none of the products declares (a member of a ChoiceKit type is in that type's
  /// namespace, and comes with it).
  static func names(of product: String) throws -> [String] {
    let scans = try products.map { try scan(sources(of: $0)) }
    let declared = scans.reduce(into: Set<String>()) { $0.formUnion($1.types) }
    let own = try #require(products.firstIndex(of: product).map { scans[$0] })
    return names(from: own, declared: declared)
  }

  /// The names one scan makes public, given every type the products declare.
  static func names(from scan: Scan, declared: Set<String>) -> [String] {
    let foreign = scan.members.filter { member in
      !declared.contains(String(member.type.split(separator: ".").first ?? ""))
    }
    return Array(scan.publicTypes.union(foreign.map { "\($0.type).\($0.name)" })).sorted()
  }

  /// The sources of a product's folder, in path order.
  static func sources(of product: String) throws -> [String] {
    let folder = root.appendingPathComponent("Sources/\(product)")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
  }

  /// What a scan of some sources finds.
  struct Scan {
    /// The top-level types declared public.
    var publicTypes: Set<String> = []
    /// Every top-level type declared, whatever its access.
    var types: Set<String> = []
    /// The public members added by extensions, with the extended type as written.
    var members: [(type: String, name: String)] = []
  }

  /// The public names of some sources, as ``names(of:)`` counts them, for sources standing alone.
  static func names(inSources sources: [String]) -> [String] {
    let scan = scan(sources)
    return names(from: scan, declared: scan.types)
  }

  /// Scans sources line by line, counting braces outside comments and strings.
  static func scan(_ sources: [String]) -> Scan {
    let declaration =
      #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:nonisolated\s+)?(public|open|package|internal|private|fileprivate)?\s*(?:final\s+)?(?:indirect\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)/#
    let member =
      #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:nonisolated\s+)?(?:public|open)\s+(?:static\s+)?(?:func|var|let)\s+(\w+)/#
    let extensionLine = #/^(?:public\s+)?extension\s+([\w.]+)/#
    var result = Scan()
    for source in sources {
      var depth = 0
      var extended: String?
      var inBlockString = false
      for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
        // A multi-line string's lines are text, not code.
        if rawLine.components(separatedBy: "\"\"\"").count % 2 == 0 {
          inBlockString.toggle()
          continue
        }
        if inBlockString { continue }
        let line = code(of: String(rawLine)).trimmingCharacters(in: .whitespaces)
        if depth == 0 {
          if let match = line.firstMatch(of: declaration) {
            result.types.insert(String(match.2))
            if match.1 == "public" || match.1 == "open" { result.publicTypes.insert(String(match.2)) }
          }
          if let match = line.firstMatch(of: extensionLine) { extended = String(match.1) }
        } else if depth == 1, let extended, let match = line.firstMatch(of: member) {
          result.members.append((extended, String(match.1)))
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        if depth <= 0 {
          depth = 0
          if !line.hasPrefix("extension") || line.hasSuffix("}") { extended = nil }
        }
      }
    }
    return result
  }

  /// A line without its comment and string literals, so their braces are not counted.
  static func code(of line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString && character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" && previous != "\\" {
        inString.toggle()
      } else if !inString {
        result.append(character)
      }
      previous = character
    }
    return result
  }
}
