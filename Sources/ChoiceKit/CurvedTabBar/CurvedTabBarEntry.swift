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

    /// What VoiceOver speaks after the tab's title, its accessibility value, from the core's
    /// wording: "3 new items" in a bar marked as a tab bar, which speaks "tab, 1 of 4" itself;
    /// "tab, 1 of 4, 3 new items" before iOS 17. The label is the title alone, so Voice Control
    /// names the tab by it.
    func accessibilityValue(index: Int, count: Int, isEnabled: Bool, wording: CurvedTabBarWording) -> Text {
      Text(
        verbatim: wording.tabValue(
          badge: badge, isEnabled: isEnabled && isSelectable, index: index, count: count,
          containerSpeaksPosition: CurvedTabBarAccessibilityContainer.speaksPosition))
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
