#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Hands the centre button's label and pressed state to the menu's style.
  struct RadialMenuCenterButtonStyle<Style: RadialMenuStyle>: ButtonStyle {
    let style: Style
    let isExpanded: Bool
    let isEnabled: Bool
    let palette: RadialMenuPalette

    func makeBody(configuration: Configuration) -> some View {
      RadialMenuCenterBody(
        style: style,
        configuration: RadialMenuStyleConfiguration(
          label: RadialMenuStyleConfiguration.Label(configuration.label), isExpanded: isExpanded,
          isPressed: configuration.isPressed, isEnabled: isEnabled, palette: palette))
    }
  }

  /// Calls the style for the centre button on the main actor.
  struct RadialMenuCenterBody<Style: RadialMenuStyle>: View {
    let style: Style
    let configuration: RadialMenuStyleConfiguration

    var body: some View {
      style.makeBody(configuration: configuration)
    }
  }

  /// Hands an item's title, symbol and pressed state to the menu's style.
  struct RadialMenuItemButtonStyle<Style: RadialMenuStyle>: ButtonStyle {
    let style: Style
    let title: Text
    let systemImage: String?
    let isEnabled: Bool
    let isHighlighted: Bool
    let index: Int
    let count: Int
    let palette: RadialMenuPalette

    func makeBody(configuration: Configuration) -> some View {
      RadialMenuItemBody(
        style: style,
        configuration: RadialMenuItemConfiguration(
          title: title, icon: systemImage.map { Image(systemName: $0) }, isEnabled: isEnabled,
          isPressed: configuration.isPressed, isHighlighted: isHighlighted, index: index, count: count,
          palette: palette))
    }
  }

  /// Calls the style for an item on the main actor.
  struct RadialMenuItemBody<Style: RadialMenuStyle>: View {
    let style: Style
    let configuration: RadialMenuItemConfiguration

    var body: some View {
      style.makeItem(configuration: configuration)
    }
  }
#endif
