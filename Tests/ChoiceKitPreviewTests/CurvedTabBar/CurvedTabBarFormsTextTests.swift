import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The sidebar's and the watch pages' text cut to its room, and a page's badge kept on its page.
@Suite struct CurvedTabBarFormsTextTests {
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 13)

  @Test func theSidebarCutsALongTitleBeforeItsBadge() {
    let preview = CurvedTabBarPreview(
      tabs: [
        .init("Internationalisation preferences", systemImage: "house.fill", badge: .text("Limited offer"))
      ],
      traits: ChoiceTraits(idiom: .mac))
    let strings = DrawnItems(preview.displayList()).strings
    #expect(strings.contains { $0.hasPrefix("Internationalisation") && $0.hasSuffix("…") })
    #expect(strings.contains { $0.hasPrefix("Limited") && $0.hasSuffix("…") })
    #expect(preview.displayList().textAudit(measuredBy: preview.measurer).isEmpty)
  }

  @Test func aBadgeKeptInARoomMovesBackOverItsIconOrShowsAsADot() throws {
    let preview = CurvedTabBarPreview(tabs: CurvedTabBarPreview.tutorialTabs)
    let room: ClosedRange<CGFloat> = 0...160
    let icon = CGRect(x: 58, y: 62, width: 44, height: 44)
    let red = Paint.color(preview.tokens.badge.resolved(in: .light))
    // "Limited offer" fits the room: moved back from the icon's corner to end at the room's edge.
    let fits = DrawnItems(preview.badge(.text("Limited offer"), onIcon: icon, within: room))
    let capsule = try #require(fits.bounds(filledWith: red).first)
    #expect(abs(capsule.maxX - room.upperBound) < 1e-9)
    #expect(fits.strings == ["Limited offer"])
    // A text wider than the room shows as a dot, inside it.
    let wide = DrawnItems(preview.badge(.text("Limited offer for members only"), onIcon: icon, within: room))
    #expect(wide.strings.isEmpty)
    let dot = try #require(wide.bounds(filledWith: red).first)
    #expect(dot.width == preview.tokens.metrics.badgeDotDiameter)
    #expect(dot.minX >= room.lowerBound && dot.maxX <= room.upperBound)
    // A badge that fits where it is stays on the icon's corner.
    #expect(preview.badge(.count(3), onIcon: icon, within: room) == preview.badge(.count(3), onIcon: icon))
  }
}
