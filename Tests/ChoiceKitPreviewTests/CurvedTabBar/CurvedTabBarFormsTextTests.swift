import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The sidebar's and the watch pages' text cut to its room, and a page's badge kept on its page.
@Suite struct CurvedTabBarFormsTextTests {
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 13)

  @Test func aLineThatFitsIsKeptWhole() {
    #expect(measurer.truncated("Home", style: style, toWidth: 200) == "Home")
    #expect(measurer.truncated("", style: style, toWidth: 0) == "")
  }

  @Test func aLongLineKeepsTheMostCharactersThatFitBeforeAnEllipsis() {
    let text = "Internationalisation preferences"
    let cut = measurer.truncated(text, style: style, toWidth: 100)
    #expect(cut.hasSuffix("…"))
    #expect(text.hasPrefix(String(cut.dropLast())))
    #expect(measurer.measure(cut, style: style).width <= 100)
    let longer = String(text.prefix(cut.count)) + "…"
    #expect(measurer.measure(longer, style: style).width > 100)
    // No room leaves the ellipsis alone.
    #expect(measurer.truncated(text, style: style, toWidth: 0) == "…")
    #expect(measurer.truncated(text, style: style, toWidth: .nan) == "…")
  }

  @Test func theSidebarCutsALongTitleBeforeItsBadge() {
    let preview = CurvedTabBarPreview(
      tabs: [
        .init("Internationalisation preferences", systemImage: "house.fill", badge: .text("Limited offer"))
      ],
      traits: ChoiceTraits(idiom: .mac))
    let strings = DrawnItems(preview.displayList()).strings
    #expect(strings.contains { $0.hasPrefix("Internationalisation") && $0.hasSuffix("…") })
    #expect(strings.contains { $0.hasPrefix("Limited") && $0.hasSuffix("…") })
    #expect(
      preview.displayList().textAudit(measuredBy: preview.measurer).allSatisfy {
        TextAuditCheck.isFalseAlarm($0, canvas: preview.displayList().size)
      })
  }

  @Test func aBadgeKeptInARoomMovesBackOverItsIconOrShowsAsADot() throws {
    let preview = CurvedTabBarPreview(tabs: CurvedTabBarPreview.tutorialTabs)
    let room = CGRect(x: 0, y: 0, width: 160, height: 224)
    let icon = CGRect(x: 58, y: 62, width: 44, height: 44)
    let red = Paint.color(preview.tokens.badge.resolved(in: .light))
    // "Limited offer" fits the room: moved back from the icon's corner to end at the room's edge.
    let fits = DrawnItems(preview.badge(.text("Limited offer"), onIcon: icon, within: room))
    let capsule = try #require(fits.bounds(filledWith: red).first)
    #expect(abs(capsule.maxX - room.maxX) < 1e-9)
    #expect(fits.strings == ["Limited offer"])
    // A text wider than the room shows as a dot, inside it.
    let wide = DrawnItems(preview.badge(.text("Limited offer for members only"), onIcon: icon, within: room))
    #expect(wide.strings.isEmpty)
    let dot = try #require(wide.bounds(filledWith: red).first)
    #expect(dot.width == preview.tokens.metrics.badgeDotDiameter)
    #expect(dot.minX >= room.minX && dot.maxX <= room.maxX)
    // A badge that fits where it is stays on the icon's corner.
    #expect(preview.badge(.count(3), onIcon: icon, within: room) == preview.badge(.count(3), onIcon: icon))
  }
}
