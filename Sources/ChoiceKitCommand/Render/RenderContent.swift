import ChoiceKitCore
import ChoiceKitPreview

/// What a control of `choicekit render` shows: its labels, the symbols beside them and the
/// positions that cannot be chosen, read from `--labels`, `--icons` and `--disabled`.
package struct RenderContent: Sendable, Equatable {
  /// The options', tabs' or items' titles.
  package var labels: [String]
  /// The tabs' or items' symbols, one per label; empty for a control without symbols.
  package var icons: [String]
  /// Positions, from 0, that cannot be chosen.
  package var disabled: Set<Int>

  /// Reads the content; custom labels keep the default symbols, in turn, unless `--icons` names
  /// others.
  ///
  /// - Parameters:
  ///   - options: The options as written.
  ///   - defaults: The labels and symbols drawn when the command line gives none; a control
  ///     without symbols gives empty ones.
  /// - Returns: The content.
  /// - Throws: A usage error for an empty label, an unknown symbol, a symbol count that differs
  ///   from the labels' or a position outside them.
  package static func read(_ options: CommandOptions, defaults: [(label: String, icon: String)])
    throws(CommandUsageError) -> RenderContent
  {
    var labels = defaults.map(\.label)
    var icons = defaults.map(\.icon).filter { !$0.isEmpty }
    if let value = options.value(of: "--labels") {
      labels = try RenderValue.list(value, for: .labels(""))
      let symbols = icons
      icons = symbols.isEmpty ? [] : labels.indices.map { symbols[$0 % symbols.count] }
    }
    if let value = options.value(of: RenderOption.icons.name) {
      let names = try RenderValue.list(value, for: .icons)
      if let unknown = names.first(where: { !IconSet.contains($0) }) {
        throw RenderValue.refusal(.icons, takes: "names of the preview's symbols", not: unknown)
      }
      guard names.count == labels.count else {
        throw RenderValue.conflict(
          "option '--icons' needs one symbol per label: \(labels.count), not \(names.count)")
      }
      icons = names
    }
    var disabled: Set<Int> = []
    if let value = options.value(of: RenderOption.disabled.name) {
      disabled = Set(try RenderValue.positions(value, for: .disabled, count: labels.count))
    }
    return RenderContent(labels: labels, icons: icons, disabled: disabled)
  }
}
