import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The radial preview draws in proportion to its items, still and animated: ten times the items
/// gives at most about twelve times the drawing and the SVG text, counted, never timed.
@Suite struct RadialPreviewGrowthTests {
  static let words = ["Share", "Favourites", "Música", "Configuración", "الرئيسية", "Fotos 📷", "Delete"]

  static func preview(items count: Int, line: RadialLine? = nil) -> RadialPreview {
    RadialPreview(
      items: (0..<count).map {
        RadialPreview.Item(Self.words[$0 % Self.words.count], systemImage: "heart.fill")
      },
      line: line)
  }

  @Test(arguments: [nil, RadialLine.up])
  func tenTimesTheItemsDrawsAboutTenTimesAsMuch(line: RadialLine?) {
    let few = Self.preview(items: 20, line: line).displayList()
    let many = Self.preview(items: 200, line: line).displayList()
    let renderer = SVGRenderer()
    let text = (renderer.render(few).utf8.count, renderer.render(many).utf8.count)
    #expect(Double(text.1) <= 12 * Double(text.0), "\(text.0) then \(text.1) bytes")
  }

  @Test func theOpeningAnimatesInProportionToTheItems() {
    let few = Self.preview(items: 10).openingTransition().animatedSVG()
    let many = Self.preview(items: 100).openingTransition().animatedSVG()
    #expect(
      Double(many.utf8.count) <= 12 * Double(few.utf8.count), "\(few.utf8.count) then \(many.utf8.count)")
  }

  @Test func overlapsAreFoundAmongManyItemsPiledOrApart() {
    // Apart at the fitted radius: none; piled at a radius of 0: every pair.
    #expect(Self.preview(items: 300).overlaps().isEmpty)
    var piled = Self.preview(items: 30)
    piled.radius = .fixed(0)
    #expect(piled.overlaps().items.count == 30 * 29 / 2)
  }
}
