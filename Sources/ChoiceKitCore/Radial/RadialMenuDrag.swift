import Foundation

/// One press-drag-release on a radial menu's centre button: press the button, drag towards an
/// item, release to choose it.
///
/// - A press that never leaves the dead zone is a tap: the button's own action opens or closes
///   the menu, the path VoiceOver and keyboard users keep.
/// - Once the finger leaves the dead zone the drag opens the menu (``opensMenu``), and the item
///   whose sector the finger points at is highlighted; each change of highlight is reported, the
///   moment for a selection haptic. A disabled item is never highlighted.
/// - Releasing chooses the highlighted item; releasing outside every sector, or over a disabled
///   item, cancels and closes the menu.
/// - A quick flick chooses without waiting for the items to fan out: the release reads the
///   direction the finger was heading (its predicted end) when the release point itself is
///   still in the dead zone.
///
/// ```swift
/// var drag = RadialMenuDrag(sectors: geometry.sectors())
/// if drag.move(to: translation, isEnabled: isEnabled) { playSelectionHaptic() }
/// switch drag.end(at: translation, predictedEnd: predicted, isEnabled: isEnabled) {
/// case .tap: break                 // the button's action runs
/// case .choose(let index): run(index)
/// case .cancel: close()
/// }
/// ```
public struct RadialMenuDrag: Sendable, Hashable {
  /// The sectors the drag is read against.
  public let sectors: RadialMenuSectors
  /// The item the finger points at now, if it can be chosen.
  public private(set) var highlighted: Int?
  /// Whether the finger has left the dead zone: the press is a drag, not a tap, and the menu
  /// should be open.
  public private(set) var opensMenu = false

  /// Starts a drag at the button's centre.
  ///
  /// - Parameter sectors: The menu's sectors.
  public init(sectors: RadialMenuSectors) {
    self.sectors = sectors
  }

  /// Follows the finger.
  ///
  /// - Parameters:
  ///   - translation: How far the finger is from where it pressed.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: Whether the highlighted item changed.
  @discardableResult
  public mutating func move(to translation: CGPoint, isEnabled: (Int) -> Bool) -> Bool {
    if let length = Self.length(translation), length >= sectors.deadZone, length > 0 { opensMenu = true }
    let target = sectors.item(for: translation).flatMap { isEnabled($0) ? $0 : nil }
    guard target != highlighted else { return false }
    highlighted = target
    return true
  }

  /// What the release does.
  ///
  /// - Parameters:
  ///   - translation: Where the finger lifted, from where it pressed.
  ///   - predictedEnd: Where the finger was heading, from the gesture's velocity; `nil` when not
  ///     known.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: ``RadialMenuDragOutcome/tap`` for a press that never left the dead zone and was
  ///   no flick, otherwise the chosen item or a cancel.
  public func end(at translation: CGPoint, predictedEnd: CGPoint?, isEnabled: (Int) -> Bool)
    -> RadialMenuDragOutcome
  {
    var released = self
    released.move(to: translation, isEnabled: isEnabled)
    if !released.opensMenu, let predictedEnd, sectors.item(for: predictedEnd) != nil {
      // A flick: the finger lifted before leaving the dead zone, heading for an item.
      released.move(to: predictedEnd, isEnabled: isEnabled)
      return released.highlighted.map(RadialMenuDragOutcome.choose) ?? .cancel
    }
    guard released.opensMenu else { return .tap }
    return released.highlighted.map(RadialMenuDragOutcome.choose) ?? .cancel
  }

  private static func length(_ point: CGPoint) -> CGFloat? {
    let length = hypot(point.x, point.y)
    return length.isFinite ? length : nil
  }
}

/// How a press-drag-release on a radial menu's centre button ends.
public enum RadialMenuDragOutcome: Sendable, Hashable {
  /// The press stayed on the button: its action opens or closes the menu.
  case tap
  /// The finger was released pointing at an item that can be chosen.
  case choose(Int)
  /// The finger was released pointing at nothing, or at a disabled item: the menu closes.
  case cancel
}
