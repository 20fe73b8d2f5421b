import ChoiceKitCore
import ChoiceKitPreview

/// One control as everything outside its folder sees it: its identifier, its gallery pages, its
/// bench rows and its `choicekit render` options and drawing.
///
/// A control's descriptor lives in its tooling folder
/// (`Sources/ChoiceKitCommand/<Control>/<Control>Descriptor.swift`) and joins the package with one
/// line in ``ControlRegistry/controls``. The gallery, the bench, `choicekit render` (its controls,
/// options, help and parsing), the gallery page's list of control sections and the tests loop
/// over the registry, so none of them names a control.
///
/// ```swift
/// enum SegmentedPickerDescriptor: ControlDescriptor {
///   static let summary = "a segmented picker; its indicator's motion as a transition"
///   static let views = ["SegmentedPicker"]
///   static func benchCases() -> [BenchCase] { SegmentedPickerBench.cases() }
///   typealias Pages = SegmentedPickerPages
///   typealias RenderOptions = SegmentedPickerRenderOptions
/// }
/// ```
package protocol ControlDescriptor {
  /// The control's gallery pages, which carry its identifier (``id``): shown under that anchor,
  /// each picture in that folder.
  associatedtype Pages: ControlPages

  /// What `choicekit render <id>` reads and draws.
  associatedtype RenderOptions: ControlRenderOptions

  /// What the control's picture shows, one line for the help of `choicekit render`.
  static var summary: String { get }

  /// The SwiftUI views the control provides, as its gallery calls, its documentation and the
  /// demo app name them, such as `["RadialLayout", "RadialMenu"]`.
  static var views: [String] { get }

  /// The control's bench rows, in the order they are run; the bench stamps them with ``id``.
  static func benchCases() -> [BenchCase]
}

extension ControlDescriptor {
  /// The control's one identifier, its pages': the `render` subject, the gallery section's
  /// anchor and output folder, and the bench suite's name.
  package static var id: String { Pages.id }

  /// The control's gallery sections, in order: its pages' one section.
  package static func gallerySections() -> [Gallery.Section] { Pages.sections(anchor: id) }

  /// The options `choicekit render <id>` accepts, in the order its help lists them.
  package static var renderOptions: [RenderOption] { RenderOptions.options }

  /// The platforms `--idiom` takes for this control; none when it has no `--idiom`.
  package static var idioms: [String] {
    let option = renderOptions.first { $0.name == "--idiom" }
    return option?.values ?? []
  }

  /// Reads and checks the options of `choicekit render <id>`.
  ///
  /// - Parameters:
  ///   - options: The options written after the control.
  ///   - traits: The environment read from the common options.
  /// - Returns: The control's options, ready to draw; every value has been checked, so drawing
  ///   cannot fail.
  /// - Throws: A usage error for a bad value or options that do not go together.
  package static func readRenderOptions(_ options: CommandOptions, traits: ChoiceTraits)
    throws(CommandUsageError) -> any ControlRenderOptions
  {
    try RenderOptions(options, traits: traits)
  }
}
