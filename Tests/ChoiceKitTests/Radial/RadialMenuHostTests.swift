#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  /// What a host decides without a screen: a menu draws its own items unless the host further
  /// out confirmed drawing them, and the host collects nothing by default.
  @Suite("RadialMenu host")
  @MainActor
  struct RadialMenuHostTests {
    @Test func aMenuDrawsItsOwnItemsUnlessItsHostConfirmedDrawingThem() {
      // No host.
      #expect(RadialMenuHostState.drawsOwnItems(1, drawn: nil))
      // A host that has not drawn this menu: its items never reached it (a sheet), or not yet.
      #expect(RadialMenuHostState.drawsOwnItems(1, drawn: []))
      #expect(RadialMenuHostState.drawsOwnItems(1, drawn: [2, 3]))
      // A host that drew it.
      #expect(!RadialMenuHostState.drawsOwnItems(1, drawn: [1, 2]))
      #expect(EnvironmentValues().radialMenuHost == nil)
    }

    @Test func theHostCollectsNothingByDefault() {
      var value = RadialMenuHostedItemsKey.defaultValue
      #expect(value.isEmpty)
      RadialMenuHostedItemsKey.reduce(value: &value) { [] }
      #expect(value.isEmpty)
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    /// The host in a window: every open menu's items are offered exactly once, whether the host
    /// drew them, the menu did (in a sheet the host does not contain), or two hosts were nested.
    @Suite("RadialMenu host at run time, in a window", .serialized)
    @MainActor
    struct RadialMenuHostWindowTests {
      private static let titles = ["Crear", "Buscar", "Borrar"]
      private static let size = CGSize(width: 390, height: 700)

      private struct OpenMenu: View {
        var body: some View {
          RadialMenu("Menu", isExpanded: .constant(true)) {
            RadialMenuItem("Crear", systemImage: "plus") {}
            RadialMenuItem("Buscar", systemImage: "magnifyingglass") {}
            RadialMenuItem("Borrar", systemImage: "trash") {}
          }
          .frame(width: 300, height: 300)
        }
      }

      /// A `radialMenuHost()` when on.
      private struct OptionalHost: ViewModifier {
        let isOn: Bool

        func body(content: Content) -> some View {
          if isOn { content.radialMenuHost() } else { content }
        }
      }

      /// How many times each item is offered in the whole window, sheets included.
      private func counts(_ window: HostedWindow) -> [Int] {
        let labels = window.windowAccessibilityElements.map(\.label)
        return Self.titles.map { title in labels.filter { $0 == title }.count }
      }

      /// Promise: a hosted menu's items are offered once: drawn by the host, not also by the
      /// menu. Guards items drawn twice.
      @Test func aHostedMenuOffersItsItemsOnce() {
        let window = HostedWindow(VStack { OpenMenu() }.radialMenuHost(), size: Self.size)
        defer { window.close() }
        window.settle(until: { counts(window) == [1, 1, 1] })
        #expect(counts(window) == [1, 1, 1])
      }

      /// Promise: an open menu is modal to VoiceOver, as an open `Menu` is: its button and items
      /// without a host, its items where a host draws them, never the button beside it; a closed
      /// menu is modal nowhere. Guards VoiceOver swiping from the open items into the screen.
      @Test(arguments: [false, true])
      func anOpenMenuIsModalAndAClosedOneIsNot(hosted: Bool) {
        func screen(_ isExpanded: Bool) -> some View {
          VStack {
            Button("Behind") {}
            RadialMenu("Menu", isExpanded: .constant(isExpanded)) {
              RadialMenuItem("Crear", systemImage: "plus") {}
              RadialMenuItem("Buscar", systemImage: "magnifyingglass") {}
              RadialMenuItem("Borrar", systemImage: "trash") {}
            }
            .frame(width: 300, height: 300)
          }
          .modifier(OptionalHost(isOn: hosted))
        }
        let open = HostedWindow(screen(true), size: Self.size)
        defer { open.close() }
        let expected = hosted ? Self.titles : ["Menu"] + Self.titles
        open.settle(until: { open.modalAccessibilityContainers.map { $0.map(\.label) } == [expected] })
        #expect(open.modalAccessibilityContainers.map { $0.map(\.label) } == [expected])
        let closed = HostedWindow(screen(false), size: Self.size)
        defer { closed.close() }
        #expect(closed.modalAccessibilityContainers.isEmpty)
      }

      /// Promise: with one host inside another, the inner host draws its menus and the outer one
      /// does not draw them again. Guards nested hosts drawing twice.
      @Test func nestedHostsDrawTheItemsOnce() {
        let window = HostedWindow(
          VStack { VStack { OpenMenu() }.radialMenuHost() }.radialMenuHost(), size: Self.size)
        defer { window.close() }
        window.settle(until: { counts(window) == [1, 1, 1] })
        #expect(counts(window) == [1, 1, 1])
      }

      /// Promise: right to left, a hosted menu's trailing half opens to the left of its button,
      /// as an unhosted one does, and VoiceOver still reads its items in the arc's order. Guards a
      /// host that mirrors the core's frames again, or not at all.
      @Test func aHostedMenuRightToLeftOpensToTheLeft() throws {
        let window = HostedWindow(
          VStack {
            RadialMenu("Menu", isExpanded: .constant(true), arc: .trailingHalf) {
              RadialMenuItem("Crear", systemImage: "plus") {}
              RadialMenuItem("Buscar", systemImage: "magnifyingglass") {}
              RadialMenuItem("Borrar", systemImage: "trash") {}
            }
            .frame(width: 300, height: 300)
          }
          .environment(\.layoutDirection, .rightToLeft)
          .radialMenuHost(),
          size: Self.size)
        defer { window.close() }
        window.settle(until: { counts(window) == [1, 1, 1] })
        let button = try window.element(labelled: "Menu").frame(in: window.window)
        // The middle item of a trailing half sits beside the button, on the trailing side.
        let middle = try window.element(labelled: "Buscar").frame(in: window.window)
        #expect(middle.midX < button.midX, "\(middle) vs \(button)")
        let order = window.windowAccessibilityElements.map(\.label).filter { Self.titles.contains($0) }
        #expect(order == Self.titles)
      }

      #if os(iOS)
        /// Whether the menu in ``SheetWithCancel`` is open, set by the test.
        final class SheetMenuModel: ObservableObject {
          @Published var isMenuOpen = true
          let hasCancel: Bool

          init(hasCancel: Bool) {
            self.hasCancel = hasCancel
          }
        }

        /// A sheet holding a hosted menu and, when asked, its own Cancel button with the cancel
        /// shortcut, written as the article says: no shortcut while the menu is open.
        private struct SheetWithCancel: View {
          @ObservedObject var model: SheetMenuModel

          var body: some View {
            Color.clear.sheet(isPresented: .constant(true)) {
              NavigationStack {
                RadialMenu("Menu", isExpanded: $model.isMenuOpen) {
                  RadialMenuItem("Crear", systemImage: "plus") {}
                  RadialMenuItem("Buscar", systemImage: "magnifyingglass") {}
                }
                .toolbar {
                  if model.hasCancel {
                    ToolbarItem(placement: .cancellationAction) {
                      Button("Cancel") {}
                        .keyboardShortcut(model.isMenuOpen ? nil : .cancelAction)
                    }
                  }
                }
              }
              .radialMenuHost()
            }
          }
        }

        /// Promise: while a menu is open, Escape has one target in the window, the menu's (the
        /// sheet's own Cancel, written as the article says, gives its shortcut up meanwhile),
        /// and hosted items add no second one; closed, the menu holds no Escape and the sheet's
        /// Cancel has it back. SwiftUI gives a shortcut to the first control it finds, so two
        /// targets would leave the choice to the view order. Guards Escape dismissing the sheet
        /// instead of closing the menu, and a closed menu swallowing Escape.
        @Test(arguments: [false, true])
        func escapeHasOneTargetWhileTheMenuIsOpen(hasCancel: Bool) {
          let model = SheetMenuModel(hasCancel: hasCancel)
          let window = HostedWindow(SheetWithCancel(model: model), size: Self.size)
          defer { window.close() }
          window.settle(until: { window.windowEscapeCommands.count == 1 })
          #expect(window.windowEscapeCommands.count == 1)
          model.isMenuOpen = false
          let closed = hasCancel ? 1 : 0
          window.settle(until: { window.windowEscapeCommands.count == closed })
          #expect(window.windowEscapeCommands.count == closed)
        }
      #endif

      /// Promise: a menu in a sheet, whose items cannot reach the host outside the sheet, draws
      /// them itself. Guards a hosted menu that opens with no items.
      @Test func aMenuInASheetUnderAHostShowsItsItems() {
        let window = HostedWindow(
          Color.clear.sheet(isPresented: .constant(true)) { OpenMenu() }.radialMenuHost(), size: Self.size)
        defer { window.close() }
        window.settle(until: { counts(window) == [1, 1, 1] })
        #expect(counts(window) == [1, 1, 1])
      }
    }
  #endif
#endif
