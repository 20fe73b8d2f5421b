#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import SwiftUI
  import UIKit

  /// Where a radial menu's centre button is in its window, and the window's safe area, for the
  /// core's `RadialMenuFit`: read from a plain view laid out behind the button.
  final class RadialMenuWindowReader {
    /// The view behind the centre button.
    weak var view: UIView?

    /// An empty reader, made where a view's state is declared.
    nonisolated init() {}

    /// The button's frame and the window's safe area, in the window's coordinates; `nil` before
    /// the button is in a window.
    @MainActor
    func place() -> (button: CGRect, safeArea: CGRect)? {
      guard let view, let window = view.window else { return nil }
      let button = view.convert(view.bounds, to: window)
      return (button, window.bounds.inset(by: window.safeAreaInsets))
    }
  }
#endif
