import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("ValuePickerBarLayout")
struct ValuePickerBarLayoutTests {
  func bar(
    width: CGFloat = 390, title: CGFloat = 100, leading: CGFloat = 0, trailing: CGFloat = 0,
    isRightToLeft: Bool = false
  ) -> ValuePickerBarLayout {
    ValuePickerBarLayout(
      width: width, height: 44, titleWidth: title, leadingWidth: leading, trailingWidth: trailing,
      isRightToLeft: isRightToLeft)
  }

  @Test func aTitleThatFitsIsCentredOnTheBar() {
    let layout = bar(title: 100, leading: 120, trailing: 50)
    #expect(layout.titleFrame == CGRect(x: 145, y: 0, width: 100, height: 44))
    #expect(layout.leadingFrame == CGRect(x: 8, y: 0, width: 120, height: 44))
    #expect(layout.trailingFrame == CGRect(x: 390 - 16 - 50, y: 0, width: 50, height: 44))
  }

  @Test func aTitleTooWideToCentreTakesTheRoomBetweenTheButtons() throws {
    // "Notification sound" beside the "Custom Picker" back button on a 320 pt screen.
    let layout = bar(width: 320, title: 160, leading: 132)
    let back = try #require(layout.leadingFrame)
    #expect(layout.titleFrame.minX == back.maxX + ValuePickerBarLayout.titleGap)
    #expect(layout.titleFrame.maxX == 320 - ValuePickerBarLayout.padding)
    #expect(!layout.titleFrame.intersects(back))
  }

  @Test func theBackButtonKeepsItsWidthWhileTheTitleCanBeCentredBesideIt() throws {
    let layout = bar(width: 390, title: 50, leading: 140)
    #expect(layout.leadingFrame?.width == 140)
    #expect(layout.titleFrame.midX == 195)
    // A wider back button stops where the centred title's gap begins.
    let wide = bar(width: 300, title: 50, leading: 500)
    let back = try #require(wide.leadingFrame)
    #expect(back.maxX + ValuePickerBarLayout.titleGap == wide.titleFrame.minX)
    #expect(wide.titleFrame.midX == 150)
  }

  @Test func theBackButtonGivesWayToALongTitleDownToAThirdOfTheBar() throws {
    let layout = bar(width: 300, title: 250, leading: 500)
    let back = try #require(layout.leadingFrame)
    #expect(back.width == 100)
    #expect(layout.titleFrame.minX == back.maxX + ValuePickerBarLayout.titleGap)
    #expect(layout.titleFrame.maxX == 300 - ValuePickerBarLayout.padding)
  }

  @Test func aBarWithoutButtonsKeepsItsPadding() {
    let layout = bar(width: 200, title: 500)
    #expect(layout.leadingFrame == nil && layout.trailingFrame == nil)
    #expect(layout.titleFrame == CGRect(x: 16, y: 0, width: 168, height: 44))
  }

  @Test func theTitleNeverMeetsAButton() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<2_000 {
      let layout = bar(
        width: random.cgFloat(in: 0...600), title: random.cgFloat(in: 0...600),
        leading: random.int(in: 0...1) == 0 ? 0 : random.cgFloat(in: 0...300),
        trailing: random.int(in: 0...1) == 0 ? 0 : random.cgFloat(in: 0...120),
        isRightToLeft: random.int(in: 0...1) == 1)
      for button in [layout.leadingFrame, layout.trailingFrame].compactMap({ $0 }) {
        let common = layout.titleFrame.intersection(button)
        #expect(common.isNull || common.width <= 1e-9, "\(layout)")
      }
      #expect(layout.titleFrame.minX >= -1e-9 && layout.titleFrame.maxX <= layout.frame.width + 1e-9)
    }
  }

  @Test func rightToLeftMirrorsTheBar() {
    let ltr = bar(width: 320, title: 160, leading: 132, trailing: 40)
    let rtl = bar(width: 320, title: 160, leading: 132, trailing: 40, isRightToLeft: true)
    func mirrored(_ rect: CGRect) -> CGRect {
      CGRect(x: 320 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    #expect(rtl.titleFrame == mirrored(ltr.titleFrame))
    #expect(rtl.leadingFrame == ltr.leadingFrame.map(mirrored))
    #expect(rtl.trailingFrame == ltr.trailingFrame.map(mirrored))
  }

  @Test(arguments: InputLadders.lengths)
  func everyLengthGivesFiniteFrames(length: CGFloat) {
    let layout = bar(width: length, title: length, leading: length, trailing: length, isRightToLeft: true)
    for frame in [layout.frame, layout.titleFrame]
      + [layout.leadingFrame, layout.trailingFrame].compactMap({ $0 })
    {
      #expect(frame.minX.isFinite && frame.maxX.isFinite && frame.width >= 0 && frame.height >= 0)
    }
  }
}
