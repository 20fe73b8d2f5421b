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
        content: messages),
      screen(
        "screen-keyboard", "Keyboard up",
        "The keyboard covers the bar, which stays put under it; the content's bottom edge sits right on "
          + "the keyboard, with no room for the bar added on top.",
        CurvedTabScreenPreview(bar: bar, keyboardHeight: 336),
        content:
          "VStack {\n    Spacer()\n    TextField(\"Message\", text: $draft)  // focused: the keyboard is up\n  }",
        state: ["@State private var draft = \"\""]),
      screen(
        "screen-landscape", "iPhone in landscape",
        "The compact bar of compact height, its background reaching both edges of the screen under the "
          + "side safe areas, while the tabs and the action stay inside them.", landscape,
        content: messages),
      screen(
        "screen-hidden-bar", "Hidden bar on a pushed screen",
        "A pushed screen hides the bar: no bar is drawn and the content keeps no room for it, only the "
          + "bottom safe area.", CurvedTabScreenPreview(bar: bar, requests: [.automatic, .hidden]),
        content:
          "NavigationStack {\n    List(1...40, id: \\.self) { NavigationLink(\"Message \\($0)\", value: $0) }\n"
          + "      .navigationDestination(for: Int.self) { number in\n"
          + "        Text(\"Message \\(number)\")\n          .curvedTabBarVisibility(.hidden)\n      }\n  }"),
    ]
  }

  /// A list of messages, the content of most screens.
  static let messages = #"List(1...40, id: \.self) { Text("Message \($0)") }"#

  static func screen(
    _ name: String, _ title: String, _ lead: String, _ screen: CurvedTabScreenPreview, content: String,
    state: [String] = []
  ) -> Gallery.Entry {
    var call = screen.bar.galleryCall(content: content)
    call.state += state
    // The picture is the screen, not the bar with its margin.
    call.drawn["width"] = nil
    call.drawn["margin"] = nil
    call.drawn["screen-width"] = Int(screen.size.width.rounded())
    call.drawn["screen-height"] = Int(screen.size.height.rounded())
    call.drawn["screen-margin"] = Int(screen.bar.resolvedMargin.rounded())
    return Gallery.Entry(
      title: title, caption: lead + " " + screenConfiguration(screen),
      file: "\(CurvedTabBarPages.id)/\(name).svg", svg: SVGRenderer().render(screen.displayList()),
      call: call, tags: screen.bar.galleryTags)
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
    parts += GalleryCaption.environment(screen.bar.galleryTags)
    return "(" + parts.joined(separator: ", ") + ".)"
  }
}
