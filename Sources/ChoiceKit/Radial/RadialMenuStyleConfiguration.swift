#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a ``RadialMenuStyle`` knows about the centre button when it draws it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   configuration.label
  ///     .padding()
  ///     .background(Circle().fill(configuration.isExpanded ? .white : .black))
  /// }
  /// ```
  public struct RadialMenuStyleConfiguration {
    /// The menu's label as the call site wrote it, type-erased as
    /// `ButtonStyleConfiguration.Label` is (it is the centre button's label).
    public struct Label: View {
      private let content: ButtonStyleConfiguration.Label

      init(_ content: ButtonStyleConfiguration.Label) {
        self.content = content
      }

      /// The label's view.
      public var body: some View {
        content
      }
    }

    /// The menu's label.
    public let label: Label
    /// Whether the menu is open.
    public let isExpanded: Bool
    /// Whether the centre button is being pressed.
    public let isPressed: Bool
    /// Whether the menu can be used.
    public let isEnabled: Bool
    /// The colours and fonts resolved for the environment.
    public let palette: RadialMenuPalette

    init(label: Label, isExpanded: Bool, isPressed: Bool, isEnabled: Bool, palette: RadialMenuPalette) {
      self.label = label
      self.isExpanded = isExpanded
      self.isPressed = isPressed
      self.isEnabled = isEnabled
      self.palette = palette
    }
  }

  /// What a ``RadialMenuStyle`` knows about one item when it draws it.
  ///
  /// The menu places the item on the arc, moves it out and back, and makes it a button with its
  /// VoiceOver label; a style only draws it.
  public struct RadialMenuItemConfiguration {
    /// The item's title.
    public let title: Text
    /// The item's symbol, if it has one.
    public let icon: Image?
    /// Whether the item can be chosen.
    public let isEnabled: Bool
    /// Whether the item is being pressed.
    public let isPressed: Bool
    /// Whether the item has keyboard or Digital Crown focus, the pointer is over it, or a
    /// press-drag-release on the centre button points at it.
    public let isHighlighted: Bool
    /// The item's button role, as its ``RadialMenuItem`` was given it: draw `.destructive` in a
    /// way that warns, as the standard style's red does.
    public let role: ButtonRole?
    /// The item's zero-based index along the arc.
    public let index: Int
    /// The number of items.
    public let count: Int
    /// The colours and fonts resolved for the environment.
    public let palette: RadialMenuPalette

    init(
      title: Text, icon: Image?, isEnabled: Bool, isPressed: Bool, isHighlighted: Bool, role: ButtonRole?,
      index: Int, count: Int, palette: RadialMenuPalette
    ) {
      self.title = title
      self.icon = icon
      self.isEnabled = isEnabled
      self.isPressed = isPressed
      self.isHighlighted = isHighlighted
      self.role = role
      self.index = index
      self.count = count
      self.palette = palette
    }
  }
#endif
