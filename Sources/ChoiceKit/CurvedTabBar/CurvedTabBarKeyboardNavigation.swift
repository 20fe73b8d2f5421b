#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Arrow keys for a curved tab bar; every move lands where the core's `CurvedTabBarInteraction`
  /// says, among the tabs only, without wrapping.
  ///
  /// - macOS: the bar takes keyboard focus, and the left and right arrows move the selection
  ///   (`onMoveCommand`).
  /// - iPadOS and visionOS 17 or later: the same with a hardware keyboard (`onKeyPress`, which
  ///   iOS 16 does not have).
  /// - watchOS and tvOS: nothing here; focus moves between the tab buttons themselves.
  struct CurvedTabBarKeyboardNavigation: ViewModifier {
    let isEnabled: Bool
    let isRightToLeft: Bool
    let move: (ChoiceMove) -> Void

    func body(content: Content) -> some View {
      #if os(macOS)
        content
          .focusable(isEnabled)
          .onMoveCommand { direction in
            switch direction {
            case .left: arrow(isLeft: true)
            case .right: arrow(isLeft: false)
            default: break
            }
          }
      #elseif os(watchOS) || os(tvOS)
        content
      #else
        if #available(iOS 17.0, *) {
          content
            .focusable(isEnabled, interactions: .edit)
            .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
              arrow(isLeft: press.key == .leftArrow)
              return .handled
            }
        } else {
          content
        }
      #endif
    }

    private func arrow(isLeft: Bool) {
      move(ChoiceNavigation.move(forArrowLeft: isLeft, isRightToLeft: isRightToLeft))
    }
  }
#endif
