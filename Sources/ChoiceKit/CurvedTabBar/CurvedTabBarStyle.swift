#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The appearance of a curved tab bar: each tab's symbol and title, the selection indicator,
  /// the centre action button and the notched background.
  ///
  /// Like `ButtonStyle`, a style draws from configurations and is set for a whole hierarchy:
  ///
  /// ```swift
  /// struct OutlineTabBarStyle: CurvedTabBarStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.icon
  ///       .symbolVariant(configuration.isSelected ? .fill : .none)
  ///       .font(configuration.palette.iconFont)
  ///       .foregroundStyle(configuration.isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
  ///   }
  ///
  ///   func makeBackground(configuration: BackgroundConfiguration) -> some View {
  ///     configuration.shape.fill(.bar)
  ///   }
  /// }
  ///
  /// CurvedTabView(selection: $tab) { … }
  ///   .curvedTabBarStyle(OutlineTabBarStyle())
  /// ```
  ///
  /// The bar, not the style, places every part at the frames of the core `CurvedTabBarLayout` (the
  /// symbols, titles, badges, indicator and action), moves the indicator and the notch, and
  /// handles input and accessibility; a style draws. Everything but the symbol has a default:
  /// the look of ``CurvedTabBarStandardStyle``.
  @MainActor @preconcurrency
  public protocol CurvedTabBarStyle {
    /// The view of a tab's symbol.
    associatedtype Body: View
    /// The view of a tab's title.
    associatedtype Title: View
    /// The view of the selection indicator.
    associatedtype Indicator: View
    /// The view of the centre action button.
    associatedtype ActionButton: View
    /// The view of the bar's background.
    associatedtype Background: View

    /// What the style knows about a tab.
    typealias Configuration = CurvedTabBarStyleConfiguration
    /// What the style knows about the indicator.
    typealias IndicatorConfiguration = CurvedTabBarIndicatorConfiguration
    /// What the style knows about the action button.
    typealias ActionConfiguration = CurvedTabBarActionConfiguration
    /// What the style knows about the background.
    typealias BackgroundConfiguration = CurvedTabBarBackgroundConfiguration

    /// Draws a tab's symbol; the bar centres it in the core's icon frame.
    ///
    /// - Parameter configuration: The tab's symbol, title and state.
    /// - Returns: The symbol's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// Draws a tab's title; the bar places it under the symbol, or leaves every title out when
    /// one does not fit its slot.
    ///
    /// - Parameter configuration: The tab's symbol, title and state.
    /// - Returns: The title's view, on one line.
    @ViewBuilder func makeTitle(configuration: Configuration) -> Title

    /// Draws the selection indicator, sized by the bar to the core's frame.
    ///
    /// - Parameter configuration: The bar's mode and palette.
    /// - Returns: The indicator's view.
    @ViewBuilder func makeIndicator(configuration: IndicatorConfiguration) -> Indicator

    /// Draws the centre action button, sized by the bar to the core's circle.
    ///
    /// - Parameter configuration: The action's symbol and state.
    /// - Returns: The button's view.
    @ViewBuilder func makeActionButton(configuration: ActionConfiguration) -> ActionButton

    /// Draws the bar's background, usually by filling `configuration.shape`.
    ///
    /// - Parameter configuration: The bar's outline and palette.
    /// - Returns: The background's view.
    @ViewBuilder func makeBackground(configuration: BackgroundConfiguration) -> Background
  }

  extension CurvedTabBarStyle {
    /// The title in the tokens' font, in the tint when selected and grey otherwise: the standard
    /// style's title.
    ///
    /// - Parameter configuration: The tab's state.
    /// - Returns: The title's view.
    public func makeTitle(configuration: Configuration) -> some View {
      CurvedTabBarStandardStyle().makeTitle(configuration: configuration)
    }

    /// The dot in the tint under a fixed bar's selected symbol, or the tinted circle with the
    /// action's glow in a travelling bar's notch: the standard style's indicator.
    ///
    /// - Parameter configuration: The bar's mode and palette.
    /// - Returns: The indicator's view.
    public func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      CurvedTabBarStandardStyle().makeIndicator(configuration: configuration)
    }

    /// The gradient circle with its symbol and glow: the standard style's action button.
    ///
    /// - Parameter configuration: The action's symbol and state.
    /// - Returns: The button's view.
    public func makeActionButton(configuration: ActionConfiguration) -> some View {
      CurvedTabBarStandardStyle().makeActionButton(configuration: configuration)
    }

    /// The outline filled with the tokens' background, casting its shadow upwards: the standard
    /// style's background.
    ///
    /// - Parameter configuration: The bar's outline and palette.
    /// - Returns: The background's view.
    public func makeBackground(configuration: BackgroundConfiguration) -> some View {
      CurvedTabBarStandardStyle().makeBackground(configuration: configuration)
    }
  }

  /// Where the curved tab bars below a view find their style.
  enum CurvedTabBarStyleSlot: ControlEnvironmentSlot {
    static var defaultValue: any CurvedTabBarStyle { CurvedTabBarStandardStyle() }
  }

  extension View {
    /// Sets the style of the curved tab bars in this view.
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) { … }
    ///   .curvedTabBarStyle(.standard)
    /// ```
    ///
    /// - Parameter style: `.standard`, the tutorial's look, or a style of your own.
    /// - Returns: A view whose curved tab bars use `style`.
    nonisolated public func curvedTabBarStyle<S: CurvedTabBarStyle>(_ style: S) -> some View {
      environment(CurvedTabBarStyleSlot.environmentKeyPath, style)
    }
  }
#endif
