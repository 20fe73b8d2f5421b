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
      .text(TextRun("a", origin: CGPoint(x: 1, y: 1), style: ChoiceTypography(size: 12), color: .black)),
      .text(TextRun("a", origin: CGPoint(x: 1, y: 2), style: ChoiceTypography(size: 12), color: .black))
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

extension DisplayListHashingTests {
  static func nested(depth: Int, opacity: Double = 1) -> DisplayItem {
    var item = DisplayItem.shape(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), fill: .color(.black))
    for _ in 0..<depth { item = .group(DisplayGroup([item], opacity: opacity)) }
    return item
  }

  @Test func deeplyNestedItemsCompareAndHash() {
    let depth = 10_000
    let a = Self.nested(depth: depth)
    let b = Self.nested(depth: depth)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != Self.nested(depth: depth - 1))
    #expect(a != Self.nested(depth: depth, opacity: 0.5))
    let lists = [DisplayList(size: .zero, items: [a]), DisplayList(size: .zero, items: [b])]
    #expect(Set(lists).count == 1)
  }

  @Test func groupsCompareEveryEffect() {
    let base = DisplayGroup([
      .text(TextRun("a", origin: .zero, style: ChoiceTypography(size: 9), color: .black))
    ])
    var variants = [base]
    var group = base
    group.opacity = 0.5
    variants.append(group)
    group = base
    group.transform = AffineTransform2D(translationX: 1, y: 0)
    variants.append(group)
    group = base
    group.clip = .rect(CGRect(x: 0, y: 0, width: 1, height: 1))
    variants.append(group)
    group = base
    group.shadow = DropShadow(color: .black, radius: 1)
    variants.append(group)
    group = base
    group.items = []
    variants.append(group)
    let items = variants.map(DisplayItem.group)
    #expect(Set(items).count == variants.count)
    for item in items { #expect(item == item) }
  }
}
