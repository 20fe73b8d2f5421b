#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  private struct CurvedTabReselectCountKey: EnvironmentKey {
    static let defaultValue = 0
  }

  extension EnvironmentValues {
    /// How many times this view's ``CurvedTabView`` tab was tapped while shown, as far as the
    /// views inside it are concerned: a navigation stack that pops on a re-tap keeps that re-tap
    /// from the views inside it. 0 outside a curved tab view.
    var curvedTabReselectCount: Int {
      get { self[CurvedTabReselectCountKey.self] }
      set { self[CurvedTabReselectCountKey.self] = newValue }
    }
  }

  extension View {
    /// Pops this navigation stack to its root when the user taps its ``CurvedTabView`` tab while
    /// the tab is shown, as a `TabView` tab's stack does.
    ///
    /// ```swift
    /// @State private var path = NavigationPath()
    ///
    /// NavigationStack(path: $path) {
    ///   List(messages) { message in NavigationLink(message.subject, value: message) }
    ///     .navigationDestination(for: Message.self) { MessageView($0) }
    ///     .curvedTabScrollsToTop(to: messages.first?.id)
    /// }
    /// .curvedTabPopsToRoot($path)
    /// ```
    ///
    /// A re-tap with screens pushed empties `path`; a re-tap at the root goes on to the views
    /// inside the stack, where ``SwiftUI/View/curvedTabScrollsToTop(to:anchor:)`` scrolls to the
    /// top. The core's `CurvedTabReselectStep` decides. Only screens the path holds can be popped:
    /// push with `NavigationLink(_:value:)` and `navigationDestination(for:destination:)`. The
    /// tab view's `onCurvedTabReselect(perform:)` runs as well, on every re-tap.
    ///
    /// - Parameter path: The path the `NavigationStack` is bound to.
    /// - Returns: A view that pops its stack on a re-tap of its tab.
    nonisolated public func curvedTabPopsToRoot(_ path: Binding<NavigationPath>) -> some View {
      modifier(CurvedTabPopToRoot(path: path))
    }

    /// Pops this navigation stack to its root when the user taps its ``CurvedTabView`` tab while
    /// the tab is shown: the form for a stack bound to an array of values.
    ///
    /// ```swift
    /// @State private var path: [Message] = []
    ///
    /// NavigationStack(path: $path) { Inbox() }
    ///   .curvedTabPopsToRoot($path)
    /// ```
    ///
    /// - Parameter path: The collection the `NavigationStack` is bound to.
    /// - Returns: A view that empties `path` on a re-tap of its tab with screens pushed, and
    ///   otherwise passes the re-tap on to the views inside it.
    nonisolated public func curvedTabPopsToRoot<Path: RangeReplaceableCollection>(_ path: Binding<Path>)
      -> some View
    {
      modifier(CurvedTabPopToRoot(path: path))
    }

    /// Scrolls this scroll view or list to a view at its top when the user taps its
    /// ``CurvedTabView`` tab while the tab is shown at its root, as a `TabView` tab's scroll view
    /// does.
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }
    ///   .curvedTabScrollsToTop(to: messages.first?.id)
    ///
    /// ScrollView {
    ///   Color.clear.frame(height: 0).id("top")
    ///   LazyVStack { … }
    /// }
    /// .curvedTabScrollsToTop(to: "top")
    /// ```
    ///
    /// Apply it to the `ScrollView` or `List` itself. `id` names a view inside it, as
    /// `ScrollViewProxy.scrollTo(_:anchor:)` finds it: a `ForEach` element's identifier or an
    /// `id(_:)`; `nil`, or an id no view carries, scrolls nowhere. Inside a stack marked with
    /// `curvedTabPopsToRoot(_:)`, a re-tap with screens pushed pops instead.
    ///
    /// - Parameters:
    ///   - id: The identifier of the first view in the scroll view.
    ///   - anchor: Where that view ends up; the top by default.
    /// - Returns: A view that scrolls to `id` on a re-tap of its tab.
    nonisolated public func curvedTabScrollsToTop<ID: Hashable & Sendable>(
      to id: ID?, anchor: UnitPoint = .top
    )
      -> some View
    {
      modifier(CurvedTabScrollToTop(id: id, anchor: anchor))
    }
  }

  /// Takes the first step of a re-tap for a navigation stack: pops, or passes the re-tap on.
  struct CurvedTabPopToRoot<Path>: ViewModifier {
    let path: Binding<Path>
    /// How many screens the path holds above the root.
    let depth: @Sendable (Path) -> Int
    /// Empties the path.
    let popToRoot: @Sendable (inout Path) -> Void
    @Environment(\.curvedTabReselectCount) private var count
    @State private var passedOn = 0

    nonisolated init(
      path: Binding<Path>, depth: @escaping @Sendable (Path) -> Int,
      popToRoot: @escaping @Sendable (inout Path) -> Void
    ) {
      self.path = path
      self.depth = depth
      self.popToRoot = popToRoot
    }

    func body(content: Content) -> some View {
      content
        .environment(\.curvedTabReselectCount, passedOn)
        .choiceOnChange(of: count) { _ in
          switch CurvedTabReselectStep.step(navigationDepth: depth(path.wrappedValue)) {
          case .popToRoot: popToRoot(&path.wrappedValue)
          case .scrollToTop: passedOn &+= 1
          }
        }
    }
  }

  extension CurvedTabPopToRoot where Path == NavigationPath {
    /// For a stack bound to a `NavigationPath`.
    nonisolated init(path: Binding<NavigationPath>) {
      self.init(path: path, depth: { $0.count }, popToRoot: { $0 = NavigationPath() })
    }
  }

  extension CurvedTabPopToRoot where Path: RangeReplaceableCollection {
    /// For a stack bound to a collection of values.
    nonisolated init(path: Binding<Path>) {
      self.init(path: path, depth: { $0.count }, popToRoot: { $0.removeAll() })
    }
  }

  /// Scrolls a scroll view to a view at its top on each re-tap that reaches it.
  struct CurvedTabScrollToTop<ID: Hashable & Sendable>: ViewModifier {
    let id: ID?
    let anchor: UnitPoint
    @Environment(\.curvedTabReselectCount) private var count

    nonisolated init(id: ID?, anchor: UnitPoint) {
      self.id = id
      self.anchor = anchor
    }

    func body(content: Content) -> some View {
      let id = id
      let anchor = anchor
      ScrollViewReader { proxy in
        content.choiceOnChange(of: count) { _ in
          guard let id else { return }
          withAnimation { proxy.scrollTo(id, anchor: anchor) }
        }
      }
    }
  }
#endif
