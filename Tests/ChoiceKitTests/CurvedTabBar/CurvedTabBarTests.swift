#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The SwiftUI layer of the curved tab bar, checked without a host: what the initialisers
  // store, how events reach the selection, what VoiceOver is told, and the environment's
  // defaults. The frames, paths, moves and words themselves are the core's, tested on Linux in
  // ChoiceKitCoreTests.

  /// A tab type whose symbols are not its raw values.
  private enum Pane: CurvedTabItem {
    case list, grid

    var title: String { self == .list ? "List" : "Grid" }
    var systemImage: String { self == .list ? "list.bullet" : "square.grid.2x2" }
  }

  /// Holds a selection for a binding, and counts what reaches it.
  @MainActor
  private final class SelectionBox<Value: Hashable> {
    var value: Value
    var reselected: [Value] = []
    var actions = 0

    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> {
      Binding(get: { self.value }, set: { self.value = $0 })
    }
  }

  @Suite("CurvedTabBar initialisers")
  @MainActor
  struct CurvedTabBarInitialiserTests {
    @Test func theTutorialsEnumerationGivesEveryCaseWithItsRawValueAsSymbol() {
      // The tutorial's enumeration (TutorialCallSiteTests), adopting the protocol instead of
      // `CaseIterable`.
      let bar = CurvedTabBar(selectedTab: .constant(TabItem.home)) {}
      #expect(bar.items.map(\.value) == TabItem.allCases)
      #expect(bar.items.map(\.plainTitle) == ["Inicio", "Buscar", "Favoritos", "Perfil"])
      #expect(bar.items.map(\.systemImage) == ["house.fill", "magnifyingglass", "heart.fill", "person.fill"])
      #expect(bar.items.allSatisfy { $0.badge == nil })
      // The tutorial's button is a plus, spoken by the symbol's own label.
      #expect(bar.action?.systemImage == "plus")
      #expect(bar.action?.title == nil)
    }

    @Test func aTabTypeCanNameItsOwnSymbols() {
      #expect(Pane.allCases.map(\.systemImage) == ["list.bullet", "square.grid.2x2"])
      let bar = CurvedTabBar(selection: .constant(Pane.grid), badges: [.grid: .count(2)])
      #expect(bar.items.map(\.badge) == [nil, .count(2)])
      #expect(bar.action == nil)
    }

    @Test func itemsKeepTheirOrderAndTitles() {
      let bar = CurvedTabBar(
        selection: .constant(1),
        items: [
          CurvedTabBarItem("Home", systemImage: "house", value: 1),
          CurvedTabBarItem(String("Inbox"), systemImage: "tray", badge: .dot, value: 2),
        ],
        action: CurvedTabAction("New", systemImage: "square.and.pencil") {})
      #expect(bar.items.map(\.value) == [1, 2])
      // A literal title is localized, so the core does not speak it; a string is used as it is.
      #expect(bar.items[0].plainTitle == nil)
      #expect(bar.items[0].title == Text("Home"))
      #expect(bar.items[1].plainTitle == "Inbox")
      #expect(bar.items[1].badge == .dot)
      #expect(bar.action?.title == Text("New"))
      #expect(bar.action?.systemImage == "square.and.pencil")
      #expect(bar.onReselect == nil)
      #expect(bar.onCurvedTabReselect { _ in }.onReselect != nil)
    }
  }

  @Suite("Curved tab selection")
  @MainActor
  struct CurvedTabSelectionTests {
    private func selection(
      _ box: SelectionBox<Int>, tags: [Int?] = [1, 2, 3], hasAction: Bool = true
    ) -> CurvedTabSelection<Int> {
      CurvedTabSelection(
        options: TaggedOptions(tags), selection: box.binding, onReselect: { box.reselected.append($0) },
        action: hasAction ? CurvedTabAction(systemImage: "plus") { box.actions += 1 } : nil)
    }

    @Test func selectingWritesTheTabsTagAndNothingElse() {
      let box = SelectionBox(1)
      let tabs = selection(box)
      #expect(tabs.selectedIndex == 0)
      tabs.apply(.select(2))
      #expect(box.value == 3)
      #expect(tabs.selectedIndex == 2)
      // An index without a tag, or out of range, leaves the selection alone.
      tabs.apply(.select(7))
      #expect(box.value == 3)
      #expect(box.reselected.isEmpty)
      #expect(box.actions == 0)
    }

    @Test func reTappingReportsTheTagWithoutWriting() {
      let box = SelectionBox(2)
      let tabs = selection(box)
      tabs.apply(.reselect(1))
      #expect(box.reselected == [2])
      #expect(box.value == 2)
    }

    @Test func theActionRunsAndIsNotATab() {
      let box = SelectionBox(2)
      selection(box).apply(.action)
      #expect(box.actions == 1)
      #expect(box.value == 2)
      selection(box, hasAction: false).apply(.action)
      #expect(box.actions == 1)
    }

    @Test func choosingFromAnotherFormFollowsTheCoresRules() {
      let box = SelectionBox(1)
      let tabs = selection(box, tags: [1, nil, 3, 1])
      #expect(tabs.choose(2, isEnabled: { _ in true }))
      #expect(box.value == 3)
      // A tab that cannot be chosen changes nothing and says so, so the form can move back.
      #expect(!tabs.choose(1, isEnabled: { tabs.options.isSelectable($0) }))
      #expect(!tabs.choose(3, isEnabled: { tabs.options.isSelectable($0) }))
      #expect(!tabs.choose(9, isEnabled: { _ in true }))
      #expect(box.value == 3)
      // The selected tab again is a re-tap, not a change.
      #expect(selection(box, tags: [1, nil, 3]).choose(2, isEnabled: { _ in true }))
      #expect(box.reselected.isEmpty)
    }

    @Test func aSelectionNoTabCarriesSelectsNoTab() {
      let box = SelectionBox(42)
      #expect(selection(box).selectedIndex == nil)
    }
  }

  @Suite("Curved tab bar accessibility")
  @MainActor
  struct CurvedTabBarAccessibilityTests {
    static let speaksPosition = CurvedTabBarAccessibilityContainer.speaksPosition

    @Test func theValueHoldsTheBadgeAndThePositionOnlyWhereTheSystemDoesNotSpeakIt() {
      let entry = CurvedTabBarEntry(
        title: Text(verbatim: "Home"), plainTitle: "Home", systemImage: "house", badge: .count(3),
        isSelectable: true)
      let english = entry.accessibilityValue(index: 0, count: 4, isEnabled: true, wording: .english)
      #expect(english == Text(verbatim: Self.speaksPosition ? "3 new items" : "tab, 1 of 4, 3 new items"))
      #expect(
        entry.accessibilityValue(index: 1, count: 4, isEnabled: true, wording: .spanish)
          == Text(
            verbatim: CurvedTabBarWording.spanish.tabValue(
              badge: .count(3), index: 1, count: 4, containerSpeaksPosition: Self.speaksPosition)))
    }

    @Test func aDisabledBarOrAnUntaggedTabIsDimmed() {
      let untagged = CurvedTabBarEntry(
        title: Text(verbatim: "Home"), plainTitle: "Home", systemImage: "house", badge: nil,
        isSelectable: false)
      let expected = Text(
        verbatim: CurvedTabBarWording.english.tabValue(
          isEnabled: false, index: 0, count: 2, containerSpeaksPosition: Self.speaksPosition))
      #expect(untagged.accessibilityValue(index: 0, count: 2, isEnabled: true, wording: .english) == expected)
      let tagged = CurvedTabBarEntry(
        title: Text(verbatim: "Home"), plainTitle: "Home", systemImage: "house", badge: nil,
        isSelectable: true)
      #expect(tagged.accessibilityValue(index: 0, count: 2, isEnabled: false, wording: .english) == expected)
    }

    @Test func theValueDoesNotDependOnHowTheTitleIsWritten() {
      let localized = CurvedTabBarEntry(
        title: Text("Home"), plainTitle: nil, systemImage: "house", badge: .dot, isSelectable: true)
      let plain = CurvedTabBarEntry(
        title: Text(verbatim: "Home"), plainTitle: "Home", systemImage: "house", badge: .dot,
        isSelectable: true)
      #expect(
        localized.accessibilityValue(index: 2, count: 3, isEnabled: true, wording: .english)
          == plain.accessibilityValue(index: 2, count: 3, isEnabled: true, wording: .english))
    }
  }

  @Suite("Curved tab bar visibility")
  struct CurvedTabBarVisibilityKeyTests {
    @Test func siblingsRequestsJoinInOrderAndTheInnermostWins() {
      var value: [CurvedTabBarVisibility] = [.visible]
      CurvedTabBarVisibilityKey.reduce(value: &value) { [.automatic, .hidden] }
      #expect(value == [.visible, .automatic, .hidden])
      #expect(CurvedTabBarVisibilityKey.defaultValue.isEmpty)
      #expect(!CurvedTabBarPresence(requests: value, form: .curvedBar).keepsBottomInset)
    }
  }

  /// A style that draws only the symbol, relying on every default.
  private struct SymbolOnlyStyle: CurvedTabBarStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.icon
    }
  }

  @Suite("Curved tab bar environment")
  @MainActor
  struct CurvedTabBarEnvironmentTests {
    @Test func defaultsAreTheTutorialsLook() {
      let environment = EnvironmentValues()
      #expect(environment[keyPath: CurvedTabBarStyleSlot.environmentKeyPath] is CurvedTabBarStandardStyle)
      let settings = environment[keyPath: CurvedTabBarSettings.environmentKeyPath]
      #expect(settings.tokens == .standard)
      #expect(settings.tokens.metrics.barHeight == 80)
      #expect(settings.tokens.metrics.notch.width == 80)
      #expect(settings.tokens.metrics.notch.depth == 40)
      #expect(settings.tokens.metrics.actionDiameter == 60)
      #expect(settings.notchMode == .fixed)
      #expect(settings.wording == nil)
    }

    @Test func aStyleWithOnlyABodyIsStoredAsItIs() {
      var environment = EnvironmentValues()
      environment[keyPath: CurvedTabBarStyleSlot.environmentKeyPath] = SymbolOnlyStyle()
      #expect(environment[keyPath: CurvedTabBarStyleSlot.environmentKeyPath] is SymbolOnlyStyle)
      environment[keyPath: CurvedTabBarStyleSlot.environmentKeyPath] = .standard
      #expect(environment[keyPath: CurvedTabBarStyleSlot.environmentKeyPath] is CurvedTabBarStandardStyle)
    }

    @Test func theModifiersReachTheBarsBelowThem() {
      let probe = SettingsProbe()
      let view = SettingsProbeView(probe: probe)
        .curvedTabBarNotchMode(.travelling)
        .curvedTabBarTokens(.tutorial)
        .curvedTabBarWording(.spanish)
      #expect(ImageRenderer(content: view).cgImage != nil)
      #expect(probe.settings?.notchMode == .travelling)
      #expect(probe.settings?.tokens == .tutorial)
      #expect(probe.settings?.wording == .spanish)
    }

    @Test func titlesStopGrowingAtTheLargestTitleSize() {
      let palette = CurvedTabBarPalette(
        tokens: .standard,
        traits: ChoiceTraits(appearance: .dark, isRightToLeft: true, textScale: .accessibility5))
      #expect(palette.titleScale == CurvedTabBarTokens.standard.largestTitleScale)
      let small = CurvedTabBarPalette(tokens: .standard, traits: ChoiceTraits(textScale: .small))
      #expect(small.titleScale == .small)
      #expect(small.actionGradient.count == CurvedTabBarTokens.standard.actionGradient.count)
      // The platform's background unless the tokens give a colour.
      #expect(small.backgroundColor == nil)
      var tokens = CurvedTabBarTokens.standard
      tokens.background = AdaptiveColor(light: RGBAColor(hex: 0xFFEEDD), dark: RGBAColor(hex: 0x112233))
      let custom = CurvedTabBarPalette(tokens: tokens, traits: ChoiceTraits(appearance: .dark))
      #expect(custom.backgroundColor == Color(RGBAColor(hex: 0x112233)))
    }

    @Test func theFormIsTheCoresForTheDeviceFamily() {
      #if targetEnvironment(macCatalyst)
        for style in CurvedTabViewStyle.allCases {
          #expect(CurvedTabViewForm<Int>.form(style: style) == .sidebar)
        }
      #else
        #expect(CurvedTabViewForm<Int>.form(style: .automatic) == .platformDefault(for: .current))
        let adaptable = CurvedTabViewForm<Int>.form(style: .sidebarAdaptable)
        if InterfaceIdiom.current == .pad && CurvedTabViewForm<Int>.hasAdaptableStyle {
          #expect(adaptable == .sidebarAdaptable)
        } else {
          #expect(adaptable == .platformDefault(for: .current))
        }
      #endif
    }
  }

  /// Records the settings a curved tab bar would read.
  @MainActor
  private final class SettingsProbe {
    var settings: CurvedTabBarSettings?
  }

  private struct SettingsProbeView: View {
    let probe: SettingsProbe
    @Environment(CurvedTabBarSettings.environmentKeyPath) private var settings

    var body: some View {
      let _ = probe.settings = settings
      Color.clear.frame(width: 1, height: 1)
    }
  }
#endif
