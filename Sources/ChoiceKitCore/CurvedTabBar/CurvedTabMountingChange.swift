import Foundation

/// What one update of a `CurvedTabMounting` did: which tab stopped being active, which became
/// active, and which tabs were built or dropped.
///
/// The SwiftUI view turns these into the callbacks `TabView` gives its tabs: the tab in
/// ``disappeared`` gets its disappear before the tab in ``appeared`` gets its appear.
///
/// ```swift
/// let change = mounting.select("search")
/// change.disappeared  // "home", the tab that was active
/// change.appeared     // "search"
/// change.mounted      // ["search"] the first time it is shown
/// ```
package struct CurvedTabMountingChange<ID: Hashable>: Hashable {
  /// The tab that was active before the update and is not any more, or `nil`.
  public var disappeared: ID?
  /// The tab that is active after the update and was not before, or `nil`.
  public var appeared: ID?
  /// The tabs built by the update, in tab order.
  public var mounted: [ID]
  /// The tabs dropped by the update because they left the list of tabs, in their old order.
  public var unmounted: [ID]

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - disappeared: The tab that stopped being active.
  ///   - appeared: The tab that became active.
  ///   - mounted: The tabs built.
  ///   - unmounted: The tabs dropped.
  public init(disappeared: ID? = nil, appeared: ID? = nil, mounted: [ID] = [], unmounted: [ID] = []) {
    self.disappeared = disappeared
    self.appeared = appeared
    self.mounted = mounted
    self.unmounted = unmounted
  }

  /// Whether the update changed nothing.
  public var isEmpty: Bool {
    disappeared == nil && appeared == nil && mounted.isEmpty && unmounted.isEmpty
  }
}

extension CurvedTabMountingChange: Sendable where ID: Sendable {}
