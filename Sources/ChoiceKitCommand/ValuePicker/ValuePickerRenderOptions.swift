import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// What `choicekit render value-picker` reads and draws: a ``ValuePickerPreview``'s closed row or
/// its open list, always still, as the picker has no transition of its own.
package struct ValuePickerRenderOptions: ControlRenderOptions, Equatable {
  /// How many options the picker lets the person choose.
  package enum SelectionMode: String, Sendable, Equatable, CaseIterable {
    /// Exactly one option.
    case single
    /// One option or none, with a “None” row.
    case optional
    /// Any number, within the limits.
    case multiple
  }

  /// The picker's title.
  package static let title = RenderArgument.text(
    "--title", placeholder: "TEXT", help: "The picker's title (default Name).")
  /// How many options may be chosen.
  package static let mode = RenderArgument.choice(
    "--mode", RenderValue.cases(SelectionMode.self),
    help: "Single, optional (a None row) or multiple selection (default single).")
  /// The selected options.
  package static let selection = RenderOption(
    "--selection", placeholder: "N[,N...]|none",
    help: "Selected options by position from 1: one for single, one or none for optional, "
      + "any for multiple (default: the first; none; none).")
  /// The fewest options that must stay chosen.
  package static let minimum = RenderOption(
    "--min", placeholder: "N", help: "Multiple mode: the fewest options that must stay chosen (default 0).")
  /// The most options that may be chosen.
  package static let maximum = RenderOption(
    "--max", placeholder: "N", help: "Multiple mode: the most options that may be chosen (default no limit).")
  /// How the options show.
  package static let style = RenderArgument.choice(
    "--style", RenderValue.cases(ValuePickerPreview.Style.self, kebab: true),
    help: "How the options show (default navigation-link).")
  /// The closed row or the open list.
  package static let state = RenderArgument.openOrClosed(
    "The closed row or the open list (default closed; an inline picker is always open).")
  /// The side of the checkmark.
  package static let checkmark = RenderArgument.choice(
    "--checkmark", RenderValue.cases(ValuePickerCheckmark.self),
    help: "The side of a selected row's checkmark (default trailing).")
  /// The search text.
  package static let query = RenderArgument.text(
    "--query", placeholder: "TEXT",
    help: "Search text typed above an open pushed or sheet list that shows a search field.")
  /// The screen's width.
  package static let width = RenderArgument.width("The screen's width (default 390).")

  package static let options: [RenderOption] =
    [
      Self.title.option, .labels("The options' labels (default John,Jean,Juan)."), .disabled,
      Self.mode.option, selection, minimum, maximum, Self.style.option, Self.state.option,
      Self.checkmark.option, Self.query.option, Self.width.option,
    ] + RenderOption.environment + [.tint, .output]

  /// The options' labels and the disabled ones.
  package var content: RenderContent
  /// The picker's title.
  package var title = "Name"
  /// How many options may be chosen.
  package var mode: SelectionMode = .single
  /// The selected positions, from 0: at most one unless the mode is multiple.
  package var selection: [Int] = [0]
  /// The limits in multiple mode.
  package var limits: ValuePickerLimits = .none
  /// How the options show.
  package var style: ValuePickerPreview.Style = .navigationLink
  /// Whether the list is open.
  package var isOpen = false
  /// The side of the checkmark.
  package var checkmark: ValuePickerCheckmark = .trailing
  /// The search text.
  package var query = ""
  /// The screen's width, or `nil` for the preview's own.
  package var width: CGFloat?
  /// The environment.
  package var traits: ChoiceTraits
  /// The tint `--tint` sets, or `nil` for the tokens' own.
  package var tint: AdaptiveColor?

  package init(_ options: CommandOptions, traits: ChoiceTraits) throws(CommandUsageError) {
    content = try RenderContent.read(options, defaults: ["John", "Jean", "Juan"].map { ($0, "") })
    self.traits = traits
    tint = try RenderArgument.tint.read(options)
    title = try Self.title.read(options) ?? title
    width = try Self.width.read(options)
    style = try Self.style.read(options) ?? style
    isOpen = try Self.state.read(options) ?? isOpen
    checkmark = try Self.checkmark.read(options) ?? checkmark
    query = try Self.query.read(options) ?? query
    try readSelection(options)
  }

  /// The mode, limits and selection, checked against each other.
  private mutating func readSelection(_ options: CommandOptions) throws(CommandUsageError) {
    let count = content.labels.count
    mode = try Self.mode.read(options) ?? mode
    let minimum = try options.value(of: Self.minimum.name).map { value throws(CommandUsageError) in
      try RenderValue.count(value, for: Self.minimum, in: 0...count)
    }
    let maximum = try options.value(of: Self.maximum.name).map { value throws(CommandUsageError) in
      try RenderValue.count(value, for: Self.maximum, in: 1...max(count, 1))
    }
    if minimum != nil || maximum != nil {
      guard mode == .multiple else {
        throw RenderValue.conflict("options '--min' and '--max' need '--mode multiple'")
      }
      if let minimum, let maximum, minimum > maximum {
        throw RenderValue.conflict("option '--min' \(minimum) is above '--max' \(maximum)")
      }
      limits = ValuePickerLimits(minimum: minimum ?? 0, maximum: maximum)
    }
    if mode != .single { selection = [] }
    guard let value = options.value(of: Self.selection.name) else { return }
    // A single picker always holds a value, so it has no 'none'.
    selection = try RenderValue.positions(
      value, for: Self.selection, count: count, most: mode == .multiple ? Int.max : 1,
      allowsNone: mode != .single)
    if let maximum = limits.maximum, selection.count > maximum {
      throw RenderValue.conflict(
        "option '--selection' chooses \(selection.count) options but '--max' is \(maximum)")
    }
  }

  /// The picker in this configuration; without a width, the preview's own.
  package var preview: ValuePickerPreview {
    let options = content.labels.indices.map {
      ValuePickerPreview.Option(content.labels[$0], isEnabled: !content.disabled.contains($0))
    }
    let value: ValuePickerValue<Int> =
      switch mode {
      case .single: .single(selection.first ?? 0)
      case .optional: .optional(selection.first)
      case .multiple: .multiple(Set(selection), limits)
      }
    var tokens = ValuePickerTokens.standard
    tokens.checkmark = checkmark
    if let tint { tokens.tint = tint }
    var preview = ValuePickerPreview(
      title: title, options: options, value: value, style: style, isOpen: isOpen, query: query,
      traits: traits,
      tokens: tokens)
    if let width { preview.width = width }
    return preview
  }

  package func svg() -> String {
    RenderMotion.still.draw(preview.displayList(), transition: nil)
  }
}
