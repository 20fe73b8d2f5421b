import ChoiceKitCore
import Foundation

/// A curved tab bar drawn from the core's layout and tokens, as the SwiftUI bar draws it: the
/// same outline, frames, colours and spring. On the Mac and the watch it draws the forms those
/// platforms use instead: a sidebar, or pages.
///
/// ```swift
/// let bar = CurvedTabBarPreview(
///   tabs: [.init("Home", systemImage: "house.fill"), .init("Search", systemImage: "magnifyingglass")],
///   selection: 0)
/// let svg = SVGRenderer().render(bar.displayList())
/// ```
public struct CurvedTabBarPreview: Sendable {
  /// One tab: its title, its symbol and an optional badge.
  public struct Tab: Sendable, Hashable {
    /// The title, shown under the icon when every title fits, and in the sidebar and pages.
    public var title: String
    /// The SF Symbol name, drawn from ``IconSet``; an unknown name draws its placeholder.
    public var systemImage: String
    /// The badge on the icon, if any.
    public var badge: CurvedTabBarBadge?

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The SF Symbol name.
    ///   - badge: The badge, if any.
    public init(_ title: String, systemImage: String, badge: CurvedTabBarBadge? = nil) {
      self.title = title
      self.systemImage = systemImage
      self.badge = badge
    }
  }

  /// The centre action: not a tab, so never selected.
  public struct Action: Sendable, Hashable {
    /// The action's name: the Mac's button title and the watch's page title.
    public var title: String
    /// The SF Symbol name drawn on the button.
    public var systemImage: String

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The action's name.
    ///   - systemImage: The SF Symbol name; `"plus"` unless given.
    public init(_ title: String, systemImage: String = "plus") {
      self.title = title
      self.systemImage = systemImage
    }
  }

  /// The tabs, in order; none draws an empty bar.
  public var tabs: [Tab]
  /// The selected tab, or `nil`; an index outside the tabs draws no selection.
  public var selection: Int?
  /// The centre action, or `nil` for a bar of tabs alone.
  public var action: Action?
  /// Where the notch rests.
  public var mode: CurvedTabBarNotchMode
  /// The bar's width; `nil` for its natural width, read as `CurvedTabBarLayout` reads a width.
  public var width: CGFloat?
  /// The bottom safe-area inset the bar's background extends over (34 on a phone without a
  /// home button).
  public var bottomInset: CGFloat
  /// The environment the bar is drawn in: light or dark, the direction (right to left puts the
  /// first tab at the right), the Dynamic Type size titles are drawn at (capped by the tokens'
  /// largest title size) and the device family, which picks the form unless ``form`` is set.
  public var traits: ChoiceTraits
  /// The form to draw; `nil` for the idiom's default.
  public var form: CurvedTabBarPlatformForm?
  /// The look and the sizes.
  public var tokens: CurvedTabBarTokens
  /// The room drawn around the picture; negative, NaN or infinite draws none.
  public var margin: CGFloat
  /// The measurer used for titles and badges.
  public var measurer: FontMetricsTextMeasurer

  /// Creates a preview; every parameter but the tabs has the bar's default.
  ///
  /// - Parameters:
  ///   - tabs: The tabs.
  ///   - selection: The selected tab.
  ///   - action: The centre action; the tutorial's plus button unless given.
  ///   - mode: Where the notch rests.
  ///   - width: The bar's width, or `nil` for its natural width.
  ///   - bottomInset: The bottom safe-area inset.
  ///   - traits: The appearance, direction, text size and device family.
  ///   - form: The form, or `nil` for the idiom's default.
  ///   - tokens: The look and sizes.
  ///   - margin: The room around the picture.
  ///   - measurer: The text measurer.
  public init(
    tabs: [Tab], selection: Int? = 0, action: Action? = Action("New"),
    mode: CurvedTabBarNotchMode = .fixed, width: CGFloat? = 390, bottomInset: CGFloat = 0,
    traits: ChoiceTraits = ChoiceTraits(), form: CurvedTabBarPlatformForm? = nil,
    tokens: CurvedTabBarTokens = .standard,
    margin: CGFloat = 16, measurer: FontMetricsTextMeasurer = .dejaVuSans
  ) {
    self.tabs = tabs
    self.selection = selection
    self.action = action
    self.mode = mode
    self.width = width
    self.bottomInset = bottomInset
    self.traits = traits
    self.form = form
    self.tokens = tokens
    self.margin = margin
    self.measurer = measurer
  }

  /// The form drawn: the one set, or the idiom's default.
  public var resolvedForm: CurvedTabBarPlatformForm {
    form ?? .platformDefault(for: traits.idiom)
  }

  /// The margin drawn: ``margin`` made a usable length, at most `CurvedTabBarLayout.maximumLength`.
  public var resolvedMargin: CGFloat {
    min(ChoiceSpacing.sanitized(margin), CurvedTabBarLayout.maximumLength)
  }

  /// The selection when it is one of the tabs.
  public var shownSelection: Int? {
    selection.flatMap { tabs.indices.contains($0) ? $0 : nil }
  }

  /// The titles' font at the text size of ``traits``, capped as the bar caps it.
  public var titleTypography: ChoiceTypography {
    tokens.titleTypography(textScale: traits.textScale)
  }

  /// The core layout of the bar, with every title measured in ``titleTypography``.
  ///
  /// - Returns: The layout the curved bar is drawn from.
  public func layout() -> CurvedTabBarLayout {
    let style = titleTypography
    let sizes = tabs.map { tab -> CGSize in
      let metrics = measurer.measure(tab.title, style: style)
      return CGSize(width: metrics.width, height: metrics.ascent + metrics.descent)
    }
    return CurvedTabBarLayout(
      tabCount: tabs.count, width: width, bottomInset: bottomInset, hasAction: action != nil,
      mode: mode, titleSizes: sizes, metrics: tokens.metrics, isRightToLeft: traits.isRightToLeft)
  }

  /// The page behind the bar: the grouped background, so the bar's own system background and
  /// its shadow stand out in both appearances.
  static let page = AdaptiveColor(light: RGBAColor(hex: 0xF2F2F7), dark: RGBAColor(hex: 0x1C1C1E))

  /// The four tabs of the tutorial, in English.
  public static let tutorialTabs: [Tab] = [
    Tab("Home", systemImage: "house.fill"), Tab("Search", systemImage: "magnifyingglass"),
    Tab("Favourites", systemImage: "heart.fill"), Tab("Profile", systemImage: "person.fill"),
  ]
}
