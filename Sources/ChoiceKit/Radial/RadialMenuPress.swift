#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI

  /// One press on a radial menu's centre button as the view draws it: the core's
  /// `RadialMenuDrag`, how fast the finger moves (`RadialMenuFingerSpeed`), and how many times
  /// its highlight has changed, so that each change can play the selection haptic once.
  struct RadialMenuPress: Sendable, Hashable {
    /// The core's state of the press.
    private(set) var drag: RadialMenuDrag
    /// The finger's last positions, for the release's speed.
    private(set) var speed = RadialMenuFingerSpeed()
    /// How many times the highlighted item changed during this press.
    private(set) var highlightChanges = 0

    /// One moment of the finger, as a drag gesture reports it in the button's own coordinates.
    struct Finger: Sendable, Equatable {
      /// Where the finger is, relative to the button's centre.
      var position: CGPoint
      /// How far it is from where it pressed.
      var travel: CGPoint
      /// Where it was heading, relative to the button's centre.
      var predictedEnd: CGPoint
      /// When, in seconds.
      var time: Double

      /// A moment read from a gesture's locations in a button of `size`.
      init(location: CGPoint, start: CGPoint, predictedEnd: CGPoint, time: Double, size: CGSize) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        position = CGPoint(x: location.x - center.x, y: location.y - center.y)
        travel = CGPoint(x: location.x - start.x, y: location.y - start.y)
        self.predictedEnd = CGPoint(x: predictedEnd.x - center.x, y: predictedEnd.y - center.y)
        self.time = time
      }
    }

    /// The press after the finger moved: a new press when `previous` is `nil`.
    ///
    /// - Parameters:
    ///   - previous: The press so far, `nil` on touch-down.
    ///   - finger: Where the finger is.
    ///   - sectors: The menu's sectors, used when the press starts.
    ///   - selectable: Which items can be chosen, by index.
    /// - Returns: The press with the core's new highlight.
    static func following(
      _ previous: RadialMenuPress?, to finger: Finger, sectors: RadialMenuSectors, selectable: [Bool]
    ) -> RadialMenuPress {
      var press = previous ?? RadialMenuPress(drag: RadialMenuDrag(sectors: sectors))
      press.speed.record(finger.position, at: finger.time)
      if press.drag.move(
        to: finger.position, travel: finger.travel, isEnabled: { Self.isSelectable($0, in: selectable) })
      {
        press.highlightChanges &+= 1
      }
      return press
    }

    /// What the release does, as the core decides.
    ///
    /// - Parameters:
    ///   - press: The press so far; `nil` when no move was seen (a new press is read instead).
    ///   - finger: Where the finger lifted.
    ///   - sectors: The menu's sectors.
    ///   - selectable: Which items can be chosen, by index.
    /// - Returns: A tap, a choice or a cancel.
    static func outcome(
      of press: RadialMenuPress?, at finger: Finger, sectors: RadialMenuSectors, selectable: [Bool]
    ) -> RadialMenuDragOutcome {
      var speed = press?.speed ?? RadialMenuFingerSpeed()
      speed.record(finger.position, at: finger.time)
      return (press?.drag ?? RadialMenuDrag(sectors: sectors)).end(
        at: finger.position, travel: finger.travel, predictedEnd: finger.predictedEnd, speed: speed.speed,
        isEnabled: { isSelectable($0, in: selectable) })
    }

    private static func isSelectable(_ index: Int, in selectable: [Bool]) -> Bool {
      selectable.indices.contains(index) && selectable[index]
    }
  }

  /// The last state of the press in progress, kept outside SwiftUI's state for the release to
  /// read (the gesture state may already be reset when the release is reported).
  typealias RadialMenuPressBox = ChoiceLockedBox<RadialMenuPress?>

  extension ChoiceLockedBox where Value == RadialMenuPress? {
    /// A box holding no press.
    convenience init() {
      self.init(nil)
    }

    /// Follows the finger: a `nil` state is a new press, so a cancelled press never leaks into
    /// the next one.
    func follow(
      _ state: RadialMenuPress?, to finger: RadialMenuPress.Finger, sectors: RadialMenuSectors,
      selectable: [Bool]
    ) -> RadialMenuPress {
      withValue { press in
        let next = RadialMenuPress.following(state, to: finger, sectors: sectors, selectable: selectable)
        press = next
        return next
      }
    }

    /// Ends the press and forgets it.
    func end(at finger: RadialMenuPress.Finger, sectors: RadialMenuSectors, selectable: [Bool])
      -> RadialMenuDragOutcome
    {
      withValue { press in
        defer { press = nil }
        return RadialMenuPress.outcome(of: press, at: finger, sectors: sectors, selectable: selectable)
      }
    }
  }

  extension RadialMenuPress.Finger {
    /// A moment of the finger on a button of `size`.
    init(_ sample: ChoiceFingerSample, size: CGSize) {
      self.init(
        location: sample.location, start: sample.start, predictedEnd: sample.predictedEnd, time: sample.time,
        size: size)
    }
  }
#endif
