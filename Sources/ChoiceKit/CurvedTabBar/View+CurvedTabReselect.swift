#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if os(iOS)
    import UIKit
  #endif

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
    ///     .curvedTabScrollsToTop()
    /// }
    /// .curvedTabPopsToRoot($path)
    /// ```
    ///
    /// A re-tap with screens pushed empties `path`; a re-tap at the root goes on to the views
    /// inside the stack, where ``SwiftUI/View/curvedTabScrollsToTop()`` scrolls to the
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

    /// Scrolls this scroll view or list to its top when the user taps its ``CurvedTabView`` tab
    /// while the tab is shown at its root, as a `TabView` tab's scroll view does.
    ///
    /// ```swift
    /// NavigationStack {
    ///   List(messages) { MessageRow($0) }
    ///     .navigationTitle("Inbox")
    ///     .searchable(text: $query)
    ///     .curvedTabScrollsToTop()
    /// }
    /// ```
    ///
    /// Apply it to the `ScrollView` or `List` itself. On iOS and iPadOS, where the curved bar
    /// reports re-taps, the scroll view goes to the very top of its content, above its top
    /// inset, as UIKit's scroll-to-top does: a large title collapsed by scrolling and a search
    /// field scrolled away show again. The scroll view is the smallest one of the window that
    /// holds this view's frame (the core's `CurvedTabScrollTop`). Inside a stack marked with
    /// `curvedTabPopsToRoot(_:)`, a re-tap with screens pushed pops instead.
    ///
    /// - Returns: A view that scrolls to its top on a re-tap of its tab.
    nonisolated public func curvedTabScrollsToTop() -> some View {
      modifier(CurvedTabScrollToTop<Int>(id: nil, anchor: .top))
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
    /// Apply it to the `ScrollView` or `List` itself. With the `.top` anchor it scrolls as
    /// ``SwiftUI/View/curvedTabScrollsToTop()`` does, to the very top above the top inset, so a
    /// collapsed large title and a search field show again; `id` is where it scrolls when no
    /// scroll view holding this view is found. With another anchor, `id` names a view inside it,
    /// as `ScrollViewProxy.scrollTo(_:anchor:)` finds it: a `ForEach` element's identifier or an
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

  /// Scrolls a scroll view to its top on each re-tap that reaches it: on iOS the scroll view
  /// that holds the view, above its top inset (`ChoiceViewReference.curvedTabScrollToTop()`), else
  /// to the view `id`.
  struct CurvedTabScrollToTop<ID: Hashable & Sendable>: ViewModifier {
    let id: ID?
    let anchor: UnitPoint
    @Environment(\.curvedTabReselectCount) private var count
    #if os(iOS)
      @State private var marker = ChoiceViewReference()
    #endif

    nonisolated init(id: ID?, anchor: UnitPoint) {
      self.id = id
      self.anchor = anchor
    }

    func body(content: Content) -> some View {
      let id = id
      let anchor = anchor
      #if os(iOS)
        let marker = marker
      #endif
      ScrollViewReader { proxy in
        content
          #if os(iOS)
            .background {
              ChoiceViewProbe(reference: marker).accessibilityHidden(true).allowsHitTesting(false)
            }
          #endif
          .choiceOnChange(of: count) { _ in
            #if os(iOS)
              if anchor == .top, marker.curvedTabScrollToTop() { return }
            #endif
            guard let id else { return }
            withAnimation { proxy.scrollTo(id, anchor: anchor) }
          }
      }
    }
  }

  #if os(iOS)
    /// The scroll view of the window that a view marked with a scroll-to-top stands for, found
    /// from the view behind the marked one.
    extension ChoiceViewReference {
      /// How many of the marker's ancestors are searched for the scroll view, nearest first.
      static let scrollSearchLevels = 12
      /// How many views one search visits at most.
      static let scrollSearchLimit = 4_000

      /// Scrolls the scroll view the marked view stands for to the top of its content, as
      /// UIKit's scroll-to-top does.
      ///
      /// - Returns: Whether such a scroll view was found.
      @MainActor
      func curvedTabScrollToTop() -> Bool {
        guard let view, view.window != nil else { return false }
        let marked = view.convert(view.bounds, to: nil)
        var ancestor = view.superview
        var level = 0
        while let current = ancestor, level < Self.scrollSearchLevels {
          let scrollViews = Self.scrollViews(in: current)
          let frames = scrollViews.map { $0.convert($0.bounds, to: nil) }
          if let index = CurvedTabScrollTop.target(marked: marked, candidates: frames) {
            let scrollView = scrollViews[index]
            let top = CurvedTabScrollTop.topOffset(
              contentOffset: scrollView.contentOffset, adjustedInsetTop: scrollView.adjustedContentInset.top)
            scrollView.setContentOffset(top, animated: true)
            return true
          }
          ancestor = current.superview
          level += 1
        }
        return false
      }

      /// The scroll views under a view, outer ones first, visiting at most `scrollSearchLimit` views.
      @MainActor
      static func scrollViews(in root: UIView) -> [UIScrollView] {
        var found: [UIScrollView] = []
        var queue: [UIView] = [root]
        var next = 0
        while next < queue.count, next < scrollSearchLimit {
          let view = queue[next]
          next += 1
          if let scrollView = view as? UIScrollView { found.append(scrollView) }
          queue.append(contentsOf: view.subviews)
        }
        return found
      }
    }
  #endif
#endif
