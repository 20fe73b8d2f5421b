import Foundation

/// Where a curved tab bar puts a tab's title: under its icon, or beside it on a short bar.
///
/// The system's tab bar puts titles under icons in regular height and beside them in compact
/// height (an iPhone in landscape), where the bar is shorter; ``CurvedTabBarMetrics/compact`` does
/// the same.
public enum CurvedTabBarTitlePlacement: String, Sendable, Hashable, CaseIterable {
  /// The title under the icon, both centred in the slot: the regular bar.
  case below
  /// The title after the icon on one line, the pair centred in the slot (the icon at the right
  /// of the title right to left): the compact-height bar.
  case beside
}
