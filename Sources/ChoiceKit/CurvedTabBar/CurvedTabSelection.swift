#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a curved tab view or bar does with the core's events: the one place a selection is
  /// written, only ever with the tag of a tab the core let the user choose.
  struct CurvedTabSelection<Tag: Hashable> {
    let options: TaggedOptions<Tag>
    let selection: Binding<Tag>
    let onReselect: (@MainActor (Tag) -> Void)?
    let action: CurvedTabAction?

    /// The tab the selection shows, or `nil` when no tab carries it.
    var selectedIndex: Int? { options.selectedIndex(for: selection.wrappedValue) }

    /// Applies an event: selects a tab, reports a re-tap on the selected one, or runs the action.
    @MainActor
    func apply(_ event: CurvedTabBarEvent) {
      switch event {
      case .select(let index):
        if let tag = options.tag(at: index) { selection.wrappedValue = tag }
      case .reselect(let index):
        if let tag = options.tag(at: index) { onReselect?(tag) }
      case .action:
        action?.perform()
      }
    }

    /// Moves the selection to a tab another form chose (a sidebar row, a page), through the
    /// core's rules; a tab that cannot be chosen changes nothing.
    ///
    /// - Returns: Whether the tab is now the selection.
    @MainActor
    func choose(_ index: Int, isEnabled: (Int) -> Bool) -> Bool {
      let event = CurvedTabBarInteraction.event(
        for: .tab(index), selected: selectedIndex, count: options.count, isEnabled: isEnabled)
      if case .select = event { apply(.select(index)) }
      return event != nil
    }
  }

  /// A page of the watch's and the system tab view's forms: a tab by index, or the action's own
  /// page.
  enum CurvedTabPage: Hashable {
    case tab(Int)
    case action
  }

  /// A tab's item as a label, for the forms the system draws: its title and symbol.
  struct CurvedTabEntryLabel: View {
    let entry: CurvedTabBarEntry

    var body: some View {
      Label {
        entry.title
      } icon: {
        Image(systemName: entry.systemImage)
      }
    }
  }

  /// The action as a label: its title and symbol, or the symbol alone, which VoiceOver names.
  struct CurvedTabActionLabel: View {
    let action: CurvedTabAction

    var body: some View {
      if let title = action.title {
        Label {
          title
        } icon: {
          Image(systemName: action.systemImage)
        }
      } else {
        Image(systemName: action.systemImage)
      }
    }
  }

  /// The action's own page (watch, TV, Vision Pro): one large button that runs it.
  struct CurvedTabActionPage: View {
    let action: CurvedTabAction

    var body: some View {
      Button {
        action.perform()
      } label: {
        CurvedTabActionLabel(action: action)
          .font(.title2)
      }
      .buttonStyle(.borderedProminent)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// A badge where the system form can show one: sidebar rows on the Mac, tab items on iPad and
  /// Vision Pro. A dot has no text to show there.
  struct CurvedTabSystemBadge: ViewModifier {
    let badge: CurvedTabBarBadge?

    func body(content: Content) -> some View {
      #if os(tvOS) || os(watchOS)
        content
      #else
        content.badge(badge?.text.map { Text(verbatim: $0) })
      #endif
    }
  }
#endif
