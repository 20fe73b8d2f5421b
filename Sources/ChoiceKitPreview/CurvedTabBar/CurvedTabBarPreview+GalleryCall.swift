import ChoiceKitCore
import Foundation

extension CurvedTabBarPreview {
  /// The environment the preview draws in, for the gallery's filters. The watch's pages are
  /// dark whatever the appearance, as the watch is.
  var galleryTraits: Gallery.Traits {
    var filters = Gallery.Traits(traits)
    if resolvedForm == .pages { filters.colorScheme = .dark }
    return filters
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: the tab
  /// view, its action, the notch mode, tokens and width, and the environment. The Mac, watch
  /// and TV forms come from the same call on those platforms, and the selection is the user's
  /// doing, so neither adds a modifier.
  ///
  /// - Parameter mode: The notch mode the call asks for, when it differs from the one drawn:
  ///   a travelling notch draws fixed under Reduce Motion.
  /// - Returns: The call, one modifier a line.
  func galleryCall(mode: CurvedTabBarNotchMode? = nil) -> String {
    var head = "CurvedTabView(selection: $tab) { … }"
    if let badged = tabs.first(where: { $0.badge != nil }), let badge = badged.badge {
      head =
        "CurvedTabView(selection: $tab) {\n  HomeView()\n    .curvedTabItem("
        + "\(GalleryCall.literal(badged.title)), systemImage: \(GalleryCall.literal(badged.systemImage)), "
        + "badge: \(Self.describe(badge)))\n  …\n}"
    }
    var own: [String] = []
    if let action {
      own.append(
        ".curvedTabAction(\(GalleryCall.literal(action.title)), systemImage: "
          + "\(GalleryCall.literal(action.systemImage))) { … }")
    }
    if (mode ?? self.mode) == .travelling { own.append(".curvedTabBarNotchMode(.travelling)") }
    if tokens == .tutorial { own.append(".curvedTabBarTokens(.tutorial)") }
    if let width, width != CurvedTabBarPages.phone, resolvedForm == .curvedBar {
      own.append(GalleryCall.frame(width: Double(width)))
    }
    // The watch is dark without asking, so the call sets only the scheme the preview was given.
    var environment = galleryTraits
    environment.colorScheme = traits.appearance
    return GalleryCall.swiftUI(head, modifiers: own, traits: environment)
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
