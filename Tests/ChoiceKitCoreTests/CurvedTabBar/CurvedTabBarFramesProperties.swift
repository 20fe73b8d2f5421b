import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// The layout computes each tab's slot and hit column when it is read; these properties hold it
/// to the arrays it used to build in its initialiser (``ReferenceColumns``, kept here), bit for
/// bit, over the generated bars of ``CurvedTabBarProperties``.
@Suite("CurvedTabBar frames", .timeLimit(.minutes(10)))
struct CurvedTabBarFramesProperties {
  @Test func framesAreTheColumnsTheLayoutOnceBuilt() {
    checkProperty(
      "frames equal the reference columns", generate: CurvedTabBarProperties.input,
      shrink: CurvedTabBarProperties.shrink
    ) { input in
      for isRightToLeft in [false, true] {
        let layout = input.layout(isRightToLeft: isRightToLeft)
        let reference = ReferenceColumns(input: input, width: layout.size.width)
        // Each array is built once: reading `layout.itemFrames[index]` would build it per tab.
        let itemFrames = layout.itemFrames
        let tabColumns = layout.tabColumns
        guard layout.count == reference.tabs.count, itemFrames.count == layout.count,
          tabColumns.count == layout.count
        else { return "\(layout.count) tabs, \(reference.tabs.count) in the reference" }
        func expected(_ column: ClosedRange<CGFloat>, y: CGFloat, height: CGFloat) -> CGRect {
          let frame = CGRect(
            x: column.lowerBound, y: y, width: column.upperBound - column.lowerBound, height: height)
          return isRightToLeft
            ? CGRect(x: layout.size.width - frame.maxX, y: y, width: frame.width, height: height) : frame
        }
        let slotTop = itemFrames.first?.minY ?? 0
        let slotHeight = itemFrames.first?.height ?? 0
        for index in 0..<layout.count {
          let slot = expected(reference.tabs[index], y: slotTop, height: slotHeight)
          let column = expected(reference.hits[index], y: 0, height: layout.size.height)
          guard itemFrames[index] == slot, layout.itemFrame(forTab: index) == slot else {
            return "tab \(index) rtl \(isRightToLeft): slot \(itemFrames[index]), expected \(slot)"
          }
          guard tabColumns[index] == column, layout.tabColumn(forTab: index) == column else {
            return "tab \(index) rtl \(isRightToLeft): column \(tabColumns[index]), expected \(column)"
          }
        }
        let slot = reference.action.map { expected($0, y: slotTop, height: slotHeight) }
        if layout.count > 0, layout.actionSlot != slot {
          return "action slot \(String(describing: layout.actionSlot)), expected \(String(describing: slot))"
        }
      }
      return nil
    }
  }

  @Test(arguments: [0, 1, 2, 5])
  func oneFrameOutOfRangeIsNil(count: Int) {
    let layout = CurvedTabBarLayout(tabCount: count, width: 390, mode: .travelling)
    for index in [-1, count, Int.max, Int.min] {
      #expect(layout.itemFrame(forTab: index) == nil)
      #expect(layout.tabColumn(forTab: index) == nil)
    }
    #expect((0..<count).map { layout.itemFrame(forTab: $0) } == layout.itemFrames)
    #expect((0..<count).map { layout.tabColumn(forTab: $0) } == layout.tabColumns)
  }

  @Test func equalLayoutsHashAlikeAndDifferentOnesDiffer() {
    let titles = [CGSize(width: 40, height: 12), CGSize(width: 50, height: 12)]
    let a = CurvedTabBarLayout(tabCount: 2, width: 390, titleSizes: titles)
    // The same titles in a new array, with a surplus size that no tab reads.
    let b = CurvedTabBarLayout(tabCount: 2, width: 390, titleSizes: titles + [CGSize(width: 9, height: 9)])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    let wider = CurvedTabBarLayout(
      tabCount: 2, width: 390, titleSizes: [CGSize(width: 40, height: 12), CGSize(width: 51, height: 12)])
    #expect(a != wider)
    let inset = CurvedTabBarLayout(tabCount: 2, width: 390, bottomInset: 1, titleSizes: titles)
    #expect(a != inset)
    #expect(a != CurvedTabBarLayout(tabCount: 2, width: 390, titleSizes: titles, isRightToLeft: true))
  }
}

/// The tabs' columns as the layout built them before it computed them one at a time: arrays of
/// equal shares, the action's slot removed, the outermost columns widened.
struct ReferenceColumns {
  var tabs: [ClosedRange<CGFloat>]
  var action: ClosedRange<CGFloat>?
  var hits: [ClosedRange<CGFloat>]

  init(input: CurvedTabBarProperties.Input, width: CGFloat) {
    let metrics = input.metrics
    let count = max(input.count, 0)
    let leadingCount = (count + 1) / 2
    let hasGap = input.mode == .fixed && input.hasAction
    let requested = metrics.notch.sanitized()
    let unlimited = CurvedTabBarOutline(notch: metrics.notch).fittedNotch(
      in: CGRect(x: 0, y: 0, width: width, height: CurvedTabBarLayout.maximumLength))
    func ratio(_ fitted: CGFloat, _ requested: CGFloat) -> CGFloat { requested > 0 ? fitted / requested : 1 }
    let widthScale = min(ratio(unlimited.width, requested.width), ratio(unlimited.depth, requested.depth), 1)
    let gapWidth = hasGap ? max(unlimited.width, metrics.actionDiameter * widthScale) : 0
    let maximumSlotWidth = max(metrics.maximumSlotWidth, CurvedTabBarLayout.minimumSlotWidth)

    let minimum = CurvedTabBarLayout.minimumSlotWidth
    let spare =
      hasGap
      ? (width - gapWidth) / 2 - CGFloat(leadingCount) * minimum
      : (width - CGFloat(count + (input.hasAction ? 1 : 0)) * minimum) / 2
    let padding = min(metrics.horizontalPadding, max(spare, 0))
    let start = min(padding, width / 2)
    let end = max(width - padding, width / 2)
    if hasGap {
      let middle = width / 2
      let leadingEnd = max(middle - gapWidth / 2, start)
      let trailingStart = min(middle + gapWidth / 2, end)
      let side = leadingEnd - start
      let slot = leadingCount > 0 ? min(side / CGFloat(leadingCount), maximumSlotWidth) : 0
      let span = slot * CGFloat(leadingCount)
      let leading = Self.share(max(leadingEnd - span, start)...leadingEnd, count: leadingCount)
      let trailingSpan = slot * CGFloat(count - leadingCount)
      let trailingLow = trailingStart + (span - trailingSpan) / 2
      let trailingHigh = max(min(trailingLow + trailingSpan, end), trailingLow)
      let trailing = Self.share(trailingLow...trailingHigh, count: count - leadingCount)
      let gapLow = min(max(middle - gapWidth / 2, 0), middle)
      let gapHigh = max(min(middle + gapWidth / 2, width), middle)
      tabs = leading + trailing
      action = nil
      hits = Self.widened(leading, to: 0...gapLow) + Self.widened(trailing, to: gapHigh...width)
      return
    }
    let total = count + (input.hasAction ? 1 : 0)
    let slot = total > 0 ? min((end - start) / CGFloat(total), maximumSlotWidth) : 0
    let span = slot * CGFloat(total)
    let low = max((start + end) / 2 - span / 2, start)
    var slots = Self.share(low...max(min(low + span, end), low), count: total)
    guard input.hasAction else {
      tabs = slots
      action = nil
      hits = Self.widened(slots, to: 0...width)
      return
    }
    let removed = slots.remove(at: leadingCount)
    tabs = slots
    action = removed
    hits =
      Self.widened(Array(slots.prefix(leadingCount)), to: 0...removed.lowerBound)
      + Self.widened(Array(slots.dropFirst(leadingCount)), to: removed.upperBound...width)
  }

  static func share(_ range: ClosedRange<CGFloat>, count: Int) -> [ClosedRange<CGFloat>] {
    guard count > 0 else { return [] }
    let width = (range.upperBound - range.lowerBound) / CGFloat(count)
    return (0..<count).map { index in
      let low = range.lowerBound + CGFloat(index) * width
      let high = index == count - 1 ? range.upperBound : low + width
      return low...max(high, low)
    }
  }

  static func widened(_ slots: [ClosedRange<CGFloat>], to side: ClosedRange<CGFloat>) -> [ClosedRange<
    CGFloat
  >] {
    slots.indices.map { index in
      let low = index == 0 ? min(side.lowerBound, slots[index].lowerBound) : slots[index].lowerBound
      let high =
        index == slots.count - 1 ? max(side.upperBound, slots[index].upperBound) : slots[index].upperBound
      return low...max(high, low)
    }
  }
}
