import ChoiceKitCore
import Foundation

extension CurvedTabBarPages {
  /// Whole screens placed by `CurvedTabContentInsets`: the keyboard up, a phone in landscape, a
  /// hidden bar and the content kept clear of the raised circle. A red line marks the content's
  /// bottom edge.
  static func screens() -> [Gallery.Entry] {
    let bar = CurvedTabBarPreview(tabs: tabs, selection: 0)
    // In landscape the height is compact, where the bar takes its compact metrics.
    let landscape = CurvedTabScreenPreview(
      bar: CurvedTabBarPreview(tabs: tabs, selection: 0, tokens: compactTokens),
      size: CGSize(width: 844, height: 390), leadingSafeArea: 59, trailingSafeArea: 59, bottomSafeArea: 21)
    return [
      screen(
        "screen-circle-inset", "Content clear of the raised circle",
        "The content ends above the bar's top edge by the raised circle's overhang, where the circle's top "
          + "is, so the last row is never under the circle.", CurvedTabScreenPreview(bar: bar),
        content: "List(messages) { MessageRow($0) }"),
      screen(
        "screen-keyboard", "Keyboard up",
        "The keyboard covers the bar, which stays put under it; the content's bottom edge sits right on "
          + "the keyboard, with no room for the bar added on top.",
        CurvedTabScreenPreview(bar: bar, keyboardHeight: 336),
        content: "ChatView()  // its TextField has focus: the keyboard is up"),
      screen(
        "screen-landscape", "iPhone in landscape",
        "The compact bar of compact height, its background reaching both edges of the screen under the "
          + "side safe areas, while the tabs and the action stay inside them.", landscape,
        content: "List(messages) { MessageRow($0) }"),
      screen(
        "screen-hidden-bar", "Hidden bar on a pushed screen",
        "A pushed screen hides the bar: no bar is drawn and the content keeps no room for it, only the "
          + "bottom safe area.", CurvedTabScreenPreview(bar: bar, requests: [.automatic, .hidden]),
        content:
          "NavigationStack {\n    Inbox()\n      .navigationDestination(for: Message.self) { message in\n"
          + "        MessageView(message)\n          .curvedTabBarVisibility(.hidden)\n      }\n  }"),
    ]
  }

  static func screen(
    _ name: String, _ title: String, _ lead: String, _ screen: CurvedTabScreenPreview, content: String
  ) -> Gallery.Entry {
    let first = screen.bar.tabs.first ?? CurvedTabBarPreview.Tab("Home", systemImage: "house.fill")
    let head =
      "CurvedTabView(selection: $tab) {\n  \(content)\n    .curvedTabItem(\(GalleryCall.literal(first.title)), "
      + "systemImage: \(GalleryCall.literal(first.systemImage)))\n  …\n}"
    var modifiers: [String] = []
    if let action = screen.bar.action {
      modifiers.append(
        ".curvedTabAction(\(GalleryCall.literal(action.title)), systemImage: "
          + "\(GalleryCall.literal(action.systemImage))) { … }")
    }
    let traits = Gallery.Traits(screen.bar.traits)
    return Gallery.Entry(
      title: title, caption: lead + " " + screenConfiguration(screen),
      file: "\(CurvedTabBarDescriptor.id)/\(name).svg", svg: SVGRenderer().render(screen.displayList()),
      call: GalleryCall.swiftUI(head, modifiers: modifiers, traits: traits), traits: traits)
  }

  /// The exact configuration a screen draws, in words.
  static func screenConfiguration(_ screen: CurvedTabScreenPreview) -> String {
    func points(_ value: CGFloat) -> String { DecimalText.format(Double(value), places: 0) + " pt" }
    let insets = screen.insets()
    var parts = [
      "\(points(screen.size.width)) × \(points(screen.size.height)) screen",
      "bottom safe area \(points(screen.bottomSafeArea))",
    ]
    if screen.leadingSafeArea > 0 || screen.trailingSafeArea > 0 {
      parts.append(
        "side safe areas \(points(screen.leadingSafeArea)) and \(points(screen.trailingSafeArea))")
    }
    if screen.keyboardHeight > 0 { parts.append("keyboard \(points(screen.keyboardHeight))") }
    if insets.barFrame == nil {
      parts.append("bar hidden")
    } else {
      parts.append(insets.isBarCovered ? "bar under the keyboard" : "bar shown")
    }
    parts.append("content bottom inset \(points(insets.contentBottomInset))")
    parts.append(screen.bar.traits.appearance.rawValue)
    parts.append(screen.bar.traits.isRightToLeft ? "right to left" : "left to right")
    return "(" + parts.joined(separator: ", ") + ".)"
  }
}
