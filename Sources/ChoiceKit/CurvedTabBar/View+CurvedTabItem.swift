#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension View {
    /// Sets the title, symbol and badge this tab of a ``CurvedTabView`` shows in the bar.
    ///
    /// Use it as you use `tabItem(_:)` with `TabView`, together with
    /// ``SwiftUI/View/choiceTag(_:)`` for the value the selection takes:
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) {
    ///   InboxView()
    ///     .curvedTabItem("Inbox", systemImage: "tray.fill", badge: .count(unread))
    ///     .choiceTag(Tab.inbox)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The tab's title, looked up in the app's strings.
    ///   - systemImage: The name of the tab's SF Symbol.
    ///   - badge: A count, text or dot on the symbol; `nil` or a count of 0 shows none.
    /// - Returns: The view, carrying its tab item.
    nonisolated public func curvedTabItem(
      _ titleKey: LocalizedStringKey, systemImage: String, badge: CurvedTabBarBadge? = nil
    ) -> some View {
      _trait(
        CurvedTabLabelTraitKey.self,
        CurvedTabLabel(title: Text(titleKey), plainTitle: nil, systemImage: systemImage, badge: badge))
    }

    /// Sets the title, symbol and badge this tab of a ``CurvedTabView`` shows in the bar, with a
    /// title that is not localized.
    ///
    /// - Parameters:
    ///   - title: The tab's title, used as it is.
    ///   - systemImage: The name of the tab's SF Symbol.
    ///   - badge: A count, text or dot on the symbol; `nil` or a count of 0 shows none.
    /// - Returns: The view, carrying its tab item.
    @_disfavoredOverload
    nonisolated public func curvedTabItem<S: StringProtocol>(
      _ title: S, systemImage: String, badge: CurvedTabBarBadge? = nil
    ) -> some View {
      let plain = String(title)
      return _trait(
        CurvedTabLabelTraitKey.self,
        CurvedTabLabel(
          title: Text(verbatim: plain), plainTitle: plain, systemImage: systemImage, badge: badge))
    }
  }
#endif
