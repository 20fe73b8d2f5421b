import ChoiceKitCore
import Foundation

/// The gallery pages of the curved tab bar.
package enum CurvedTabBarPages: ControlPages {
  package static let id = "curved-tab-bar"

  typealias Tab = CurvedTabBarPreview.Tab

  static let tabs = CurvedTabBarPreview.tutorialTabs
  static let calendar = Tab("Calendar", systemImage: "calendar")
  static let hebrew: [Tab] = [
    Tab("בית", systemImage: "house.fill"), Tab("חיפוש", systemImage: "magnifyingglass"),
    Tab("מועדפים", systemImage: "heart.fill"), Tab("פרופיל", systemImage: "person.fill"),
  ]
  /// A phone's width in points.
  static let phone: CGFloat = 390
  /// The standard tokens with the metrics a bar takes in compact height.
  static var compactTokens: CurvedTabBarTokens {
    var tokens = CurvedTabBarTokens.standard
    tokens.metrics = tokens.resolvedMetrics(isCompactHeight: true)
    return tokens
  }

  package static let title = "Curved tab bar"
  package static let summary =
    "The curved tab bar drawn from the core layout: a fixed notch holding the action and a notch "
    + "travelling with the selection, light and dark, left to right and right to left, two to five "
    + "tabs, badges, compact and wide bars, large text, the bottom safe area, the tutorial's exact "
    + "notch beside the smooth one, and the Mac, watch and TV forms."

  package static func entries() -> [Gallery.Entry] {
    appearances() + counts() + details() + screens() + motion() + shapes() + platforms()
  }

  static func entry(
    _ name: String, _ title: String, _ lead: String, _ preview: CurvedTabBarPreview, call: Gallery.Code? = nil
  ) -> Gallery.Entry {
    Gallery.Entry(
      title: title, caption: lead + " " + configuration(preview),
      file: "\(CurvedTabBarPages.id)/\(name).svg",
      svg: SVGRenderer().render(preview.displayList()), call: call ?? preview.galleryCall(),
      tags: preview.galleryTags)
  }

  /// A tab as a caption names it: its title set apart from the sentence, or, for a tab drawn
  /// without one, its symbol.
  static func name(_ tab: Tab) -> String {
    tab.title.isEmpty
      ? "the " + GalleryCaption.isolated(tab.systemImage) + " tab" : GalleryCaption.isolated(tab.title)
  }

  /// The exact configuration a page draws, in words, from the values it is drawn from: the
  /// environment from the same traits the page's filters read.
  static func configuration(_ preview: CurvedTabBarPreview) -> String {
    let selected = preview.shownSelection.map { "\(name(preview.tabs[$0])) selected" } ?? "nothing selected"
    var parts = ["\(preview.tabs.count) tabs"]
    if preview.tabs.allSatisfy({ $0.title.isEmpty }) {
      parts.append(
        "no titles, only the symbols "
          + preview.tabs.map { GalleryCaption.isolated($0.systemImage) }.joined(separator: ", "))
    }
    parts.append(selected)
    let action = preview.action.map { "action " + GalleryCaption.quoted($0.title) } ?? "no action"
    switch preview.resolvedForm {
    case .curvedBar:
      parts.append(preview.mode == .fixed ? "fixed notch" : "travelling notch")
      parts.append(action)
      parts.append(
        preview.width.map { "\(DecimalText.format(Double($0), places: 0)) pt wide" } ?? "natural width")
      parts.append("bottom inset \(DecimalText.format(Double(preview.bottomInset), places: 0)) pt")
      parts.append("text size \(preview.traits.textScale.rawValue)")
      parts.append(preview.layout().showsTitles ? "titles shown" : "titles dropped")
    case .sidebar, .pages, .systemTabBar, .sidebarAdaptable:
      parts.append("form .\(preview.resolvedForm.rawValue)")
      parts.append(action)
    }
    parts += GalleryCaption.environment(preview.galleryTags)
    if preview.tokens == .tutorial { parts.append("CurvedTabBarTokens.tutorial") }
    return "(" + parts.joined(separator: ", ") + ".)"
  }

  /// A length in whole points, as captions write it.
  static func points(_ value: CGFloat) -> String {
    DecimalText.format(Double(value), places: 0) + " pt"
  }

  static func appearances() -> [Gallery.Entry] {
    [
      entry(
        "fixed-light", "Fixed notch, light",
        "The tutorial's bar: the action rests in the centre notch, a dot "
          + "marks the selected tab.", CurvedTabBarPreview(tabs: tabs, selection: 0)),
      entry(
        "fixed-dark", "Fixed notch, dark", "The same bar on the dark system background.",
        CurvedTabBarPreview(tabs: tabs, selection: 2, traits: ChoiceTraits(appearance: .dark))),
      entry(
        "travelling-light", "Travelling notch, light",
        "The notch moves to the selected tab, whose icon rises into a circle; the action takes the middle slot.",
        CurvedTabBarPreview(tabs: tabs, selection: 1, mode: .travelling)),
      entry(
        "travelling-dark", "Travelling notch, dark", "The travelling bar in the dark appearance.",
        CurvedTabBarPreview(
          tabs: tabs, selection: 3, mode: .travelling, traits: ChoiceTraits(appearance: .dark))),
      entry(
        "rtl-fixed", "Right to left",
        "Hebrew titles: the first tab sits at the right, badges on the top left.",
        CurvedTabBarPreview(
          tabs: badged(hebrew), selection: 0, action: .init("חדש"), traits: ChoiceTraits(isRightToLeft: true))
      ),
      entry(
        "rtl-travelling-dark", "Right to left, travelling, dark", "The travelling notch mirrored.",
        CurvedTabBarPreview(
          tabs: hebrew, selection: 1, action: .init("חדש"), mode: .travelling,
          traits: ChoiceTraits(appearance: .dark, isRightToLeft: true))),
    ]
  }

  static func counts() -> [Gallery.Entry] {
    let lists: [(Int, [Tab])] = [
      (2, [tabs[0], tabs[3]]), (3, [tabs[0], tabs[1], tabs[3]]),
      (5, Array(tabs.prefix(3)) + [calendar, tabs[3]]),
    ]
    return lists.flatMap { count, list in
      [
        entry(
          "tabs-\(count)-fixed", "\(count) tabs, fixed notch",
          count.isMultiple(of: 2)
            ? "The tabs split evenly around the notch." : "The leading side takes one tab more.",
          CurvedTabBarPreview(tabs: list, selection: count - 1)),
        entry(
          "tabs-\(count)-travelling", "\(count) tabs, travelling notch",
          "The slots share the row equally, the action in the middle.",
          CurvedTabBarPreview(tabs: list, selection: 0, mode: .travelling)),
      ]
    }
  }

  static func badged(_ list: [Tab]) -> [Tab] {
    var list = list
    let badges: [CurvedTabBarBadge] = [.count(3), .count(150), .text("New"), .dot]
    for index in list.indices where index < badges.count { list[index].badge = badges[index] }
    return list
  }

  static func details() -> [Gallery.Entry] {
    let reduceMotion = CurvedTabBarPreview(
      tabs: tabs, selection: 1, mode: CurvedTabBarNotchMode.travelling.resolved(reduceMotion: true))
    let compact = CurvedTabBarPreview(tabs: tabs, selection: 0, width: 320)
    let wide = CurvedTabBarPreview(
      tabs: Array(tabs.prefix(3)) + [calendar, tabs[3]], selection: 1, width: 768)
    let widest = CurvedTabBarPreview(tabs: tabs, selection: 1, width: 1024)
    let landscape = CurvedTabBarPreview(
      tabs: tabs, selection: 0, width: 726, bottomInset: 21, tokens: compactTokens)
    let largest = CurvedTabBarPreview(
      tabs: [tabs[0], tabs[3]], selection: 0, traits: ChoiceTraits(textScale: .xxxLarge))
    let largestTitle = largest.tokens.titleTypography(textScale: .xxxLarge).size
    let inset = CurvedTabBarPreview(tabs: tabs, selection: 0, bottomInset: 34)
    func width(_ preview: CurvedTabBarPreview) -> String { points(preview.width ?? 0) }
    return [
      entry(
        "badges", "Badges",
        "A count (3), a count over 99 (“99+”), a text and a dot, on the icons' top "
          + "trailing corners.", CurvedTabBarPreview(tabs: badged(tabs), selection: 1, bottomInset: 34)),
      entry(
        "badges-travelling-dark", "Badges, travelling, dark", "Badges ride with the raised icon.",
        CurvedTabBarPreview(
          tabs: badged(tabs), selection: 1, mode: .travelling, traits: ChoiceTraits(appearance: .dark))),
      entry(
        "compact-320", "Compact width",
        "A \(width(compact)) bar: titles that do not fit are all dropped, never cut.", compact),
      entry(
        "wide-768", "Wide width", "A \(width(wide)) bar, as on an iPad in portrait.", wide),
      entry(
        "wide-1024", "iPad in landscape",
        "A \(width(widest)) bar: slots stop growing at the metrics' maximum slot width "
          + "(\(points(widest.tokens.metrics.maximumSlotWidth))), so the tabs gather around the notch instead "
          + "of spreading to the edges.", widest),
      entry(
        "compact-height", "iPhone in landscape",
        "In compact height the bar takes the core's compact metrics on its own "
          + "(CurvedTabBarMetrics.compact): a \(points(landscape.tokens.metrics.barHeight)) bar, a smaller "
          + "cradle, titles beside the symbols.", landscape),
      entry(
        "text-xxxlarge", "Largest standard text",
        "Two tabs: titles grow to the tokens' largest title size (\(largest.tokens.largestTitleScale.rawValue), "
          + "\(DecimalText.format(Double(largestTitle), places: 1)) pt) and still fit the "
          + "\(points(largest.tokens.metrics.barHeight)) bar.", largest),
      entry(
        "text-accessibility", "Accessibility text size",
        "Titles stop growing at the tokens' largest size (xxxLarge); these no longer fit, so all are dropped.",
        CurvedTabBarPreview(tabs: tabs, selection: 0, traits: ChoiceTraits(textScale: .accessibility3))),
      entry(
        "bottom-inset-34", "With a bottom safe-area inset",
        "The background extends \(points(inset.bottomInset)) under the home indicator; the tabs stay above it.",
        inset),
      entry(
        "bottom-inset-0", "Without a bottom safe-area inset", "A phone with a home button: no inset.",
        CurvedTabBarPreview(tabs: tabs, selection: 0, bottomInset: 0)),
      entry(
        "no-action-travelling", "Travelling notch, no action",
        "Without an action the notch still follows the selection.",
        CurvedTabBarPreview(tabs: tabs, selection: 2, action: nil, mode: .travelling)),
      entry(
        "reduce-motion", "Reduce Motion",
        "A travelling bar resolved with Reduce Motion on: the notch stays in the centre, the selection cross-fades.",
        reduceMotion,
        // Reduce Motion is the user's setting: the call asks for a travelling notch all the same.
        call: reduceMotion.galleryCall(mode: .travelling)),
    ]
  }
}
