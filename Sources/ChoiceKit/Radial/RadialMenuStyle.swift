#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The appearance of a radial menu: its centre button and its items.
  ///
  /// Like `ButtonStyle`, a style draws from configurations and is set for a whole hierarchy:
  ///
  /// ```swift
  /// struct TintedRadialMenuStyle: RadialMenuStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.label
  ///       .foregroundStyle(.white)
  ///       .frame(width: 64, height: 64)
  ///       .background(Circle().fill(.tint))
  ///       .rotationEffect(.degrees(configuration.isExpanded ? 45 : 0))
  ///   }
  ///
  ///   func makeItem(configuration: ItemConfiguration) -> some View {
  ///     (configuration.icon ?? Image(systemName: "circle"))
  ///       .padding(12)
  ///       .background(Circle().fill(.quaternary))
  ///       .opacity(configuration.isEnabled ? 1 : 0.4)
  ///   }
  /// }
  ///
  /// RadialMenu { … } label: { Image(systemName: "plus") }
  ///   .radialMenuStyle(TintedRadialMenuStyle())
  /// ```
  ///
  /// The menu, not the style, places the items (from the core `RadialArrangement`), moves them
  /// out and back, and handles input and accessibility; a style draws. Items have a default:
  /// the bordered buttons of ``RadialMenuStandardStyle``.
  @MainActor @preconcurrency
  public protocol RadialMenuStyle {
    /// The view of the centre button.
    associatedtype Body: View
    /// The view of an item.
    associatedtype Item: View

    /// What the style knows about the centre button.
    typealias Configuration = RadialMenuStyleConfiguration
    /// What the style knows about an item.
    typealias ItemConfiguration = RadialMenuItemConfiguration

    /// Draws the centre button; the items fan out around its centre.
    ///
    /// - Parameter configuration: The menu's label and state.
    /// - Returns: The centre button's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// Draws an item at its ideal size; the menu places it on the arc.
    ///
    /// - Parameter configuration: The item's title, symbol and state.
    /// - Returns: The item's view.
    @ViewBuilder func makeItem(configuration: ItemConfiguration) -> Item
  }

  extension RadialMenuStyle {
    /// The tutorial's bordered button: the standard style's item.
    ///
    /// - Parameter configuration: The item's title, symbol and state.
    /// - Returns: The item's view.
    public func makeItem(configuration: ItemConfiguration) -> some View {
      RadialMenuStandardStyle().makeItem(configuration: configuration)
    }
  }

  /// Where the radial menus below a view find their style.
  enum RadialMenuStyleSlot: ControlEnvironmentSlot {
    static var defaultValue: any RadialMenuStyle { RadialMenuStandardStyle() }
  }

  extension View {
    /// Sets the style of the radial menus in this view.
    ///
    /// ```swift
    /// RadialMenu { … } label: { Text("Open") }
    ///   .radialMenuStyle(.standard)
    /// ```
    ///
    /// - Parameter style: `.standard`, the tutorial's look, or a style of your own.
    /// - Returns: A view whose radial menus use `style`.
    nonisolated public func radialMenuStyle<S: RadialMenuStyle>(_ style: S) -> some View {
      environment(RadialMenuStyleSlot.environmentKeyPath, style)
    }
  }
#endif
