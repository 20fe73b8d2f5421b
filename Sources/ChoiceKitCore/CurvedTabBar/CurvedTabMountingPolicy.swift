import Foundation

/// When a curved tab view builds a tab's content.
///
/// ```swift
/// var mounting = CurvedTabMounting(ids: tabs.map(\.id), selection: selection, policy: .lazy)
/// ```
package enum CurvedTabMountingPolicy: String, Sendable, Hashable, CaseIterable {
  /// As SwiftUI's `TabView`: a tab is built the first time it is selected and kept from then
  /// on, so a tab never shown costs nothing and a tab once shown keeps its state.
  case lazy
  /// Every tab is built at once and kept, so each tab's `task` and `onAppear` work starts
  /// before it is first shown.
  case eager
}
