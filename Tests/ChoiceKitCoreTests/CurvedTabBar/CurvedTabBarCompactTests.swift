import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarMetrics compact height and the dark edge")
struct CurvedTabBarCompactTests {
  static let titles = Array(repeating: CGSize(width: 50, height: 12), count: 4)

  @Test func theCompactFormIsShorterWithTitlesBesideTheIcons() {
    let compact = CurvedTabBarMetrics.compact
    #expect(compact.barHeight == 44)
    #expect(compact.titlePlacement == .beside)
    #expect(compact.actionDiameter == 40)
    // The notch, the rise and the clearance shrink with the button by 40 / 56.
    let factor: CGFloat = 40 / 56
    #expect(abs(compact.notch.width - 123.75 * factor) < 1e-9)
    #expect(abs(compact.notch.depth - 33 * factor) < 1e-9)
    #expect(abs(compact.actionRise - 33 * factor) < 1e-9)
    #expect(CurvedTabBarTokens.standard.resolvedMetrics(isCompactHeight: true) == compact)
    #expect(CurvedTabBarTokens.standard.resolvedMetrics(isCompactHeight: false) == .standard)
  }

  @Test(arguments: [CGFloat(0), 34])
  func aLandscapePhoneBarIs44PointsTallWithItsTitles(inset: CGFloat) throws {
    let layout = CurvedTabBarLayout(
      tabCount: 4, width: 750, bottomInset: inset, titleSizes: Self.titles, metrics: .compact)
    #expect(layout.contentHeight == 44)
    #expect(layout.size.height == 44 + inset)
    #expect(layout.showsTitles)
    let icon = try #require(layout.iconFrame(forTab: 1))
    let title = try #require(layout.titleFrame(forTab: 1))
    #expect(title.minX == icon.maxX + 4)
    #expect(title.width == 50)
    #expect(abs(title.midY - icon.midY) < 1e-9)
    // The pair is centred in the slot.
    let slot = layout.itemFrames[1]
    #expect(abs((icon.minX + title.maxX) / 2 - slot.midX) < 1e-9)
    // The action still rises out of a notch the bar can hold.
    let action = try #require(layout.actionFrame)
    #expect(action.width == 40)
    #expect(layout.notch.depth < layout.contentHeight)
  }

  @Test func rightToLeftPutsTheTitleBeforeTheIcon() throws {
    let layout = CurvedTabBarLayout(
      tabCount: 4, width: 750, titleSizes: Self.titles, metrics: .compact, isRightToLeft: true)
    let icon = try #require(layout.iconFrame(forTab: 0))
    let title = try #require(layout.titleFrame(forTab: 0))
    #expect(title.maxX == icon.minX - 4)
  }

  @Test func titlesBesideIconsAreDroppedWhenThePairDoesNotFit() {
    let layout = CurvedTabBarLayout(
      tabCount: 5, width: 390, titleSizes: Self.titles + [.zero], metrics: .compact)
    #expect(!layout.showsTitles)
    #expect(layout.titleFrame(forTab: 0) == nil)
  }

  @Test func compactingKeepsSmallMetricsAndBadInputDefined() {
    let small = CurvedTabBarMetrics {
      $0.barHeight = 30
      $0.actionDiameter = 20
      $0.itemHeight = 20
    }
    let compacted = small.compacted()
    #expect(compacted.barHeight == 30)
    #expect(compacted.actionDiameter == 20)
    #expect(compacted.notch.width == small.notch.width)
    let none = CurvedTabBarMetrics {
      $0.actionDiameter = .nan
    }.compacted()
    #expect(none.actionDiameter == 0)
    #expect(none.notch.width.isFinite && none.actionRise.isFinite)
    #expect(CurvedTabBarMetrics.tutorial.compacted().actionDiameter == 40)
  }

  @Test func darkBarsDrawAHairlineAndLightOnesDoNot() {
    let edge = CurvedTabBarTokens.standard.topEdge
    #expect(edge.isVisible(in: .dark))
    #expect(!edge.isVisible(in: .light))
    #expect(edge.color.resolved(in: .dark) == RGBAColor(hex: 0x38383A))
    #expect(!CurvedTabBarHairline.none.isVisible(in: .dark))
    #expect(!CurvedTabBarHairline(color: AdaptiveColor(.white), width: .nan).isVisible(in: .dark))
  }

  @Test func theTopEdgeIsTheOutlinesOpenTop() throws {
    for mode in CurvedTabBarNotchMode.allCases {
      let layout = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 34, mode: mode)
      let edge = layout.topEdgePath(at: 1).elements
      let outline = layout.path(at: 1).elements
      #expect(Array(outline.prefix(edge.count)) == edge)
      #expect(edge.first == .move(to: CGPoint(x: 0, y: 0)))
      #expect(edge.last?.endPoint == CGPoint(x: 390, y: 0))
      #expect(!edge.contains(.closeSubpath))
      #expect(edge.contains { if case .curve = $0 { true } else { false } })
    }
    #expect(CurvedTabBarLayout(tabCount: 4, width: 0).topEdgePath(at: 0).elements.isEmpty)
  }
}
