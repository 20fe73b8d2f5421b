import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("TaggedOptions")
struct TaggedOptionsTests {
  @Test func distinctTagsMapBothWays() {
    let options = TaggedOptions(["day", "week", "month"])
    #expect(options.count == 3)
    #expect(!options.isEmpty)
    #expect(options.duplicateIndices.isEmpty)
    for (index, tag) in ["day", "week", "month"].enumerated() {
      #expect(options.tag(at: index) == tag)
      #expect(options.index(of: tag) == index)
      #expect(options.isSelectable(index))
    }
    #expect(options.index(of: "year") == nil)
  }

  @Test func theFirstDuplicateWinsAndLaterOnesAreShadowed() {
    let options = TaggedOptions(["day", "week", "day", "month", "week", "day"])
    #expect(options.count == 6)
    #expect(options.index(of: "day") == 0)
    #expect(options.index(of: "week") == 1)
    #expect(options.index(of: "month") == 3)
    #expect(options.duplicateIndices == [2, 4, 5])
    #expect(options.tag(at: 2) == nil)
    #expect(options.tag(at: 4) == nil)
    #expect(options.tag(at: 0) == "day")
    #expect((0..<6).filter(options.isSelectable) == [0, 1, 3])
  }

  @Test func untaggedChildrenCountButCannotBeSelected() {
    let options = TaggedOptions<Int>([nil, 1, nil, 2, nil])
    #expect(options.count == 5)
    #expect((0..<5).map(options.tag(at:)) == [nil, 1, nil, 2, nil])
    #expect((0..<5).filter(options.isSelectable) == [1, 3])
    #expect(options.duplicateIndices.isEmpty)
    #expect(options.index(of: 2) == 3)
  }

  @Test func anEmptyListSelectsNothing() {
    let options = TaggedOptions<String>([])
    #expect(options.count == 0)
    #expect(options.isEmpty)
    #expect(options.tag(at: 0) == nil)
    #expect(options.index(of: "day") == nil)
    #expect(!options.isSelectable(0))
    #expect(options.duplicateIndices.isEmpty)
  }

  @Test(arguments: [-1, 3, Int.max, Int.min])
  func outOfRangeIndicesHaveNoTag(index: Int) {
    let options = TaggedOptions([10, 20, 30])
    #expect(options.tag(at: index) == nil)
    #expect(!options.isSelectable(index))
  }

  @Test func aThousandOptionsWithRepeatsKeepTheFirstOfEach() {
    let tags = (0..<1_000).map { $0 % 7 }
    let options = TaggedOptions(tags)
    #expect(options.duplicateIndices.count == 1_000 - 7)
    #expect((0..<1_000).filter(options.isSelectable) == Array(0..<7))
    for tag in 0..<7 { #expect(options.index(of: tag) == tag) }
  }

  @Test func anExplicitTagWinsOverAnImplicitOne() {
    let options = TaggedOptions(explicit: [nil, "b", nil, nil], implicit: ["a", "x", nil, "a"])
    #expect(options.tag(at: 0) == "a")
    #expect(options.tag(at: 1) == "b")
    #expect(options.tag(at: 2) == nil)
    #expect(options.tag(at: 3) == nil)
    #expect(options.duplicateIndices == [3])
    #expect(options.index(of: "x") == nil)
  }

  @Test func theFirstTagWinsWhicheverWayItWasGiven() {
    let options = TaggedOptions(explicit: [nil, "a"], implicit: ["a", nil])
    #expect(options.index(of: "a") == 0)
    #expect(!options.isSelectable(1))
  }

  @Test func implicitTagsMayBeFewerOrMoreThanTheChildren() {
    #expect(TaggedOptions<String>(explicit: [nil, nil], implicit: ["a"]).tag(at: 1) == nil)
    #expect(TaggedOptions<String>(explicit: [nil], implicit: ["a", "b"]).count == 1)
    #expect(TaggedOptions<String>(explicit: [], implicit: ["a"]).isEmpty)
  }

  @Test func untaggedChildrenAreReported() {
    #expect(TaggedOptions<Int>([nil, nil]).hasChildrenButNoTags)
    #expect(!TaggedOptions<Int>([nil, 1]).hasChildrenButNoTags)
    #expect(!TaggedOptions<Int>([]).hasChildrenButNoTags)
  }

  @Test func anOptionalSelectionOfNilSelectsNothing() {
    let options = TaggedOptions(["day", "week"])
    #expect(options.selectedIndex(for: nil) == nil)
    #expect(options.selectedIndex(for: "week") == 1)
    #expect(options.selectedIndex(for: "year") == nil)
  }

  // MARK: Tags not equal to themselves

  @Test func aNaNTagIsSelectableAndANaNSelectionChoosesIt() throws {
    let zero = 0.0
    let computedNaN = zero / zero  // the NaN arithmetic makes, whatever its sign and payload
    let options = TaggedOptions<Double>([1, .nan, 2, .nan, -.nan])
    #expect(options.index(of: .nan) == 1)
    #expect(options.index(of: computedNaN) == 1)
    #expect(options.selectedIndex(for: -.nan) == 1)
    #expect(try #require(options.tag(at: 1)).isNaN)
    #expect((0..<5).filter(options.isSelectable) == [0, 1, 2])
    #expect(options.tag(at: 3) == nil && options.tag(at: 4) == nil)
    #expect(options.duplicateIndices == [3, 4])
    #expect(options.index(of: 2) == 2)
    #expect(!options.hasChildrenButNoTags)
    #expect(TaggedOptions<Double>([.nan]).index(of: .nan) == 0)
    #expect(TaggedOptions<Double>([1, 2]).index(of: .nan) == nil)
  }

  @Test func valuesHoldingNaNCountAsOneTag() {
    let options = TaggedOptions([
      CGPoint(x: 1, y: 1), CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.nan),
    ])
    #expect(options.index(of: CGPoint(x: 0, y: CGFloat.nan)) == 1)
    #expect(options.index(of: CGPoint(x: 1, y: 1)) == 0)
    #expect(options.duplicateIndices == [2])
    #expect((0..<3).filter(options.isSelectable) == [0, 1])
  }

  @Test func optionsWithNaNTagsEqualThemselves() {
    let options = TaggedOptions<Double>([.nan, 1])
    #expect(options == options)
    #expect(options == TaggedOptions<Double>([-.nan, 1]))
    #expect(options.hashValue == TaggedOptions<Double>([-.nan, 1]).hashValue)
    #expect(options != TaggedOptions<Double>([1, .nan]))
    #expect(options != TaggedOptions<Double>([.nan, 1, .nan]))
    #expect(Set([options, TaggedOptions<Double>([.nan, 1])]).count == 1)
  }

  @Test func everyTagSelectsOneSelectableOptionWithThatTag() {
    // The picker's two promises: a selection that an option shows is selectable, and choosing an
    // option writes a tag that selects that same option.
    let pool: [Double?] = [nil, 0, -0.0, 1, 2, .nan, -.nan, .infinity, -.infinity]
    var random = SeededRandom(seed: 4_242)
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    for round in 0..<300 {
      let tags = (0..<random.int(in: 0...12)).map { _ in pool[random.int(in: 0...(pool.count - 1))] }
      let options = TaggedOptions(tags)
      let context = "round \(round): \(tags)"
      for (index, tag) in tags.enumerated() {
        guard let tag else {
          #expect(!options.isSelectable(index), "\(context)")
          continue
        }
        guard let chosen = options.selectedIndex(for: tag), let written = options.tag(at: chosen) else {
          Issue.record("tag \(tag) at \(index) selects nothing: \(context)")
          continue
        }
        #expect(chosen <= index && same(written, tag), "\(context)")
        #expect(options.isSelectable(index) == (chosen == index), "\(context)")
        #expect(options.duplicateIndices.contains(index) == (chosen != index), "\(context)")
      }
    }
  }
}
