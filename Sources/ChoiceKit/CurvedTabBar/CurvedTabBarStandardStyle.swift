#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The tutorial's look and the default style: grey symbols and titles that take the tint when
  /// selected, a dot under the selected symbol, a 56 pt action button with a blue-to-purple
  /// gradient and a purple glow, and a bar in the platform's background casting a soft shadow.
  ///
  /// Every colour, font and size comes from the core `CurvedTabBarTokens`, set with
  /// ``SwiftUI/View/curvedTabBarTokens(_:)``; the preview renderer draws the same.
  public struct CurvedTabBarStandardStyle: CurvedTabBarStyle {
    /// Creates the standard style.
    nonisolated public init() {}

    /// The symbol in the tokens' icon font: in the tint when selected, in the raised colour on a
    /// travelling bar's circle, grey otherwise; dimmed when disabled.
    ///
    /// - Parameter configuration: The tab's state.
    /// - Returns: The symbol's view.
    public func makeBody(configuration: Configuration) -> some View {
      let palette = configuration.palette
      configuration.icon
        .font(palette.iconFont)
        .foregroundStyle(Self.itemStyle(configuration))
        .opacity(configuration.isEnabled ? 1 : palette.tokens.disabledOpacity)
    }

    /// The title in the tokens' title font, capped at the largest title size, on one line. A
    /// travelling bar's raised tab hides its title, which the circle would cover, fading it out
    /// as the symbol rises.
    ///
    /// - Parameter configuration: The tab's state.
    /// - Returns: The title's view.
    public func makeTitle(configuration: Configuration) -> some View {
      let palette = configuration.palette
      configuration.title
        .font(palette.titleFont)
        .lineLimit(1)
        .foregroundStyle(configuration.isSelected ? palette.tint : AnyShapeStyle(palette.unselected))
        .opacity(configuration.isRaised ? 0 : configuration.isEnabled ? 1 : palette.tokens.disabledOpacity)
    }

    /// A circle in the tint; on a travelling bar it casts the action's glow.
    ///
    /// - Parameter configuration: The bar's mode and palette.
    /// - Returns: The indicator's view.
    public func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      let fill = Circle().fill(configuration.palette.tint)
      if configuration.notchMode == .travelling {
        fill.shadow(configuration.palette.tokens.actionShadow, colorScheme: configuration.colorScheme)
      } else {
        fill
      }
    }

    /// A circle filled with the tokens' gradient, the symbol in the action's colour and font,
    /// and the action's glow; dimmed while pressed.
    ///
    /// - Parameter configuration: The action's symbol and state.
    /// - Returns: The button's view.
    public func makeActionButton(configuration: ActionConfiguration) -> some View {
      let palette = configuration.palette
      ZStack {
        Circle().fill(palette.actionFill)
        configuration.icon
          .font(palette.actionIconFont)
          .foregroundStyle(palette.actionForeground)
      }
      .shadow(palette.tokens.actionShadow, colorScheme: configuration.colorScheme)
      .opacity(configuration.isEnabled ? (configuration.isPressed ? 0.8 : 1) : palette.tokens.disabledOpacity)
    }

    /// The outline filled with the platform's background (or the tokens' colour) and the tokens'
    /// shadow.
    ///
    /// - Parameter configuration: The bar's outline and palette.
    /// - Returns: The background's view.
    public func makeBackground(configuration: BackgroundConfiguration) -> some View {
      configuration.shape
        .fill(configuration.palette.background)
        .shadow(configuration.palette.tokens.shadow, colorScheme: configuration.colorScheme)
        // A dark bar on dark content has no edge of its own: the tokens' hairline gives it one.
        .overlay {
          if let edge = configuration.palette.topEdge {
            configuration.topEdge.stroke(edge, lineWidth: configuration.palette.topEdgeWidth)
          }
        }
    }

    /// A symbol's colour: the action's on the raised circle, the tint when selected, grey
    /// otherwise.
    private static func itemStyle(_ configuration: Configuration) -> AnyShapeStyle {
      let palette = configuration.palette
      if configuration.isRaised { return AnyShapeStyle(palette.raisedForeground) }
      return configuration.isSelected ? palette.tint : AnyShapeStyle(palette.unselected)
    }
  }

  extension CurvedTabBarStyle where Self == CurvedTabBarStandardStyle {
    /// The tutorial's look; the default.
    nonisolated public static var standard: CurvedTabBarStandardStyle {
      CurvedTabBarStandardStyle()
    }
  }
#endif
