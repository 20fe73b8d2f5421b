#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// One action of a ``RadialMenu``: a title, an optional symbol, and what it does.
  ///
  /// ```swift
  /// RadialMenu(isExpanded: $isOpen, arc: .leadingHalf) {
  ///   RadialMenuItem("Create", systemImage: "plus") { create() }
  ///   RadialMenuItem("Delete", systemImage: "trash", role: .destructive) { delete() }
  ///     .disabled(selection.isEmpty)
  /// } label: {
  ///   Text("Open")
  /// }
  /// ```
  ///
  /// The menu draws each item as a button through its ``RadialMenuStyle``, names it by its title
  /// and tells VoiceOver its place ("Create, button, 1 of 3"). A role is the button's role, as
  /// `Button(role:)` takes it: the standard style draws a destructive item in red, and a style of
  /// your own reads it from ``RadialMenuItemConfiguration/role``. As `Menu` does, the menu keeps
  /// the items in the order written whatever their roles: put a destructive item last yourself
  /// if you want it there.
  public struct RadialMenuItem {
    /// The title, as given (localized or not).
    let title: Text
    /// The title as plain text when it was given as a string; `nil` for a localized title.
    let plainTitle: String?
    /// The SF Symbol's name, if any.
    let systemImage: String?
    /// The button's role, if any: `.destructive` or `.cancel`.
    let role: ButtonRole?
    /// Whether the item can be chosen.
    let isEnabled: Bool
    /// What choosing the item does; the menu closes first.
    let action: @MainActor () -> Void

    init(
      title: Text, plainTitle: String?, systemImage: String?, role: ButtonRole?, isEnabled: Bool = true,
      action: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.plainTitle = plainTitle
      self.systemImage = systemImage
      self.role = role
      self.isEnabled = isEnabled
      self.action = action
    }

    /// Creates an item with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key in the app's strings.
    ///   - systemImage: An SF Symbol's name, drawn beside the title by the standard style.
    ///   - role: The button's role: `.destructive` for an action that deletes or cannot be
    ///     undone, drawn in red by the standard style.
    ///   - action: What choosing the item does.
    public init(
      _ titleKey: LocalizedStringKey, systemImage: String? = nil, role: ButtonRole? = nil,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(title: Text(titleKey), plainTitle: nil, systemImage: systemImage, role: role, action: action)
    }

    /// Creates an item with a title that is shown as it is, not localized.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: An SF Symbol's name, drawn beside the title by the standard style.
    ///   - role: The button's role: `.destructive` for an action that deletes or cannot be
    ///     undone, drawn in red by the standard style.
    ///   - action: What choosing the item does.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, systemImage: String? = nil, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) {
      self.init(
        title: Text(title), plainTitle: String(title), systemImage: systemImage, role: role, action: action)
    }

    /// This item, disabled or not: a disabled item is drawn dimmed, cannot be chosen and is
    /// skipped by arrow keys and the Digital Crown.
    ///
    /// - Parameter isDisabled: Whether to disable the item.
    /// - Returns: The item, disabled when `isDisabled` is `true` or it already was.
    public func disabled(_ isDisabled: Bool) -> RadialMenuItem {
      RadialMenuItem(
        title: title, plainTitle: plainTitle, systemImage: systemImage, role: role,
        isEnabled: isEnabled && !isDisabled,
        action: action)
    }
  }
#endif
