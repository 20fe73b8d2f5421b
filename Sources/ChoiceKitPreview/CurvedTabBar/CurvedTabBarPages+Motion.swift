import ChoiceKitCore
import Foundation

extension CurvedTabBarPages {
  /// The frames of each filmstrip.
  static let filmstripFrames = 6

  /// Each mode's transition, as an animated SVG and a filmstrip.
  static func motion() -> [Gallery.Entry] {
    let spring = CurvedTabBarTokens.standard.spring
    let feel =
      "on the tokens' spring (response \(DecimalText.format(spring.response, places: 2)), damping "
      + "\(DecimalText.format(spring.dampingFraction, places: 2)))"
    let moves:
      [(name: String, title: String, lead: String, preview: CurvedTabBarPreview, from: Int, to: Int)] = [
        (
          "fixed-transition", "Fixed notch: the dot flies",
          "From Home to Profile \(feel): one dot travels under the bar, the notch stays.",
          CurvedTabBarPreview(tabs: tabs, selection: 3), 0, 3
        ),
        (
          "travelling-transition", "Travelling notch",
          "From Home to Favourites \(feel): the notch and the raised circle travel, the icons sink and rise.",
          CurvedTabBarPreview(tabs: tabs, selection: 2, mode: .travelling), 0, 2
        ),
        (
          "travelling-transition-rtl", "Travelling notch, right to left",
          "From the first tab to the last \(feel), moving leftwards.",
          CurvedTabBarPreview(
            tabs: hebrew, selection: 3, action: .init("חדש"), mode: .travelling,
            traits: ChoiceTraits(isRightToLeft: true)), 0, 3
        ),
      ]
    return moves.flatMap { move in
      move.preview.transition(from: move.from, to: move.to).galleryEntries(
        file: "\(CurvedTabBarPages.id)/\(move.name)", title: move.title,
        caption: move.lead + " " + configuration(move.preview),
        call: move.preview.galleryCall().commented("then: tab = \(move.to)"),
        tags: move.preview.galleryTags, filmstripFrames: filmstripFrames)
    }
  }

  /// The tutorial's exact bar and its notch against the smooth one.
  static func shapes() -> [Gallery.Entry] {
    let icons = tabs.map { Tab("", systemImage: $0.systemImage) }
    let tutorial = CurvedTabBarNotchComparison.joins(of: CurvedTabBarMetrics.tutorial.notch)
    let smooth = CurvedTabBarNotchComparison.joins(of: CurvedTabBarMetrics.standard.notch)
    return [
      entry(
        "tutorial", "The tutorial's bar, point for point",
        "CurvedTabBarTokens.tutorial: its exact notch, icons only as the tutorial draws them.",
        CurvedTabBarPreview(tabs: icons, selection: 0, tokens: .tutorial)),
      Gallery.Entry(
        title: "Tutorial notch and smooth notch",
        caption:
          "Both notches enlarged 3×, from the core's paths; dots mark the joins of the top edge, green lines "
          + "are a curvature comb. Every join shares its tangent (no kink). The tutorial's curvature jumps at "
          + "\(tutorial.filter(\.curvatureJumps).count) of its \(tutorial.count) joins, where the straight edge "
          + "meets a cubic; the smooth profile's at \(smooth.filter(\.curvatureJumps).count) of its "
          + "\(smooth.count): it meets the straight edge, its midpoints and its floor with matching curvature.",
        file: "\(CurvedTabBarPages.id)/notch-tutorial-vs-smooth.svg",
        svg: SVGRenderer().render(CurvedTabBarNotchComparison.displayList()),
        call: Gallery.Code(
          "CurvedTabBarMetrics.tutorial.notch  // above\nCurvedTabBarMetrics.standard.notch  // below",
          isView: false),
        // The sheet compares paths, the same on every platform; it is the phone's bar.
        tags: Gallery.Tags(idiom: .phone)),
    ]
  }

  /// The Mac's sidebar, the watch's pages and the TV's system tab bar.
  static func platforms() -> [Gallery.Entry] {
    let action = CurvedTabBarPreview.Action("New post")
    return [
      entry(
        "mac-sidebar", "Mac: sidebar",
        "The same tabs in a sidebar, the action a prominent button under the list.",
        CurvedTabBarPreview(
          tabs: badged(tabs), selection: 0, action: action, traits: ChoiceTraits(idiom: .mac))),
      entry(
        "mac-sidebar-dark-rtl", "Mac: sidebar, dark, right to left", "The sidebar mirrored to the right.",
        CurvedTabBarPreview(
          tabs: hebrew, selection: 2, action: .init("פוסט חדש"),
          traits: ChoiceTraits(appearance: .dark, isRightToLeft: true, idiom: .mac))),
      entry(
        "watch-pages", "Watch: pages",
        "One page per tab and a page of its own for the action, so no tab is lost; the outlined page is "
          + "the selection.",
        CurvedTabBarPreview(
          tabs: badged(tabs), selection: 1, action: action, traits: ChoiceTraits(idiom: .watch))),
      entry(
        "tv-tab-bar", "TV: system tab bar", "The system's top bar with the action as the last item.",
        CurvedTabBarPreview(
          tabs: tabs, selection: 0, action: action, traits: ChoiceTraits(appearance: .dark, idiom: .tv))),
    ]
  }
}
