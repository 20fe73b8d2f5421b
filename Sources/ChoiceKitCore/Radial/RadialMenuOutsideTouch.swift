import Foundation

/// One touch that comes down outside an open radial menu: the menu closes at once, a tap is
/// swallowed, and a scroll goes on to the content under it.
///
/// UIKit's transient menus and popovers close on a touch outside them without the tap reaching
/// what lies beneath (observed), so a tap meant to close the menu never also presses a button
/// behind it. A finger that moves is a scroll or a swipe, and the content under it gets it.
///
/// - A touch on the centre button or an item, or any touch while the menu is closed, is not
///   followed: ``began(at:isOpen:isOnMenu:)`` returns `nil` and the touch goes where it would.
/// - A touch outside an open menu closes it at once, and is followed:
///   - once it has moved more than ``slop`` from where it came down, or a second finger joins,
///     it is ``Verdict/passOn``, and the content has it, as if the menu had never been open;
///   - when it lifts without having done so, it is ``Verdict/swallow``: the tap ends with the
///     menu's closing, and the view under it sees it cancelled;
///   - a touch the system cancels passes on.
/// - While a menu is open, other recognisers that take taps wait for the outside touch to be
///   decided; pans and pinches never wait (``otherWaits(isOpen:isPanOrPinch:)``), so a scroll
///   starts as soon as it would without the menu.
package struct RadialMenuOutsideTouch: Sendable, Equatable {
  /// How far a swallowed tap may move, in points: UIKit's own allowance for a press
  /// (`UILongPressGestureRecognizer.allowableMovement`, documented default 10) and
  /// `LongPressGesture`'s `maximumDistance`.
  package static let slop: CGFloat = 10

  /// What becomes of the touch.
  package enum Verdict: Sendable, Hashable {
    /// Not yet known: the finger is down and has not moved beyond ``slop``.
    case undecided
    /// The touch goes on to the content under it (a scroll, a swipe, a pinch).
    case passOn
    /// The touch was a tap that closed the menu; nothing else sees it.
    case swallow
  }

  /// Where the touch came down.
  package let start: CGPoint
  /// What becomes of the touch so far.
  package private(set) var verdict = Verdict.undecided

  private init(start: CGPoint) {
    self.start = start
  }

  /// A touch came down.
  ///
  /// - Parameters:
  ///   - point: Where, in any space that later points share.
  ///   - isOpen: Whether the menu is open.
  ///   - isOnMenu: Whether the point is on the centre button or an item
  ///     (`RadialMenuGeometry.contains(_:in:)`).
  /// - Returns: The touch to follow, which closes the menu now, or `nil` when it is not the
  ///   menu's to decide: the menu is closed, the touch is on the menu, or the point is not finite.
  package static func began(at point: CGPoint, isOpen: Bool, isOnMenu: Bool) -> RadialMenuOutsideTouch? {
    guard isOpen, !isOnMenu, point.x.isFinite, point.y.isFinite else { return nil }
    return RadialMenuOutsideTouch(start: point)
  }

  /// The finger moved.
  ///
  /// - Parameter point: Where it is now. A point that is not finite passes the touch on.
  /// - Returns: The verdict: ``Verdict/passOn`` once the finger is more than ``slop`` away.
  @discardableResult
  package mutating func moved(to point: CGPoint) -> Verdict {
    guard verdict == .undecided else { return verdict }
    let distance = hypot(point.x - start.x, point.y - start.y)
    if !distance.isFinite || distance > Self.slop { verdict = .passOn }
    return verdict
  }

  /// Another finger came down while this one is followed: a pinch or a two-finger scroll.
  @discardableResult
  package mutating func anotherFingerBegan() -> Verdict {
    if verdict == .undecided { verdict = .passOn }
    return verdict
  }

  /// The finger lifted.
  ///
  /// - Parameter point: Where.
  /// - Returns: ``Verdict/swallow`` for a tap, ``Verdict/passOn`` for a touch that moved away.
  @discardableResult
  package mutating func ended(at point: CGPoint) -> Verdict {
    if moved(to: point) == .undecided { verdict = .swallow }
    return verdict
  }

  /// The system cancelled the touch.
  @discardableResult
  package mutating func cancelled() -> Verdict {
    if verdict == .undecided { verdict = .passOn }
    return verdict
  }

  /// Whether another recogniser must wait for an outside touch to be decided before it
  /// recognises: while the menu is open, those that take taps and presses do, so a tap that
  /// closes the menu never reaches them; pans and pinches never wait, so scrolling and zooming
  /// start as they would without the menu.
  ///
  /// - Parameters:
  ///   - isOpen: Whether the menu is open.
  ///   - isPanOrPinch: Whether the other recogniser follows a moving finger (a scroll view's pan,
  ///     an edge swipe, a pinch).
  package static func otherWaits(isOpen: Bool, isPanOrPinch: Bool) -> Bool {
    isOpen && !isPanOrPinch
  }
}
