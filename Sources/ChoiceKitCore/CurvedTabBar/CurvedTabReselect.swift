import Foundation

/// What tapping the tab already shown does to its content, as `UITabBarController` does: a
/// navigation stack that has pushed screens pops back to its root; at the root, the tab's scroll
/// view scrolls to the top.
///
/// A curved tab view reports the re-tap to the shown tab's content, where the content that opts
/// in takes one step: the navigation stack marked with `curvedTabPopsToRoot(_:)` pops when it
/// has pushed screens and otherwise passes the re-tap on to the views inside it, where the scroll
/// view marked with `curvedTabScrollsToTop(to:)` scrolls to the top. So one re-tap pops, and the
/// next one, at the root, scrolls.
///
/// ```swift
/// CurvedTabReselectStep.step(navigationDepth: 2)   // .popToRoot
/// CurvedTabReselectStep.step(navigationDepth: 0)   // .scrollToTop
/// ```
public enum CurvedTabReselectStep: String, Sendable, Hashable, CaseIterable {
  /// Pop the tab's navigation stack to its root view.
  case popToRoot
  /// Scroll the root view's scroll view to its top.
  case scrollToTop

  /// The step a re-tap takes in a navigation stack.
  ///
  /// - Parameter navigationDepth: How many screens the stack has pushed above its root; a
  ///   negative depth counts as none.
  /// - Returns: ``popToRoot`` when the stack has pushed screens, otherwise ``scrollToTop``.
  public static func step(navigationDepth: Int) -> CurvedTabReselectStep {
    navigationDepth > 0 ? .popToRoot : .scrollToTop
  }
}

/// How many times each tab was tapped while it was shown: the signal a curved tab view gives
/// each tab's content, which acts each time its own count changes.
///
/// ```swift
/// var reselections = CurvedTabReselections<String>()
/// reselections.reselect("home")
/// reselections.count(for: "home")     // 1
/// reselections.count(for: "inbox")    // 0
/// ```
///
/// Counts only ever change for the re-tapped tab, so no other tab's content acts; a count
/// wraps around instead of overflowing, which still reads as a change.
public struct CurvedTabReselections<ID: Hashable>: Hashable {
  private var counts: [ID: Int] = [:]

  /// No re-taps yet.
  public init() {}

  /// How many times a tab was re-tapped; 0 for a tab never re-tapped.
  ///
  /// - Parameter id: The tab's id.
  /// - Returns: The count, wrapping around at `Int.max`.
  public func count(for id: ID) -> Int { counts[id, default: 0] }

  /// Counts one re-tap of a tab.
  ///
  /// - Parameter id: The re-tapped tab's id.
  public mutating func reselect(_ id: ID) {
    counts[id, default: 0] &+= 1
  }

  /// Counts the re-tap a bar's event reports: a `CurvedTabBarEvent.reselect(_:)` of a tab in
  /// the list; any other event, or an index outside the list, changes nothing.
  ///
  /// - Parameters:
  ///   - event: The bar's event.
  ///   - ids: The tabs' ids, in the bar's order.
  package mutating func record(_ event: CurvedTabBarEvent, ids: [ID]) {
    guard case .reselect(let index) = event, ids.indices.contains(index) else { return }
    reselect(ids[index])
  }

  /// Forgets the tabs that left the list, so a tab that comes back starts from 0 as its content,
  /// built anew, does.
  ///
  /// - Parameter ids: The tabs now in the list.
  public mutating func update(ids: [ID]) {
    let kept = Set(ids)
    counts = counts.filter { kept.contains($0.key) }
  }
}

extension CurvedTabReselections: Sendable where ID: Sendable {}

/// Where a re-tap scrolls a tab's scroll view: to the very top of its content, above its top
/// inset, as UIKit's scroll-to-top does, so a collapsed large title and a search field hidden
/// by scrolling show again; and which of the window's scroll views is the one a view marked
/// with `curvedTabScrollsToTop` stands for.
///
/// ```swift
/// CurvedTabScrollTop.topOffset(contentOffset: CGPoint(x: 0, y: 800), adjustedInsetTop: 140)
/// // (0, -140)
/// ```
package enum CurvedTabScrollTop {
  /// How far a scroll view's frame may miss the marked view's and still stand for it.
  package static let tolerance: CGFloat = 1

  /// The content offset of a scroll view at its top.
  ///
  /// - Parameters:
  ///   - contentOffset: Where the scroll view is now; its horizontal offset is kept.
  ///   - adjustedInsetTop: The scroll view's top inset, safe area and bars included.
  /// - Returns: The offset that shows the top of the content below the inset.
  package static func topOffset(contentOffset: CGPoint, adjustedInsetTop: CGFloat) -> CGPoint {
    CGPoint(x: contentOffset.x, y: -adjustedInsetTop)
  }

  /// The scroll view a marked view stands for: the smallest scroll view whose frame holds the
  /// marked view's frame (a scroll view reaches under the bars and the home indicator, beyond
  /// the view's own frame, so frames are not equal); among equal ones, the last found.
  ///
  /// - Parameters:
  ///   - marked: The marked view's frame, in window coordinates.
  ///   - candidates: The frames of scroll views near it, in window coordinates.
  /// - Returns: The index of that scroll view, or `nil` when none holds the marked view or it
  ///   has no area.
  package static func target(marked: CGRect, candidates: [CGRect]) -> Int? {
    guard marked.width > 0, marked.height > 0, marked.minX.isFinite, marked.minY.isFinite else { return nil }
    var best: (index: Int, area: CGFloat)?
    for (index, frame) in candidates.enumerated()
    where frame.insetBy(dx: -tolerance, dy: -tolerance).contains(marked) {
      let area = frame.width * frame.height
      if let current = best, area > current.area { continue }
      best = (index, area)
    }
    return best?.index
  }
}
