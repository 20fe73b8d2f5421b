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
    /// The appearance the colours are resolved in.
    private let colorScheme: ColorScheme
    /// The tint: the highlighted item's outline and wash, in the environment's tint
    /// (`.tint(_:)`), as the system's controls take it; the core tokens' `tint` is what the
    /// previews draw for it.
    public let tint: AnyShapeStyle
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

    /// A destructive item's text and outline: the tokens' destructive ink, the system red.
    public let destructiveInk: Color

    /// An item's text and outline for its role: ``destructiveInk`` for a destructive item, as a
    /// destructive `Button` is drawn, ``itemInk`` otherwise, as the core's
    /// `RadialMenuItemRole.ink(for:in:)` decides for the previews too.
    ///
    /// - Parameter role: The item's role.
    /// - Returns: The colour.
    public func itemForeground(role: ButtonRole?) -> Color {
      RadialMenuItemRole.ink(for: RadialMenuItemRole(role), in: tokens).color(for: colorScheme)
    }

    /// The centre button's font: the tokens' title at ``textScale``, as the items' titles are
    /// scaled (the core's `RadialMenuTokens.centerTitle(at:)`); a title wider than the button
    /// shrinks to fit.
    public var centerFont: Font { Font(tokens.centerTitle(at: textScale)) }
    /// The centre button's diameter: the tokens' diameter, grown with larger text up to the
    /// core's `RadialMenuTokens.largestCenterScale` (`RadialMenuTokens.centerDiameter(at:)`),
    /// never below the tokens' diameter, which keeps the button easy to hit.
    public var centerDiameter: CGFloat { tokens.centerDiameter(at: textScale) }
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
      self.colorScheme = colorScheme
      self.tint = AnyShapeStyle(TintShapeStyle())
      self.tokens = tokens
      self.textScale = traits.textScale
      self.closedFill = tokens.closedFill.color(for: colorScheme)
      self.openFill = tokens.openFill.color(for: colorScheme)
      self.closedText = tokens.closedText.color(for: colorScheme)
      self.openText = tokens.openText.color(for: colorScheme)
      self.itemInk = tokens.itemInk.color(for: colorScheme)
      self.destructiveInk = tokens.destructiveInk.color(for: colorScheme)
      self.itemFill = tokens.itemFill.color(for: colorScheme)
      self.itemFillIsClear = tokens.itemFill.light.alpha == 0 && tokens.itemFill.dark.alpha == 0
    }
  }

  extension RadialMenuItemRole {
    /// The role of a SwiftUI button role: destructive or cancel, `nil` for any other.
    ///
    /// - Parameter role: A `Button`'s role.
    init?(_ role: ButtonRole?) {
      if role == .destructive {
        self = .destructive
      } else if role == .cancel {
        self = .cancel
      } else {
        return nil
      }
    }
  }
#endif
