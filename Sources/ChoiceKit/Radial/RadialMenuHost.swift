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

  private struct RadialMenuHostedKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether a `radialMenuHost()` further out draws the radial menus' items.
    var isRadialMenuHosted: Bool {
      get { self[RadialMenuHostedKey.self] }
      set { self[RadialMenuHostedKey.self] = newValue }
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
    /// A host cannot draw over a sheet, a popover or an alert it does not contain.
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

  /// Tells the menus inside that their items are drawn here, and draws them over the content at
  /// their buttons' places.
  struct RadialMenuHostModifier: ViewModifier {
    nonisolated init() {}

    func body(content: Content) -> some View {
      content
        .environment(\.isRadialMenuHosted, true)
        .overlayPreferenceValue(RadialMenuHostedItemsKey.self) { hosted in
          GeometryReader { proxy in
            ForEach(hosted) { menu in
              let button = proxy[menu.button]
              menu.items
                .frame(width: button.width, height: button.height)
                .position(x: button.midX, y: button.midY)
            }
          }
        }
    }
  }
#endif
