#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The four tutorials' own call sites, written as the "Coming from the tutorials" article's
  // mapping tables say a reader writes them with ChoiceKit (same arguments, same labels), each
  // compiled here and hosted once: one rendered frame on every platform, and on iOS, tvOS and
  // visionOS a window whose accessibility tree is driven as VoiceOver drives it.
  //
  // The tutorials: "Picker personalizado en SwiftUI" (segmented picker), "Tab Bar curvo en
  // SwiftUI" (curved tab bar), "SwiftUI Layouts - Creando un Menú Flotante Radial" (radial
  // layout) and "Advanced SwiftUI: Implementing a custom Picker" (value picker).
  //
  // Not observable here: the segmented picker's and the tab bar's haptics (the tests see the
  // selection they accompany), and what VoiceOver speaks (the tests read the labels, values and
  // traits it speaks from).

  // MARK: The tutorials' own types, as a reader keeps them

  /// "Picker personalizado en SwiftUI", `PickerOpciones.swift`, unchanged.
  private enum PeriodoTiempo: String, CaseIterable, Identifiable {
    case dia = "Día"
    case semana = "Semana"
    case mes = "Mes"
    case anio = "Año"

    var id: String { self.rawValue }
  }

  /// "Tab Bar curvo en SwiftUI", `TabItem.swift`, with `CaseIterable` replaced by
  /// `CurvedTabItem` (the table's first row). The CurvedTabBar tests use it too.
  enum TabItem: String, CurvedTabItem {
    case home = "house.fill"
    case search = "magnifyingglass"
    case favorites = "heart.fill"
    case profile = "person.fill"

    var title: String {
      switch self {
      case .home: return "Inicio"
      case .search: return "Buscar"
      case .favorites: return "Favoritos"
      case .profile: return "Perfil"
      }
    }
  }

  /// "SwiftUI Layouts - Creando un Menú Flotante Radial", `MenuButton`, unchanged (the table's
  /// `struct MenuButton` row).
  private struct MenuButton: View {
    let title: String
    let icon: String
    let action: () -> Void
    var body: some View {
      Button(
        title,
        systemImage: icon,
        action: action
      )
      .padding()
      .background(.clear)
      .border(.black)
      .cornerRadius(8)
      .foregroundStyle(.black)
    }
  }

  /// "Advanced SwiftUI: Implementing a custom Picker": the conformance its
  /// `ForEach(["John", "Jean", "Juan"])` needs, as the article says.
  extension String: @retroactive Identifiable {
    public var id: String { self }
  }

  // MARK: Recording from inside a rendered frame

  /// The coordinate space the recorded frames are in.
  private let hostSpace = "tutorial-host"

  /// The segments the segmented picker's style was asked to draw: each position and whether it
  /// is the selected one.
  @MainActor
  private final class SegmentLog {
    var isSelected: [Int: Bool] = [:]
    var counts: Set<Int> = []

    func record(_ configuration: SegmentedPickerStyleConfiguration) -> Bool {
      isSelected[configuration.position.index] = configuration.isSelected
      counts.insert(configuration.position.count)
      return true
    }
  }

  /// The tags a reading of the options gave.
  @MainActor
  private final class TagLog {
    var tags: [String?] = []

    func record(_ tags: [String?]) -> Bool {
      self.tags = tags
      return true
    }
  }

  /// The capsule style, drawing exactly as the default does, that also records what it is asked
  /// to draw.
  private struct RecordingCapsuleStyle: SegmentedPickerControlStyle {
    let log: SegmentLog

    @ViewBuilder
    func makeBody(configuration: Configuration) -> some View {
      let _ = log.record(configuration)
      SegmentedPickerCapsuleStyle().makeBody(configuration: configuration)
    }
  }

  /// The segmented tutorial's `ContentView`, reduced to the picker and the text that reacts
  /// to it (its icon, transition and navigation title are the app's own content).
  private struct SegmentedContentView: View {
    @State private var periodoSeleccionado: PeriodoTiempo = .semana

    var body: some View {
      VStack(spacing: 40) {
        SegmentedPicker(
          selection: $periodoSeleccionado,
          options: PeriodoTiempo.allCases,
          activeBgColor: .indigo,
          inactiveBgColor: .gray.opacity(0.15)
        )
        .padding(.horizontal)
        Text("Estás viendo los datos de la \(periodoSeleccionado.rawValue.lowercased())")
      }
    }
  }

  /// The value picker tutorial's last call site, `ValuePicker("Name", selection: $selection)`,
  /// in its preview's navigation stack and list.
  private struct ValuePickerContentView: View {
    @State private var selection = "John"

    var body: some View {
      NavigationStack {
        List {
          ValuePicker("Name", selection: $selection) {
            ForEach(["John", "Jean", "Juan"]) { name in
              Text(verbatim: name)
                .choiceTag(name)
            }
          }
        }
        .navigationTitle("Custom Picker")
      }
    }
  }

  /// The tab bar tutorial's iOS layout as one frame draws it: the bar in a bottom-aligned
  /// `ZStack` over the content (a plain page here: `TabView` and its `.toolbar(.hidden, for:
  /// .tabBar)` are iOS only, and hosted in the window test), recording the bar's frame.
  private struct TabBarScreen: View {
    @State var currentTab: TabItem = .home
    let log: FrameLog<String>

    var body: some View {
      ZStack(alignment: .bottom) {
        Text("Vista de \(currentTab.title)")
          .frame(maxWidth: .infinity, maxHeight: .infinity)

        CurvedTabBar(selectedTab: $currentTab) {
          print("Botón central presionado en iOS")
        }
        .recordingFrame("bar", in: .named(hostSpace), into: log)
      }
    }
  }

  /// Renders one frame of `view` and returns its image.
  @MainActor
  private func renderOnce(_ view: some View) throws -> CGImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    return try #require(renderer.cgImage)
  }

  @Suite("The tutorials' call sites, rendered")
  @MainActor
  struct TutorialCallSiteRenderTests {
    // "Picker personalizado en SwiftUI" (000), the row
    // `CustomSegmentedPicker(selection:options:activeBgColor:inactiveBgColor:)` →
    // `SegmentedPicker(…)` "with the same labels", as its ContentView writes it. Guards: the
    // ported call drawing other segments than the enumeration's cases in order, or losing the
    // selection (`.semana`, the second case). The style drawing it is the default capsule,
    // wrapped only to record; a picker drawing no segment fails the count.
    @Test func theSegmentedPickersContentViewCall() throws {
      let log = SegmentLog()
      let image = try renderOnce(
        SegmentedContentView().segmentedPickerStyle(RecordingCapsuleStyle(log: log)).frame(width: 390))
      #expect(image.width == 390)
      #expect(image.height > 0)
      #expect(log.counts == [PeriodoTiempo.allCases.count])
      #expect(log.isSelected.keys.sorted() == Array(PeriodoTiempo.allCases.indices))
      let semana = try #require(PeriodoTiempo.allCases.firstIndex(of: .semana))
      #expect(log.isSelected.filter(\.value).map(\.key) == [semana])
    }

    // "Tab Bar curvo en SwiftUI" (001), the row `CustomTabBar(selectedTab: $currentTab) { … }`
    // → `CurvedTabBar(selectedTab: $currentTab) { … }`, in the iOS layout's bottom-aligned
    // `ZStack` (the content here a plain view, as `TabView` pages are not drawn by one frame).
    // Guards: the bar not spanning the screen's width or not sitting on its bottom edge, or
    // taking the whole screen as a flexible view would (the tutorial's bar is 80 points tall).
    @Test func theCurvedTabBarsIOSLayoutCall() throws {
      let log = FrameLog<String>()
      let size = CGSize(width: 390, height: 844)
      let screen = TabBarScreen(log: log)
        .frame(width: size.width, height: size.height)
        .coordinateSpace(name: hostSpace)
      let image = try renderOnce(screen)
      #expect(image.width == Int(size.width))
      #expect(image.height == Int(size.height))
      let bar = try #require(log.frames["bar"])
      #expect(abs(bar.width - size.width) < 0.5)
      #expect(abs(bar.maxY - size.height) < 0.5)
      #expect(bar.height > 0)
      #expect(bar.height < size.height / 2)
    }

    // "SwiftUI Layouts - Creando un Menú Flotante Radial" (002), the row
    // `RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) { … }` → "unchanged", with the
    // tutorial's three MenuButtons and its 300 × 300 frame (the menu shown open; each button
    // records its frame). Guards: the buttons placed elsewhere than the core's arrangement for
    // the same sizes and bounds, or on the trailing side of the circle's centre, which a
    // `.leadingCircle` promises to leave empty.
    @Test func theRadialMenusContentViewLayout() throws {
      let log = FrameLog<String>()
      var alertMessage: String?
      let titles = ["Crear", "Buscar", "Borrar"]
      let menu = RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
        MenuButton(
          title: "Crear",
          icon: "plus"
        ) {
          alertMessage = "Crear"
        }
        .recordingFrame("Crear", in: .named(hostSpace), into: log)

        MenuButton(
          title: "Buscar",
          icon: "magnifyingglass"
        ) {
          alertMessage = "Buscar"
        }
        .recordingFrame("Buscar", in: .named(hostSpace), into: log)

        MenuButton(
          title: "Borrar",
          icon: "trash"
        ) {
          alertMessage = "Borrar"
        }
        .recordingFrame("Borrar", in: .named(hostSpace), into: log)
      }
      .frame(width: 300, height: 300)
      .transition(.scale)
      .coordinateSpace(name: hostSpace)
      let image = try renderOnce(menu)
      #expect(image.width == 300 && image.height == 300)
      #expect(alertMessage == nil)
      let drawn = try titles.map { try #require(log.frames[$0], "\($0)") }
      #expect(drawn.allSatisfy { $0.width > 0 && $0.height > 0 })
      // The core's placement for the drawn sizes, in the bounds the 300 × 300 frame centres.
      let arrangement = RadialLayout(angleConfig: .leadingCircle, angleOffset: 0)
        .arrangement(itemSizes: drawn.map(\.size))
      let fitted = arrangement.sizeThatFits(width: 300, height: 300)
      let bounds = CGRect(
        x: (300 - fitted.width) / 2, y: (300 - fitted.height) / 2, width: fitted.width, height: fitted.height)
      let placement = arrangement.placement(in: bounds)
      #expect(placement.itemFrames.count == titles.count)
      for (frame, expected) in zip(drawn, placement.itemFrames) {
        #expect(abs(frame.minX - expected.minX) < 0.5 && abs(frame.minY - expected.minY) < 0.5, "\(frame)")
      }
      #expect(drawn.allSatisfy { $0.midX <= placement.center.x + 0.5 })
      #expect(Set(drawn.map { "\($0.midX.rounded()),\($0.midY.rounded())" }).count == titles.count)
    }

    // "Advanced SwiftUI: Implementing a custom Picker" (003), the row
    // `ValuePicker("Name", selection: $name) { ForEach(…) { Text(…).choiceTag(…) } }` →
    // "unchanged", in the tutorial's preview (`NavigationStack`, `List`, "Custom Picker").
    // Guards: the options of the tutorial's `ForEach` read with other tags than the names
    // (which the rows write), and the call not drawing at the size asked for. A `List`'s rows
    // are the platform's cells, which one frame does not draw: the rows themselves are driven
    // in the window test below and in ValuePickerRuntimeTests.
    @Test func theValuePickersPreviewCall() throws {
      let preview = ValuePickerContentView().frame(width: 390, height: 500)
      let image = try renderOnce(preview)
      #expect(image.width == 390 && image.height == 500)
      let log = TagLog()
      let reading = TaggedChildren<String>.reading(
        ForEach(["John", "Jean", "Juan"]) { name in
          Text(verbatim: name)
            .choiceTag(name)
        }
      ) { children in
        let _ = log.record(children.map(\.tag))
        Color.clear.frame(width: 1, height: 1)
      }
      _ = try renderOnce(reading)
      #expect(log.tags == ["John", "Jean", "Juan"])
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    /// How many times an action ran.
    @MainActor
    private final class Counter {
      var count = 0
    }

    @Suite("The tutorials' call sites, in a window")
    @MainActor
    struct TutorialCallSiteWindowTests {
      let size = CGSize(width: 390, height: 844)

      // "Picker personalizado en SwiftUI" (000), the same ContentView row as above. Guards: the
      // segments not reaching VoiceOver with the enumeration's raw values, the selection not
      // marked, or a double tap on a segment not writing the tutorial's `$periodoSeleccionado`
      // (the text below the picker, which reads it, is the witness).
      @Test func theSegmentedPickerWritesTheTutorialsSelection() throws {
        let window = HostedWindow(SegmentedContentView(), size: size)
        defer { window.close() }
        for label in ["Día", "Semana", "Mes", "Año"] {
          #expect(window.elements(labelled: label).count == 1, "\(label): \(window.accessibilityLabels)")
        }
        #expect(window.elements(labelled: "Semana").first?.isSelected == true)
        #expect(window.elements(labelled: "Estás viendo los datos de la semana").count == 1)
        try #require(window.elements(labelled: "Mes").first).activate()
        window.settle()
        #expect(window.elements(labelled: "Mes").first?.isSelected == true)
        #expect(window.elements(labelled: "Semana").first?.isSelected == false)
        #expect(window.elements(labelled: "Estás viendo los datos de la mes").count == 1)
      }

      // "Advanced SwiftUI: Implementing a custom Picker" (003), the rows
      // `ValuePicker("Name", selection: $name) { ForEach(…) { Text(…).choiceTag(…) } }` and "the
      // row's `Text(verbatim: String(describing: selection))`" → "the option's own text".
      // Guards: the closed row not showing the chosen name, the pushed list not checking it, a
      // row writing anything but its `choiceTag`, or the list staying open after a single
      // choice (the tutorial's `ValuePickerOption` dismissed itself).
      @Test func theValuePickerPushesChoosesAndPops() throws {
        let window = HostedWindow(ValuePickerContentView(), size: size)
        defer { window.close() }
        func closedRow() -> AccessibleElement? {
          window.accessibilityElements.first { $0.label.hasPrefix("Name") }
        }
        let row = try #require(closedRow(), "\(window.accessibilityLabels)")
        #expect((row.label + " " + row.value).contains("John"))
        row.activate()
        #expect(window.settle(until: { window.elements(labelled: "Jean").count == 1 }))
        #expect(window.elements(labelled: "John").first?.isSelected == true)
        #expect(window.elements(labelled: "Juan").first?.isSelected == false)
        try #require(window.elements(labelled: "Juan").first).activate()
        #expect(window.settle(until: { window.elements(labelled: "Jean").isEmpty }))
        let chosen = try #require(closedRow(), "\(window.accessibilityLabels)")
        #expect((chosen.label + " " + chosen.value).contains("Juan"))
      }
    }

    #if os(iOS)
      /// The tab bar tutorial's `iOSLayout()`, as its ContentView writes it under `#if os(iOS)`
      /// (the table's row on the three layouts), without the `.padding(.bottom, …)` line the
      /// table says to delete; the centre action counts instead of printing.
      private struct TabBarContentView: View {
        @State var currentTab: TabItem = .home
        let presses: Counter

        var body: some View {
          let presses = presses
          ZStack(alignment: .bottom) {
            TabView(selection: $currentTab) {
              Text("Vista de Inicio").tag(TabItem.home)
              Text("Vista de Búsqueda").tag(TabItem.search)
              Text("Vista de Favoritos").tag(TabItem.favorites)
              Text("Vista de Perfil").tag(TabItem.profile)
            }
            .toolbar(.hidden, for: .tabBar)

            CurvedTabBar(selectedTab: $currentTab) {
              presses.count += 1
            }
          }
          .ignoresSafeArea(.keyboard, edges: .bottom)
        }
      }

      extension TutorialCallSiteWindowTests {
        // "Tab Bar curvo en SwiftUI" (001), the rows `CustomTabBar(selectedTab: $currentTab) { … }`
        // → `CurvedTabBar(selectedTab: $currentTab) { … }` and "the iOS branch's `TabView` with
        // `.toolbar(.hidden, for: .tabBar)` under the bar" → "works as it is". Guards: a tab
        // missing from VoiceOver or under another title, a tap not reaching the tutorial's
        // `TabView` through `$currentTab` (its page is the witness), and the centre action not
        // running its closure.
        @Test func theCurvedTabBarDrivesTheTutorialsTabView() throws {
          let presses = Counter()
          let window = HostedWindow(TabBarContentView(presses: presses), size: size)
          defer { window.close() }
          for title in ["Inicio", "Buscar", "Favoritos", "Perfil"] {
            #expect(window.elements(labelled: title).count == 1, "\(title): \(window.accessibilityLabels)")
          }
          #expect(window.elements(labelled: "Inicio").first?.isSelected == true)
          #expect(window.elements(labelled: "Vista de Inicio").count == 1)
          try #require(window.elements(labelled: "Buscar").first).activate()
          window.settle()
          #expect(window.elements(labelled: "Buscar").first?.isSelected == true)
          #expect(window.elements(labelled: "Vista de Búsqueda").count == 1)
          #expect(window.elements(labelled: "Vista de Inicio").isEmpty)
          #expect(presses.count == 0)
          // The action has no title in the tutorial's call: VoiceOver speaks its `plus` symbol's
          // own label, "Add" in the simulator's default English.
          try #require(window.elements(labelled: "Add").first, "\(window.accessibilityLabels)").activate()
          window.settle()
          #expect(presses.count == 1)
        }
      }
    #endif
  #endif
#endif
