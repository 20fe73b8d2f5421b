#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A floating button that fans its actions out around itself.
  ///
  /// Write it as you write a `Menu`, with items and a label:
  ///
  /// ```swift
  /// @State private var isOpen = false
  ///
  /// var body: some View {
  ///   RadialMenu(isExpanded: $isOpen, arc: .leadingHalf) {
  ///     RadialMenuItem("Crear", systemImage: "plus") { create() }
  ///     RadialMenuItem("Buscar", systemImage: "magnifyingglass") { search() }
  ///     RadialMenuItem("Borrar", systemImage: "trash") { delete() }
  ///   } label: {
  ///     Text(isOpen ? "Cerrar" : "Abrir")
  ///   }
  /// }
  /// ```
  ///
  /// The menu is as big as its centre button; the items fan out over the content around it, on
  /// the arc, at the smallest distance that clears the button and each other
  /// (``SwiftUI/View/radialMenuRadius(_:)`` changes it). Every number comes from
  /// `ChoiceKitCore`: positions from `RadialArrangement`, the stagger from `RadialReveal`, the
  /// rules from `RadialMenuInteraction`, the words from `RadialMenuWording`, and the look, spring
  /// and stagger from `RadialMenuTokens`.
  ///
  /// Behaviour:
  /// - The centre button opens and closes the menu. Opening, the items spring out from the
  ///   centre one after another; closing, they return, the last one first. With Reduce Motion
  ///   they fade in and out in place.
  /// - Choosing an item closes the menu and runs its action. A tap outside the menu, Escape (or
  ///   the Menu button on tvOS) and the VoiceOver escape gesture close it too.
  /// - Closed items are hidden from VoiceOver, cannot be hit and cannot take focus.
  /// - Opening is announced ("expanded, 3 options") and moves VoiceOver and keyboard focus to
  ///   the first item that can be chosen; closing returns focus to the centre button.
  /// - Each item is a button named by its title, whose value is its place ("1 of 3").
  /// - Arrow keys (Mac, and iPad from iPadOS 17) and the Digital Crown move focus around the
  ///   arc, wrapping on a full circle; the pointer and visionOS's gaze highlight items.
  ///
  /// Customise it with ``SwiftUI/View/radialMenuStyle(_:)``,
  /// ``SwiftUI/View/radialMenuTokens(_:)``, ``SwiftUI/View/radialMenuRadius(_:)`` and
  /// ``SwiftUI/View/radialMenuAccessibilityWording(_:)``.
  public struct RadialMenu<Label: View>: View {
    let isExpanded: Binding<Bool>?
    let arc: RadialArc
    let items: [RadialMenuItem]
    let label: Label
    @State private var ownIsExpanded = false

    /// Creates a menu with a label view.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the menu is open, for control from outside; without it the menu
    ///     keeps its own state.
    ///   - arc: The arc the items follow: `.fullCircle`, `.leadingHalf`, `.trailingHalf` or any
    ///     `RadialArc`.
    ///   - content: The items, in order along the arc.
    ///   - label: The centre button's label.
    public init(
      isExpanded: Binding<Bool>? = nil, arc: RadialArc = .fullCircle,
      @RadialMenuItemBuilder content: () -> [RadialMenuItem], @ViewBuilder label: () -> Label
    ) {
      self.isExpanded = isExpanded
      self.arc = arc
      self.items = content()
      self.label = label()
    }

    /// The centre button and the items.
    public var body: some View {
      RadialMenuStyled(isExpanded: isExpanded ?? $ownIsExpanded, arc: arc, items: items, label: label)
    }
  }

  extension RadialMenu where Label == Text {
    /// Creates a menu whose centre button shows a localized title.
    ///
    /// ```swift
    /// RadialMenu("Open", arc: .trailingHalf) {
    ///   RadialMenuItem("Create", systemImage: "plus") { … }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The title's key in the app's strings.
    ///   - isExpanded: Whether the menu is open; without it the menu keeps its own state.
    ///   - arc: The arc the items follow.
    ///   - content: The items, in order along the arc.
    public init(
      _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>? = nil, arc: RadialArc = .fullCircle,
      @RadialMenuItemBuilder content: () -> [RadialMenuItem]
    ) {
      self.init(isExpanded: isExpanded, arc: arc, content: content) { Text(titleKey) }
    }

    /// Creates a menu whose centre button shows a title as it is, not localized.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isExpanded: Whether the menu is open; without it the menu keeps its own state.
    ///   - arc: The arc the items follow.
    ///   - content: The items, in order along the arc.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, isExpanded: Binding<Bool>? = nil, arc: RadialArc = .fullCircle,
      @RadialMenuItemBuilder content: () -> [RadialMenuItem]
    ) {
      self.init(isExpanded: isExpanded, arc: arc, content: content) { Text(title) }
    }
  }

  /// Reads the style and settings from the environment and builds the control for the style's
  /// concrete type: the one place the style's type is erased.
  struct RadialMenuStyled<Label: View>: View {
    let isExpanded: Binding<Bool>
    let arc: RadialArc
    let items: [RadialMenuItem]
    let label: Label
    @Environment(\.radialMenuStyle) private var style
    @Environment(RadialMenuSettings.environmentKeyPath) private var settings

    var body: some View {
      control(style)
    }

    private func control<Style: RadialMenuStyle>(_ style: Style) -> AnyView {
      AnyView(
        RadialMenuControl(
          isExpanded: isExpanded, arc: arc, items: items, label: label, style: style, settings: settings))
    }
  }
#endif
