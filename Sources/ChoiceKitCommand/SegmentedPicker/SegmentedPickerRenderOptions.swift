import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// What `choicekit render segmented-picker` reads and draws: a ``SegmentedPickerPreview`` in one
/// configuration, or its indicator's move from `--from` to `--selection`.
package struct SegmentedPickerRenderOptions: ControlRenderOptions, Equatable {
  /// The selected segment.
  package static let selection = RenderOption(
    "--selection", placeholder: "N|none", help: "The selected segment, from 1, or none (default 1).")
  /// The look.
  package static let style = RenderArgument.choice(
    "--style", RenderValue.cases(SegmentedPickerStyleKind.self), help: "The look (default capsule).")
  /// The segments' widths.
  package static let sizing = RenderArgument.choice(
    "--sizing", RenderValue.cases(SegmentedPickerSizing.self, kebab: true),
    help: "Segment widths (default: the idiom's, fit-content on the watch).")
  /// The width offered.
  package static let width = RenderArgument.width(
    "The width offered to the control (default: its ideal width).")
  /// The frames a filmstrip shows by default: as many as the gallery's.
  package static let defaultFrames = 6

  package static let options: [RenderOption] =
    [
      .labels("The segments' titles, comma separated (default Day,Week,Month,Year)."), selection, .disabled,
      Self.style.option, Self.sizing.option, Self.width.option,
    ] + RenderOption.environment + [
      .tint,
      .idiom([.phone, .mac, .watch]),
      .transition("Draw the move from --from to --selection as a looping animated SVG or a filmstrip."),
      .from, .frames(default: defaultFrames), .output,
    ]

  /// The segments and the disabled ones.
  package var content: RenderContent
  /// The selected segment, from 0, or `nil`.
  package var selection: Int? = 0
  /// The look.
  package var style: SegmentedPickerStyleKind = .capsule
  /// The sizing, or `nil` for the idiom's.
  package var sizing: SegmentedPickerSizing?
  /// The width offered, or `nil` for the ideal width.
  package var width: CGFloat?
  /// The environment.
  package var traits: ChoiceTraits
  /// The tint `--tint` sets, or `nil` for the tokens' own.
  package var tint: AdaptiveColor?
  /// Still or moving.
  package var motion: RenderMotion = .still
  /// Where the transition starts, from 0.
  package var from = 0

  package init(_ options: CommandOptions, traits: ChoiceTraits) throws(CommandUsageError) {
    content = try RenderContent.read(options, defaults: ["Day", "Week", "Month", "Year"].map { ($0, "") })
    self.traits = traits
    tint = try RenderArgument.tint.read(options)
    style = try Self.style.read(options) ?? style
    sizing = try Self.sizing.read(options)
    width = try Self.width.read(options)
    if let value = options.value(of: Self.selection.name) {
      selection = try RenderValue.positions(value, for: Self.selection, count: content.labels.count, most: 1)
        .first
    }
    motion = try RenderMotion.read(options, defaultFrames: Self.defaultFrames)
    if let value = options.value(of: RenderOption.from.name) {
      from = try RenderValue.positions(value, for: .from, count: content.labels.count, most: 1).first ?? -1
    }
  }

  /// The picker in this configuration.
  package var preview: SegmentedPickerPreview {
    var preview = SegmentedPickerPreview(
      labels: content.labels, selection: selection, disabled: content.disabled, style: style, traits: traits,
      sizing: sizing, proposedWidth: width)
    preview.tint = tint
    return preview
  }

  /// More segments than Apple's guidance suggests.
  package var warnings: [String] {
    [ChoiceGuidance.warning(count: content.labels.count, most: ChoiceGuidance.mostSegments, noun: "segments")]
      .compactMap { $0 }
  }

  package func svg() -> String {
    let preview = preview
    return motion.draw(preview.displayList()) { preview.transition(from: from, to: selection ?? -1) }
  }
}
