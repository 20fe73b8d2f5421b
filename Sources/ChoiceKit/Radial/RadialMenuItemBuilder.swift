#if canImport(SwiftUI)
  import SwiftUI

  /// Builds a ``RadialMenu``'s items from `RadialMenuItem`s, with `if`, `switch` and `for`.
  ///
  /// ```swift
  /// RadialMenu {
  ///   RadialMenuItem("Create", systemImage: "plus") { … }
  ///   if canShare { RadialMenuItem("Share", systemImage: "square.and.arrow.up") { … } }
  ///   for tag in tags { RadialMenuItem(tag.name) { apply(tag) } }
  /// } label: { … }
  /// ```
  @resultBuilder
  public enum RadialMenuItemBuilder {
    /// One item.
    public static func buildExpression(_ item: RadialMenuItem) -> [RadialMenuItem] { [item] }
    /// Several items.
    public static func buildExpression(_ items: [RadialMenuItem]) -> [RadialMenuItem] { items }
    /// Items in order.
    public static func buildBlock(_ parts: [RadialMenuItem]...) -> [RadialMenuItem] { parts.flatMap { $0 } }
    /// Items under an `if` without `else`.
    public static func buildOptional(_ part: [RadialMenuItem]?) -> [RadialMenuItem] { part ?? [] }
    /// The first branch of an `if` or `switch`.
    public static func buildEither(first part: [RadialMenuItem]) -> [RadialMenuItem] { part }
    /// The second branch of an `if` or `switch`.
    public static func buildEither(second part: [RadialMenuItem]) -> [RadialMenuItem] { part }
    /// Items from a `for` loop.
    public static func buildArray(_ parts: [[RadialMenuItem]]) -> [RadialMenuItem] { parts.flatMap { $0 } }
    /// Items under `if #available`.
    public static func buildLimitedAvailability(_ part: [RadialMenuItem]) -> [RadialMenuItem] { part }
  }
#endif
