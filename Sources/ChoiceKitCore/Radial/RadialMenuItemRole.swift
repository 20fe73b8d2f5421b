import Foundation

/// What kind of action a radial menu item performs, as SwiftUI's `ButtonRole` says it of a
/// `Menu`'s buttons.
///
/// A destructive item is drawn in ``RadialMenuTokens/destructiveInk``. Roles do not reorder the
/// items: a `Menu` keeps the order it is given (its `menuOrder` decides, not the roles), and a
/// radial menu keeps its items where the arc or line puts them.
public enum RadialMenuItemRole: String, Sendable, Hashable, CaseIterable {
  /// An item that deletes or removes something the user cannot easily get back.
  case destructive
  /// An item that cancels what the menu was opened for; drawn as a plain item.
  case cancel

  /// The ink an item of an optional role is drawn in.
  ///
  /// - Parameters:
  ///   - role: The item's role, or `nil` for a plain item.
  ///   - tokens: The menu's tokens.
  /// - Returns: ``RadialMenuTokens/destructiveInk`` for a destructive item, otherwise
  ///   ``RadialMenuTokens/itemInk``.
  public static func ink(for role: RadialMenuItemRole?, in tokens: RadialMenuTokens) -> AdaptiveColor {
    role == .destructive ? tokens.destructiveInk : tokens.itemInk
  }
}
