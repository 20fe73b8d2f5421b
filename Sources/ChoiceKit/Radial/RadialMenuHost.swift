#if canImport(SwiftUI)
  import SwiftUI

  /// The items of one radial menu, handed to the host that draws them: where the menu's centre
  /// button is, and the items laid out around a stand-in of its size.
  struct RadialMenuHostedItems: Identifiable {
    let id: Namespace.ID
    let button: Anchor<CGRect>
    let items: AnyView
  }

  /// The items of every radial menu inside a host, in the order the menus are drawn.
  struct RadialMenuHostedItemsKey: PreferenceKey {
    static var defaultValue: [RadialMenuHostedItems] { [] }

    static func reduce(value: inout [RadialMenuHostedItems], nextValue: () -> [RadialMenuHostedItems]) {
      value += nextValue()
    }
  }

  /// What a `radialMenuHost()` further out has drawn: the menus whose items it drew. A menu
  /// hands its items up whenever a host is further out, and draws them itself unless the host
  /// confirmed drawing them, so a menu whose items never reach the host (in a sheet, a popover,
  /// a toolbar or a pushed screen the host does not contain) still shows them.
  struct RadialMenuHostState: Equatable {
    /// The menus whose items the host drew, by their identity.
    var drawn: Set<Namespace.ID> = []

    /// Whether a menu draws its own items: without a host, or before its host drew them.
    ///
    /// - Parameters:
    ///   - id: The menu's identity.
    ///   - drawn: The menus the host further out drew; `nil` without a host.
    static func drawsOwnItems<ID: Hashable>(_ id: ID, drawn: Set<ID>?) -> Bool {
      !(drawn?.contains(id) ?? false)
    }
  }

  private struct RadialMenuHostStateKey: EnvironmentKey {
    static var defaultValue: RadialMenuHostState? { nil }
  }

  extension EnvironmentValues {
    /// The `radialMenuHost()` further out, and what it has drawn; `nil` without a host.
    var radialMenuHost: RadialMenuHostState? {
      get { self[RadialMenuHostStateKey.self] }
      set { self[RadialMenuHostStateKey.self] = newValue }
    }
  }

  extension View {
    /// Draws the items of every ``RadialMenu`` inside this view above all of this view's
    /// content, so they take their own touches wherever a menu sits: in a `List` row, a stack,
    /// a scroll view or under a toolbar.
    ///
    /// ```swift
    /// NavigationStack {
    ///   List(notes) { note in
    ///     NoteRow(note)
    ///     RadialMenu("More", arc: .leadingHalf) { … }   // items over the rows below
    ///   }
    /// }
    /// .radialMenuHost()
    /// ```
    ///
    /// Apply it once, near the root of a screen. Without a host a menu draws its items itself,
    /// above the views after it in its own container only. The centre button stays where the
    /// menu is; each item keeps its place around it, its actions, focus and VoiceOver labels.
    /// A host cannot draw over a sheet, a popover or an alert it does not contain: a menu whose
    /// items do not reach the host draws them itself, as without a host. A host inside another
    /// draws the menus it holds; the outer one does not draw them again.
    ///
    /// - Returns: A view that draws its radial menus' items above its content.
    nonisolated public func radialMenuHost() -> some View {
      modifier(RadialMenuHostModifier())
    }
  }

  /// Hands a hosted menu's items to its host, anchored at the centre button; a menu without a
  /// host hands nothing.
  struct RadialMenuHosting: ViewModifier {
    let id: Namespace.ID
    /// The items to draw, or `nil` without a host.
    let items: AnyView?

    func body(content: Content) -> some View {
      if let items {
        let id = id
        content.anchorPreference(key: RadialMenuHostedItemsKey.self, value: .bounds) { anchor in
          [RadialMenuHostedItems(id: id, button: anchor, items: items)]
        }
      } else {
        content
      }
    }
  }

  /// Tells the menus inside that a host is here and which of them it drew, and draws their items
  /// over the content at their buttons' places. The items it collects go no further out, so a
  /// host around it never draws them again.
  struct RadialMenuHostModifier: ViewModifier {
    @State private var state = RadialMenuHostState()

    nonisolated init() {}

    func body(content: Content) -> some View {
      let binding = $state
      // Records the menus drawn, when they first draw and whenever they change.
      let confirm = { (ids: Set<Namespace.ID>) in
        if binding.wrappedValue.drawn != ids { binding.wrappedValue.drawn = ids }
      }
      return
        content
        .environment(\.radialMenuHost, state)
        .overlayPreferenceValue(RadialMenuHostedItemsKey.self) { hosted in
          let ids = Set(hosted.map(\.id))
          GeometryReader { proxy in
            ForEach(hosted) { menu in
              let button = proxy[menu.button]
              menu.items
                .frame(width: button.width, height: button.height)
                .position(x: button.midX, y: button.midY)
            }
          }
          .onAppear { confirm(ids) }
          .choiceOnChange(of: ids, perform: confirm)
        }
        .transformPreference(RadialMenuHostedItemsKey.self) { $0 = [] }
    }
  }
#endif
