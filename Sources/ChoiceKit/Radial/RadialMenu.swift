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
  /// an arc at the smallest distance that clears the button and each other
  /// (``SwiftUI/View/radialMenuRadius(_:)`` changes it), or one after another in a straight line
  /// (`path: .line(.up)`, a speed dial). Every number comes from `ChoiceKitCore`: positions from
  /// `RadialMenuGeometry`, the stagger from `RadialReveal`, the rules from
  /// `RadialMenuInteraction`, press-drag-release from `RadialMenuDrag`, the words from
  /// `RadialMenuWording`, and the look, spring and stagger from `RadialMenuTokens`.
  ///
  /// Behaviour:
  /// - The centre button opens and closes the menu. Opening, the items spring out from the
  ///   centre one after another; closing, they return, the last one first. With Reduce Motion
  ///   they fade in and out in place.
  /// - Press the centre button, drag towards an item and release to choose it: the menu opens
  ///   once the finger leaves the button, the item pointed at is highlighted (with a selection
  ///   haptic on each change), a quick flick chooses too, and releasing over nothing closes it.
  /// - Choosing an item closes the menu and runs its action. A tap outside the menu, Escape
  ///   (however the menu was opened; the Menu button on tvOS) and the VoiceOver escape gesture
  ///   close it too.
  /// - While open, the menu draws above the views after it in its container; see the
  ///   "Radial layout and menu" article for menus whose items reach over other containers.
  /// - Closed items are hidden from VoiceOver, cannot be hit and cannot take focus.
  /// - Opening moves VoiceOver and keyboard focus to the first item that can be chosen and, a
  ///   moment later, announces "expanded, 3 options"; closing returns focus to the centre
  ///   button. VoiceOver reads the centre button first, then the items in their order.
  /// - Each item is a button named by its title, whose value is its place ("1 of 3"); a
  ///   destructive item is drawn in red.
  /// - Arrow keys (Mac, and iPad from iPadOS 17) and the Digital Crown move focus along the
  ///   path, wrapping on a full circle; the pointer and visionOS's gaze highlight items.
  ///
  /// Customise it with ``SwiftUI/View/radialMenuStyle(_:)``,
  /// ``SwiftUI/View/radialMenuTokens(_:)``, ``SwiftUI/View/radialMenuRadius(_:)`` and
  /// ``SwiftUI/View/radialMenuWording(_:)``.
  public struct RadialMenu<Label: View>: View {
    let isExpanded: Binding<Bool>?
    let path: RadialMenuPath
    let items: [RadialMenuItem]
    let label: Label
    @State private var ownIsExpanded = false

    /// Creates a menu with a label view, its items on an arc around the centre button.
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
      self.init(isExpanded: isExpanded, path: .arc(arc), content: content, label: label)
    }

    /// Creates a menu with a label view, its items on an arc or in a straight line.
    ///
    /// ```swift
    /// RadialMenu(path: .line(.up)) {              // a speed dial above the button
    ///   RadialMenuItem("Photo", systemImage: "camera") { takePhoto() }
    ///   RadialMenuItem("Note", systemImage: "note.text") { writeNote() }
    /// } label: {
    ///   Image(systemName: "plus")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the menu is open, for control from outside; without it the menu
    ///     keeps its own state.
    ///   - path: `.arc(_:)` around the centre button, or `.line(_:)` from it (`.up`, `.down`,
    ///     `.leading`, `.trailing` or any `RadialLine`).
    ///   - content: The items, in order along the path: on a line the first is nearest the
    ///     button.
    ///   - label: The centre button's label.
    public init(
      isExpanded: Binding<Bool>? = nil, path: RadialMenuPath,
      @RadialMenuItemBuilder content: () -> [RadialMenuItem], @ViewBuilder label: () -> Label
    ) {
      self.isExpanded = isExpanded
      self.path = path
      self.items = content()
      self.label = label()
    }

    /// The centre button and the items; while open, and while closing, the menu draws above its
    /// siblings.
    public var body: some View {
      let binding = isExpanded ?? $ownIsExpanded
      RadialMenuStyled(isExpanded: binding, path: path, items: items, label: label)
        // The menu is as big as its button; its items reach over the views around it, so it
        // must draw, and take touches, above the views that come after it.
        .modifier(RadialMenuRaised(isExpanded: binding.wrappedValue))
    }
  }

  /// Draws an open menu above the views after it in its container, and a closing one until
  /// its items are home (the core's `RadialMenuTokens.closingDuration(reducesMotion:)`), so an
  /// item springing back never slips under a neighbour.
  struct RadialMenuRaised: ViewModifier {
    let isExpanded: Bool
    @Environment(RadialMenuSettings.environmentKeyPath) private var settings
    @EnvironmentTraits private var traits
    /// How many times the menu has closed, to tell a close still running from a later one.
    @State private var closings = 0
    /// The close whose items are still on their way home, if any.
    @State private var closing: Int?

    nonisolated init(isExpanded: Bool) {
      self.isExpanded = isExpanded
    }

    /// The z-index of a raised menu among its siblings: above any a layout of a few views uses.
    static var raisedZIndex: Double { 1_000 }

    func body(content: Content) -> some View {
      content
        .zIndex(isExpanded || closing != nil ? Self.raisedZIndex : 0)
        .choiceOnChange(of: isExpanded) { expanded in
          closings &+= 1
          guard !expanded else {
            closing = nil
            return
          }
          let this = closings
          closing = this
          let nanoseconds = UInt64(settings.tokens.closingDuration(reducesMotion: traits.reducesMotion) * 1e9)
          Task { @MainActor [binding = $closing] in
            try? await Task.sleep(nanoseconds: nanoseconds)
            if binding.wrappedValue == this { binding.wrappedValue = nil }
          }
        }
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
      self.init(isExpanded: isExpanded, path: .arc(arc), content: content) { Text(titleKey) }
    }

    /// Creates a menu whose centre button shows a localized title, its items on an arc or in a
    /// straight line.
    ///
    /// ```swift
    /// RadialMenu("Add", path: .line(.up)) {
    ///   RadialMenuItem("Photo", systemImage: "camera") { … }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The title's key in the app's strings.
    ///   - isExpanded: Whether the menu is open; without it the menu keeps its own state.
    ///   - path: An arc around the button or a line from it.
    ///   - content: The items, in order along the path.
    public init(
      _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>? = nil, path: RadialMenuPath,
      @RadialMenuItemBuilder content: () -> [RadialMenuItem]
    ) {
      self.init(isExpanded: isExpanded, path: path, content: content) { Text(titleKey) }
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
      self.init(isExpanded: isExpanded, path: .arc(arc), content: content) { Text(title) }
    }

    /// Creates a menu whose centre button shows a title as it is, its items on an arc or in a
    /// straight line.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isExpanded: Whether the menu is open; without it the menu keeps its own state.
    ///   - path: An arc around the button or a line from it.
    ///   - content: The items, in order along the path.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, isExpanded: Binding<Bool>? = nil, path: RadialMenuPath,
      @RadialMenuItemBuilder content: () -> [RadialMenuItem]
    ) {
      self.init(isExpanded: isExpanded, path: path, content: content) { Text(title) }
    }
  }

  /// Reads the style and settings from the environment and builds the control for the style's
  /// concrete type: the one place the style's type is erased.
  struct RadialMenuStyled<Label: View>: View {
    let isExpanded: Binding<Bool>
    let path: RadialMenuPath
    let items: [RadialMenuItem]
    let label: Label
    @Environment(RadialMenuStyleSlot.environmentKeyPath) private var style
    @Environment(RadialMenuSettings.environmentKeyPath) private var settings

    var body: some View {
      control(style)
    }

    private func control<Style: RadialMenuStyle>(_ style: Style) -> AnyView {
      AnyView(
        RadialMenuControl(
          isExpanded: isExpanded, path: path, items: items, label: label, style: style, settings: settings))
    }
  }
#endif
