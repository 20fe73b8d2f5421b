#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A container that switches between tabs with a curved bar at the bottom: the bar's top edge
  /// dips into a smooth notch that holds a raised centre action button.
  ///
  /// Write it as you write a `TabView`: each tab's content carries its item, set with
  /// ``SwiftUI/View/curvedTabItem(_:systemImage:badge:)``, and its tag, set with
  /// ``SwiftUI/View/choiceTag(_:)`` (or taken from a `ForEach`'s identifiers of the selection's
  /// type):
  ///
  /// ```swift
  /// @State private var tab = Tab.home
  ///
  /// var body: some View {
  ///   CurvedTabView(selection: $tab) {
  ///     HomeView()
  ///       .curvedTabItem("Home", systemImage: "house.fill")
  ///       .choiceTag(Tab.home)
  ///     InboxView()
  ///       .curvedTabItem("Inbox", systemImage: "tray.fill", badge: .count(unread))
  ///       .choiceTag(Tab.inbox)
  ///   }
  ///   .curvedTabAction("New post", systemImage: "plus") { isComposing = true }
  /// }
  /// ```
  ///
  /// Behaviour:
  /// - On iPhone and iPad up to five tabs are held by the system `TabView`, its own bar hidden,
  ///   so a tab's state, its `onAppear`, `onDisappear` and `task` on every switch, what it
  ///   presents, its shortcuts, focus and window preferences are `TabView`'s own, and tags written
  ///   with `tag(_:)` show their tab on every system. More tabs are held by ChoiceKit's own
  ///   container: a tab is built the first time it is chosen and then kept with its state while
  ///   another is shown (invisible, not hit-testable, hidden from VoiceOver, disabled, so its
  ///   focus and keyboard shortcuts stay out of the way).
  ///   ``SwiftUI/View/onCurvedTabAppear(perform:)``, ``SwiftUI/View/onCurvedTabDisappear(perform:)``
  ///   and `isCurvedTabSelected` tell a tab's content when it is shown, in either.
  /// - Each tab's bottom safe area makes room for the bar, so scroll views inset their content;
  ///   the bar's background reaches down over the home indicator's area, and the bar stays where
  ///   it is when the keyboard shows (the keyboard covers it, as it covers the system tab bar)
  ///   while the content still makes room for the keyboard.
  /// - Only a tab the user chose is ever written to the selection; a selection no tab carries
  ///   shows no tab selected. Re-tapping the selected tab pops the navigation stack marked with
  ///   `curvedTabPopsToRoot(_:)` and, at its root, scrolls the scroll view marked with
  ///   ``SwiftUI/View/curvedTabScrollsToTop()`` to the top, above its top inset, so a collapsed
  ///   large title shows again; it is also reported to
  ///   ``onCurvedTabReselect(perform:)``. The action is not a tab.
  /// - One indicator moves between tabs on the tokens' spring; the notch stays in the centre
  ///   (``SwiftUI/View/curvedTabBarNotchMode(_:)`` makes it travel). With Reduce Motion the notch
  ///   stays fixed and the indicator cross-fades.
  /// - Titles are drawn at the Dynamic Type size up to `CurvedTabBarTokens.largestTitleScale`; when one
  ///   title does not fit its slot on one line, every title is left out and the bar shows its
  ///   symbols, so no title is cut. Long-pressing a tab shows the large content viewer with its
  ///   symbol and title.
  /// - Each tab is a button that VoiceOver reads as “Home, tab, 1 of 4, 3 new items”, with the
  ///   selected trait, in the environment's language (eleven ship, from English to Arabic); the
  ///   action button speaks its title. VoiceOver reads the tabs as a tab bar, then the action as a
  ///   button of its own, never counted among the tabs. Arrow keys move between tabs with a
  ///   hardware keyboard (iPadOS 17, the Mac).
  /// - On iPad, ``curvedTabViewStyle(_:)`` with `CurvedTabViewStyle.sidebarAdaptable` shows the
  ///   tabs in iPadOS 18's adaptable system bar, which people can turn into a sidebar.
  /// - On the Mac, and with Mac Catalyst, the tabs are a sidebar (`NavigationSplitView`) with the
  ///   action as a prominent button under the list; on the watch each tab is a page of a paged
  ///   `TabView` and the action is a page of its own; on Apple TV and Vision Pro the system
  ///   `TabView` shows the tabs and the action as its last item, whose page holds the action's
  ///   button.
  ///
  /// Customise the bar with ``SwiftUI/View/curvedTabBarStyle(_:)``,
  /// ``SwiftUI/View/curvedTabBarNotchMode(_:)`` and ``SwiftUI/View/curvedTabBarTokens(_:)``.
  public struct CurvedTabView<SelectionValue: Hashable, Content: View>: View {
    /// The caller's selection; `nil` for a tab view that keeps its own (``init(content:)``).
    let selection: Binding<SelectionValue>?
    /// The selection value of a position, for a tab view that keeps its own selection; `nil`
    /// with the caller's selection.
    let positionValue: ((Int) -> SelectionValue)?
    let content: Content
    var action: CurvedTabAction?
    var onReselect: (@MainActor (SelectionValue) -> Void)?
    var style = CurvedTabViewStyle.automatic
    /// The selection of a tab view created without one: the tab the user chose last, or the
    /// first before any choice.
    @State private var ownSelection: SelectionValue?

    /// Creates a tab view from tagged tabs.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's tag.
    ///   - content: The tabs, each with ``SwiftUI/View/curvedTabItem(_:systemImage:badge:)``
    ///     and a tag.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
      self.selection = selection
      self.positionValue = nil
      self.content = content()
    }

    /// Creates a tab view that keeps its own selection, as `TabView(content:)` does: the first
    /// tab is shown, and the bar switches between the tabs by their position; tags are not
    /// needed and not read. ``onCurvedTabReselect(perform:)`` receives the re-tapped tab's
    /// position.
    ///
    /// ```swift
    /// CurvedTabView {
    ///   HomeView().curvedTabItem("Home", systemImage: "house.fill")
    ///   InboxView().curvedTabItem("Inbox", systemImage: "tray.fill")
    /// }
    /// ```
    ///
    /// - Parameter content: The tabs, each with ``SwiftUI/View/curvedTabItem(_:systemImage:badge:)``.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
      self.selection = nil
      self.positionValue = { $0 }
      self.content = content()
    }

    /// The tabs in the form of the platform.
    public var body: some View {
      let action = action
      let onReselect = onReselect
      let style = style
      if let selection {
        TaggedChildren<SelectionValue>.reading(content) { children in
          CurvedTabViewForm(
            children: children,
            tabs: CurvedTabSelection(
              options: children.options, selection: selection, onReselect: onReselect, action: action),
            style: style
          )
          .modifier(
            PickerWarnings(
              warnings: children.warnings(
                picker: "CurvedTabView", selection: [selection.wrappedValue],
                containerReadsSystemTags: CurvedTabViewForm<SelectionValue>.isHeldBySystemTabView(
                  tabCount: children.count, style: style))))
        }
      } else if let positionValue {
        // Tags play no part: the tabs are chosen by position, the first at the start.
        let own = $ownSelection
        TaggedChildren<SelectionValue>.reading(content) { children in
          let positioned = children.byPosition(positionValue)
          let selection = own[dynamicMember: \SelectionValue?.[curvedTabSelectionOr: positionValue(0)]]
          CurvedTabViewForm(
            children: positioned,
            tabs: CurvedTabSelection(
              options: positioned.options, selection: selection, onReselect: onReselect, action: action),
            style: style)
        }
      }
    }

    /// Adds the raised centre action button, which is not a tab.
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) { … }
    ///   .curvedTabAction("New post", systemImage: "plus") { isComposing = true }
    /// ```
    ///
    /// Call it on the tab view itself, before other modifiers.
    ///
    /// - Parameters:
    ///   - titleKey: The button's accessibility label, looked up in the app's strings.
    ///   - systemImage: The SF Symbol the button draws.
    ///   - action: What pressing the button does.
    /// - Returns: The tab view with the action.
    public func curvedTabAction(
      _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) -> Self {
      curvedTabAction(CurvedTabAction(titleKey, systemImage: systemImage, action: action))
    }

    /// Adds the raised centre action button, described by a ``CurvedTabAction``.
    ///
    /// - Parameter action: The action, or `nil` for tabs only.
    /// - Returns: The tab view with the action.
    public func curvedTabAction(_ action: CurvedTabAction?) -> Self {
      var view = self
      view.action = action
      return view
    }

    /// Sets the form the tabs take, as `tabViewStyle(_:)` sets a `TabView`'s.
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) { … }
    ///   .curvedTabViewStyle(.sidebarAdaptable)
    /// ```
    ///
    /// `CurvedTabViewStyle.sidebarAdaptable` shows the tabs on iPadOS 18 and later as `TabView`
    /// does with `.tabViewStyle(.sidebarAdaptable)`: in the system's tab bar at the top, which
    /// people can turn into a sidebar, with the action as the last tab, whose page holds its
    /// button. iPhone, earlier iPadOS versions and the other platforms keep their form. The
    /// default, `CurvedTabViewStyle.automatic`, keeps the curved bar on iPad too.
    ///
    /// Call it on the tab view itself, before other modifiers.
    ///
    /// - Parameter style: The form to ask for.
    /// - Returns: The tab view in that style.
    public func curvedTabViewStyle(_ style: CurvedTabViewStyle) -> Self {
      var view = self
      view.style = style
      return view
    }

    /// Runs `action` with a tab's tag when the user taps the tab that is already selected.
    ///
    /// ```swift
    /// CurvedTabView(selection: $tab) { … }
    ///   .onCurvedTabReselect { tab in analytics.log("reselected", tab) }
    /// ```
    ///
    /// It runs on every re-tap, beside what `curvedTabPopsToRoot(_:)` and
    /// ``SwiftUI/View/curvedTabScrollsToTop()`` do in the tab's content; to replace
    /// their popping and scrolling, leave them out and do yours here.
    ///
    /// Call it on the tab view itself, before other modifiers.
    ///
    /// - Parameter action: Called with the re-tapped tab's tag.
    /// - Returns: The tab view, reporting re-taps.
    public func onCurvedTabReselect(perform action: @escaping @MainActor (SelectionValue) -> Void) -> Self {
      var view = self
      view.onReselect = action
      return view
    }
  }

  extension CurvedTabBarEntry {
    /// A tab of a ``CurvedTabView``: the item its content carries, or its tag's text and a
    /// placeholder symbol without one.
    @MainActor
    init<Tag: Hashable>(child: TaggedChildren<Tag>.Child, isSelectable: Bool) {
      if let label = child.element[CurvedTabLabelTraitKey.self] {
        self.init(label: label, isSelectable: isSelectable)
      } else {
        self.init(
          title: child.name ?? Text(verbatim: ""), plainTitle: child.name == nil ? "" : nil,
          systemImage: "circle", badge: nil, isSelectable: isSelectable)
      }
    }
  }

  extension Optional where Wrapped: Hashable {
    /// The selection of a tab view that keeps its own: the tab chosen last, or `first` before any
    /// choice; setting stores the choice. A key path subscript, so a `Binding` to the stored
    /// optional gives the tab view a binding to a value.
    subscript(curvedTabSelectionOr first: Wrapped) -> Wrapped {
      get { self ?? first }
      set { self = newValue }
    }
  }
#endif
