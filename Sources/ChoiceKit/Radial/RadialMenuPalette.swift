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
    /// Whether the tokens give items no fill (clear in light and dark), as the tutorial's look
    /// does.
    public let itemFillIsClear: Bool

    /// The largest text size the centre button grows to (the first accessibility size): beyond
    /// it the button would crowd out the items it opens.
    public static let largestCenterScale = ChoiceTextScale.accessibility1

    /// What an item is drawn on: the tokens' fill, or, when that is clear, the system's regular
    /// material (the opaque background on watchOS), so the item stays legible over any content
    /// in light and dark.
    public var itemBackground: AnyShapeStyle {
      guard itemFillIsClear else { return AnyShapeStyle(itemFill) }
      #if os(watchOS)
        return AnyShapeStyle(.background)
      #else
        return AnyShapeStyle(.regularMaterial)
      #endif
    }

    /// An item's text and outline for its role: red for a destructive item, as a destructive
    /// `Button` is drawn, ``itemInk`` otherwise.
    ///
    /// - Parameter role: The item's role.
    /// - Returns: The colour.
    public func itemForeground(role: ButtonRole?) -> Color {
      role == .destructive ? .red : itemInk
    }

    /// The text size the centre button grows to: the environment's, up to ``largestCenterScale``.
    public var centerScale: ChoiceTextScale { min(textScale, Self.largestCenterScale) }
    /// The centre button's font: the tokens' title scaled with ``centerScale`` by the core's
    /// Dynamic Type factor, as the items' titles are scaled.
    public var centerFont: Font { Font(tokens.centerTitle.scaled(by: centerScale.factor)) }
    /// The centre button's diameter: the tokens' diameter, grown with the title at larger text
    /// sizes (never shrunk below the tokens' diameter, which keeps the button easy to hit).
    public var centerDiameter: CGFloat { tokens.centerDiameter * max(centerScale.factor, 1) }
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
      self.itemFillIsClear = tokens.itemFill.light.alpha == 0 && tokens.itemFill.dark.alpha == 0
    }
  }
#endif
