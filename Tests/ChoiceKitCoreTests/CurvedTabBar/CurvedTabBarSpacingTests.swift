import ChoiceKitCore
import Foundation
import Testing

/// The bar's proportions: hit columns, even slots, the widest slot, the cradle around the
/// button and the room between a travelling bar's two circles.
@Suite("CurvedTabBarLayout spacing")
struct CurvedTabBarSpacingTests {
  @Test func theColumnsCoverTheWholeBarIncludingTheInsetAndThePadding() {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 34)
    let columns = layout.tabColumns
    #expect(columns.count == 4)
    #expect(columns.allSatisfy { $0.minY == 0 && $0.height == 114 })
    #expect(columns[0].minX == 0)
    #expect(columns[0].maxX == layout.itemFrames[1].minX)
    #expect(columns[1].maxX == layout.gap?.lowerBound)
    #expect(columns[2].minX == layout.gap?.upperBound)
    #expect(columns[3].maxX == 390)
    // The points the slots used to leave dead: the side padding, above and below the slot, and
    // the home indicator's area.
    #expect(layout.hit(at: CGPoint(x: 3, y: 2)) == .tab(0))
    #expect(layout.hit(at: CGPoint(x: 100, y: 75)) == .tab(1))
    #expect(layout.hit(at: CGPoint(x: 387, y: 110)) == .tab(3))
    // The gap under the notch is the action's column, at full height.
    let gap = layout.gap ?? 0...0
    #expect(
      layout.actionColumn
        == CGRect(x: gap.lowerBound, y: 0, width: gap.upperBound - gap.lowerBound, height: 114))
  }

  @Test func aTravellingActionsColumnIsItsSlotAtFullHeight() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 20, mode: .travelling)
    let slot = try #require(layout.actionSlot)
    let column = try #require(layout.actionColumn)
    #expect(column == CGRect(x: slot.minX, y: 0, width: slot.width, height: layout.size.height))
    #expect(layout.tabColumns[1].maxX == column.minX)
    #expect(layout.tabColumns[2].minX == column.maxX)
    #expect(layout.hit(at: CGPoint(x: column.midX, y: layout.size.height)) == .action)
  }

  @Test func rightToLeftColumnsAreMirrored() {
    let ltr = CurvedTabBarLayout(tabCount: 5, width: 390, bottomInset: 34)
    let rtl = CurvedTabBarLayout(tabCount: 5, width: 390, bottomInset: 34, isRightToLeft: true)
    for (a, b) in zip(ltr.tabColumns, rtl.tabColumns) {
      #expect(b == CGRect(x: 390 - a.maxX, y: a.minY, width: a.width, height: a.height))
    }
    #expect(rtl.hit(at: CGPoint(x: 389, y: 100)) == .tab(0))
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7])
  func everyTabOfAFixedBarHasTheSameSlotAndSpacing(count: Int) throws {
    let layout = CurvedTabBarLayout(tabCount: count, width: 430)
    let widths = layout.itemFrames.map(\.width)
    let slot = try #require(widths.first)
    #expect(widths.allSatisfy { abs($0 - slot) < 1e-9 })
    let gap = try #require(layout.gap)
    let leading = (count + 1) / 2
    // The leading tabs fill their side; the trailing ones sit centred in the mirror-image span.
    #expect(abs(layout.itemFrames[leading - 1].maxX - gap.lowerBound) < 1e-9)
    if count > leading {
      let span = CGFloat(leading) * slot
      let trailing = layout.itemFrames[leading...]
      let low: CGFloat = trailing.first?.minX ?? 0
      let high: CGFloat = trailing.last?.maxX ?? 0
      let expected: CGFloat = gap.upperBound + span / 2
      #expect(abs((low + high) / 2 - expected) < 1e-9)
    }
  }

  @Test func fiveTabsReadAsTwoAndAHalfSlotsASide() {
    let layout = CurvedTabBarLayout(tabCount: 5, width: 430)
    let mids = layout.itemFrames.map(\.midX)
    let step = mids[1] - mids[0]
    #expect(abs(mids[2] - mids[1] - step) < 1e-9)
    #expect(abs(mids[4] - mids[3] - step) < 1e-9)
    // The middle of the five sits as far left of the centre as the trailing pair's middle sits right.
    let leadingOffset: CGFloat = 215 - mids[1]
    let trailingOffset: CGFloat = (mids[3] + mids[4]) / 2 - 215
    #expect(abs(leadingOffset - trailingOffset) < 1e-9)
  }

  @Test func wideBarsGatherTheTabsAroundTheCentre() throws {
    for mode in CurvedTabBarNotchMode.allCases {
      let layout = CurvedTabBarLayout(tabCount: 4, width: 1_024, bottomInset: 20, mode: mode)
      #expect(layout.itemFrames.allSatisfy { abs($0.width - 120) < 1e-9 })
      let first = try #require(layout.itemFrames.first)
      let last = try #require(layout.itemFrames.last)
      #expect(abs((first.minX + last.maxX) / 2 - 512) < 1e-9)
      // The outermost columns still reach the bar's ends.
      #expect(layout.tabColumns.first?.minX == 0)
      #expect(layout.tabColumns.last?.maxX == 1_024)
    }
    var unlimited = CurvedTabBarMetrics.standard
    unlimited.maximumSlotWidth = -5  // counts as the least slot width: every slot 44 pt
    let narrow = CurvedTabBarLayout(tabCount: 4, width: 1_024, metrics: unlimited)
    #expect(narrow.itemFrames.allSatisfy { abs($0.width - CurvedTabBarLayout.minimumSlotWidth) < 1e-9 })
  }

  @Test func theTutorialBarKeepsItsWideSlots() {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 1_024, metrics: .tutorial)
    #expect(layout.itemFrames[0].minX == 25)
    #expect(layout.itemFrames[0].width > 200)
  }

  @Test(arguments: [CGFloat(40), 56, 60, 80], [CGFloat(2), 5, 8])
  func theCradleKeepsItsClearanceAllRound(diameter: CGFloat, clearance: CGFloat) throws {
    let metrics = CurvedTabBarMetrics {
      $0.actionDiameter = diameter
      $0.notchClearance = clearance
    }
    let layout = CurvedTabBarLayout(tabCount: 4, width: 600, metrics: metrics)
    let action = try #require(layout.actionFrame)
    #expect(action.width == diameter)
    #expect(abs(action.midY) < 1e-9)  // the centre on the top edge
    let nearest =
      Self.sampledTopEdge(layout.path(at: nil))
      .map { hypot($0.x - action.midX, $0.y - action.midY) }.min() ?? 0
    #expect(nearest - diameter / 2 >= clearance * 0.99)
  }

  @Test func aTravellingActionKeepsItsDistanceFromTheRaisedCircle() throws {
    for count in 2...7 {
      for width in [CGFloat(320), 390, 430, 744] {
        let layout = CurvedTabBarLayout(tabCount: count, width: width, mode: .travelling)
        let action = try #require(layout.actionFrame)
        for neighbour in [(count + 1) / 2 - 1, (count + 1) / 2] where neighbour < count {
          let raised = try #require(layout.indicatorFrame(at: Double(neighbour)))
          let distance = hypot(raised.midX - action.midX, raised.midY - action.midY)
          let space = distance - raised.width / 2 - action.width / 2
          #expect(space >= layout.metrics.circleSpacing - 1e-9, "\(count) tabs at \(width)")
        }
      }
    }
  }

  /// Points along the outline's curves, 64 per cubic.
  static func sampledTopEdge(_ path: BezierPath) -> [CGPoint] {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        current = p
      case .curve(let p, let c1, let c2):
        for step in 0...64 {
          let t = CGFloat(step) / 64
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          points.append(
            CGPoint(
              x: a * current.x + b * c1.x + c * c2.x + d * p.x,
              y: a * current.y + b * c1.y + c * c2.y + d * p.y))
        }
        current = p
      default: break
      }
    }
    return points
  }
}
