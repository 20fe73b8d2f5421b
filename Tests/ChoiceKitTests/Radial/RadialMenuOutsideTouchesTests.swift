#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import ChoiceKitCore
  import SwiftUI
  import Testing
  import UIKit

  @testable import ChoiceKit

  /// The window-wide touch watcher of an open radial menu: a touch outside the button and the
  /// items closes the menu, one on them does not, and a closed menu ignores touches; a tap
  /// outside is recognised (so the views and tap recognisers under it see it cancelled) while a
  /// touch that moves is let go, and scroll views' pans never wait for it. (Real touches need a
  /// device: the tests drive the recogniser with window points.)
  @Suite("RadialMenu outside touches")
  @MainActor
  struct RadialMenuOutsideTouchesTests {
    final class Counter {
      var count = 0
    }

    func observer(isActive: Bool, counter: Counter) -> (RadialMenuTouchObserverView, UIView) {
      let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      let view = RadialMenuTouchObserverView(frame: CGRect(x: 172, y: 600, width: 56, height: 56))
      window.addSubview(view)
      view.isActive = isActive
      view.geometry = RadialMenuGeometry(
        itemSizes: Array(repeating: CGSize(width: 44, height: 44), count: 3), path: .line(.up),
        centerDiameter: 56)
      view.action = { counter.count += 1 }
      return (view, window)
    }

    /// A recogniser on the observer's window.
    func recognizer(for view: RadialMenuTouchObserverView, in window: UIView) -> RadialMenuTouchDownRecognizer
    {
      let recognizer = RadialMenuTouchDownRecognizer(target: nil, action: nil)
      recognizer.observer = view
      window.addGestureRecognizer(recognizer)
      return recognizer
    }

    @Test func aTouchOutsideClosesAndOneOnTheMenuDoesNot() {
      let counter = Counter()
      let (view, window) = observer(isActive: true, counter: counter)
      #expect(view.touchDown(at: CGPoint(x: 200, y: 628), in: window) == nil)  // the button's centre
      #expect(view.touchDown(at: CGPoint(x: 200, y: 628 - 58), in: window) == nil)  // the first item
      #expect(counter.count == 0)
      #expect(view.touchDown(at: CGPoint(x: 20, y: 100), in: window) != nil)
      #expect(counter.count == 1)
    }

    @Test func aClosedMenuIgnoresTouches() {
      let counter = Counter()
      let (view, window) = observer(isActive: false, counter: counter)
      #expect(view.touchDown(at: CGPoint(x: 20, y: 100), in: window) == nil)
      #expect(counter.count == 0)
    }

    @Test func aTapOutsideIsSwallowed() {
      let counter = Counter()
      let (view, window) = observer(isActive: true, counter: counter)
      let recognizer = recognizer(for: view, in: window)
      recognizer.follow(downAt: CGPoint(x: 20, y: 100), fingers: 1, in: window)
      #expect(counter.count == 1)
      #expect(recognizer.verdict == .undecided)
      recognizer.follow(endedAt: CGPoint(x: 24, y: 104))
      #expect(recognizer.verdict == .swallow)
      #expect(recognizer.cancelsTouchesInView)
      #expect(recognizer.delaysTouchesEnded)
    }

    @Test func aScrollOutsideClosesTheMenuAndIsLetGo() {
      let counter = Counter()
      let (view, window) = observer(isActive: true, counter: counter)
      let recognizer = recognizer(for: view, in: window)
      recognizer.follow(downAt: CGPoint(x: 20, y: 300), fingers: 1, in: window)
      recognizer.follow(movedTo: CGPoint(x: 20, y: 260))
      #expect(counter.count == 1)
      #expect(recognizer.verdict == .passOn)
      #expect(!recognizer.delaysTouchesBegan)
    }

    @Test func aTouchOnTheMenuOrOnAClosedMenuIsNotFollowed() {
      let counter = Counter()
      let (view, window) = observer(isActive: true, counter: counter)
      let recognizer = recognizer(for: view, in: window)
      recognizer.follow(downAt: CGPoint(x: 200, y: 628), fingers: 1, in: window)
      #expect(recognizer.verdict == .passOn)
      view.isActive = false
      recognizer.follow(downAt: CGPoint(x: 20, y: 100), fingers: 1, in: window)
      #expect(recognizer.verdict == .passOn)
      #expect(counter.count == 0)
    }

    @Test func tapsWaitWhileTheMenuIsOpenAndScrollsNeverWait() {
      let counter = Counter()
      let (view, window) = observer(isActive: true, counter: counter)
      let recognizer = recognizer(for: view, in: window)
      #expect(recognizer.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: UITapGestureRecognizer()))
      #expect(
        recognizer.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: UILongPressGestureRecognizer()))
      #expect(!recognizer.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: UIPanGestureRecognizer()))
      #expect(!recognizer.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: UIPinchGestureRecognizer()))
      #expect(
        !recognizer.gestureRecognizer(
          recognizer, shouldBeRequiredToFailBy: UIScrollView().panGestureRecognizer))
      #expect(
        recognizer.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer()))
      view.isActive = false
      #expect(!recognizer.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: UITapGestureRecognizer()))
    }
  }
#endif
