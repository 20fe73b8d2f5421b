import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

/// Display items hash their geometry by hand; equal items must hash alike, different ones differ.
@Suite struct DisplayListHashingTests {
  @Test(arguments: [
    (
      DisplayItem.icon(name: "plus", frame: CGRect(x: 0, y: 0, width: 4, height: 4), color: .black),
      DisplayItem.icon(name: "plus", frame: CGRect(x: 0, y: 0, width: 5, height: 4), color: .black)
    ),
    (
      .text(TextRun("a", origin: CGPoint(x: 1, y: 1), style: Typography(size: 12), color: .black)),
      .text(TextRun("a", origin: CGPoint(x: 1, y: 2), style: Typography(size: 12), color: .black))
    ),
    (
      .group(
        DisplayGroup([], shadow: DropShadow(color: .black, radius: 2, offset: CGSize(width: 0, height: 1)))),
      .group(
        DisplayGroup([], shadow: DropShadow(color: .black, radius: 2, offset: CGSize(width: 0, height: 2))))
    ),
    (
      .shape(
        .rect(CGRect(x: 0, y: 0, width: 1, height: 1)),
        fill: .linearGradient(LinearGradientPaint(start: .zero, end: CGPoint(x: 0, y: 1), stops: []))),
      .shape(
        .rect(CGRect(x: 0, y: 0, width: 1, height: 1)),
        fill: .linearGradient(LinearGradientPaint(start: .zero, end: CGPoint(x: 1, y: 0), stops: [])))
    ),
  ])
  func itemsHashTheirGeometry(item: DisplayItem, moved: DisplayItem) {
    let copy = item
    #expect(item.hashValue == copy.hashValue)
    #expect(item != moved)
    #expect(Set([item, copy, moved]).count == 2)
  }

  @Test func listsHashTheirSize() {
    let a = DisplayList(size: CGSize(width: 10, height: 10))
    let b = DisplayList(size: CGSize(width: 10, height: 11))
    #expect(Set([a, a, b]).count == 2)
    #expect(a.hashValue == DisplayList(size: CGSize(width: 10, height: 10)).hashValue)
  }
}
