#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Escape and arrow keys, and the Digital Crown, for a radial menu; what they do is decided by
  /// the core (`RadialMenuInteraction` for Escape, `RadialArrangement.target(of:from:isEnabled:)`
  /// for moves).
  ///
  /// - macOS, iPadOS and visionOS: while the menu is open, Escape closes it however it was
  ///   opened, through a hidden button holding the cancel shortcut, which needs no focus
  ///   (``RadialMenuCancelShortcut``).
  /// - macOS: the arrow keys move focus along the path (`onMoveCommand`); Escape also through
  ///   `onExitCommand` when the menu has focus.
  /// - iPadOS and visionOS 17 or later: the same with a hardware keyboard (`onKeyPress`, which
  ///   iOS 16 does not have, and which needs focus in the menu).
  /// - tvOS: the remote's Menu button closes the open menu; focus moves between the items
  ///   natively.
  /// - watchOS: the Digital Crown moves the highlight along the path; the menu takes focus when
  ///   it opens, so the Crown turns it without a tap first.
  ///
  /// Items a `radialMenuHost()` draws are outside the menu's own container but hold focus while
  /// it is open, so they take the keys that need focus too (``Part/hostedItems``); the
  /// window-wide Escape button and the Crown stay with the menu.
  struct RadialMenuInput: ViewModifier {
    /// Which part of a menu takes the input.
    enum Part {
      /// The menu's own container: every input.
      case menu
      /// The items a host draws: the keys that need focus.
      case hostedItems
    }

    let isExpanded: Bool
    let part: Part
    let escape: () -> Void
    let arrow: (RadialArrow) -> Void

    func body(content: Content) -> some View {
      #if os(iOS) || os(macOS) || os(visionOS)
        keys(content)
          .background {
            if isExpanded && part == .menu { RadialMenuCancelShortcut(action: escape) }
          }
      #else
        keys(content)
      #endif
    }

    @ViewBuilder
    private func keys(_ content: Content) -> some View {
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
        content.modifier(RadialMenuCrownNavigation(isExpanded: isExpanded && part == .menu, arrow: arrow))
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

  #if os(iOS) || os(macOS) || os(visionOS)
    /// Escape for an open radial menu wherever focus is: a button with the cancel shortcut
    /// (Escape, with no modifiers), present only while the menu is open. A keyboard shortcut
    /// works while its button is anywhere in the frontmost window, so Escape closes a
    /// menu opened by touch, whose buttons never took keyboard focus. The button is drawn at no
    /// size, hidden from VoiceOver and kept out of the keyboard's focus order, but not with
    /// `hidden()`, which would also remove the shortcut.
    struct RadialMenuCancelShortcut: View {
      let action: () -> Void

      var body: some View {
        Button(action: action) { EmptyView() }
          .keyboardShortcut(.cancelAction)
          .buttonStyle(.plain)
          .modifier(RadialMenuNoFocusStop())
          .frame(width: 0, height: 0)
          .opacity(0)
          .accessibilityHidden(true)
      }
    }

    /// Keeps the hidden Escape button out of the keyboard's focus order (Tab and Full Keyboard
    /// Access), where `focusable(_:)` exists (iOS 17, macOS 12); its shortcut needs no focus.
    struct RadialMenuNoFocusStop: ViewModifier {
      func body(content: Content) -> some View {
        if #available(iOS 17.0, macOS 12.0, *) {
          content.focusable(false)
        } else {
          content
        }
      }
    }
  #endif

  #if os(watchOS)
    /// Turns Digital Crown detents into moves along the path while the menu is open: turning up
    /// moves on, turning down moves back.
    ///
    /// Only the focused view hears the Crown, so the menu is made focusable while open and is
    /// given focus when it opens (`focusable` comes before `digitalCrownRotation`, as the Crown
    /// needs); closing gives it back.
    struct RadialMenuCrownNavigation: ViewModifier {
      let isExpanded: Bool
      let arrow: (RadialArrow) -> Void
      @State private var crownValue: Double = 0
      @FocusState private var hasCrownFocus: Bool

      func body(content: Content) -> some View {
        content
          .focusable(isExpanded)
          .focused($hasCrownFocus)
          .onAppear { hasCrownFocus = isExpanded }
          .choiceOnChange(of: isExpanded) { expanded in hasCrownFocus = expanded }
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
