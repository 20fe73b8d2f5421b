#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import SwiftUI
  import UIKit

  extension ChoiceViewReference {
    /// Where a radial menu's centre button is in its window, and the window's safe area, for
    /// the core's `RadialMenuFit`, read from the view behind the button.
    ///
    /// - Returns: The button's frame and the window's safe area, in the window's coordinates;
    ///   `nil` before the button is in a window.
    @MainActor
    func radialMenuPlace() -> (button: CGRect, safeArea: CGRect)? {
      guard let view, let window = view.window else { return nil }
      let button = view.convert(view.bounds, to: window)
      return (button, window.bounds.inset(by: window.safeAreaInsets))
    }
  }
#endif
