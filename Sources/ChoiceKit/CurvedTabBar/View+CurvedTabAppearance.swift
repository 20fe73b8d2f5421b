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
    /// With up to five tabs on iPhone and iPad the tabs are the system `TabView`'s, whose own
    /// `onAppear`, `onDisappear` and `task` follow every switch; this pair does too. With more
    /// tabs, and in the forms of other platforms, a curved tab view keeps a tab's content on
    /// screen while another tab is shown, so SwiftUI's own `onAppear` runs once, when the tab is
    /// first chosen, and only this pair follows the switches. It also pairs up when a screen is
    /// pushed over the view and popped off again: one disappear, one appear.
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

  /// Turns the tab's being shown into appear and disappear actions, paired: the view is shown
  /// while it is on screen (between SwiftUI's `onAppear` and `onDisappear`) in the selected tab,
  /// and each change of that runs one action. So a switch runs one of each, whether the container
  /// keeps a hidden tab on screen (ChoiceKit's own) or takes it off (the system `TabView`, which
  /// also runs `onAppear` on the tab it shows), and a screen pushed over the view, or popped off
  /// it, does too.
  struct CurvedTabAppearance: ViewModifier {
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?
    @Environment(\.isCurvedTabSelected) private var isSelected
    /// Whether the view is on screen, between its `onAppear` and its `onDisappear`.
    @State private var isOnScreen = false
    /// Whether the view was last reported shown.
    @State private var isShown = false

    nonisolated init(appear: (@MainActor () -> Void)?, disappear: (@MainActor () -> Void)?) {
      self.appear = appear
      self.disappear = disappear
    }

    func body(content: Content) -> some View {
      content
        .onAppear { update(isOnScreen: true, isSelected: isSelected) }
        .onDisappear { update(isOnScreen: false, isSelected: isSelected) }
        .choiceOnChange(of: isSelected) { update(isOnScreen: isOnScreen, isSelected: $0) }
    }

    /// Reports a change of being shown, once.
    @MainActor
    private func update(isOnScreen: Bool, isSelected: Bool) {
      self.isOnScreen = isOnScreen
      let shown = isOnScreen && isSelected
      guard shown != isShown else { return }
      isShown = shown
      if shown { appear?() } else { disappear?() }
    }
  }
#endif
