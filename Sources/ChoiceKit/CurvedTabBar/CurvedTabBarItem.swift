#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// One tab of a ``CurvedTabBar`` built from data: the value the selection takes, its title,
  /// its symbol and its badge.
  ///
  /// ```swift
  /// CurvedTabBarItem("Inbox", systemImage: "tray.fill", badge: .count(unread), value: Tab.inbox)
  /// ```
  public struct CurvedTabBarItem<Value: Hashable> {
    /// The value the selection takes when the tab is chosen.
    public var value: Value
    /// The title.
    var title: Text
    /// The title as plain text, when it was given as a string.
    var plainTitle: String?
    /// The name of the tab's SF Symbol.
    public var systemImage: String
    /// The badge on the symbol, if any.
    public var badge: CurvedTabBarBadge?

    /// Creates a tab with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The title, looked up in the app's strings.
    ///   - systemImage: The name of the tab's SF Symbol.
    ///   - badge: A count, text or dot on the symbol.
    ///   - value: The value the selection takes when the tab is chosen.
    public init(
      _ titleKey: LocalizedStringKey, systemImage: String, badge: CurvedTabBarBadge? = nil, value: Value
    ) {
      self.value = value
      self.title = Text(titleKey)
      self.plainTitle = nil
      self.systemImage = systemImage
      self.badge = badge
    }

    /// Creates a tab with a title that is not localized.
    ///
    /// - Parameters:
    ///   - title: The title, used as it is.
    ///   - systemImage: The name of the tab's SF Symbol.
    ///   - badge: A count, text or dot on the symbol.
    ///   - value: The value the selection takes when the tab is chosen.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, systemImage: String, badge: CurvedTabBarBadge? = nil, value: Value
    ) {
      let plain = String(title)
      self.value = value
      self.title = Text(verbatim: plain)
      self.plainTitle = plain
      self.systemImage = systemImage
      self.badge = badge
    }
  }
#endif
