import ChoiceKitCommand
import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// A control that exists only in the tests: a fifth descriptor, to show that every consumer of
/// the registry picks up a control from its one line there.
enum MadeUpControl: ControlDescriptor {
  static let summary = "a made-up chip that only the tests know"
  static let views = ["MadeUpChip"]

  static func benchCases() -> [BenchCase] {
    [BenchCase("chip width") { i in Double(i % 7) }]
  }

  typealias Pages = MadeUpPages
  typealias RenderOptions = MadeUpRenderOptions
}

/// The made-up chip's gallery pages: one picture.
enum MadeUpPages: ControlPages {
  static let id = "made-up-chip"
  static let title = "Made-up chip"
  static let summary = "A chip drawn by the tests."

  static func entries() -> [Gallery.Entry] {
    let picture = MadeUpRenderOptions(label: "Chip", traits: ChoiceTraits())
    return [
      Gallery.Entry(
        title: "Chip", caption: "One chip.", file: "\(MadeUpControl.id)/chip.svg", svg: picture.svg(),
        call: "MadeUpChip(\"Chip\")")
    ]
  }
}

/// The made-up chip's `render` options: a label and the environment.
struct MadeUpRenderOptions: ControlRenderOptions {
  static let label = RenderOption("--label", placeholder: "TEXT", help: "The chip's title (default Chip).")
  static let options = [label] + RenderOption.environment + [.output]

  var label: String
  var traits: ChoiceTraits

  init(label: String, traits: ChoiceTraits) {
    self.label = label
    self.traits = traits
  }

  init(_ options: CommandOptions, traits: ChoiceTraits) throws(CommandUsageError) {
    self.init(label: options.value(of: Self.label.name) ?? "Chip", traits: traits)
  }

  func svg() -> String {
    SVGRenderer().render(SegmentedPickerPreview(labels: [label], traits: traits).displayList())
  }
}
