import Foundation

/// Which tabs of a curved tab view are built, and which one is active, as SwiftUI's `TabView`
/// decides them: a tab is built on its first selection and kept from then on, and only the
/// selected tab is active.
///
/// The view keeps one value and feeds it every change of the selection and of the list of tabs;
/// each update returns the `CurvedTabMountingChange` it made.
///
/// Rules:
/// - Tabs are named by `ID`, the identity `ForEach` gives each tab, so a tab keeps its state when
///   others are inserted, removed or moved. A repeated id counts once, at its first place; the
///   later copies are never built.
/// - ``mounted`` lists the tabs built, in the order of ``ids``: with `CurvedTabMountingPolicy.lazy`
///   the selected tab and every tab selected before; with `CurvedTabMountingPolicy.eager` every
///   tab. It only grows, except that a tab leaving the list is dropped, and built anew (fresh
///   state) if it comes back and is selected again.
/// - ``active`` is the selection when it names a tab, otherwise `nil`: a `nil` selection, or one
///   that names no tab, leaves no tab active and builds nothing, and the built tabs keep their
///   state. Only the active tab takes focus, keyboard shortcuts, toolbar items and the bar's
///   visibility requests.
/// - A change of the active tab reports the old tab in `CurvedTabMountingChange.disappeared`
///   and the new one in `CurvedTabMountingChange.appeared`; selecting the active tab again
///   reports nothing.
///
/// ```swift
/// var mounting = CurvedTabMounting(ids: ["home", "search", "profile"], selection: "home")
/// mounting.mounted                  // ["home"]
/// let change = mounting.select("profile")
/// mounting.mounted                  // ["home", "profile"]
/// mounting.active                   // "profile"
/// (change.disappeared, change.appeared)  // ("home", "profile")
/// ```
///
/// In SwiftUI, the tab view keeps the value in `@State`, built from the children's `ForEach` ids
/// and the selection, feeds it `select(_:)` when the selection changes and `update(ids:selection:)`
/// when the children change, and draws only ``mounted`` tabs, each keyed by its id so it keeps
/// its state:
///
/// ```swift
/// ZStack {
///   ForEach(children.filter { mounting.isMounted($0.id) }) { child in
///     let isActive = mounting.isActive(child.id)
///     child.element
///       .opacity(isActive ? 1 : 0)
///       .allowsHitTesting(isActive)
///       .accessibilityHidden(!isActive)
///       .disabled(!isActive)  // no focus, no keyboard shortcuts
///   }
/// }
/// ```
///
/// A built tab's own `onAppear` runs once, when it is built; the view reports each change's
/// `CurvedTabMountingChange.disappeared` and `CurvedTabMountingChange.appeared` to the tabs
/// (in that order) so their content can tell when it is shown again.
package struct CurvedTabMounting<ID: Hashable>: Hashable {
  /// The tabs, in order, each id once.
  public private(set) var ids: [ID]
  /// When tabs are built.
  public let policy: CurvedTabMountingPolicy
  /// The built tabs, in the order of ``ids``.
  public private(set) var mounted: [ID]
  /// The active tab: the selection when it names a tab, otherwise `nil`.
  public private(set) var active: ID?

  /// Starts with a list of tabs and a selection.
  ///
  /// ```swift
  /// let mounting = CurvedTabMounting(ids: children.map(\.id), selection: selectedID)
  /// ```
  ///
  /// - Parameters:
  ///   - ids: The tabs' ids in order; a repeated id counts once, at its first place.
  ///   - selection: The selected tab; `nil` or an id not in `ids` leaves no tab active.
  ///   - policy: When tabs are built; lazily by default, as `TabView` does.
  public init(ids: [ID], selection: ID?, policy: CurvedTabMountingPolicy = .lazy) {
    let unique = Self.unique(ids)
    self.ids = unique
    self.policy = policy
    let active = selection.flatMap { unique.contains($0) ? $0 : nil }
    self.active = active
    switch policy {
    case .lazy: mounted = active.map { [$0] } ?? []
    case .eager: mounted = unique
    }
  }

  /// Whether a tab's content is built.
  ///
  /// - Parameter id: The tab.
  /// - Returns: `true` when `id` is in ``mounted``.
  public func isMounted(_ id: ID) -> Bool { mounted.contains(id) }

  /// Whether a tab is the active one: shown, hit-testable, read by VoiceOver, and the one whose
  /// focus, shortcuts, toolbar items and bar visibility count.
  ///
  /// - Parameter id: The tab.
  /// - Returns: `true` when `id` is ``active``.
  public func isActive(_ id: ID) -> Bool { active == id }

  /// Follows a change of the selection.
  ///
  /// ```swift
  /// .onChange(of: selection) { mounting.select($0) }
  /// ```
  ///
  /// - Parameter selection: The new selection; `nil` or an id not in ``ids`` leaves no tab
  ///   active and builds nothing.
  /// - Returns: What changed: the old active tab's disappear, the new one's appear, and the tab
  ///   built if it was shown for the first time.
  @discardableResult
  public mutating func select(_ selection: ID?) -> CurvedTabMountingChange<ID> {
    let next = selection.flatMap { ids.contains($0) ? $0 : nil }
    guard next != active else { return CurvedTabMountingChange() }
    var change = CurvedTabMountingChange<ID>(disappeared: active, appeared: next)
    active = next
    if let next, !mounted.contains(next) {
      change.mounted = [next]
      mounted = ids.filter { $0 == next || mounted.contains($0) }
    }
    return change
  }

  /// Follows a change of the list of tabs: tabs that left it are dropped, new tabs are built
  /// under the eager policy, and the built tabs take the list's new order.
  ///
  /// - Parameters:
  ///   - ids: The new list; a repeated id counts once, at its first place.
  ///   - selection: The selection at the same moment; the active tab is then decided as by
  ///     ``select(_:)``, so an active tab that left the list disappears.
  /// - Returns: What changed: the dropped and built tabs, and the active tab's disappear and
  ///   appear when it changed.
  @discardableResult
  public mutating func update(ids: [ID], selection: ID?) -> CurvedTabMountingChange<ID> {
    let unique = Self.unique(ids)
    let kept = Set(unique)
    let unmounted = mounted.filter { !kept.contains($0) }
    let added = policy == .eager ? unique.filter { !mounted.contains($0) } : []
    let built = Set(mounted).union(added)
    self.ids = unique
    mounted = unique.filter { built.contains($0) }
    var change = select(selection)
    change.mounted = unique.filter { added.contains($0) || change.mounted.contains($0) }
    change.unmounted = unmounted
    return change
  }

  /// `ids` with each id kept at its first place only.
  static func unique(_ ids: [ID]) -> [ID] {
    var seen = Set<ID>()
    return ids.filter { seen.insert($0).inserted }
  }
}

extension CurvedTabMounting: Sendable where ID: Sendable {}
