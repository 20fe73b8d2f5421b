import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// The gallery's whole-screen pages: the content's inset with the raised circle, the keyboard, a
/// phone in landscape and a hidden bar.
@Suite struct CurvedTabBarScreenPagesTests {
  static let screens = ["screen-circle-inset", "screen-keyboard", "screen-landscape", "screen-hidden-bar"]

  static func entry(_ name: String) throws -> Gallery.Entry {
    try #require(CurvedTabBarPagesTests.entries().first { $0.file == "curved-tab-bar/\(name).svg" })
  }

  @Test(arguments: screens)
  func screenSnapshots(name: String) throws {
    assertSnapshot(try Self.entry(name).svg, named: "\(name).svg")
  }

  @Test(arguments: screens)
  func eachScreenHasItsTraitsAndACall(name: String) throws {
    let entry = try Self.entry(name)
    #expect(entry.call.hasPrefix("CurvedTabView(selection: $tab) {"))
    #expect(entry.call.contains(".curvedTabAction(\"New\""))
    #expect(entry.tags.colorScheme == .light)
    #expect(entry.tags.isRightToLeft == false)
    #expect(entry.caption.contains("content bottom inset"))
  }

  @Test func captionsGiveTheInsetsTheCoreDecided() throws {
    // 34 pt home indicator + 80 pt bar + 28 pt circle overhang.
    #expect(try Self.entry("screen-circle-inset").caption.contains("bar shown, content bottom inset 142 pt"))
    let keyboard = try Self.entry("screen-keyboard")
    #expect(keyboard.caption.contains("keyboard 336 pt, bar under the keyboard, content bottom inset 336 pt"))
    #expect(keyboard.call.contains("TextField"))
    let hidden = try Self.entry("screen-hidden-bar")
    #expect(hidden.caption.contains("bar hidden, content bottom inset 34 pt"))
    #expect(hidden.call.contains(".curvedTabBarVisibility(.hidden)"))
    // 21 pt home indicator + the compact 44 pt bar + its 20 pt circle overhang.
    let landscape = try Self.entry("screen-landscape")
    #expect(
      landscape.caption.contains("side safe areas 59 pt and 59 pt, bar shown, content bottom inset 85 pt"))
  }

  @Test func theLandscapeBarSpansTheScreenWithItsTabsInsideTheSafeArea() throws {
    let svg = try Self.entry("screen-landscape").svg
    // The side strips of background, from each screen edge to the safe area.
    #expect(svg.contains("M0 325L59 325L59 390L0 390Z"))
    #expect(svg.contains("M785 325L844 325L844 390L785 390Z"))
    // The bar itself is laid out inside the safe areas, its top edge on the strips' top.
    #expect(svg.contains("transform=\"matrix(1 0 0 1 59 305)\""))
  }

  @Test func theHiddenBarDrawsNoBar() throws {
    let hidden = try Self.entry("screen-hidden-bar").svg
    let shown = try Self.entry("screen-circle-inset").svg
    for title in ["Search", "Favourites", "Profile"] {
      #expect(!hidden.contains(">\(title)<"))
      #expect(shown.contains(">\(title)<"))
    }
  }
}
