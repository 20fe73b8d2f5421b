#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The SwiftUI layer of RadialMenu, checked without a host: what the initialisers and the
  // item builder store, and how the core's responses reach the binding, the items, focus and
  // announcements.

  /// Holds the menu's state for a binding, and records which items ran.
  @MainActor
  private final class MenuBox {
    var isExpanded: Bool
    var ran: [String] = []

    init(_ isExpanded: Bool) { self.isExpanded = isExpanded }

    var binding: Binding<Bool> {
      Binding(get: { self.isExpanded }, set: { self.isExpanded = $0 })
    }

    func item(_ title: String, isDisabled: Bool = false) -> RadialMenuItem {
      RadialMenuItem(title) { self.ran.append(title) }.disabled(isDisabled)
    }
  }

  @Suite("RadialMenu initialisers and items")
  @MainActor
  struct RadialMenuInitialiserTests {
    @Test func itemsKeepTheirTitlesSymbolsAndState() {
      let localized = RadialMenuItem("Crear", systemImage: "plus") {}
      #expect(localized.title == Text("Crear"))
      #expect(localized.plainTitle == nil)
      #expect(localized.systemImage == "plus")
      #expect(localized.isEnabled)
      let plain = RadialMenuItem(String("Borrar")) {}
      #expect(plain.plainTitle == "Borrar")
      #expect(plain.systemImage == nil)
      #expect(!plain.disabled(true).isEnabled)
      #expect(!plain.disabled(true).disabled(false).isEnabled)
      #expect(plain.disabled(false).isEnabled)
    }

    @Test func theBuilderKeepsOrderConditionsAndLoops() {
      let showShare = false
      let menu = RadialMenu(arc: .trailingHalf) {
        RadialMenuItem(String("A")) {}
        if showShare { RadialMenuItem(String("Share")) {} }
        for name in ["B", "C"] { RadialMenuItem(name) {} }
      } label: {
        Text("Open")
      }
      #expect(menu.items.map(\.plainTitle) == ["A", "B", "C"])
      #expect(menu.path == .arc(.trailingHalf))
      #expect(menu.isExpanded == nil)
    }

    @Test func titleInitialisersTakeAnOptionalBinding() {
      let box = MenuBox(true)
      let bound = RadialMenu("Abrir", isExpanded: box.binding) { box.item("Crear") }
      #expect(bound.isExpanded?.wrappedValue == true)
      #expect(bound.path == .arc(.fullCircle))
      let own = RadialMenu(String("Abrir")) { box.item("Crear") }
      #expect(own.isExpanded == nil)
      #expect(own.items.count == 1)
    }

    @Test func pathInitialisersKeepThePathAndArcInitialisersForwardToAnArc() {
      let box = MenuBox(false)
      let line = RadialMenu(isExpanded: box.binding, path: .line(.up)) {
        box.item("A")
        box.item("B")
      } label: {
        Text("Add")
      }
      #expect(line.path == .line(.up))
      #expect(line.items.map(\.plainTitle) == ["A", "B"])
      #expect(RadialMenu("Add", path: .line(.down)) { box.item("A") }.path == .line(.down))
      let diagonal = RadialLine(directionDegrees: 315)
      #expect(RadialMenu(String("Add"), path: .line(diagonal)) { box.item("A") }.path == .line(diagonal))
      #expect(RadialMenu(String("Add"), arc: .leadingHalf) { box.item("A") }.path == .arc(.leadingHalf))
      #expect(RadialMenu("Add") { box.item("A") }.path == .arc(.fullCircle))
    }

    @Test func itemsKeepTheirRoleThroughDisabling() {
      let delete = RadialMenuItem("Delete", systemImage: "trash", role: .destructive) {}
      #expect(delete.role == .destructive)
      #expect(delete.disabled(true).role == .destructive)
      #expect(!delete.disabled(true).isEnabled)
      #expect(RadialMenuItem(String("Cancel"), role: .cancel) {}.role == .cancel)
      #expect(RadialMenuItem("Create") {}.role == nil)
    }

    @Test func theStandardStyleAndSettingsDefaults() {
      let settings = RadialMenuSettings()
      #expect(settings.tokens == .standard)
      #expect(settings.radius == .fitted)
      #expect(settings.wording == nil)
      #expect(EnvironmentValues()[keyPath: RadialMenuStyleSlot.environmentKeyPath] is RadialMenuStandardStyle)
    }
  }

  @Suite("RadialMenu actions")
  @MainActor
  struct RadialMenuActionsTests {
    private func actions(_ box: MenuBox, path: RadialMenuPath = .arc(.fullCircle)) -> RadialMenuActions {
      RadialMenuActions(
        isExpanded: box.binding, items: [box.item("A"), box.item("B", isDisabled: true), box.item("C")],
        path: path, wording: .english)
    }

    @Test func theCentreButtonOpensAndCloses() {
      let box = MenuBox(false)
      let menu = actions(box)
      #expect(menu.send(.toggle).isExpanded)
      #expect(box.isExpanded)
      menu.send(.toggle)
      #expect(!box.isExpanded)
      #expect(box.ran.isEmpty)
    }

    @Test func choosingRunsTheItemAndCloses() {
      let box = MenuBox(true)
      let menu = actions(box)
      #expect(menu.send(.choose(2)).chosen == 2)
      #expect(box.ran == ["C"])
      #expect(!box.isExpanded)
    }

    @Test func disabledOutOfRangeAndClosedChoicesDoNothing() {
      let box = MenuBox(true)
      let menu = actions(box)
      menu.send(.choose(1))
      menu.send(.choose(7))
      menu.send(.choose(-1))
      #expect(box.ran.isEmpty)
      #expect(box.isExpanded)
      box.isExpanded = false
      menu.send(.choose(0))
      #expect(box.ran.isEmpty)
    }

    @Test func outsideTapsAndEscapeCloseOnlyAnOpenMenu() {
      let box = MenuBox(true)
      let menu = actions(box)
      menu.send(.outsideTap)
      #expect(!box.isExpanded)
      menu.send(.escape)
      #expect(!box.isExpanded)
      box.isExpanded = true
      menu.send(.escape)
      #expect(!box.isExpanded)
    }

    @Test func anyOpeningFocusesTheFirstItemAndIsAnnounced() {
      let menu = actions(MenuBox(false))
      let opened = menu.response(toChangeFrom: false, to: true)
      #expect(opened.focus == 0)
      #expect(opened.announcement == "expanded, 3 options")
      let closed = menu.response(toChangeFrom: true, to: false)
      #expect(closed.focus == nil)
      #expect(closed.announcement == "collapsed")
      #expect(menu.response(toChangeFrom: true, to: true).announcement == nil)
    }

    @Test func arrowsAlongALineGoOnAwayFromTheButtonAndNeverWrap() {
      let up = actions(MenuBox(true), path: .line(.up))
      #expect(up.target(of: .up, from: 0, isRightToLeft: false) == 2)
      #expect(up.target(of: .down, from: 2, isRightToLeft: false) == 0)
      #expect(up.target(of: .up, from: 2, isRightToLeft: false) == 2)
      #expect(up.target(of: .down, from: 0, isRightToLeft: false) == 0)
      // Across the line, the arrows move as on an arc.
      #expect(up.target(of: .right, from: 0, isRightToLeft: false) == 2)
      #expect(up.target(of: .left, from: 0, isRightToLeft: true) == 2)
      let down = actions(MenuBox(true), path: .line(.down))
      #expect(down.target(of: .down, from: 0, isRightToLeft: false) == 2)
      #expect(down.target(of: .up, from: 0, isRightToLeft: false) == 0)
      // A trailing line runs left on screen in a right-to-left layout.
      let trailing = actions(MenuBox(true), path: .line(.trailing))
      #expect(trailing.target(of: .right, from: 0, isRightToLeft: false) == 2)
      #expect(trailing.target(of: .left, from: 0, isRightToLeft: false) == 0)
      #expect(trailing.target(of: .left, from: 0, isRightToLeft: true) == 2)
      #expect(trailing.target(of: .right, from: 0, isRightToLeft: true) == 0)
    }

    @Test func aDiagonalLineTakesBothArrowsThatPointAlongIt() {
      // Up and to the left: from the middle item, up and left go on, right and down go back.
      let line = actions(MenuBox(true), path: .line(RadialLine(directionDegrees: 315)))
      #expect(line.target(of: .up, from: 1, isRightToLeft: false) == 2)
      #expect(line.target(of: .left, from: 1, isRightToLeft: false) == 2)
      #expect(line.target(of: .right, from: 1, isRightToLeft: false) == 0)
      #expect(line.target(of: .down, from: 1, isRightToLeft: false) == 0)
      #expect(line.target(of: .right, from: 1, isRightToLeft: true) == 2)
    }

    @Test func arrowsSkipDisabledItemsAndWrapOnlyOnAFullCircle() {
      let circle = actions(MenuBox(true))
      #expect(circle.target(of: .right, from: 0, isRightToLeft: false) == 2)
      #expect(circle.target(of: .right, from: 2, isRightToLeft: false) == 0)
      #expect(circle.target(of: .left, from: 0, isRightToLeft: true) == 2)
      #expect(circle.target(of: .up, from: 0, isRightToLeft: false) == 2)
      let half = actions(MenuBox(true), path: .arc(.leadingHalf))
      #expect(half.target(of: .down, from: 2, isRightToLeft: false) == 2)
      #expect(half.target(of: .down, from: nil, isRightToLeft: false) == 0)
    }
  }
#endif
