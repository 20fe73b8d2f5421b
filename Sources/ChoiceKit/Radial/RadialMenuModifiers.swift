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
  /// closes the menu when tapped: a tap outside the menu lands here unless a view above the menu
  /// takes it, and does not reach the content below.
  struct RadialMenuOutsideTapArea: View {
    /// How far the area reaches, centred on the menu: more than any display.
    static var extent: CGFloat { 20_000 }

    let action: () -> Void

    var body: some View {
      Color.clear
        .contentShape(Rectangle())
        .frame(width: Self.extent, height: Self.extent)
        .onTapGesture(perform: action)
        .accessibilityHidden(true)
    }
  }
#endif
