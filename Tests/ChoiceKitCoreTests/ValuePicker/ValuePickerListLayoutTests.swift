import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("ValuePickerListLayout")
struct ValuePickerListLayoutTests {
  let metrics = ValuePickerMetrics.list

  @Test func rowsStackInsideTheirCardAndTheCardsKeepTheInset() throws {
    let layout = ValuePickerListLayout(width: 390, sections: [.init(rowHeights: [44, 44, 50])])
    let section = try #require(layout.sections.first)
    let card = section.cardFrame
    #expect(card == CGRect(x: 16, y: metrics.topPadding, width: 358, height: 138))
    var y = card.minY
    for row in section.rows {
      #expect(row.frame.minX == card.minX && row.frame.width == card.width)
      #expect(row.frame.minY == y)
      y = row.frame.maxY
    }
    #expect(y == card.maxY)
    #expect(layout.size == CGSize(width: 390, height: card.maxY + metrics.bottomPadding))
  }

  @Test func aTrailingCheckmarkSitsAtTheCardsTrailingPaddingAfterTheLabel() throws {
    let layout = ValuePickerListLayout(width: 390, sections: [.init(rowHeights: [44])], checkmark: .trailing)
    let row = try #require(layout.sections.first?.rows.first)
    #expect(row.checkmarkFrame.maxX == 390 - 16 - metrics.rowPadding.trailing)
    #expect(row.checkmarkFrame.width == metrics.checkmarkWidth)
    #expect(row.checkmarkFrame.midY == row.frame.midY)
    #expect(row.labelFrame.minX == 16 + metrics.rowPadding.leading)
    #expect(row.labelFrame.maxX == row.checkmarkFrame.minX - metrics.spacing)
  }

  @Test(arguments: ValuePickerCheckmark.allCases)
  func theCheckmarksSymbolNeverReachesTheLabel(side: ValuePickerCheckmark) throws {
    // The menu's metrics at the largest text size: a 15 pt column and a 10 pt gap grown by the
    // size's factor, and a 22 pt symbol grown by it too.
    let factor = ChoiceTextScale.accessibility5.factor
    var menu = ValuePickerMetrics.menu
    menu.checkmarkWidth *= factor
    let layout = ValuePickerListLayout(
      width: 250, sections: [.init(rowHeights: [90])], checkmark: side, metrics: menu)
    let row = try #require(layout.sections.first?.rows.first)
    let symbol = row.checkmarkSymbolFrame(side: 22 * factor, gap: menu.spacing)
    #expect(symbol.midX == row.checkmarkFrame.midX && symbol.midY == row.checkmarkFrame.midY)
    #expect(symbol.width == row.checkmarkFrame.width + menu.spacing)
    #expect(!symbol.intersects(row.labelFrame))
    // A symbol that fits its column keeps its size, and none is taller than its row.
    #expect(row.checkmarkSymbolFrame(side: 20, gap: menu.spacing).width == 20)
    #expect(row.checkmarkSymbolFrame(side: 500, gap: 500).height == 90)
    for bad in InputLadders.invalidLengths {
      #expect(row.checkmarkSymbolFrame(side: bad, gap: bad).width >= 0)
    }
  }

  @Test func aLeadingCheckmarkKeepsItsColumnBeforeTheLabel() throws {
    let layout = ValuePickerListLayout(
      width: 390, sections: [.init(rowHeights: [44, 44])], checkmark: .leading)
    for row in try #require(layout.sections.first).rows {
      #expect(row.checkmarkFrame.minX == 16 + metrics.rowPadding.leading)
      #expect(row.labelFrame.minX == row.checkmarkFrame.maxX + metrics.spacing)
      #expect(row.labelFrame.maxX == 390 - 16 - metrics.rowPadding.trailing)
    }
  }

  @Test(arguments: ValuePickerCheckmark.allCases)
  func rightToLeftMirrorsEveryFrame(side: ValuePickerCheckmark) {
    let sections: [ValuePickerListLayout.Section] = [
      .init(rowHeights: [44, 44], headerHeight: 16), .init(rowHeights: [60], footerHeight: 18),
    ]
    let ltr = ValuePickerListLayout(width: 320, sections: sections, showsSearchField: true, checkmark: side)
    let rtl = ValuePickerListLayout(
      width: 320, sections: sections, showsSearchField: true, checkmark: side, isRightToLeft: true)
    func mirrored(_ rect: CGRect?) -> CGRect? {
      rect.map { CGRect(x: 320 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }
    #expect(rtl.size == ltr.size)
    #expect(rtl.searchFieldFrame == mirrored(ltr.searchFieldFrame))
    for (a, b) in zip(ltr.sections, rtl.sections) {
      #expect(b.headerFrame == mirrored(a.headerFrame))
      #expect(b.cardFrame == mirrored(a.cardFrame))
      #expect(b.footerFrame == mirrored(a.footerFrame))
      for (r, m) in zip(a.rows, b.rows) {
        #expect(m.frame == mirrored(r.frame))
        #expect(m.labelFrame == mirrored(r.labelFrame))
        #expect(m.checkmarkFrame == mirrored(r.checkmarkFrame))
        #expect(m.separatorFrame == mirrored(r.separatorFrame))
      }
    }
    // The trailing side is the left in a right-to-left list.
    let row = rtl.sections[0].rows[0]
    #expect((row.checkmarkFrame.midX < row.labelFrame.midX) == (side == .trailing))
  }

  @Test func separatorsRunFromTheLabelToTheCardsEdgeExceptBelowTheLastRow() throws {
    let layout = ValuePickerListLayout(width: 390, sections: [.init(rowHeights: [44, 44, 44])])
    let rows = try #require(layout.sections.first).rows
    #expect(rows.last?.separatorFrame == nil)
    for row in rows.dropLast() {
      let line = try #require(row.separatorFrame)
      #expect(line.minX == row.labelFrame.minX && line.maxX == row.frame.maxX)
      #expect(line.maxY == row.frame.maxY && line.height == metrics.separatorWidth)
    }
  }

  @Test func headersAndFootersFrameTheCardAndSectionsAreSpaced() throws {
    let layout = ValuePickerListLayout(
      width: 390,
      sections: [
        .init(rowHeights: [44], headerHeight: 16, footerHeight: 18),
        .init(rowHeights: [44], headerHeight: 16),
      ])
    let first = layout.sections[0]
    let second = layout.sections[1]
    let header = try #require(first.headerFrame)
    let footer = try #require(first.footerFrame)
    #expect(header.minY == metrics.topPadding)
    #expect(first.cardFrame.minY == header.maxY + metrics.headerGap)
    #expect(footer.minY == first.cardFrame.maxY + metrics.headerGap)
    #expect(header.minX == first.rows[0].labelFrame.minX)
    #expect(try #require(second.headerFrame).minY == footer.maxY + metrics.sectionSpacing)
    #expect(second.footerFrame == nil)
  }

  @Test func aSectionWithoutRowsShowsNoHeaderAndTakesNoRoom() {
    let with = ValuePickerListLayout(
      width: 390,
      sections: [
        .init(rowHeights: [44]), .init(rowHeights: [], headerHeight: 16, footerHeight: 18),
        .init(rowHeights: [44]),
      ])
    let without = ValuePickerListLayout(
      width: 390, sections: [.init(rowHeights: [44]), .init(rowHeights: [44])])
    #expect(with.sections.count == 3)
    #expect(with.sections[1].headerFrame == nil && with.sections[1].footerFrame == nil)
    #expect(with.sections[1].rows.isEmpty && with.sections[1].cardFrame.height == 0)
    #expect(with.sections[2].cardFrame == without.sections[1].cardFrame)
    #expect(with.size == without.size)
  }

  @Test func theSearchFieldSitsAboveTheFirstSection() throws {
    let plain = ValuePickerListLayout(width: 390, sections: [.init(rowHeights: [44])])
    let searched = ValuePickerListLayout(
      width: 390, sections: [.init(rowHeights: [44])], showsSearchField: true)
    #expect(plain.searchFieldFrame == nil)
    let field = try #require(searched.searchFieldFrame)
    #expect(field == CGRect(x: 16, y: metrics.topPadding, width: 358, height: metrics.searchFieldHeight))
    #expect(searched.sections[0].cardFrame.minY == field.maxY + metrics.topPadding)
  }

  @Test func theMenuFillsItsWidth() throws {
    let layout = ValuePickerListLayout(
      width: 250, sections: [.init(rowHeights: [44, 44])], checkmark: .leading, metrics: .menu)
    let card = try #require(layout.sections.first).cardFrame
    #expect(card == CGRect(x: 0, y: 0, width: 250, height: 88))
    #expect(layout.size == CGSize(width: 250, height: 88))
  }

  @Test(arguments: InputLadders.lengths)
  func everyWidthAndHeightGivesFiniteFrames(length: CGFloat) {
    let layout = ValuePickerListLayout(
      width: length, sections: [.init(rowHeights: [length, 44], headerHeight: length, footerHeight: length)],
      showsSearchField: true, isRightToLeft: true)
    #expect(layout.size.width.isFinite && layout.size.height.isFinite)
    #expect(layout.size.width >= 0 && layout.size.width <= ValuePickerListLayout.maximumLength)
    for section in layout.sections {
      let frames =
        [section.cardFrame] + section.rows.flatMap { [$0.frame, $0.labelFrame, $0.checkmarkFrame] }
      for frame in frames {
        #expect(frame.minX.isFinite && frame.maxX.isFinite && frame.minY.isFinite && frame.maxY.isFinite)
        #expect(frame.width >= 0 && frame.height >= 0)
      }
    }
  }

  @Test func aThousandRowsStayInOrder() throws {
    let layout = ValuePickerListLayout(
      width: 390, sections: [.init(rowHeights: Array(repeating: 44, count: 1_000))])
    let rows = try #require(layout.sections.first).rows
    #expect(rows.count == 1_000)
    for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
  }

  @Test func rowHeightsGrowWithTheirText() {
    #expect(metrics.rowHeight(lineHeight: 20) == 44)
    #expect(metrics.rowHeight(lineHeight: 40) == 40 + metrics.rowPadding.vertical)
    for bad in InputLadders.invalidLengths { #expect(metrics.rowHeight(lineHeight: bad) == 44) }
    #expect(metrics.rowHeight(lineHeight: .greatestFiniteMagnitude) == ValuePickerListLayout.maximumLength)
  }
}
