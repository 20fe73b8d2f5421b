#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// One tab as the bar draws it: its title, symbol and badge, and whether it can be chosen.
  struct CurvedTabBarEntry {
    /// The title, as the caller gave it (localized or not).
    let title: Text
    /// The title as plain text when the caller gave a string, so the core can speak the whole
    /// label; `nil` for a localized title, which keeps its own localisation.
    let plainTitle: String?
    let systemImage: String
    let badge: CurvedTabBarBadge?
    /// Tagged with a value of the selection's type, not repeating an earlier tab's tag.
    let isSelectable: Bool

    init(title: Text, plainTitle: String?, systemImage: String, badge: CurvedTabBarBadge?, isSelectable: Bool)
    {
      self.title = title
      self.plainTitle = plainTitle
      self.systemImage = systemImage
      self.badge = badge
      self.isSelectable = isSelectable
    }

    init(label: CurvedTabLabel, isSelectable: Bool) {
      self.init(
        title: label.title, plainTitle: label.plainTitle, systemImage: label.systemImage, badge: label.badge,
        isSelectable: isSelectable)
    }

    /// What VoiceOver speaks for the tab's button: “Home, tab, 1 of 4, 3 new items”, from the
    /// core's wording; a localized title keeps its own localisation and the core adds the rest.
    func accessibilityLabel(index: Int, count: Int, isEnabled: Bool, wording: CurvedTabBarWording) -> Text {
      let enabled = isEnabled && isSelectable
      if let plainTitle {
        return Text(
          verbatim: wording.tabDescription(
            title: plainTitle, badge: badge, isEnabled: enabled, index: index, count: count))
      }
      let rest = wording.description(afterTitle: badge, isEnabled: enabled, index: index, count: count)
      return title + Text(verbatim: rest ?? "")
    }
  }

  /// The title, symbol and badge a tab's content carries, from `curvedTabItem(_:systemImage:badge:)`.
  struct CurvedTabLabel {
    let title: Text
    let plainTitle: String?
    let systemImage: String
    let badge: CurvedTabBarBadge?
  }

  /// The trait that carries a tab's item from its content to the ``CurvedTabView``.
  struct CurvedTabLabelTraitKey: _ViewTraitKey {
    /// No item: the tab shows a placeholder symbol and its tag's text, if any.
    static var defaultValue: CurvedTabLabel? { nil }
  }
#endif
