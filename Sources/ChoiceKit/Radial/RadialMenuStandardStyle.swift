#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The tutorial's look, from the core's `RadialMenuTokens`: a round centre button (black with
  /// white text when closed, white with black text when open, in light mode) and items drawn as
  /// bordered buttons with rounded corners, on the system's material where the tokens give them
  /// no fill, and red when destructive.
  ///
  /// ```swift
  /// RadialMenu { … } label: { Text("Open") }
  ///   .radialMenuStyle(.standard)
  /// ```
  public struct RadialMenuStandardStyle: RadialMenuStyle {
    /// Creates the standard style.
    nonisolated public init() {}

    /// The centre circle at the palette's diameter (the tokens', grown with larger text), its
    /// label on one line shrinking to half size to fit.
    ///
    /// - Parameter configuration: The menu's label and state.
    /// - Returns: The centre button's view.
    public func makeBody(configuration: Configuration) -> some View {
      let palette = configuration.palette
      let diameter = palette.centerDiameter
      return ZStack {
        Circle()
          .fill(palette.centerFill(isExpanded: configuration.isExpanded))
        configuration.label
          .foregroundStyle(palette.centerText(isExpanded: configuration.isExpanded))
          .font(palette.centerFont)
          .minimumScaleFactor(0.5)
          .lineLimit(1)
          .padding(10)
      }
      .frame(width: diameter, height: diameter)
      .opacity(configuration.isPressed ? 0.8 : configuration.isEnabled ? 1 : palette.tokens.disabledOpacity)
      .contentShape(Circle())
    }

    /// The item's symbol and title, padded, on the palette's item background inside a rounded
    /// outline, in the ink of the item's role; the item the finger or the keyboard points at is
    /// outlined in the tint over a wash of it, as the core's `RadialMenuTokens` draws it.
    ///
    /// - Parameter configuration: The item's title, symbol and state.
    /// - Returns: The item's view.
    public func makeItem(configuration: ItemConfiguration) -> some View {
      let palette = configuration.palette
      let tokens = palette.tokens
      let shape = RoundedRectangle(cornerRadius: tokens.itemCornerRadius, style: .continuous)
      return HStack(spacing: 6) {
        configuration.icon
        configuration.title
      }
      .font(palette.itemFont)
      .lineLimit(1)
      .padding(tokens.itemPadding)
      .foregroundStyle(palette.itemForeground(role: configuration.role))
      .background {
        ZStack {
          shape.fill(palette.itemBackground)
          if configuration.isHighlighted {
            shape.fill(palette.tint).opacity(RadialMenuTokens.highlightWashOpacity)
          }
        }
      }
      .overlay(
        shape.strokeBorder(
          configuration.isHighlighted
            ? palette.tint : AnyShapeStyle(palette.itemForeground(role: configuration.role)),
          lineWidth: RadialMenuTokens.itemLineWidth(isHighlighted: configuration.isHighlighted))
      )
      .opacity(configuration.isPressed ? 0.6 : configuration.isEnabled ? 1 : tokens.disabledOpacity)
      .contentShape(shape)
    }
  }

  extension RadialMenuStyle where Self == RadialMenuStandardStyle {
    /// The tutorial's look: see ``RadialMenuStandardStyle``.
    nonisolated public static var standard: RadialMenuStandardStyle { RadialMenuStandardStyle() }
  }
#endif
