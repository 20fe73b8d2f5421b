import ChoiceKitCommand
import ChoiceKitPreview
import Foundation
import Testing

@testable import ChoiceKitCommand

/// Everything that lists controls reads the registry: each control of it is in the gallery (its
/// section, anchor and folder), the page's list for the gallery check, the bench, `render` and its
/// help, the documentation and the demo app. A control missing from any of them fails here.
@Suite struct ControlRegistryTests {
  static let ids = ControlRegistry.controls.map { $0.id }

  /// The package's root folder, found from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A file of the package, as text.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The control list a gallery page writes for its check, as `Scripts/check-gallery.py` reads it.
  static func listedControls(_ html: String) throws -> [String] {
    let open = #"<script type="application/json" id="gallery-controls">"#
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require(json as? [String])
  }

  /// The control's gallery section.
  static func section(_ id: String) throws -> Gallery.Section {
    try #require(SharedGallery.catalogue.sections.first { $0.anchor == id }, "no gallery section #\(id)")
  }

  @Test func identifiersAreDistinctAndKebabCase() {
    #expect(Set(Self.ids).count == Self.ids.count)
    #expect(Self.ids.count == 4)
    for id in Self.ids {
      let words = id.split(separator: "-", omittingEmptySubsequences: false)
      #expect(words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase && $0.isASCII } }, "\(id)")
    }
  }

  @Test(arguments: ids)
  func theGalleryHasTheControlsSectionInItsFolder(id: String) throws {
    let section = try Self.section(id)
    #expect(!section.entries.isEmpty)
    for entry in section.entries {
      #expect(entry.file.hasPrefix("\(id)/"), "\(entry.file)")
    }
    let html = SharedGallery.catalogue.indexHTML
    #expect(html.contains("<section id=\"\(id)\">"))
    #expect(html.contains("<a href=\"#\(id)\">"))
  }

  @Test func theGalleryPageListsTheControlsForItsCheck() throws {
    #expect(SharedGallery.catalogue.controls == Self.ids)
    #expect(try Self.listedControls(SharedGallery.catalogue.indexHTML) == Self.ids)
    // Only the controls are listed; the foundations are a section of their own.
    #expect(SharedGallery.catalogue.sections.map(\.anchor) == Self.ids + ["foundations"])
  }

  @Test(arguments: ids)
  func theBenchHasTheControlsSuite(id: String) {
    #expect(Bench.suiteNames().contains(id))
    #expect(Bench.cases().contains { $0.suite == id })
  }

  @Test(arguments: ids)
  func renderDrawsTheControlAndHelpsWithIt(id: String) throws {
    var controls = ""
    #expect(
      ChoiceKitCommand.run(["render", "--help"], standardOutput: { controls += $0 }, standardError: { _ in })
        == 0)
    #expect(controls.contains("\n  \(id) "))
    var help = ""
    #expect(
      ChoiceKitCommand.run(["render", id, "--help"], standardOutput: { help += $0 }, standardError: { _ in })
        == 0)
    #expect(help.hasPrefix("USAGE: choicekit render \(id) [options] --output FILE.svg\n"))
    #expect(help.contains("\n\(id.uppercased()) OPTIONS:\n"))
    guard case .render(let command) = try ChoiceKitCommand.parse(["render", id, "-o", "a.svg"]) else {
      Issue.record("render \(id) is not a render command")
      return
    }
    #expect(command.control == id)
    #expect(command.options.svg().hasPrefix("<svg "))
  }

  @Test(arguments: ids)
  func theDocumentationHasAnArticleAndATopicGroup(id: String) throws {
    let catalog = "Sources/ChoiceKit/Documentation.docc"
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent(catalog).path)
    // The control's article shows its pictures, which the documentation names after the identifier.
    let articles = try files.filter { $0.hasPrefix("Using") && $0.hasSuffix(".md") }.filter { file in
      let text = try Self.text("\(catalog)/\(file)")
      return text.contains("](\(id))") || text.contains("](\(id)-")
    }
    #expect(articles.count == 1, "\(id): \(articles)")
    let overview = try Self.text("\(catalog)/ChoiceKit.md")
    for article in articles {
      #expect(overview.contains("- <doc:\(article.dropLast(3))>"), "\(article)")
    }
    // The core catalog curates the control's types, and its article explains them, under the
    // control's gallery title.
    let title = try Self.section(id).title
    #expect(
      try Self.text("Sources/ChoiceKitCore/Documentation.docc/ChoiceKitCore.md").contains("\n### \(title)\n"))
    #expect(
      try Self.text("Sources/ChoiceKitCore/Documentation.docc/ControlCores.md").contains("\n### \(title)\n"))
  }

  @Test(arguments: ids)
  func theDemoHasAScreenForTheControl(id: String) throws {
    let control = try #require(ControlRegistry.control(id))
    let screens = try Self.text("Examples/ChoiceKitDemo/Shared/DemoScreen.swift")
    #expect(control.views.contains { screens.contains(": \"\($0)\"") }, "\(id): \(control.views)")
  }
}

/// A made-up fifth control in a copy of the registry reaches every consumer that takes the
/// registry as a parameter, with nothing else edited.
@Suite struct ControlRegistryExtensionTests {
  static var registry: [any ControlDescriptor.Type] { ControlRegistry.controls + [MadeUpControl.self] }
  static let id = MadeUpControl.id

  @Test func theGalleryShowsIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "registry-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["gallery", "--output", folder.path], registry: Self.registry, standardOutput: { _ in },
      standardError: { errors += $0 })
    #expect(code == 0, "\(errors)")
    let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(try ControlRegistryTests.listedControls(html) == ControlRegistryTests.ids + [Self.id])
    #expect(html.contains("<section id=\"\(Self.id)\">"))
    #expect(html.contains("<a href=\"#\(Self.id)\">"))
    #expect(html.contains("<img src=\"\(Self.id)/chip.svg\""))
    let chip = try String(contentsOf: folder.appendingPathComponent("\(Self.id)/chip.svg"), encoding: .utf8)
    #expect(chip.contains(">Chip</text>"))
  }

  @Test func theBenchMeasuresIt() {
    #expect(Bench.suiteNames(registry: Self.registry).contains(Self.id))
    #expect(Bench.cases(registry: Self.registry).filter { $0.suite == Self.id }.map(\.name) == ["chip width"])
    #expect(!Bench.cases().contains { $0.suite == Self.id })
  }

  @Test func renderDrawsItAndHelpsWithIt() throws {
    func run(_ words: [String]) -> (code: Int32, output: String, errors: String) {
      var output = ""
      var errors = ""
      let code = ChoiceKitCommand.run(
        words, registry: Self.registry, standardOutput: { output += $0 }, standardError: { errors += $0 })
      return (code, output, errors)
    }
    #expect(run(["render", "--help"]).output.contains("\n  \(Self.id) "))
    #expect(run(["--help"]).output.contains("\n  \(Self.id) "))
    let help = run(["render", Self.id, "--help"])
    #expect(help.code == 0)
    #expect(help.output.contains("\n  --label TEXT "))
    #expect(help.output.contains("\(Self.id.uppercased()) OPTIONS:"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "registry-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("chip.svg").path
    let drawn = run(["render", Self.id, "--label", "Tea", "--appearance", "dark", "-o", file])
    #expect(drawn.code == 0, "\(drawn.errors)")
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(svg.contains(">Tea</text>"))
    #expect(run(["render", Self.id, "--width", "3", "-o", file]).code == 2)
    // The real registry does not know it.
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["render", Self.id, "-o", file], standardOutput: { _ in }, standardError: { errors += $0 })
    #expect(code == 2)
    #expect(errors.hasPrefix("choicekit: unknown control '\(Self.id)'"))
  }
}
