import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("ValuePickerRowLayout")
struct ValuePickerRowLayoutTests {
  let metrics = ValuePickerMetrics.list
  let title = CGSize(width: 60, height: 20)

  func row(
    width: CGFloat = 358, accessory: ValuePickerRowLayout.Accessory = .disclosure, isStacked: Bool = false,
    isRightToLeft: Bool = false
  ) -> ValuePickerRowLayout {
    ValuePickerRowLayout(
      width: width, titleSize: title, valueLineHeight: 20, accessory: accessory, accessorySize: 18,
      isStacked: isStacked, isRightToLeft: isRightToLeft)
  }

  @Test func theValueTakesTheRoomBetweenTheTitleAndTheAccessory() throws {
    let layout = row()
    let accessory = try #require(layout.accessoryFrame)
    #expect(layout.frame == CGRect(x: 0, y: 0, width: 358, height: 44))
    #expect(layout.titleFrame == CGRect(x: 16, y: 12, width: 60, height: 20))
    #expect(accessory == CGRect(x: 358 - 16 - 18, y: 13, width: 18, height: 18))
    #expect(layout.valueFrame.minX == layout.titleFrame.maxX + metrics.spacing)
    #expect(layout.valueFrame.maxX == accessory.minX - metrics.spacing / 2)
    // The row less both paddings, the title, the title's gap, the accessory and its gap.
    let room: CGFloat = 358 - 16 - 60 - 12 - 6 - 18 - 16
    #expect(layout.valueFrame.width == room)
  }

  @Test func aRowWithoutAccessoryGivesTheValueItsRoom() {
    let plain = row(accessory: .none)
    #expect(plain.accessoryFrame == nil)
    #expect(plain.valueFrame.maxX == 358 - metrics.rowPadding.trailing)
    #expect(plain.valueFrame.width > row().valueFrame.width)
    #expect(row(accessory: .menu).valueFrame == row().valueFrame)
  }

  @Test(arguments: [false, true])
  func rightToLeftMirrorsTheRow(isStacked: Bool) {
    let ltr = row(isStacked: isStacked)
    let rtl = row(isStacked: isStacked, isRightToLeft: true)
    func mirrored(_ rect: CGRect) -> CGRect {
      CGRect(x: 358 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    #expect(rtl.frame == ltr.frame)
    #expect(rtl.titleFrame == mirrored(ltr.titleFrame))
    #expect(rtl.valueFrame == mirrored(ltr.valueFrame))
    #expect(rtl.accessoryFrame == ltr.accessoryFrame.map(mirrored))
    #expect(rtl.titleFrame.minX > rtl.valueFrame.minX || isStacked)
  }

  @Test func aStackedRowPutsTheValueBelowTheTitleAcrossTheRow() throws {
    let stacked = row(isStacked: true)
    #expect(stacked.isStacked)
    #expect(stacked.valueFrame.minY == stacked.titleFrame.maxY + metrics.headerGap)
    #expect(stacked.valueFrame.minX == stacked.titleFrame.minX)
    #expect(stacked.valueFrame.width > row().valueFrame.width)
    #expect(stacked.frame.height == 20 + metrics.headerGap + 20 + metrics.rowPadding.vertical)
    let accessory = try #require(stacked.accessoryFrame)
    #expect(accessory.midY == stacked.frame.midY)
  }

  @Test func rowsStackAtTheAccessibilitySizesOnlyExceptOnTheWatch() {
    for scale in ChoiceTextScale.allCases {
      #expect(ValuePickerRowLayout.stacks(at: scale) == scale.isAccessibilitySize)
      for idiom in InterfaceIdiom.allCases {
        #expect(
          ValuePickerRowLayout.stacks(at: scale, idiom: idiom)
            == (scale.isAccessibilitySize || idiom == .watch))
      }
    }
  }

  /// Texts wrap where the row stacks (at the accessibility sizes, and on the watch), as the
  /// system's rows wrap there; elsewhere they keep one line.
  @Test func textsWrapWhereTheRowStacks() {
    for scale in ChoiceTextScale.allCases {
      for idiom in InterfaceIdiom.allCases {
        let limit = ValuePickerRowLayout.lineLimit(at: scale, idiom: idiom)
        #expect(
          limit == (ValuePickerRowLayout.stacks(at: scale, idiom: idiom) ? nil : 1), "\(scale) \(idiom)")
      }
    }
    #expect(ValuePickerRowLayout.lineLimit(at: .large) == 1)
    #expect(ValuePickerRowLayout.lineLimit(at: .accessibility3) == nil)
  }

  /// A stacked row whose title and value wrap is as tall as their lines.
  @Test func aStackedRowGrowsWithItsLines() {
    let metrics = ValuePickerMetrics.list
    let one = ValuePickerRowLayout(
      width: 358, titleSize: CGSize(width: 100, height: 60), valueLineHeight: 60, accessory: .disclosure,
      accessorySize: 18, isStacked: true)
    let three = ValuePickerRowLayout(
      width: 358, titleSize: CGSize(width: 100, height: 120), valueLineHeight: 180, accessory: .disclosure,
      accessorySize: 18, isStacked: true)
    #expect(three.frame.height - one.frame.height == 180)
    #expect(three.valueFrame.height == 180)
    #expect(three.valueFrame.minY == three.titleFrame.maxY + metrics.headerGap)
  }

  @Test func aTitleWiderThanTheRowLeavesTheValueNoRoom() {
    let layout = ValuePickerRowLayout(
      width: 200, titleSize: CGSize(width: 500, height: 20), valueLineHeight: 20, accessory: .disclosure,
      accessorySize: 18)
    #expect(layout.titleFrame.maxX <= 200)
    #expect(layout.valueFrame.width == 0)
  }

  @Test(arguments: InputLadders.lengths)
  func everyLengthGivesFiniteFrames(length: CGFloat) {
    for isStacked in [false, true] {
      let layout = ValuePickerRowLayout(
        width: length, titleSize: CGSize(width: length, height: length), valueLineHeight: length,
        accessory: .menu, accessorySize: length, isStacked: isStacked, isRightToLeft: true)
      for frame in [layout.frame, layout.titleFrame, layout.valueFrame]
        + [layout.accessoryFrame].compactMap({ $0 })
      {
        #expect(frame.minX.isFinite && frame.maxX.isFinite && frame.minY.isFinite && frame.maxY.isFinite)
        #expect(frame.width >= 0 && frame.height >= 0)
      }
      #expect(layout.frame.height >= metrics.minimumRowHeight)
    }
  }
}
