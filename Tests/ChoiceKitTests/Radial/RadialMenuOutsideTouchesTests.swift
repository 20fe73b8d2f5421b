#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import ChoiceKitCore
  import SwiftUI
  import Testing
  import UIKit

  @testable import ChoiceKit

  /// The window-wide touch watcher of an open radial menu: a touch outside the button and the
  /// items closes the menu, one on them does not, and a closed menu ignores touches. (That the
  /// touch then goes on to a scroll view needs a device; the recogniser never cancels, delays
  /// or blocks, which the last test checks.)
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

    @Test func aTouchOutsideClosesAndOneOnTheMenuDoesNot() {
      let counter = Counter()
      let (view, window) = observer(isActive: true, counter: counter)
      view.touchDown(at: CGPoint(x: 200, y: 628), in: window)  // the button's centre
      view.touchDown(at: CGPoint(x: 200, y: 628 - 58), in: window)  // the first item
      #expect(counter.count == 0)
      view.touchDown(at: CGPoint(x: 20, y: 100), in: window)
      #expect(counter.count == 1)
    }

    @Test func aClosedMenuIgnoresTouches() {
      let counter = Counter()
      let (view, window) = observer(isActive: false, counter: counter)
      view.touchDown(at: CGPoint(x: 20, y: 100), in: window)
      #expect(counter.count == 0)
    }

    @Test func theWatcherNeverHoldsATouchBack() {
      let recognizer = RadialMenuTouchDownRecognizer(target: nil, action: nil)
      #expect(!recognizer.cancelsTouchesInView)
      #expect(!recognizer.delaysTouchesBegan)
      #expect(!recognizer.delaysTouchesEnded)
      #expect(
        recognizer.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer()))
    }
  }
#endif
