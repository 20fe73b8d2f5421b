#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The colours and fonts of a radial menu, resolved for the environment it is drawn in: the
  /// core tokens, the colour scheme and the Dynamic Type size.
  ///
  /// Styles read it from their configurations rather than from the tokens, so every style
  /// follows the same environment.
  public struct RadialMenuPalette {
    /// The core tokens the menu was drawn with.
    public let tokens: RadialMenuTokens
    /// The Dynamic Type size the fonts are scaled to.
    public let textScale: ChoiceTextScale
    /// The centre button's fill while the menu is closed.
    public let closedFill: Color
    /// The centre button's fill while the menu is open.
    public let openFill: Color
    /// The centre button's text while the menu is closed.
    public let closedText: Color
    /// The centre button's text while the menu is open.
    public let openText: Color
    /// An item's text and outline.
    public let itemInk: Color
    /// An item's fill.
    public let itemFill: Color

    /// The centre button's font, scaled to ``textScale``.
    public var centerFont: Font { Font(tokens.centerTitle.scaled(by: textScale.factor)) }
    /// An item's font, scaled to ``textScale``.
    public var itemFont: Font { Font(tokens.itemTitle.scaled(by: textScale.factor)) }

    /// The centre button's fill.
    ///
    /// - Parameter isExpanded: Whether the menu is open.
    /// - Returns: ``openFill`` or ``closedFill``.
    public func centerFill(isExpanded: Bool) -> Color {
      isExpanded ? openFill : closedFill
    }

    /// The centre button's text colour.
    ///
    /// - Parameter isExpanded: Whether the menu is open.
    /// - Returns: ``openText`` or ``closedText``.
    public func centerText(isExpanded: Bool) -> Color {
      isExpanded ? openText : closedText
    }

    init(tokens: RadialMenuTokens, traits: ChoiceTraits) {
      let colorScheme = traits.colorScheme
      self.tokens = tokens
      self.textScale = traits.textScale
      self.closedFill = tokens.closedFill.color(for: colorScheme)
      self.openFill = tokens.openFill.color(for: colorScheme)
      self.closedText = tokens.closedText.color(for: colorScheme)
      self.openText = tokens.openText.color(for: colorScheme)
      self.itemInk = tokens.itemInk.color(for: colorScheme)
      self.itemFill = tokens.itemFill.color(for: colorScheme)
    }
  }
#endif
