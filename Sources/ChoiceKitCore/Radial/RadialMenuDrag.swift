import Foundation

/// One press-drag-release on a radial menu's centre button: press the button, drag towards an
/// item, release to choose it.
///
/// Two measures of the finger are read: its **position** relative to the button's centre, which
/// says what it points at (``RadialMenuSectors/item(for:)``: the item whose frame holds it, else
/// the item whose sector holds its direction), and its **travel** from where it pressed, which
/// says whether the press became a drag. A press off the button's centre therefore still points
/// where the finger is, and a release on an item's frame chooses that item.
///
/// - A press whose travel never leaves the dead zone is a tap: the button's own action opens or
///   closes the menu, the path VoiceOver and keyboard users keep.
/// - Once the travel leaves the dead zone the drag opens the menu (``opensMenu``), and the item
///   the finger points at is highlighted; each new highlight is reported, the moment for a
///   selection haptic, and leaving every item is not. A disabled item is never highlighted.
/// - Releasing on an item's frame chooses it (a disabled one cancels); otherwise releasing
///   chooses the highlighted item, and releasing outside every sector cancels and closes the menu.
/// - A flick chooses without waiting for the items to fan out: a release still inside the dead
///   zone that travelled at least ``flickMinimumTravel`` at ``flickMinimumSpeed`` or faster reads
///   where the finger was heading (its predicted end). Shorter or slower releases are taps, so a
///   quick tap never chooses.
///
/// ```swift
/// var drag = RadialMenuDrag(sectors: geometry.sectors())
/// if drag.move(to: position, travel: travel, isEnabled: isEnabled) { playSelectionHaptic() }
/// switch drag.end(at: position, travel: travel, predictedEnd: predicted, speed: speed, isEnabled: isEnabled) {
/// case .tap: break                 // the button's action runs
/// case .choose(let index): run(index)
/// case .cancel: close()
/// }
/// ```
public struct RadialMenuDrag: Sendable, Hashable {
  /// The least travel a flick needs, in points: SwiftUI's `DragGesture` waits for the same 10
  /// points by default before it calls a touch a drag (documented:
  /// [minimumDistance](https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance)).
  public static let flickMinimumTravel: CGFloat = 10
  /// The least release speed a flick needs, in points per second: the speed a paging scroll view
  /// is reported to turn a page at (reported, not documented by Apple).
  public static let flickMinimumSpeed: CGFloat = 300

  /// How long the finger must rest on the centre button before a press can become a drag, in
  /// seconds: `LongPressGesture`'s own default (documented:
  /// [minimumDuration](https://developer.apple.com/documentation/swiftui/longpressgesture/minimumduration)),
  /// as a context menu waits for a press before it follows the finger. A finger that moves
  /// sooner is a scroll or a swipe, left to what is under the button.
  public static let armingHold: Double = 0.5
  /// How far the finger may move during ``armingHold`` and still arm the drag, in points:
  /// `LongPressGesture`'s own default (documented:
  /// [maximumDistance](https://developer.apple.com/documentation/swiftui/longpressgesture/maximumdistance)).
  public static let armingSlop: CGFloat = 10

  /// The sectors the drag is read against.
  public let sectors: RadialMenuSectors
  /// The item the finger points at now, if it can be chosen.
  public private(set) var highlighted: Int?
  /// Whether the finger has travelled out of the dead zone: the press is a drag, not a tap, and
  /// the menu should be open.
  public private(set) var opensMenu = false

  /// Starts a drag.
  ///
  /// - Parameter sectors: The menu's sectors.
  public init(sectors: RadialMenuSectors) {
    self.sectors = sectors
  }

  /// Follows the finger.
  ///
  /// - Parameters:
  ///   - position: Where the finger is, relative to the button's centre.
  ///   - travel: How far the finger is from where it pressed.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: Whether another item became highlighted: the moment for a selection haptic.
  ///   Leaving every item clears the highlight without one, as a context menu's finger slid off
  ///   its items plays none (observed).
  @discardableResult
  public mutating func move(to position: CGPoint, travel: CGPoint, isEnabled: (Int) -> Bool) -> Bool {
    if let length = Self.length(travel), length >= sectors.deadZone, length > 0 { opensMenu = true }
    let target = sectors.item(for: position).flatMap { isEnabled($0) ? $0 : nil }
    guard target != highlighted else { return false }
    highlighted = target
    return target != nil
  }

  /// Follows a finger that pressed at the button's centre, so its position is its travel.
  ///
  /// - Parameters:
  ///   - translation: Where the finger is, from the button's centre where it pressed.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: Whether another item became highlighted.
  @discardableResult
  public mutating func move(to translation: CGPoint, isEnabled: (Int) -> Bool) -> Bool {
    move(to: translation, travel: translation, isEnabled: isEnabled)
  }

  /// What the release does.
  ///
  /// - Parameters:
  ///   - position: Where the finger lifted, relative to the button's centre.
  ///   - travel: Where it lifted, from where it pressed.
  ///   - predictedEnd: Where the finger was heading, relative to the button's centre, from the
  ///     gesture's velocity; `nil` when not known.
  ///   - speed: How fast the finger moved as it lifted, in points per second; `nil` when not
  ///     known, which is no flick.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: The item whose frame the finger lifted on; else, for a drag, the highlighted
  ///   item or a cancel; else, for a flick, the item it was heading for or a cancel; else
  ///   ``RadialMenuDragOutcome/tap``.
  public func end(
    at position: CGPoint, travel: CGPoint, predictedEnd: CGPoint?, speed: CGFloat?, isEnabled: (Int) -> Bool
  ) -> RadialMenuDragOutcome {
    if let onItem = sectors.itemFrame(at: position) { return isEnabled(onItem) ? .choose(onItem) : .cancel }
    var released = self
    released.move(to: position, travel: travel, isEnabled: isEnabled)
    if released.opensMenu { return released.highlighted.map(RadialMenuDragOutcome.choose) ?? .cancel }
    if Self.isFlick(travel: travel, speed: speed), let predictedEnd,
      let heading = sectors.item(for: predictedEnd)
    {
      return isEnabled(heading) ? .choose(heading) : .cancel
    }
    return .tap
  }

  /// Whether a release is quick and long enough to be a flick.
  ///
  /// - Parameters:
  ///   - travel: Where the finger lifted, from where it pressed.
  ///   - speed: Its speed as it lifted, in points per second.
  /// - Returns: `true` for at least ``flickMinimumTravel`` at ``flickMinimumSpeed`` or more.
  public static func isFlick(travel: CGPoint, speed: CGFloat?) -> Bool {
    guard let length = length(travel), let speed, speed.isFinite else { return false }
    return length >= flickMinimumTravel && speed >= flickMinimumSpeed
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

/// How fast a finger moved over its last positions, for telling a flick from a tap: the
/// distance between the oldest and the newest position of the last ``window`` seconds, over the
/// time between them.
///
/// ```swift
/// var speed = RadialMenuFingerSpeed()
/// speed.record(CGPoint(x: 0, y: 0), at: 0)
/// speed.record(CGPoint(x: 0, y: -30), at: 0.05)
/// speed.speed   // 600 points per second
/// ```
package struct RadialMenuFingerSpeed: Sendable, Hashable {
  /// How far back the speed looks, in seconds.
  package static let window: Double = 0.1

  /// A position at a time (coordinates apart: `CGPoint` is not `Hashable` on Apple's systems).
  private struct Sample: Sendable, Hashable {
    var x: CGFloat
    var y: CGFloat
    var time: Double
  }

  private var samples: [Sample] = []

  /// No positions yet.
  package init() {}

  /// Adds where the finger is at a time; positions older than ``window`` before it are dropped,
  /// and positions out of time order or not finite are ignored.
  ///
  /// - Parameters:
  ///   - point: The finger's position.
  ///   - time: When it was there, in seconds.
  package mutating func record(_ point: CGPoint, at time: Double) {
    guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
    if let last = samples.last, time < last.time { return }
    samples.append(Sample(x: point.x, y: point.y, time: time))
    while samples.count > 2, let first = samples.first, time - first.time > Self.window {
      samples.removeFirst()
    }
  }

  /// The speed in points per second; `nil` before two positions at different times.
  package var speed: CGFloat? {
    guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
    let speed = hypot(last.x - first.x, last.y - first.y) / CGFloat(last.time - first.time)
    return speed.isFinite ? speed : nil
  }
}
