import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the segmented picker's core over generated input: nothing traps or hangs, every
/// number is finite, frames are well formed, hit-testing inverts the layout, and no interaction
/// yields a segment that cannot be chosen.
@Suite("SegmentedPicker properties", .timeLimit(.minutes(10)))
struct SegmentedPickerProperties {
  private struct LayoutInput: CustomStringConvertible {
    var sizes: [CGSize]
    var proposal: CGFloat?
    var isRightToLeft: Bool
    var sizing: SegmentedPickerSizing

    var description: String {
      "\(sizes.count) sizes \(sizes.prefix(6)) proposal \(String(describing: proposal)) "
        + "rtl \(isRightToLeft) \(sizing)"
    }

    var layout: SegmentedPickerLayout {
      SegmentedPickerLayout(
        labelSizes: sizes, lineHeight: 17, proposedWidth: proposal, sizing: sizing,
        isRightToLeft: isRightToLeft)
    }
  }

  private static func layoutInput(_ random: inout SeededRandom) -> LayoutInput {
    LayoutInput(
      sizes: Generate.labelSizes(&random), proposal: Generate.proposal(&random),
      isRightToLeft: random.int(in: 0...1) == 1,
      sizing: random.int(in: 0...1) == 0 ? .equalWidths : .fitContent)
  }

  private static func shrink(_ input: LayoutInput) -> [LayoutInput] {
    Generate.shrinkList(input.sizes).map { sizes in
      var smaller = input
      smaller.sizes = sizes
      return smaller
    }
  }

  @Test func everyNumberOfALayoutIsFinite() {
    checkProperty("layout numbers are finite", generate: Self.layoutInput, shrink: Self.shrink) { input in
      let layout = input.layout
      let numbers =
        [layout.size.width, layout.size.height, layout.contentWidth, layout.segmentHeight]
        + layout.segmentFrames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
      return numbers.allSatisfy(\.isFinite) ? nil : "non-finite number"
    }
  }

  @Test func framesAreInsideTheContentInReadingOrderAndApart() {
    checkProperty("frames are well formed", generate: Self.layoutInput, shrink: Self.shrink) { input in
      let layout = input.layout
      let frames = layout.segmentFrames
      let bounds = layout.contentBounds.insetBy(dx: -0.001, dy: -0.001)
      guard frames.allSatisfy({ bounds.contains($0) || $0.isEmpty }) else {
        return "a frame outside the content"
      }
      for (a, b) in zip(frames, frames.dropFirst()) {
        let ordered = input.isRightToLeft ? b.maxX <= a.minX + 0.001 : a.maxX <= b.minX + 0.001
        if !ordered { return "frames overlap or are out of order" }
      }
      return nil
    }
  }

  @Test func hitTestingInvertsTheLayout() {
    checkProperty("hit-testing inverts layout", generate: Self.layoutInput, shrink: Self.shrink) { input in
      let layout = input.layout
      for (index, frame) in layout.segmentFrames.enumerated() where frame.width > 0.01 && frame.height > 0.01
      {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        guard layout.segment(at: centre) == index else { return "segment(at:) of segment \(index)'s centre" }
        guard let position = layout.position(at: frame.midX), abs(position - Double(index)) < 1e-6 else {
          return "position(at:) of segment \(index)'s centre"
        }
      }
      return nil
    }
  }

  @Test func scrollOffsetsStayInRange() {
    checkProperty(
      "scroll offsets are finite and in range",
      generate: { random in (Self.layoutInput(&random), random.int(in: -2...12), Generate.length(&random)) }
    ) { input, index, offset in
      let layout = input.layout
      let result = layout.scrollOffset(revealing: index, from: offset)
      let maximum = max(layout.contentWidth - layout.size.width, 0)
      return result.isFinite && result >= -0.001 && result <= maximum + 0.001 ? nil : "offset \(result)"
    }
  }

  @Test func aScrubOnlyEverChoosesASelectableOtherSegment() {
    checkProperty(
      "scrubs choose only selectable segments",
      generate: { random -> (LayoutInput, Int?, Set<Int>, [CGPoint]) in
        let input = Self.layoutInput(&random)
        let count = input.sizes.count
        let selected = Generate.selection(&random, count: count)
        let disabled = Set((0..<min(count, 8)).filter { _ in random.int(in: 0...3) == 0 })
        let path = (0..<random.int(in: 1...12)).map { _ in Generate.point(&random) }
        return (input, selected, disabled, path)
      }
    ) { input, selected, disabled, path in
      let layout = input.layout
      var scrub = SegmentedPickerScrub()
      let selectable = { (index: Int) in !disabled.contains(index) }
      scrub.touchDown(at: path[0], in: layout, selectedIndex: selected, isSelectable: selectable)
      for point in path.dropFirst() {
        scrub.move(to: point, in: layout)
        if let highlighted = scrub.highlightedIndex,
          !(0..<layout.count).contains(highlighted) || (!selectable(highlighted) && highlighted != selected)
        {
          return "highlighted \(highlighted)"
        }
      }
      guard let chosen = scrub.end(at: path[path.count - 1], in: layout) else { return nil }
      return (0..<layout.count).contains(chosen) && selectable(chosen) && chosen != selected
        ? nil : "chose \(chosen)"
    }
  }

  @Test func keyboardMovesLandOnSelectableItems() {
    checkProperty(
      "moves land on selectable items",
      generate: { random -> (Int, Int?, Set<Int>, ChoiceMove, Bool) in
        let count = Generate.count(&random, upTo: 64)
        let disabled = Set((0..<count).filter { _ in random.int(in: 0...2) == 0 })
        return (
          count, Generate.selection(&random, count: count), disabled,
          ChoiceMove.allCases[random.int(in: 0...3)], random.int(in: 0...1) == 1
        )
      }
    ) { count, current, disabled, move, wraps in
      let target = ChoiceNavigation.target(
        of: move, from: current, count: count, isSelectable: { !disabled.contains($0) }, wraps: wraps)
      guard let target else { return nil }
      return (0..<count).contains(target) && (!disabled.contains(target) || target == current)
        ? nil : "landed on \(target)"
    }
  }

  @Test func taggedOptionsSelectOnlyTheirOwnTags() {
    checkProperty(
      "tags map to options and back",
      generate: { random in Generate.tags(&random, count: Generate.count(&random, upTo: 64)) },
      shrink: Generate.shrinkList
    ) { tags in
      let options = TaggedOptions(tags)
      for index in tags.indices {
        if let tag = options.tag(at: index), options.index(of: tag) != index {
          return "tag at \(index) maps back to \(String(describing: options.index(of: tag)))"
        }
      }
      return nil
    }
  }

  @Test func wordingIsAlwaysPlainText() {
    checkProperty(
      "wording has no placeholders",
      generate: { random in
        (random.int(in: -5...20_000), random.int(in: -5...20_000), random.int(in: 0...1) == 0)
      }
    ) { index, count, isSpanish in
      let wording: SegmentedPickerWording = isSpanish ? .spanish : .english
      let texts = [
        wording.position(index: index, count: count),
        wording.segmentDescription(
          label: "Week", isSelected: true, isEnabled: false, index: index, count: count),
        wording.adjustableValue(label: "Week", index: index, count: count),
        wording.wording.options(count: count), wording.wording.selectedCount(count),
      ]
      return texts.allSatisfy { !$0.contains("{") && !$0.isEmpty } ? nil : "\(texts)"
    }
  }

  @Test func textMeasuresAreFinite() {
    checkProperty(
      "text measures are finite",
      generate: { random in (Generate.string(&random), Generate.length(&random)) }
    ) { text, size in
      let metrics = FontMetricsTextMeasurer.dejaVuSans.measure(text, style: ChoiceTypography(size: size))
      let numbers = [metrics.width, metrics.ascent, metrics.descent]
      return numbers.allSatisfy { $0.isFinite && $0 >= 0 } ? nil : "metrics \(metrics)"
    }
  }
}
