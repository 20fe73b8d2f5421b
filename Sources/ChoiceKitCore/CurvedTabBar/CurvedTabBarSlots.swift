import Foundation

/// How a row of tabs is split around the action: which slots go where, before any width is known.
///
/// A row's columns are arithmetic (equal slots filling a span, the outermost widened to the
/// bar's end or the gap's edge), so they are computed one at a time, by index, rather than built
/// as arrays: a layout of thousands of tabs then allocates nothing but its own frames.
struct CurvedTabBarSlots {
  /// `shares` equal, touching columns filling `range`, of which the tabs of one side of the row
  /// take `count`, from `first` on; the outermost of them reach out to the ends of `reach`.
  struct Side {
    /// The span the equal columns fill.
    var range: ClosedRange<CGFloat>
    /// How many equal columns the span is cut into.
    var shares: Int
    /// The column of the side's first tab.
    var first: Int
    /// The number of tabs on the side.
    var count: Int
    /// The span the side's hit columns tile: its first column reaches down to its start and its
    /// last up to its end.
    var reach: ClosedRange<CGFloat>
    /// The width of one share, divided out once: every slot reads it.
    var shareWidth: CGFloat

    init(range: ClosedRange<CGFloat>, shares: Int, first: Int, count: Int, reach: ClosedRange<CGFloat>) {
      self.range = range
      self.shares = shares
      self.first = first
      self.count = count
      self.reach = reach
      shareWidth = shares > 0 ? Slots.shareWidth(range, count: shares) : 0
    }

    /// A side without tabs.
    static let empty = Side(range: 0...0, shares: 0, first: 0, count: 0, reach: 0...0)

    /// The `index`th tab's slot: the `first + index`th of `shares` equal columns filling `range`.
    func slot(_ index: Int) -> ClosedRange<CGFloat> {
      Slots.share(range, count: shares, index: first + index, width: shareWidth)
    }

    /// The `index`th tab's hit column: its slot, the first reaching down to the start of `reach`
    /// and the last up to its end.
    func hit(_ index: Int) -> ClosedRange<CGFloat> {
      let slot = slot(index)
      let low = index == 0 ? min(reach.lowerBound, slot.lowerBound) : slot.lowerBound
      let high = index == count - 1 ? max(reach.upperBound, slot.upperBound) : slot.upperBound
      return low...max(high, low)
    }

    private typealias Slots = CurvedTabBarSlots
  }

  /// A row split into columns, left to right.
  struct Columns {
    /// The tabs before the gap or the action (all of them without either).
    var leading: Side
    /// The tabs after the gap or the action.
    var trailing: Side
    /// The action's own slot in a travelling bar.
    var action: ClosedRange<CGFloat>?
    /// The action's hit column: a travelling bar's action slot, or the gap under a fixed bar's
    /// notch, widened to the bar's end on a side without tabs.
    var actionHit: ClosedRange<CGFloat>?

    /// The number of tabs.
    var count: Int { leading.count + trailing.count }

    /// Each tab's slot: where its content is drawn.
    func tab(_ index: Int) -> ClosedRange<CGFloat> {
      index < leading.count ? leading.slot(index) : trailing.slot(index - leading.count)
    }

    /// Each tab's hit column: its slot widened to the end of the bar, the edge of the gap or the
    /// edge of the action's slot where it is the outermost tab of its side.
    func hit(_ index: Int) -> ClosedRange<CGFloat> {
      index < leading.count ? leading.hit(index) : trailing.hit(index - leading.count)
    }
  }

  let count: Int
  let hasAction: Bool
  let mode: CurvedTabBarNotchMode
  let metrics: CurvedTabBarMetrics
  let widestTitle: CGFloat

  /// The tabs on the leading side of a fixed bar's notch, or before a travelling bar's action.
  var leadingCount: Int { (count + 1) / 2 }

  /// Whether the row leaves a gap under a notch at its centre.
  var hasGap: Bool { mode == .fixed && hasAction }

  /// The widest a slot grows: the metrics' maximum, never below the minimum slot width.
  var maximumSlotWidth: CGFloat {
    max(metrics.maximumSlotWidth, CurvedTabBarLayout.minimumSlotWidth)
  }

  /// The width a self-sizing bar takes, and the rule for a proposed width.
  func resolvedWidth(_ proposal: CGFloat?) -> CGFloat {
    if let proposal, !proposal.isNaN, proposal != .infinity {
      return min(max(proposal, 0), CurvedTabBarLayout.maximumLength)
    }
    let slot = max(
      CurvedTabBarLayout.minimumSlotWidth,
      CurvedTabBarLayout.rowWidth(metrics: metrics, titleWidth: widestTitle))
    let padding = 2 * metrics.horizontalPadding
    let natural: CGFloat
    if hasGap {
      let gap = max(metrics.notch.sanitized().width, metrics.actionDiameter)
      natural = padding + gap + 2 * CGFloat(leadingCount) * slot
    } else {
      natural = padding + CGFloat(count + (hasAction ? 1 : 0)) * slot
    }
    return min(natural, CurvedTabBarLayout.maximumLength)
  }

  /// Each tab's slot and hit column and the action's own slot (travelling bars), left to right.
  ///
  /// Every tab's slot has the same width. A fixed bar with an action leaves `gapWidth` free in the
  /// middle, even when it is 0; the leading side's slots fill the span beside the gap, and the
  /// trailing side's, one fewer for an odd count, are centred in the mirror-image span, so the
  /// icons keep one spacing on both sides. Slots wider than ``maximumSlotWidth`` are narrowed to it
  /// and the row gathers around the centre.
  func columns(width: CGFloat, gapWidth: CGFloat) -> Columns {
    let padding = rowPadding(width: width, gapWidth: gapWidth)
    let start = min(padding, width / 2)
    let end = max(width - padding, width / 2)
    if hasGap {
      let middle = width / 2
      let leadingEnd = max(middle - gapWidth / 2, start)
      let trailingStart = min(middle + gapWidth / 2, end)
      let side = leadingEnd - start
      let slot = leadingCount > 0 ? min(side / CGFloat(leadingCount), maximumSlotWidth) : 0
      let span = slot * CGFloat(leadingCount)
      let trailingCount = count - leadingCount
      let trailingSpan = slot * CGFloat(trailingCount)
      let trailingLow = trailingStart + (span - trailingSpan) / 2
      let trailingHigh = max(min(trailingLow + trailingSpan, end), trailingLow)
      // A gap wider than the bar leaves each side an empty span at the bar's end.
      let gapLow = min(max(middle - gapWidth / 2, 0), middle)
      let gapHigh = max(min(middle + gapWidth / 2, width), middle)
      // Rounding can make the span a hair wider than the side; it never starts before the row.
      let leading = Side(
        range: max(leadingEnd - span, start)...leadingEnd, shares: leadingCount, first: 0,
        count: leadingCount, reach: 0...gapLow)
      let trailing = Side(
        range: trailingLow...trailingHigh, shares: trailingCount, first: 0, count: trailingCount,
        reach: gapHigh...width)
      // The whole gap is the action's: a touch beside the circle, under the notch, presses it.
      let actionHit = (leadingCount == 0 ? 0 : gapLow)...(trailingCount > 0 ? gapHigh : width)
      return Columns(leading: leading, trailing: trailing, action: nil, actionHit: actionHit)
    }
    let actionSlots = hasAction ? 1 : 0
    let total = count + actionSlots
    let slot = total > 0 ? min((end - start) / CGFloat(total), maximumSlotWidth) : 0
    let span = slot * CGFloat(total)
    let low = max((start + end) / 2 - span / 2, start)
    let range = low...max(min(low + span, end), low)
    // Only a travelling bar gets here with an action: it takes a slot of its own.
    guard hasAction else {
      let all = Side(range: range, shares: total, first: 0, count: count, reach: 0...width)
      return Columns(leading: all, trailing: .empty, action: nil, actionHit: nil)
    }
    let action = Self.share(range, count: total, index: leadingCount)
    let trailingCount = count - leadingCount
    let leading = Side(
      range: range, shares: total, first: 0, count: leadingCount, reach: 0...action.lowerBound)
    let trailing = Side(
      range: range, shares: total, first: leadingCount + 1, count: trailingCount,
      reach: action.upperBound...width)
    let actionHit =
      (leadingCount == 0 ? 0 : action.lowerBound)...(trailingCount > 0 ? action.upperBound : width)
    return Columns(leading: leading, trailing: trailing, action: action, actionHit: actionHit)
  }

  /// The padding at each end of the row: the metrics' padding, shrunk (down to 0) as far as it
  /// takes to keep the fullest side's slots at least ``CurvedTabBarLayout/minimumSlotWidth`` wide.
  func rowPadding(width: CGFloat, gapWidth: CGFloat) -> CGFloat {
    let slot = CurvedTabBarLayout.minimumSlotWidth
    let spare: CGFloat
    if hasGap {
      spare = (width - gapWidth) / 2 - CGFloat(leadingCount) * slot
    } else {
      spare = (width - CGFloat(count + (hasAction ? 1 : 0)) * slot) / 2
    }
    return min(metrics.horizontalPadding, max(spare, 0))
  }

  /// The width of each of `count` equal columns filling `range`.
  static func shareWidth(_ range: ClosedRange<CGFloat>, count: Int) -> CGFloat {
    (range.upperBound - range.lowerBound) / CGFloat(count)
  }

  /// The `index`th of `count` equal, touching columns filling `range`, each
  /// ``shareWidth(_:count:)`` wide.
  static func share(
    _ range: ClosedRange<CGFloat>, count: Int, index: Int, width: CGFloat? = nil
  ) -> ClosedRange<CGFloat> {
    let width = width ?? shareWidth(range, count: count)
    let low = range.lowerBound + CGFloat(index) * width
    // The last column ends exactly at the range's end, so rounding never leaves a sliver.
    let high = index == count - 1 ? range.upperBound : low + width
    return low...max(high, low)
  }
}
