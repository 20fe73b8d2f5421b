import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// Every form of the tab bar's preview draws in proportion to its tabs: ten times the tabs gives
/// at most about twelve times the drawing and the SVG text, counted, never timed.
@Suite struct CurvedTabBarPreviewGrowthTests {
  static let words = ["Home", "Search", "Favourites", "Profile", "Música", "الرئيسية", "Fotos 📷"]

  static func preview(tabs count: Int, idiom: InterfaceIdiom) -> CurvedTabBarPreview {
    let tabs = (0..<count).map {
      CurvedTabBarPreview.Tab(Self.words[$0 % Self.words.count], systemImage: "house.fill")
    }
    return CurvedTabBarPreview(tabs: tabs, selection: count / 2, traits: ChoiceTraits(idiom: idiom))
  }

  /// The leaves drawn: shapes, texts and icons.
  static func drawn(_ list: DisplayList) -> Int {
    let items = DrawnItems(list)
    return items.shapes.count + items.texts.count + items.icons.count
  }

  @Test(arguments: [InterfaceIdiom.phone, .mac, .watch, .tv])
  func tenTimesTheTabsDrawsAboutTenTimesAsMuch(idiom: InterfaceIdiom) {
    let few = Self.preview(tabs: 20, idiom: idiom).displayList()
    let many = Self.preview(tabs: 200, idiom: idiom).displayList()
    let drawn = (Self.drawn(few), Self.drawn(many))
    #expect(Double(drawn.1) <= 12 * Double(drawn.0), "\(idiom): \(drawn.0) then \(drawn.1) leaves")
    let renderer = SVGRenderer()
    let text = (renderer.render(few).utf8.count, renderer.render(many).utf8.count)
    #expect(Double(text.1) <= 12 * Double(text.0), "\(idiom): \(text.0) then \(text.1) bytes")
  }

  @Test func aWatchPageDrawsAFewDotsWhateverTheNumberOfPages() {
    for count in [3, 6, 7, 40] {
      let preview = Self.preview(tabs: count, idiom: .watch)
      let drawn = DrawnItems(preview.displayList())
      let pages = count + 1
      // One white dot per page, its own; the dimmed others, at most six per page.
      #expect(drawn.bounds(filledWith: .color(.white)).count == pages)
      let dimmed = drawn.bounds(filledWith: .color(RGBAColor(white: 1, alpha: 0.3))).count
      #expect(dimmed == pages * (min(pages, CurvedTabBarPreview.Watch.maximumDots) - 1), "\(pages) pages")
    }
  }

  @Test func theMoveBetweenTabsAnimatesInProportionToTheTabs() {
    let few = Self.preview(tabs: 10, idiom: .phone).transition(from: 0, to: 9).animatedSVG()
    let many = Self.preview(tabs: 100, idiom: .phone).transition(from: 0, to: 99).animatedSVG()
    #expect(
      Double(many.utf8.count) <= 12 * Double(few.utf8.count), "\(few.utf8.count) then \(many.utf8.count)")
  }
}
