#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if os(iOS) || os(visionOS)
    import UIKit
  #endif

  /// Closes an open radial menu when a touch or click lands outside it, on touch-down; a tap
  /// there ends with the closing, as UIKit's menus swallow it, while a scroll that starts
  /// outside the menu scrolls as the menu closes.
  ///
  /// SwiftUI has no view that sees a touch and lets it through, so on iOS, iPadOS and visionOS a
  /// gesture recogniser on the window follows each touch outside the open menu (the core's
  /// `RadialMenuOutsideTouch`; whether a point is on the menu is
  /// `RadialMenuGeometry.contains(_:in:)`). Every other touch it lets go at once, and it never
  /// holds back a scroll view's pan. The Mac, the watch and Apple TV
  /// keep a clear area behind the open menu that takes the click or touch, as a click outside a
  /// Mac menu closes it without reaching the window (on Apple TV the remote's Menu button closes
  /// the menu).
  struct RadialMenuOutsideTouches: View {
    /// Whether the menu is open.
    let isActive: Bool
    /// The menu's geometry, measured.
    let geometry: RadialMenuGeometry
    /// What a touch outside does.
    let action: @MainActor () -> Void

    var body: some View {
      #if os(iOS) || os(visionOS)
        RadialMenuTouchObserver(isActive: isActive, geometry: geometry, action: action)
          .accessibilityHidden(true)
      #else
        if isActive {
          RadialMenuOutsideTapArea(action: action)
        }
      #endif
    }
  }

  #if os(iOS) || os(visionOS)
    /// A view the size of the centre button that watches the window's touches.
    struct RadialMenuTouchObserver: UIViewRepresentable {
      let isActive: Bool
      let geometry: RadialMenuGeometry
      let action: @MainActor () -> Void

      func makeUIView(context: Context) -> RadialMenuTouchObserverView {
        RadialMenuTouchObserverView(frame: .zero)
      }

      func updateUIView(_ view: RadialMenuTouchObserverView, context: Context) {
        view.isActive = isActive
        view.geometry = geometry
        view.action = action
      }
    }

    /// Installs the watching recogniser on its window while it is in one.
    final class RadialMenuTouchObserverView: UIView {
      var isActive = false
      var geometry: RadialMenuGeometry?
      var action: (@MainActor () -> Void)?
      private var recognizer: RadialMenuTouchDownRecognizer?

      override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
      }

      required init?(coder: NSCoder) {
        nil
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
        guard let window else { return }
        let recognizer = RadialMenuTouchDownRecognizer(target: nil, action: nil)
        recognizer.observer = self
        window.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
      }

      /// A touch came down at a point of the window: a touch outside the open menu closes it
      /// now and is followed.
      ///
      /// - Returns: The touch to follow, or `nil` when it is not the menu's to decide.
      func touchDown(at point: CGPoint, in window: UIView) -> RadialMenuOutsideTouch? {
        guard let geometry, let action else { return nil }
        let local = convert(point, from: window)
        let touch = RadialMenuOutsideTouch.began(
          at: local, isOpen: isActive, isOnMenu: geometry.contains(local, in: bounds))
        if touch != nil { action() }
        return touch
      }
    }

    /// Follows each touch that comes down outside an open menu, as `RadialMenuOutsideTouch`
    /// decides: the menu closes on touch-down; a tap is then recognised, which cancels it for
    /// the views and tap recognisers under it (they wait for this one while the menu is open);
    /// a touch that moves fails, so a scroll or a swipe goes on as if the menu had not been
    /// open. Any other touch fails at once and is never held back.
    final class RadialMenuTouchDownRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
      weak var observer: RadialMenuTouchObserverView?
      /// The touch being followed.
      private var touch: RadialMenuOutsideTouch?
      /// What became of the latest touch: `undecided` while it is followed; kept after the
      /// touch ends, for tests.
      private(set) var verdict: RadialMenuOutsideTouch.Verdict?

      override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = true
        delaysTouchesBegan = false
        delaysTouchesEnded = true
        delegate = self
      }

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let window = view, let first = touches.first else { return }
        follow(downAt: first.location(in: window), fingers: touches.count, in: window)
      }

      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let window = view, let first = touches.first else { return }
        follow(movedTo: first.location(in: window))
      }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let window = view, let first = touches.first else { return }
        follow(endedAt: first.location(in: window))
      }

      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        apply(touch?.cancelled() ?? .passOn)
      }

      override func reset() {
        super.reset()
        touch = nil
      }

      /// One or more fingers came down, at a point of the window.
      func follow(downAt point: CGPoint, fingers: Int, in window: UIView) {
        if touch != nil {
          apply(touch?.anotherFingerBegan() ?? .passOn)
          return
        }
        touch = observer?.touchDown(at: point, in: window)
        if fingers > 1 { touch?.anotherFingerBegan() }
        apply(touch?.verdict ?? .passOn)
      }

      /// The followed finger moved.
      func follow(movedTo point: CGPoint) {
        apply(touch?.moved(to: point) ?? .passOn)
      }

      /// The followed finger lifted.
      func follow(endedAt point: CGPoint) {
        apply(touch?.ended(at: point) ?? .passOn)
      }

      private func apply(_ verdict: RadialMenuOutsideTouch.Verdict) {
        self.verdict = verdict
        guard state == .possible else { return }
        switch verdict {
        case .undecided: break
        case .passOn: state = .failed
        case .swallow: state = .ended
        }
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        true
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        RadialMenuOutsideTouch.otherWaits(
          isOpen: observer?.isActive ?? false,
          isPanOrPinch: otherGestureRecognizer is UIPanGestureRecognizer
            || otherGestureRecognizer is UIPinchGestureRecognizer)
      }
    }
  #endif
#endif
