#if canImport(SwiftUI)
  import SwiftUI

  /// Lets a radial menu's button take keyboard focus as `value`; watchOS passes no binding, as
  /// its buttons take none.
  struct RadialMenuFocusTarget: ViewModifier {
    let focus: FocusState<RadialMenuFocus?>.Binding?
    let value: RadialMenuFocus

    func body(content: Content) -> some View {
      if let focus {
        content.focused(focus, equals: value)
      } else {
        content
      }
    }
  }

  /// The pointer's and gaze's highlight on a radial menu's button: the system hover effect on
  /// iPadOS and visionOS, and the style's highlight while the pointer is over an item on the Mac
  /// and the iPad.
  struct RadialMenuHoverEffect: ViewModifier {
    var onHover: ((Bool) -> Void)?

    func body(content: Content) -> some View {
      #if os(iOS) || os(visionOS)
        content
          .hoverEffect()
          .onHover { onHover?($0) }
      #elseif os(macOS)
        content.onHover { onHover?($0) }
      #else
        content
      #endif
    }
  }

  /// An invisible area behind an open radial menu, reaching far past it in every direction, that
  /// closes the menu as soon as a click or touch lands outside the menu, not at the end of a tap:
  /// the Mac's and the watch's way (see `RadialMenuOutsideTouches`; iOS, iPadOS and visionOS
  /// follow touches instead, swallowing taps and letting scrolls through).
  ///
  /// The click or touch ends here, as a click outside a Mac menu closes it without reaching the
  /// window; the next one reaches the content. On Apple TV the remote's Menu button closes the
  /// menu.
  struct RadialMenuOutsideTapArea: View {
    /// How far the area reaches, centred on the menu: more than any display.
    static var extent: CGFloat { 20_000 }

    let action: @MainActor () -> Void

    var body: some View {
      Color.clear
        .contentShape(Rectangle())
        .frame(width: Self.extent, height: Self.extent)
        .modifier(RadialMenuTouchDown(action: action))
        .accessibilityHidden(true)
    }
  }

  /// Runs an action when a touch or click lands, without waiting for it to lift.
  private struct RadialMenuTouchDown: ViewModifier {
    let action: @MainActor () -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content.onTapGesture(perform: action)
      #else
        let action = action
        content.gesture(DragGesture(minimumDistance: 0).onChanged { _ in action() })
      #endif
    }
  }
#endif
