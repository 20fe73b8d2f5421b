import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the curved tab bar's core over generated input: every number is finite, slots
/// stay in the bar, in order, apart and out of the notch's gap, right to left is the exact
/// mirror, hit-testing inverts the layout, the raised circle sits in the notch, and the outline
/// stays closed and inside the bar at any moment of a move.
@Suite("CurvedTabBar properties", .timeLimit(.minutes(10)))
struct CurvedTabBarProperties {
  struct Input: CustomStringConvertible {
    var count: Int
    var width: CGFloat?
    var bottomInset: CGFloat
    var hasAction: Bool
    var mode: CurvedTabBarNotchMode
    var titles: [CGSize]
    var metrics: CurvedTabBarMetrics
    var position: Double?

    var description: String {
      "\(count) tabs width \(String(describing: width)) inset \(bottomInset) action \(hasAction) "
        + "\(mode) titles \(titles.prefix(4)) notch \(metrics.notch) padding "
        + "\(metrics.horizontalPadding) diameter \(metrics.actionDiameter) position "
        + "\(String(describing: position))"
    }

    func layout(isRightToLeft: Bool = false) -> CurvedTabBarLayout {
      CurvedTabBarLayout(
        tabCount: count, width: width, bottomInset: bottomInset, hasAction: hasAction, mode: mode,
        titleSizes: titles, metrics: metrics, isRightToLeft: isRightToLeft)
    }
  }

  static func input(_ random: inout SeededRandom) -> Input {
    var metrics = CurvedTabBarMetrics.standard
    if random.int(in: 0...2) == 0 {
      metrics.notch = CurvedTabBarNotch(
        width: Generate.mostlyOrdinaryLength(&random), depth: Generate.mostlyOrdinaryLength(&random) / 3,
        smoothness: random.cgFloat(in: -0.5...1.5), cornerRadius: Generate.mostlyOrdinaryLength(&random) / 8,
        profile: random.int(in: 0...3) == 0 ? .tutorial : .smooth)
      metrics.actionDiameter = Generate.mostlyOrdinaryLength(&random)
      metrics.actionRise = Generate.mostlyOrdinaryLength(&random) / 4
      metrics.horizontalPadding = Generate.mostlyOrdinaryLength(&random) / 4
      metrics.barHeight = Generate.mostlyOrdinaryLength(&random) / 2
    }
    let count = Generate.count(&random, upTo: 2_000)
    let titleCount = random.int(in: 0...2) == 0 ? 0 : count
    return Input(
      count: random.int(in: 0...19) == 0 ? -random.int(in: 1...5) : count,
      width: random.int(in: 0...3) == 0 ? Generate.proposal(&random) : random.cgFloat(in: 200...1_000),
      bottomInset: random.int(in: 0...3) == 0 ? Generate.length(&random) : random.cgFloat(in: 0...40),
      hasAction: random.int(in: 0...3) != 0,
      mode: random.int(in: 0...1) == 0 ? .fixed : .travelling,
      titles: (0..<titleCount).map { _ in
        random.int(in: 0...9) == 0
          ? Generate.size(&random) : CGSize(width: random.cgFloat(in: 0...90), height: 12)
      },
      metrics: metrics,
      position: random.int(in: 0...5) == 0
        ? [nil, .nan, -3, 1e9][random.int(in: 0...3)] : random.double(in: 0...Double(max(count - 1, 0))))
  }

  static func shrink(_ input: Input) -> [Input] {
    var smaller: [Input] = []
    if input.count > 1 {
      for count in [input.count / 2, input.count - 1] {
        var candidate = input
        candidate.count = count
        candidate.titles = Array(input.titles.prefix(count))
        smaller.append(candidate)
      }
    }
    if input.metrics != .standard {
      var candidate = input
      candidate.metrics = .standard
      smaller.append(candidate)
    }
    return smaller
  }

  static func numbers(_ rect: CGRect) -> [CGFloat] { [rect.minX, rect.minY, rect.width, rect.height] }

  @Test func everyNumberIsFinite() {
    checkProperty("tab bar numbers are finite", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      var numbers = [layout.size.width, layout.size.height, layout.contentHeight, layout.raisedDiameter]
      numbers += layout.itemFrames.flatMap(Self.numbers)
      numbers += layout.actionFrame.map(Self.numbers) ?? []
      numbers += layout.indicatorFrame(at: input.position).map(Self.numbers) ?? []
      numbers.append(layout.notchCenterX(at: input.position))
      let outline = layout.path(at: input.position).controlPointBounds
      if !outline.isNull { numbers += Self.numbers(outline) }
      return numbers.allSatisfy(\.isFinite) ? nil : "a non-finite number"
    }
  }

  @Test func slotsStayInTheBarInOrderApartAndOutOfTheGap() {
    checkProperty("slots are well formed", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      let frames = layout.itemFrames
      guard frames.count == max(input.count, 0) else { return "\(frames.count) slots" }
      let tolerance = max(layout.size.width, 1) * 1e-9
      for frame in frames {
        guard frame.minX >= -tolerance, frame.maxX <= layout.size.width + tolerance, frame.width >= 0
        else { return "a slot outside the bar: \(frame)" }
        guard frame.minY >= 0, frame.maxY <= layout.contentHeight + tolerance else {
          return "a slot outside the bar's height: \(frame)"
        }
        if let gap = layout.gap, frame.width > 0,
          frame.maxX > gap.lowerBound + tolerance, frame.minX < gap.upperBound - tolerance
        {
          return "a slot in the notch's gap: \(frame) gap \(gap)"
        }
        if let slot = layout.actionSlot, frame.intersection(slot).width > tolerance {
          return "a slot over the action's slot"
        }
      }
      for (a, b) in zip(frames, frames.dropFirst()) where a.maxX > b.minX + tolerance {
        return "slots overlap or are out of order: \(a) \(b)"
      }
      return nil
    }
  }

  @Test func rightToLeftIsTheExactMirror() {
    checkProperty("right to left mirrors", generate: Self.input, shrink: Self.shrink) { input in
      let ltr = input.layout()
      let rtl = input.layout(isRightToLeft: true)
      let width = ltr.size.width
      func mirror(_ frame: CGRect) -> CGRect {
        CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
      }
      guard rtl.itemFrames == ltr.itemFrames.map(mirror) else { return "slots are not mirrored" }
      guard rtl.actionFrame == ltr.actionFrame.map(mirror) else { return "the action is not mirrored" }
      guard rtl.size == ltr.size, rtl.showsTitles == ltr.showsTitles else { return "sizes differ" }
      let x = ltr.notchCenterX(at: input.position)
      guard abs(rtl.notchCenterX(at: input.position) - (width - x)) <= max(width, 1) * 1e-9 else {
        return "the notch is not mirrored"
      }
      return nil
    }
  }

  @Test func hitTestingInvertsTheLayout() {
    checkProperty("hit-testing inverts the layout", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      if let action = layout.actionFrame, action.width > 0.01,
        layout.hit(at: CGPoint(x: action.midX, y: action.midY)) != .action
      {
        return "the action's centre does not hit the action"
      }
      for (index, frame) in layout.itemFrames.enumerated()
      where frame.width > 0.01 && frame.height > 0.01 && index % max(layout.count / 50, 1) == 0 {
        let centre = CGPoint(x: frame.midX, y: frame.maxY - 0.5)
        guard layout.hit(at: centre) == .tab(index) else { return "tab \(index)'s slot hits something else" }
      }
      return nil
    }
  }

  @Test func theRaisedCircleRestsInTheNotch() {
    checkProperty("the circle sits in the notch", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      guard input.mode == .fixed, input.hasAction, let action = layout.actionFrame else { return nil }
      let tolerance = max(layout.size.width, 1) * 1e-9
      guard abs(action.midX - layout.notchCenterX(at: nil)) <= tolerance else {
        return "the action is off the notch's centre"
      }
      let gapWidth = layout.gap.map { $0.upperBound - $0.lowerBound } ?? 0
      guard action.width <= gapWidth + tolerance else { return "the action is wider than the gap" }
      guard action.width <= input.metrics.actionDiameter + tolerance else { return "the action grew" }
      let floor = layout.notch.depth
      guard action.midY <= floor + tolerance else { return "the action's centre is below the valley" }
      return nil
    }
  }

  @Test func theOutlineIsClosedAndInsideTheBarAtAnyMomentOfAMove() {
    checkProperty("outline at any position", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      let path = layout.path(at: input.position)
      let bounds = path.controlPointBounds
      guard !bounds.isNull else {
        return layout.size.width > 0 && layout.size.height > 0 ? "an empty outline for a drawable bar" : nil
      }
      let frame = layout.barFrame.insetBy(dx: -1e-6 * max(layout.size.width, 1), dy: -1e-6)
      guard frame.contains(bounds) else { return "the outline leaves the bar: \(bounds)" }
      guard path.elements.last == .closeSubpath else { return "the outline is not closed" }
      return nil
    }
  }

  @Test func theIndicatorFollowsTheSelection() {
    checkProperty("the indicator follows", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      guard layout.count > 0 else {
        return layout.indicatorFrame(at: 0) == nil ? nil : "an indicator without tabs"
      }
      let index = layout.count / 3
      guard let frame = layout.indicatorFrame(at: Double(index)) else { return "no indicator" }
      let expected =
        input.mode == .fixed ? layout.itemFrames[index].midX : layout.notchCenterX(at: Double(index))
      let tolerance = max(layout.size.width, 1) * 1e-9
      return abs(frame.midX - expected) <= tolerance ? nil : "the indicator is not on tab \(index)"
    }
  }

  @Test func titlesShownAlwaysFitTheirSlots() {
    checkProperty("shown titles fit", generate: Self.input, shrink: Self.shrink) { input in
      let layout = input.layout()
      guard layout.showsTitles else { return nil }
      for (index, title) in input.titles.enumerated() where index < layout.count {
        guard let frame = layout.titleFrame(forTab: index) else { return "no title frame" }
        if ChoiceSpacing.sanitized(title.width) > frame.width + 1e-6 {
          return "title \(index) is wider than its frame"
        }
      }
      return layout.contentHeight + 1e-9 >= layout.columnHeight ? nil : "the bar is shorter than its content"
    }
  }
}
