import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// What `choicekit render curved-tab-bar` reads and draws: a ``CurvedTabBarPreview`` in one
/// configuration (the curved bar, or the form the idiom uses), or the curved bar's move from
/// `--from` to `--selection`.
package struct CurvedTabBarRenderOptions: ControlRenderOptions, Equatable {
  /// The selected tab.
  package static let selection = RenderOption(
    "--selection", placeholder: "N|none", help: "The selected tab, from 1, or none (default 1).")
  /// The centre action's title.
  package static let action = RenderOption(
    "--action", placeholder: "TEXT",
    help: "The centre action's title, or none for a bar of tabs alone (default New).")
  /// Where the notch rests.
  package static let notch = RenderArgument.choice(
    "--notch", RenderValue.cases(CurvedTabBarNotchMode.self),
    help: "Whether the notch stays centred or travels with the selection (default fixed).")
  /// The bar's width.
  package static let width = RenderArgument.width("The bar's width (default 390).")
  /// The badges on the tabs' icons.
  package static let badges = RenderOption(
    "--badges", placeholder: "LIST",
    help:
      "One badge per tab, comma separated: a count (above 99 shows 99+, 0 none), a short text, dot, "
      + "or nothing for no badge, as in 3,,New,dot (default none).")
  /// The frames a filmstrip shows by default: as many as the gallery's.
  package static let defaultFrames = 6

  package static let options: [RenderOption] =
    [
      .labels("The tabs' titles (default Home,Search,Favourites,Profile)."), .icons, badges, selection,
      action, Self.notch.option, Self.width.option,
    ] + RenderOption.environment + [
      .tint,
      .idiom([.phone, .mac, .watch, .tv]),
      .transition("Draw the move from --from to --selection as a looping animated SVG or a filmstrip."),
      .from, .frames(default: defaultFrames), .output,
    ]

  /// The tabs' titles and symbols.
  package var content: RenderContent
  /// Each tab's badge, in tab order, `nil` for none; empty when no tab has one.
  package var badges: [CurvedTabBarBadge?] = []
  /// The selected tab, from 0, or `nil`.
  package var selection: Int? = 0
  /// The centre action's title, or `nil` for none.
  package var action: String? = "New"
  /// Where the notch rests.
  package var notch: CurvedTabBarNotchMode = .fixed
  /// The bar's width, or `nil` for the preview's own.
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
    content = try RenderContent.read(
      options, defaults: CurvedTabBarPreview.tutorialTabs.map { ($0.title, $0.systemImage) })
    self.traits = traits
    tint = try RenderArgument.tint.read(options)
    width = try Self.width.read(options)
    if let value = options.value(of: Self.action.name) { action = value.lowercased() == "none" ? nil : value }
    notch = try Self.notch.read(options) ?? notch
    if let value = options.value(of: Self.badges.name) {
      badges = try Self.readBadges(value, count: content.labels.count)
    }
    if let value = options.value(of: Self.selection.name) {
      selection = try RenderValue.positions(value, for: Self.selection, count: content.labels.count, most: 1)
        .first
    }
    motion = try RenderMotion.read(options, defaultFrames: Self.defaultFrames)
    if let value = options.value(of: RenderOption.from.name) {
      from = try RenderValue.positions(value, for: .from, count: content.labels.count, most: 1).first ?? -1
    }
    if motion != .still && traits.idiom != .phone {
      throw RenderValue.conflict("option '--transition' draws the curved bar of '--idiom ios' only")
    }
  }

  /// Reads `--badges`: one entry per tab, comma separated, each trimmed of surrounding spaces.
  /// An entry of digits is a count, drawn by the core's rules (0 draws none, above 99 reads
  /// “99+”, a count too large to hold reads as the largest); `dot` (in any case) is a dot; an
  /// empty entry is no badge; anything else is a text badge.
  ///
  /// - Parameters:
  ///   - value: The value given.
  ///   - count: How many tabs there are.
  /// - Returns: One badge or `nil` per tab.
  /// - Throws: A usage error for a number that is not a count (negative or fractional) or a
  ///   number of entries other than the tabs'.
  package static func readBadges(_ value: String, count: Int) throws(CommandUsageError)
    -> [CurvedTabBarBadge?]
  {
    let entries = value.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var badges: [CurvedTabBarBadge?] = []
    for entry in entries {
      if entry.isEmpty {
        badges.append(nil)
      } else if entry.lowercased() == "dot" {
        badges.append(.dot)
      } else if entry.allSatisfy({ $0.isASCII && $0.isNumber }) {
        badges.append(.count(Int(entry) ?? .max))
      } else if Double(entry) != nil, let first = entry.first, "0123456789+-.".contains(first) {
        // A number that is not a count, such as -3 or 2.5, is a mistake rather than a text.
        throw RenderValue.refusal(
          Self.badges, takes: "a count from 0, a text, dot or nothing for each tab, comma separated",
          not: entry)
      } else {
        badges.append(.text(entry))
      }
    }
    guard badges.count == count else {
      throw RenderValue.conflict(
        "option '--badges' needs one entry per tab, empty for none: \(count), not \(badges.count)")
    }
    return badges
  }

  /// The bar in this configuration; without a width, the preview's own.
  package var preview: CurvedTabBarPreview {
    let tabs = zip(content.labels, content.icons).enumerated().map { index, tab in
      CurvedTabBarPreview.Tab(tab.0, systemImage: tab.1, badge: index < badges.count ? badges[index] : nil)
    }
    var preview = CurvedTabBarPreview(
      tabs: tabs,
      selection: selection, action: action.map { CurvedTabBarPreview.Action($0) }, mode: notch, traits: traits
    )
    if let width { preview.width = width }
    if let tint { preview.tokens.tint = tint }
    return preview
  }

  /// More tabs than Apple's guidance suggests; the centre action is not a tab.
  package var warnings: [String] {
    [ChoiceGuidance.warning(count: content.labels.count, most: ChoiceGuidance.mostTabs, noun: "tabs")]
      .compactMap { $0 }
  }

  package func svg() -> String {
    let preview = preview
    return motion.draw(preview.displayList()) { preview.transition(from: from, to: selection ?? -1) }
  }
}
