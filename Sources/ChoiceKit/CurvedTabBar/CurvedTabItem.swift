#if canImport(SwiftUI)
  import SwiftUI

  /// A type whose cases are the tabs of a ``CurvedTabBar``: each case has a title and an
  /// SF Symbol, and the cases in order are the tabs in order.
  ///
  /// A `String`-backed enumeration whose raw values are symbol names needs only its titles, so
  /// an enumeration written for the "Tab Bar curvo en SwiftUI" tutorial adopts it by replacing
  /// `CaseIterable` with `CurvedTabItem`:
  ///
  /// ```swift
  /// enum TabItem: String, CurvedTabItem {
  ///   case home = "house.fill"
  ///   case search = "magnifyingglass"
  ///
  ///   var title: String {
  ///     switch self {
  ///     case .home: return "Inicio"
  ///     case .search: return "Buscar"
  ///     }
  ///   }
  /// }
  ///
  /// CurvedTabBar(selectedTab: $currentTab) { showComposer = true }
  /// ```
  public protocol CurvedTabItem: CaseIterable, Hashable {
    /// The tab's title, shown under its symbol and spoken by VoiceOver, used as it is.
    var title: String { get }
    /// The name of the tab's SF Symbol.
    var systemImage: String { get }
  }

  extension CurvedTabItem where Self: RawRepresentable, RawValue == String {
    /// The raw value, as the tutorial's enumeration stores each tab's symbol name there.
    public var systemImage: String { rawValue }
  }
#endif
