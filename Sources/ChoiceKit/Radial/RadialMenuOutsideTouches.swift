#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if os(iOS) || os(visionOS)
    import UIKit
  #endif

  /// Closes an open radial menu when a touch or click lands outside it, on touch-down, and lets
  /// that touch go on to the content under it, so a scroll that starts outside the menu scrolls
  /// while the menu closes.
  ///
  /// SwiftUI has no view that sees a touch and lets it through, so on iOS, iPadOS and visionOS a
  /// gesture recogniser on the window watches every touch without taking part: it never
  /// cancels, delays or blocks another recogniser and fails at once. Whether a point is on the
  /// menu is the core's `RadialMenuGeometry.contains(_:in:)`. The Mac, the watch and Apple TV
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

      /// A touch came down at a point of the window.
      func touchDown(at point: CGPoint, in window: UIView) {
        guard isActive, let geometry, let action else { return }
        let local = convert(point, from: window)
        if !geometry.contains(local, in: bounds) { action() }
      }
    }

    /// Sees each touch come down and fails at once, so every other recogniser and view gets the
    /// touch as if it were not there.
    final class RadialMenuTouchDownRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
      weak var observer: RadialMenuTouchObserverView?

      override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        delegate = self
      }

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let observer, let window = view {
          for touch in touches { observer.touchDown(at: touch.location(in: window), in: window) }
        }
        state = .failed
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        true
      }
    }
  #endif
#endif
