import Foundation

/// How a row of tabs is split around the action: which slots go where, before any width is known.
struct CurvedTabBarSlots {
  /// A row split into columns, left to right.
  struct Columns {
    /// Each tab's slot: where its content is drawn.
    var tabs: [ClosedRange<CGFloat>]
    /// The action's own slot in a travelling bar.
    var action: ClosedRange<CGFloat>?
    /// The action's hit column in a travelling bar: its slot, widened to the bar's end on a side
    /// without tabs.
    var actionHit: ClosedRange<CGFloat>?
    /// Each tab's hit column: its slot widened to the end of the bar, the edge of the gap or the
    /// edge of the action's slot where it is the outermost tab of its side.
    var hits: [ClosedRange<CGFloat>]
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
      // Rounding can make the span a hair wider than the side; it never starts before the row.
      let leading = Self.share(max(leadingEnd - span, start)...leadingEnd, count: leadingCount)
      let trailingSpan = slot * CGFloat(count - leadingCount)
      let trailingLow = trailingStart + (span - trailingSpan) / 2
      let trailingHigh = max(min(trailingLow + trailingSpan, end), trailingLow)
      let trailing = Self.share(trailingLow...trailingHigh, count: count - leadingCount)
      // A gap wider than the bar leaves each side an empty span at the bar's end.
      let gapLow = min(max(middle - gapWidth / 2, 0), middle)
      let gapHigh = max(min(middle + gapWidth / 2, width), middle)
      let hits = Self.widened(leading, to: 0...gapLow) + Self.widened(trailing, to: gapHigh...width)
      return Columns(tabs: leading + trailing, action: nil, actionHit: nil, hits: hits)
    }
    let actionSlots = hasAction ? 1 : 0
    let total = count + actionSlots
    let slot = total > 0 ? min((end - start) / CGFloat(total), maximumSlotWidth) : 0
    let span = slot * CGFloat(total)
    let low = max((start + end) / 2 - span / 2, start)
    var slots = Self.share(low...max(min(low + span, end), low), count: total)
    // Only a travelling bar gets here with an action: it takes a slot of its own.
    guard hasAction else {
      return Columns(tabs: slots, action: nil, actionHit: nil, hits: Self.widened(slots, to: 0...width))
    }
    let action = slots.remove(at: leadingCount)
    let hits =
      Self.widened(Array(slots.prefix(leadingCount)), to: 0...action.lowerBound)
      + Self.widened(Array(slots.dropFirst(leadingCount)), to: action.upperBound...width)
    let actionHit =
      (leadingCount == 0 ? 0 : action.lowerBound)...(slots.count > leadingCount ? action.upperBound : width)
    return Columns(tabs: slots, action: action, actionHit: actionHit, hits: hits)
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

  /// `count` equal, touching columns filling `range`.
  static func share(_ range: ClosedRange<CGFloat>, count: Int) -> [ClosedRange<CGFloat>] {
    guard count > 0 else { return [] }
    let width = (range.upperBound - range.lowerBound) / CGFloat(count)
    return (0..<count).map { index in
      let low = range.lowerBound + CGFloat(index) * width
      // The last column ends exactly at the range's end, so rounding never leaves a sliver.
      let high = index == count - 1 ? range.upperBound : low + width
      return low...max(high, low)
    }
  }

  /// Touching slots with the first one reaching down to `side`'s start and the last one up to its
  /// end: the columns that tile the side.
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
