#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The tabs' content, as `TabView` builds it: a tab is built the first time it is selected and
  /// then kept, with its state, while another is shown; the core's `CurvedTabMounting` decides
  /// which. Only the shown tab can be seen, touched, read by VoiceOver or focused, fires its
  /// keyboard shortcuts and may hide the bar; each tab's `isCurvedTabSelected` says whether it is
  /// the one shown, which `onCurvedTabAppear(perform:)` and `onCurvedTabDisappear(perform:)` read,
  /// and each tab's re-taps reach its `curvedTabPopsToRoot(_:)` and `curvedTabScrollsToTop()`.
  /// A tab not shown cannot scroll either.
  struct CurvedTabContents<Tag: Hashable>: View {
    let children: TaggedChildren<Tag>
    let selectedIndex: Int?
    let reselections: CurvedTabReselections<AnyHashable>
    @State private var mounting: CurvedTabMounting<AnyHashable>

    init(
      children: TaggedChildren<Tag>, selectedIndex: Int?,
      reselections: CurvedTabReselections<AnyHashable> = CurvedTabReselections()
    ) {
      self.children = children
      self.selectedIndex = selectedIndex
      self.reselections = reselections
      _mounting = State(
        initialValue: CurvedTabMounting(
          ids: children.map(\.id), selection: Self.id(of: selectedIndex, in: children)))
    }

    var body: some View {
      let ids = children.map(\.id)
      let selectedID = Self.id(of: selectedIndex, in: children)
      ZStack {
        ForEach(children) { child in
          let isSelected = child.index == selectedIndex
          // The selected tab is built at once; the mounting catches up right after.
          if isSelected || mounting.isMounted(child.id) {
            child.element
              .opacity(isSelected ? 1 : 0)
              .allowsHitTesting(isSelected)
              .disabled(!isSelected)
              .scrollDisabled(!isSelected)
              .accessibilityHidden(!isSelected)
              .environment(\.isCurvedTabSelected, isSelected)
              .environment(\.curvedTabReselectCount, reselections.count(for: child.id))
              // Only the shown tab may hide the bar.
              .transformPreference(CurvedTabBarVisibilityKey.self) { if !isSelected { $0 = [] } }
              .zIndex(isSelected ? 1 : 0)
          }
        }
      }
      // A tab view fills the space it is offered, whatever size its tabs' content has.
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .choiceOnChange(of: selectedID) { mounting.select($0) }
      .choiceOnChange(of: ids) { mounting.update(ids: $0, selection: selectedID) }
    }

    /// The identity of the child at a selected index, as `ForEach` identifies it.
    private static func id(of index: Int?, in children: TaggedChildren<Tag>) -> AnyHashable? {
      guard let index else { return nil }
      return children.first { $0.index == index }?.id
    }
  }
#endif
