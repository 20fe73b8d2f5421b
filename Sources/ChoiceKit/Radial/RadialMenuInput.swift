#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Escape and arrow keys, and the Digital Crown, for a radial menu; what they do is decided by
  /// the core (`RadialMenuInteraction` for Escape, `RadialArrangement.target(of:from:isEnabled:)`
  /// for moves).
  ///
  /// - macOS: Escape closes the open menu (`onExitCommand`); the arrow keys move focus around
  ///   the arc (`onMoveCommand`).
  /// - iPadOS and visionOS 17 or later: the same with a hardware keyboard (`onKeyPress`, which
  ///   iOS 16 does not have).
  /// - tvOS: the remote's Menu button closes the open menu; focus moves between the items
  ///   natively.
  /// - watchOS: the Digital Crown moves the highlight around the arc.
  struct RadialMenuInput: ViewModifier {
    let isExpanded: Bool
    let escape: () -> Void
    let arrow: (RadialArrow) -> Void

    func body(content: Content) -> some View {
      #if os(macOS)
        content
          .onExitCommand(perform: isExpanded ? escape : nil)
          .onMoveCommand { direction in
            switch direction {
            case .left: arrow(.left)
            case .right: arrow(.right)
            case .up: arrow(.up)
            case .down: arrow(.down)
            @unknown default: break
            }
          }
      #elseif os(tvOS)
        content.onExitCommand(perform: isExpanded ? escape : nil)
      #elseif os(watchOS)
        content.modifier(RadialMenuCrownNavigation(isExpanded: isExpanded, arrow: arrow))
      #else
        if #available(iOS 17.0, *) {
          content.onKeyPress(keys: [.escape, .leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
            guard isExpanded else { return .ignored }
            switch press.key {
            case .leftArrow: arrow(.left)
            case .rightArrow: arrow(.right)
            case .upArrow: arrow(.up)
            case .downArrow: arrow(.down)
            default: escape()
            }
            return .handled
          }
        } else {
          content
        }
      #endif
    }
  }

  #if os(watchOS)
    /// Turns Digital Crown detents into moves around the arc while the menu is open: turning up
    /// moves on, turning down moves back.
    struct RadialMenuCrownNavigation: ViewModifier {
      let isExpanded: Bool
      let arrow: (RadialArrow) -> Void
      @State private var crownValue: Double = 0

      func body(content: Content) -> some View {
        content
          .focusable(isExpanded)
          .digitalCrownRotation(
            detent: $crownValue, from: -1_000_000, through: 1_000_000, by: 1, sensitivity: .low,
            isContinuous: true, isHapticFeedbackEnabled: true
          )
          .choiceOnChange(of: crownValue) { old, new in
            arrow(new > old ? .down : .up)
          }
      }
    }
  #endif
#endif
