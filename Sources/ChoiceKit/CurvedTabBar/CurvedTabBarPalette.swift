#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The colours and fonts of a curved tab bar, resolved for the environment it is drawn in: the
  /// core tokens, the colour scheme, the Dynamic Type size and the environment's tint.
  ///
  /// Styles read it from their configurations rather than from the tokens, so every style
  /// follows the same environment.
  public struct CurvedTabBarPalette {
    /// The core tokens the bar was drawn with.
    public let tokens: CurvedTabBarTokens
    /// The text size titles are drawn at: the environment's Dynamic Type size, at most
    /// `CurvedTabBarTokens.largestTitleScale`.
    public let titleScale: ChoiceTextScale
    /// The tint: the selected tab's symbol, title and indicator, in the environment's tint.
    public let tint: AnyShapeStyle
    /// An unselected tab's symbol and title.
    public let unselected: Color
    /// The bar's fill: the tokens' colour, or the platform's background style when the tokens
    /// leave it to the platform (the default), so the bar matches the system's in light and dark
    /// appearance on every platform.
    public let background: AnyShapeStyle
    /// The tokens' fill colour in this colour scheme, or `nil` when the bar takes the platform's
    /// background.
    public let backgroundColor: Color?
    /// The action button's gradient colours, from its top leading to its bottom trailing corner.
    public let actionGradient: [Color]
    /// The action's symbol.
    public let actionForeground: Color
    /// A travelling bar's raised symbol, on the tinted circle.
    public let raisedForeground: Color
    /// A badge's fill.
    public let badge: Color
    /// A badge's text.
    public let badgeText: Color
    /// The layout direction the bar is drawn in.
    public let layoutDirection: LayoutDirection
    /// The top edge's hairline colour in this colour scheme, `nil` where the tokens draw none
    /// (in light, by default).
    public let topEdge: Color?
    /// The top edge's hairline width, in points.
    public let topEdgeWidth: CGFloat

    /// The font of a tab's symbol; symbols keep their size at every text size, as the system tab
    /// bar's do, and the large content viewer shows them large instead.
    public var iconFont: Font { Font(tokens.icon) }
    /// The font of the action's symbol.
    public var actionIconFont: Font { Font(tokens.actionIcon) }
    /// The font of a tab's title at ``titleScale``.
    public var titleFont: Font { Font(tokens.titleTypography(textScale: titleScale)) }
    /// The font of a badge's text.
    public var badgeFont: Font { Font(tokens.badgeTitle) }

    /// The action button's gradient, running from its leading to its trailing side.
    public var actionFill: LinearGradient {
      let isRightToLeft = layoutDirection == .rightToLeft
      return LinearGradient(
        colors: actionGradient, startPoint: isRightToLeft ? .topTrailing : .topLeading,
        endPoint: isRightToLeft ? .bottomLeading : .bottomTrailing)
    }

    init(tokens: CurvedTabBarTokens, traits: ChoiceTraits) {
      let appearance = traits.appearance
      let colorScheme = traits.colorScheme
      self.tokens = tokens
      self.titleScale = tokens.titleScale(for: traits.textScale)
      self.tint = AnyShapeStyle(TintShapeStyle())
      self.unselected = tokens.unselected.color(for: colorScheme)
      self.backgroundColor = tokens.background?.color(for: colorScheme)
      self.background = backgroundColor.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.background)
      let gradient =
        tokens.actionGradient.isEmpty ? [tokens.tint.resolved(in: appearance)] : tokens.actionGradient
      self.actionGradient = gradient.map(Color.init)
      self.actionForeground = tokens.actionForeground.color(for: colorScheme)
      self.raisedForeground = tokens.raisedForeground.color(for: colorScheme)
      self.badge = tokens.badge.color(for: colorScheme)
      self.badgeText = tokens.badgeText.color(for: colorScheme)
      self.layoutDirection = traits.layoutDirection
      self.topEdge =
        tokens.topEdge.isVisible(in: appearance) ? tokens.topEdge.color.color(for: colorScheme) : nil
      self.topEdgeWidth = tokens.topEdge.width
    }
  }

  extension View {
    /// Casts a core shadow.
    @MainActor
    func shadow(_ shadow: ChoiceShadow, colorScheme: ColorScheme) -> some View {
      self.shadow(
        color: shadow.color.color(for: colorScheme), radius: shadow.radius, x: shadow.x, y: shadow.y)
    }
  }
#endif
