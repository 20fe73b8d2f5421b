import ChoiceKitCore
import Foundation

extension CurvedTabBarPreview {
  /// The environment the preview draws in, for the gallery's filters. The watch's pages are
  /// dark whatever the appearance, as the watch is.
  var galleryTags: Gallery.Tags {
    var filters = Gallery.Tags(traits)
    if resolvedForm == .pages { filters.colorScheme = .dark }
    return filters
  }

  /// The numbers the picture is drawn from, for the page to write on its figure: the tabs, and
  /// for a bar the width it is given and the margin around it.
  var galleryDrawn: [String: Int] {
    var drawn = ["tabs": tabs.count]
    if resolvedForm == .curvedBar, let width {
      drawn["width"] = Int(width.rounded())
      drawn["margin"] = Int(resolvedMargin.rounded())
    }
    return drawn
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: the tab
  /// view with one tab a line, its action, the notch mode, tokens and width, and the
  /// environment. The Mac, watch and TV forms come from the same call on those platforms, and
  /// the selection is the user's doing, so neither adds a modifier.
  ///
  /// - Parameters:
  ///   - mode: The notch mode the call asks for, when it differs from the one drawn: a
  ///     travelling notch draws fixed under Reduce Motion.
  ///   - content: The first tab's view, when it is more than its title.
  /// - Returns: The call, one modifier a line, with the state it names.
  func galleryCall(mode: CurvedTabBarNotchMode? = nil, content: String? = nil) -> Gallery.Code {
    let lines = tabs.enumerated().map { index, tab in
      var item = "\(GalleryCall.literal(tab.title)), systemImage: \(GalleryCall.literal(tab.systemImage))"
      if let badge = tab.badge { item += ", badge: \(Self.describe(badge))" }
      // A tab without a title shows its symbol on its page.
      let page =
        tab.title.isEmpty
        ? "Image(systemName: \(GalleryCall.literal(tab.systemImage)))"
        : "Text(\(GalleryCall.literal(tab.title)))"
      let view = index == 0 ? content ?? page : page
      return "  \(view)\n    .curvedTabItem(\(item))\n    .choiceTag(\(index))"
    }
    let head = "CurvedTabView(selection: $tab) {\n" + lines.joined(separator: "\n") + "\n}"
    var own: [String] = []
    var state = ["@State private var tab = \(shownSelection ?? 0)"]
    if let action {
      own.append(
        ".curvedTabAction(\(GalleryCall.literal(action.title)), systemImage: "
          + "\(GalleryCall.literal(action.systemImage))) { isComposing = true }")
      state.append("@State private var isComposing = false")
    }
    if (mode ?? self.mode) == .travelling { own.append(".curvedTabBarNotchMode(.travelling)") }
    if tokens == .tutorial { own.append(".curvedTabBarTokens(.tutorial)") }
    if let width, width != CurvedTabBarPages.phone, resolvedForm == .curvedBar {
      own.append(GalleryCall.frame(width: Double(width)))
    }
    // The watch is dark without asking, so the call sets only the scheme the preview was given.
    var environment = galleryTags
    environment.colorScheme = traits.appearance
    return Gallery.Code(
      GalleryCall.swiftUI(head, modifiers: own, tags: environment), state: state, drawn: galleryDrawn)
  }

  /// A badge as Swift code.
  static func describe(_ badge: CurvedTabBarBadge) -> String {
    switch badge {
    case .count(let count): ".count(\(count))"
    case .text(let text): ".text(\(GalleryCall.literal(text)))"
    case .dot: ".dot"
    }
  }
}
