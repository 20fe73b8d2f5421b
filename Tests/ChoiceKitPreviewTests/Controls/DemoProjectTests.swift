import Foundation
import Testing

/// The demo app's Xcode project, read as text: every source and the asset catalog built by both
/// app targets, a shared scheme per target, a destination for every platform the package lists,
/// and an icon set whose pictures exist at the sizes it declares. Xcode cannot run here, so these
/// are the parts of the project a wrong edit breaks silently.
@Suite struct DemoProjectTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let demo = root.appendingPathComponent("Examples/ChoiceKitDemo")
  static let project = demo.appendingPathComponent("ChoiceKitDemo.xcodeproj")

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// The identifiers and names of the project's app targets.
  static func targets(_ project: String) -> [String: String] {
    var targets: [String: String] = [:]
    let pattern = #/\t\t([0-9A-F]{24}) /\* ([^*]+) \*/ = \{\n\t\t\tisa = PBXNativeTarget;/#
    for match in project.matches(of: pattern) { targets[String(match.1)] = String(match.2) }
    return targets
  }

  @Test func bothTargetsBuildEverySourceAndTheAssetCatalog() throws {
    let project = try Self.text(Self.project.appendingPathComponent("project.pbxproj"))
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: Self.demo.appendingPathComponent("Shared").path
    )
    .filter { $0.hasSuffix(".swift") }
    #expect(sources.count >= 10)
    for file in sources {
      #expect(project.components(separatedBy: "/* \(file) in Sources */ = {").count - 1 == 2, "\(file)")
    }
    #expect(project.components(separatedBy: "/* Assets.xcassets in Resources */ = {").count - 1 == 2)
    #expect(project.components(separatedBy: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;").count - 1 == 4)
  }

  @Test func everyPlatformOfThePackageHasADestination() throws {
    let project = try Self.text(Self.project.appendingPathComponent("project.pbxproj"))
    let manifest = try Self.text(Self.root.appendingPathComponent("Package.swift"))
    let platforms: [String: String] = [
      ".iOS": "iphonesimulator", ".macOS": "macosx", ".watchOS": "watchsimulator",
      ".tvOS": "appletvsimulator",
      ".visionOS": "xrsimulator",
    ]
    let supported = project.matches(of: #/SUPPORTED_PLATFORMS = "([^"]+)";/#).flatMap {
      $0.1.split(separator: " ")
    }
    for (platform, sdk) in platforms where manifest.contains("\(platform)(") {
      #expect(supported.contains(Substring(sdk)), "\(platform) has no destination in the demo project")
    }
  }

  @Test func eachTargetHasASharedSchemeThatBuildsIt() throws {
    let project = try Self.text(Self.project.appendingPathComponent("project.pbxproj"))
    let targets = Self.targets(project)
    #expect(Set(targets.values) == ["ChoiceKitDemo", "ChoiceKitDemo Watch"])
    for (identifier, name) in targets {
      let scheme = try Self.text(
        Self.project.appendingPathComponent("xcshareddata/xcschemes/\(name).xcscheme"))
      #expect(scheme.contains("BlueprintIdentifier = \"\(identifier)\""), "\(name)")
      #expect(scheme.contains("BuildableName = \"\(name).app\""), "\(name)")
      #expect(scheme.contains("<LaunchAction"), "\(name)")
    }
  }

  @Test func theIconSetsPicturesExistAtTheirSizes() throws {
    let folder = Self.demo.appendingPathComponent("Shared/Assets.xcassets/AppIcon.appiconset")
    let contents = try JSONSerialization.jsonObject(
      with: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
    let images = try #require((contents as? [String: Any])?["images"] as? [[String: String]])
    #expect(Set(images.compactMap { $0["platform"] ?? $0["idiom"] }) == ["ios", "watchos", "mac"])
    for image in images {
      let file = try #require(image["filename"])
      let points = try #require(image["size"]?.split(separator: "x").first.flatMap { Int($0) })
      let scale = image["scale"].flatMap { Int($0.dropLast()) } ?? 1
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      // A PNG's width and height are big-endian at bytes 16 and 20 of its header chunk.
      #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(file)")
      let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == points * scale && height == points * scale, "\(file) is \(width) × \(height)")
    }
  }
}
