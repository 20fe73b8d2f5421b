#if canImport(SwiftUI)
  import SwiftUI

  private struct CurvedTabSelectedKey: EnvironmentKey {
    static let defaultValue = true
  }

  extension EnvironmentValues {
    /// Whether the ``CurvedTabView`` tab this view is in is the one shown; `true` outside a
    /// curved tab view.
    ///
    /// A tab not shown keeps its state, as in `TabView`, so its content stays built: read this to
    /// pause what only the shown tab should do.
    ///
    /// ```swift
    /// struct PlayerView: View {
    ///   @Environment(\.isCurvedTabSelected) private var isShown
    ///   var body: some View {
    ///     VideoPlayer(player: player).onChange(of: isShown) { _, shown in shown ? player.play() : player.pause() }
    ///   }
    /// }
    /// ```
    public var isCurvedTabSelected: Bool {
      get { self[CurvedTabSelectedKey.self] }
      set { self[CurvedTabSelectedKey.self] = newValue }
    }
  }

  extension View {
    /// Runs an action when this view's ``CurvedTabView`` tab is shown: when the view appears in
    /// the shown tab, and each time its tab is chosen again, as `onAppear` runs on a `TabView`
    /// tab's content.
    ///
    /// ```swift
    /// FeedView()
    ///   .onCurvedTabAppear { feed.resume() }
    ///   .onCurvedTabDisappear { feed.pause() }
    /// ```
    ///
    /// A curved tab view keeps a tab's content built while another tab is shown, so SwiftUI's own
    /// `onAppear` runs once, when the tab is first chosen; this one runs on every switch.
    ///
    /// - Parameter action: What to do when the tab is shown.
    /// - Returns: A view that runs the action.
    nonisolated public func onCurvedTabAppear(perform action: @escaping @MainActor () -> Void) -> some View {
      modifier(CurvedTabAppearance(appear: action, disappear: nil))
    }

    /// Runs an action when this view's ``CurvedTabView`` tab stops being shown: when another tab
    /// is chosen, or when the view leaves the shown tab, as `onDisappear` runs on a `TabView`
    /// tab's content.
    ///
    /// - Parameter action: What to do when the tab is no longer shown.
    /// - Returns: A view that runs the action.
    nonisolated public func onCurvedTabDisappear(perform action: @escaping @MainActor () -> Void) -> some View
    {
      modifier(CurvedTabAppearance(appear: nil, disappear: action))
    }
  }

  /// Turns the tab's being shown into appear and disappear actions.
  struct CurvedTabAppearance: ViewModifier {
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?
    @Environment(\.isCurvedTabSelected) private var isSelected

    nonisolated init(appear: (@MainActor () -> Void)?, disappear: (@MainActor () -> Void)?) {
      self.appear = appear
      self.disappear = disappear
    }

    func body(content: Content) -> some View {
      content
        .onAppear { if isSelected { appear?() } }
        .onDisappear { if isSelected { disappear?() } }
        .choiceOnChange(of: isSelected) { shown in shown ? appear?() : disappear?() }
    }
  }
#endif
