#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a ``CurvedTabBarStyle`` knows about one tab when it draws its symbol and its title.
  ///
  /// The bar places the symbol at the core's icon frame (which rises into the circle on a
  /// travelling bar) and the title under it, so a style only draws them.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   configuration.icon
  ///     .symbolVariant(configuration.isSelected ? .fill : .none)
  ///     .font(configuration.palette.iconFont)
  ///     .foregroundStyle(configuration.isSelected ? .orange : .secondary)
  /// }
  /// ```
  public struct CurvedTabBarStyleConfiguration {
    /// The tab's symbol.
    public let icon: Image
    /// The tab's title.
    public let title: Text
    /// Whether the tab is the selection.
    public let isSelected: Bool
    /// Whether the symbol sits on a travelling bar's raised circle, over the indicator's fill.
    public let isRaised: Bool
    /// Whether the tab can be chosen.
    public let isEnabled: Bool
    /// The tab's zero-based index among the tabs, the action not counted.
    public let index: Int
    /// The number of tabs.
    public let count: Int
    /// The colours and fonts resolved for the environment.
    public let palette: CurvedTabBarPalette

    init(
      icon: Image, title: Text, isSelected: Bool, isRaised: Bool, isEnabled: Bool, index: Int,
      count: Int, palette: CurvedTabBarPalette
    ) {
      self.icon = icon
      self.title = title
      self.isSelected = isSelected
      self.isRaised = isRaised
      self.isEnabled = isEnabled
      self.index = index
      self.count = count
      self.palette = palette
    }
  }

  /// What a ``CurvedTabBarStyle`` knows when it draws the bar's background.
  public struct CurvedTabBarBackgroundConfiguration {
    /// The bar's outline with its notch, reaching down over the bottom safe area; fill it.
    public let shape: CurvedTabBarShape
    /// The outline's top edge alone, notch included; stroke it to set the bar off.
    public var topEdge: CurvedTabBarTopEdge { CurvedTabBarTopEdge(outline: shape) }
    /// Where the notch rests.
    public let notchMode: CurvedTabBarNotchMode
    /// The colours and fonts resolved for the environment.
    public let palette: CurvedTabBarPalette
    /// The colour scheme, for shadows.
    public let colorScheme: ColorScheme

    init(
      shape: CurvedTabBarShape, notchMode: CurvedTabBarNotchMode, palette: CurvedTabBarPalette,
      colorScheme: ColorScheme
    ) {
      self.shape = shape
      self.notchMode = notchMode
      self.palette = palette
      self.colorScheme = colorScheme
    }
  }

  /// What a ``CurvedTabBarStyle`` knows when it draws the centre action button.
  public struct CurvedTabBarActionConfiguration {
    /// The action's symbol.
    public let icon: Image
    /// Whether the button is being pressed.
    public let isPressed: Bool
    /// Whether the button can be pressed.
    public let isEnabled: Bool
    /// The colours and fonts resolved for the environment.
    public let palette: CurvedTabBarPalette
    /// The colour scheme, for shadows.
    public let colorScheme: ColorScheme

    init(
      icon: Image, isPressed: Bool, isEnabled: Bool, palette: CurvedTabBarPalette, colorScheme: ColorScheme
    ) {
      self.icon = icon
      self.isPressed = isPressed
      self.isEnabled = isEnabled
      self.palette = palette
      self.colorScheme = colorScheme
    }
  }

  /// What a ``CurvedTabBarStyle`` knows when it draws the selection indicator: the dot under the
  /// selected symbol on a fixed bar, the raised circle in the notch on a travelling one.
  ///
  /// The bar sizes the indicator to the core's frame and moves it between tabs, so a style only
  /// draws its shape.
  public struct CurvedTabBarIndicatorConfiguration {
    /// Where the notch rests, which decides what the indicator is.
    public let notchMode: CurvedTabBarNotchMode
    /// The colours and fonts resolved for the environment.
    public let palette: CurvedTabBarPalette
    /// The colour scheme, for shadows.
    public let colorScheme: ColorScheme

    init(notchMode: CurvedTabBarNotchMode, palette: CurvedTabBarPalette, colorScheme: ColorScheme) {
      self.notchMode = notchMode
      self.palette = palette
      self.colorScheme = colorScheme
    }
  }
#endif
