import Foundation

/// A touch on a segmented picker's track, followed from touch-down to release or cancellation:
/// whether it scrubs, where the indicator is, which label reads as selected, and what letting go
/// chooses.
///
/// It behaves as `UISegmentedControl`: a drag scrubs only when it starts on the selected segment
/// and first moves sideways; the indicator then moves to the selectable segment nearest the
/// finger (its label takes the selected look, so no selected-looking label ever sits off the
/// indicator), and releasing chooses that segment. Moving farther than ``Rules/outsideTolerance``
/// from the track sends the indicator back to the selection, and releasing there chooses
/// nothing. A cancelled touch (a scroll view took over, the view went away) chooses nothing.
///
/// ```swift
/// var scrub = SegmentedPickerScrub()
/// scrub.touchDown(at: start, in: layout, selectedIndex: 1, isSelectable: { _ in true })
/// scrub.move(to: point, in: layout)
/// scrub.fingerPosition        // 2.4: where the finger is, in segments
/// scrub.highlightedIndex      // 2: the segment under it, drawn as selected
/// scrub.indicatorPosition     // 2: the indicator sits on the highlighted segment
/// let chosen = scrub.end(at: point, in: layout)  // 2, once; nil for a tap or a release outside
/// ```
///
/// The value holds no reference to the layout, so it can live in SwiftUI's gesture state and
/// reset to ``init()`` whenever the gesture is cancelled.
package struct SegmentedPickerScrub: Sendable, Hashable {
  /// Where a touch is in its life.
  public enum Phase: Sendable, Hashable {
    /// No touch.
    case idle
    /// Touching down, not yet moved beyond ``Rules/slop``: it may still become a scrub or a tap.
    case pending
    /// The indicator follows the finger.
    case scrubbing
    /// This touch does not scrub: it started off the selected segment, moved vertically first, or
    /// the control has nothing to scrub. Taps on segments still work.
    case declined
  }

  /// The distances that decide a touch.
  public struct Rules: Sendable, Hashable {
    /// How far a touch moves before it is decided to be a scrub or not.
    public var slop: CGFloat
    /// How far outside the track a scrubbing finger may go before its release chooses nothing.
    public var outsideTolerance: CGFloat

    /// Creates rules; negative or non-finite distances become 0.
    ///
    /// - Parameters:
    ///   - slop: How far a touch moves before it is decided; 6 pt by default.
    ///   - outsideTolerance: How far outside the track a release still counts; 44 pt by default,
    ///     one touch target.
    public init(slop: CGFloat = 6, outsideTolerance: CGFloat = 44) {
      self.slop = ChoiceSpacing.sanitized(slop)
      self.outsideTolerance = ChoiceSpacing.sanitized(outsideTolerance)
    }

    /// The default rules.
    public static let standard = Rules()
  }

  /// Where the touch is in its life.
  public private(set) var phase: Phase = .idle
  /// The segment that was selected when the touch began.
  public private(set) var selectedIndex: Int?
  /// While scrubbing, where the indicator goes: the highlighted segment (see
  /// ``SegmentedPickerLayout/indicatorFrame(at:)``); `nil` otherwise, when the indicator rests on the
  /// selection.
  public var indicatorPosition: Double? { highlightedIndex.map(Double.init) }
  /// While scrubbing, the finger's fractional segment position inside the tolerance (see
  /// ``SegmentedPickerLayout/position(at:)``); `nil` otherwise, and when the finger is outside.
  public private(set) var fingerPosition: Double?
  /// While scrubbing, the segment whose label takes the selected look: the selectable segment
  /// nearest the indicator, or the selection when the finger is outside the tolerance; `nil`
  /// otherwise.
  public private(set) var highlightedIndex: Int?
  /// Whether a segment's tap must be ignored: the touch scrubbed, so its release is the
  /// scrub's, not the segment button's.
  public private(set) var suppressesTap = false

  /// Where the touch went down, in content coordinates; `nil` when idle. A gesture compares it
  /// with its own start to tell a new touch from the one being followed.
  public private(set) var startLocation: CGPoint?

  private var selectable: [Bool] = []
  private var rules = Rules.standard

  /// An idle touch.
  public init() {}

  // Written out: CGPoint is only Equatable in some SDKs, so the conformance cannot be synthesized.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(phase)
    hasher.combine(selectedIndex)
    hasher.combine(fingerPosition)
    hasher.combine(highlightedIndex)
    hasher.combine(suppressesTap)
    hasher.combine(startLocation != nil)
    hasher.combine(point: startLocation ?? .zero)
    hasher.combine(selectable)
    hasher.combine(rules)
  }

  /// Whether the indicator follows the finger.
  public var isScrubbing: Bool { phase == .scrubbing }

  /// Starts following a touch.
  ///
  /// - Parameters:
  ///   - point: Where the finger went down, in the layout's content coordinates.
  ///   - layout: The track's layout.
  ///   - selectedIndex: The selected segment, if any.
  ///   - isSelectable: Whether a segment can be chosen; called once per segment.
  ///   - rules: The distances that decide the touch.
  public mutating func touchDown(
    at point: CGPoint, in layout: SegmentedPickerLayout, selectedIndex: Int?,
    isSelectable: (Int) -> Bool, rules: Rules = .standard
  ) {
    self = SegmentedPickerScrub()
    self.rules = rules
    self.startLocation = point
    self.selectedIndex = selectedIndex
    self.selectable = (0..<layout.count).map(isSelectable)
    let startsOnSelection =
      selectedIndex.map { selected in
        layout.contentBounds.contains(point) && nearestSegment(to: point.x, in: layout) == selected
          && selectable.indices.contains(selected) && selectable[selected]
      } ?? false
    phase = startsOnSelection ? .pending : .declined
  }

  /// Follows the finger.
  ///
  /// - Parameters:
  ///   - point: Where the finger is, in the layout's content coordinates; a NaN coordinate is
  ///     ignored.
  ///   - layout: The track's layout, the same one ``touchDown(at:in:selectedIndex:isSelectable:rules:)`` saw.
  public mutating func move(to point: CGPoint, in layout: SegmentedPickerLayout) {
    guard !point.x.isNaN, !point.y.isNaN else { return }
    // A pending touch always has its start: touch-down records both.
    if phase == .pending, let start = startLocation {
      let dx = abs(point.x - start.x)
      let dy = abs(point.y - start.y)
      guard max(dx, dy) >= rules.slop else { return }
      phase = dx >= dy ? .scrubbing : .declined
    }
    guard phase == .scrubbing else { return }
    suppressesTap = true
    if isInside(point, layout: layout), let position = layout.position(at: point.x) {
      fingerPosition = position
      highlightedIndex = nearestSelectable(to: position) ?? selectedIndex
    } else {
      fingerPosition = nil
      highlightedIndex = selectedIndex
    }
  }

  /// Ends the touch where the finger lifted.
  ///
  /// - Parameters:
  ///   - point: Where the finger lifted, in content coordinates.
  ///   - layout: The track's layout.
  /// - Returns: The segment to choose: the highlighted one when the touch scrubbed, lifted
  ///   within the tolerance and lands on another selectable segment than the selection;
  ///   otherwise `nil`. The touch becomes idle, still suppressing the tap it scrubbed.
  public mutating func end(at point: CGPoint, in layout: SegmentedPickerLayout) -> Int? {
    move(to: point, in: layout)
    let chosen =
      phase == .scrubbing && isInside(point, layout: layout) && highlightedIndex != selectedIndex
      ? highlightedIndex : nil
    let suppressesTap = suppressesTap
    self = SegmentedPickerScrub()
    self.suppressesTap = suppressesTap
    return chosen
  }

  /// Follows a touch known only by where it started and where it is now, as a drag gesture
  /// reports it: a start that differs from the followed touch's begins a new touch (so a touch
  /// whose end was never reported, because it was cancelled, is forgotten), then the touch moves.
  ///
  /// - Parameters:
  ///   - start: Where the finger went down, in content coordinates.
  ///   - current: Where it is now.
  ///   - layout: The track's layout.
  ///   - selectedIndex: The selected segment, if any.
  ///   - isSelectable: Whether a segment can be chosen.
  ///   - rules: The distances that decide the touch.
  public mutating func follow(
    from start: CGPoint, to current: CGPoint, in layout: SegmentedPickerLayout, selectedIndex: Int?,
    isSelectable: (Int) -> Bool, rules: Rules = .standard
  ) {
    if startLocation != start {
      touchDown(
        at: start, in: layout, selectedIndex: selectedIndex, isSelectable: isSelectable, rules: rules)
    }
    move(to: current, in: layout)
  }

  /// Abandons the touch: nothing is chosen and the indicator returns to the selection.
  public mutating func cancel() {
    self = SegmentedPickerScrub()
  }

  /// Whether a segment's tap may act, and forgets the suppression: call it from the tap.
  ///
  /// - Returns: `false` once after a touch that scrubbed; `true` otherwise.
  public mutating func allowsTap() -> Bool {
    defer { suppressesTap = false }
    return !suppressesTap
  }

  private func isInside(_ point: CGPoint, layout: SegmentedPickerLayout) -> Bool {
    let tolerance = rules.outsideTolerance
    return layout.contentBounds.insetBy(dx: -tolerance, dy: -tolerance).contains(point)
  }

  private func nearestSegment(to x: CGFloat, in layout: SegmentedPickerLayout) -> Int? {
    layout.position(at: x).map { Int($0.rounded()) }
  }

  /// The selectable segment nearest a fractional position; on a tie, the one towards the
  /// selection.
  private func nearestSelectable(to position: Double) -> Int? {
    let candidates = selectable.indices.filter { selectable[$0] }
    return candidates.min { a, b in
      let da = abs(Double(a) - position)
      let db = abs(Double(b) - position)
      if da != db { return da < db }
      let selected = Double(selectedIndex ?? 0)
      return abs(Double(a) - selected) < abs(Double(b) - selected)
    }
  }
}
