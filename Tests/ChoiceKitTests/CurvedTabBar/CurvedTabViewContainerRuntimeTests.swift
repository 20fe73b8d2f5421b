#if canImport(SwiftUI) && os(iOS)
  import ChoiceKitCore
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  @testable import ChoiceKit

  // The container a curved tab view's tabs live in, as a `TabView` user relies on it: tags
  // written with SwiftUI's `tag(_:)`, tabs that do not fill the screen, a sheet presented from a
  // tab, `task` on every switch, a pushed screen that hides the bar, and more tabs than the
  // system's bar shows (`CurvedTabContainer`).

  /// What the hosted tabs report, and the state a test drives them with.
  @MainActor
  final class CurvedTabContainerModel: ObservableObject {
    @Published var selection: CurvedTabRuntimeTab = .home
    @Published var isSheetShown = false
    @Published var isAlertShown = false
    var alertPresses = 0
    @Published var path: [Int] = []
    var sheetPresses = 0
    var taskStarts: [CurvedTabRuntimeTab] = []
    var taskCancels: [CurvedTabRuntimeTab] = []
    /// The pushed screen's bottom safe-area inset and frame in the window, as last laid out.
    var pushedBottomInset: CGFloat?
    var pushedFrame: CGRect?

    func measurePushed(_ proxy: GeometryProxy) -> Bool {
      pushedBottomInset = proxy.safeAreaInsets.bottom
      pushedFrame = proxy.frame(in: .global)
      return true
    }
  }

  /// The tutorials' tabs: a short `Text` each, tagged with SwiftUI's `tag(_:)` only.
  private struct CurvedTabTaggedHost: View {
    @ObservedObject var model: CurvedTabContainerModel

    var body: some View {
      CurvedTabView(selection: $model.selection) {
        // String identifiers, so the tabs' only tags of the selection's type are their `tag(_:)`.
        ForEach(CurvedTabRuntimeTab.allCases, id: \.rawValue) { tab in
          Text(verbatim: "\(tab.title) page")
            .curvedTabItem(tab.title, systemImage: "circle.fill")
            .tag(tab)
        }
      }
      .curvedTabAction("New post", systemImage: "plus") {}
    }
  }

  /// Tabs that present a sheet, run a task, and push a screen that hides the bar.
  private struct CurvedTabBehaviourHost: View {
    @ObservedObject var model: CurvedTabContainerModel

    var body: some View {
      CurvedTabView(selection: $model.selection) {
        ForEach(CurvedTabRuntimeTab.allCases) { tab in
          NavigationStack(path: tab == .home ? $model.path : .constant([])) {
            Text(verbatim: "\(tab.title) page")
              .navigationDestination(for: Int.self) { _ in
                Text(verbatim: "Pushed page")
                  .frame(maxWidth: .infinity, maxHeight: .infinity)
                  .background {
                    GeometryReader { proxy in
                      let _ = model.measurePushed(proxy)
                      Color.clear
                    }
                  }
                  .curvedTabBarVisibility(.hidden)
              }
          }
          .task {
            model.taskStarts.append(tab)
            do {
              try await Task.sleep(nanoseconds: 600_000_000_000)
            } catch {
              model.taskCancels.append(tab)
            }
          }
          .alert("Delete the draft?", isPresented: tab == .home ? $model.isAlertShown : .constant(false)) {
            Button(role: .destructive) {
              model.alertPresses += 1
            } label: {
              Text(verbatim: "Delete")
            }
          }
          .sheet(isPresented: tab == .home ? $model.isSheetShown : .constant(false)) {
            Button {
              model.sheetPresses += 1
            } label: {
              Text(verbatim: "Press in sheet")
            }
          }
          .curvedTabItem(tab.title, systemImage: "circle.fill")
          .choiceTag(tab)
        }
      }
      .curvedTabAction("New post", systemImage: "plus") {}
    }
  }

  /// Six tabs: one more than the system's bar shows, so ChoiceKit's own container holds them.
  /// Three tabs in the adaptable style, a pushed screen of the first hiding the bar.
  private struct CurvedTabAdaptableHost: View {
    @ObservedObject var model: CurvedTabContainerModel
    let log: CurvedTabBarPlacementLog

    var body: some View {
      CurvedTabView(selection: $model.selection) {
        ForEach(CurvedTabRuntimeTab.allCases) { tab in
          Text(verbatim: "\(tab.title) page")
            .curvedTabItem(tab.title, systemImage: "circle.fill", badge: tab == .inbox ? .count(3) : nil)
            .choiceTag(tab)
        }
      }
      .curvedTabAction("New post", systemImage: "plus") {}
      .curvedTabViewStyle(.sidebarAdaptable)
      .environment(\.curvedTabBarPlacementLog, log)
    }
  }

  private struct CurvedTabSixHost: View {
    @ObservedObject var model: CurvedTabSixModel

    var body: some View {
      CurvedTabView(selection: $model.selection) {
        ForEach(0..<6, id: \.self) { index in
          CurvedTabCountingPage(index: index)
            .curvedTabItem("Tab \(index)", systemImage: "circle.fill")
        }
      }
    }
  }

  @MainActor
  final class CurvedTabSixModel: ObservableObject {
    @Published var selection = 0
  }

  /// A page with a button that counts its presses in its own state.
  private struct CurvedTabCountingPage: View {
    let index: Int
    @State private var count = 0

    var body: some View {
      Button {
        count += 1
      } label: {
        Text(verbatim: "Page \(index): \(count)")
      }
    }
  }

  @Suite("CurvedTabView's container hosted in a window", .serialized)
  @MainActor
  struct CurvedTabViewContainerRuntimeTests {
    static let size = CGSize(width: 390, height: 844)

    /// Promise: tabs tagged with SwiftUI's `tag(_:)` alone show the selected tab's content on
    /// every system, iOS 16 and 17 included, where ChoiceKit cannot read the tags: the system
    /// `TabView` that holds the tabs reads them. The bar's buttons choose the tabs on every
    /// system too: from iOS 18 by the tags ChoiceKit reads, before by asking the system
    /// container (`CurvedTabSystemChoice`), which writes the tag; the bar shows the shown tab as
    /// selected either way. Guards a container that shows nothing for tags it cannot read (a
    /// blank screen before iOS 18) and a bar whose tabs are dimmed and dead there.
    @Test func tagTabsShowTheirContentOnEverySystem() throws {
      let model = CurvedTabContainerModel()
      let host = HostedWindow(CurvedTabTaggedHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") })
      #expect(host.reaches("Home page"))
      for tab in [CurvedTabRuntimeTab.inbox, .profile, .home] {
        model.selection = tab
        host.settle(until: { host.reaches("\(tab.title) page") })
        #expect(host.reaches("\(tab.title) page"))
        #expect(CurvedTabRuntimeTab.allCases.filter { host.reaches("\($0.title) page") } == [tab])
      }
      for tab in [CurvedTabRuntimeTab.inbox, .profile, .home] {
        let button = try #require(host.elements(labelled: tab.title).first { $0.isButton })
        #expect(!button.isDimmed, "\(tab.title)")
        #expect(button.activate(), "\(tab.title)")
        host.settle(until: { model.selection == tab && host.reaches("\(tab.title) page") })
        #expect(model.selection == tab)
        #expect(CurvedTabRuntimeTab.allCases.filter { host.reaches("\($0.title) page") } == [tab])
        let chosen = try #require(host.elements(labelled: tab.title).first { $0.isButton })
        #expect(chosen.isSelected, "\(tab.title)")
      }
    }

    /// Promise: tabs whose content is a short `Text` (the tutorials' own) still fill the window,
    /// as a `TabView`'s do: the bar spans the window's width at its bottom. Guards a container
    /// that takes its content's size and shrinks the bar with it.
    @Test func shortTabsFillTheWindowAndTheBarSpansIt() throws {
      let model = CurvedTabContainerModel()
      let host = HostedWindow(CurvedTabTaggedHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") && host.reaches("Inbox") })
      let window = host.window
      let columns = CurvedTabRuntimeTab.allCases.compactMap { tab in
        host.elements(labelled: tab.title).first { $0.isButton }?.frame(in: window)
      }
      try #require(columns.count == CurvedTabRuntimeTab.allCases.count)
      let bar = columns.dropFirst().reduce(columns[0]) { $0.union($1) }
      let pixel = 1 / max(window.traitCollection.displayScale, 1)
      let safeArea = window.safeAreaInsets
      #expect(abs(bar.minX - safeArea.left) <= pixel, "\(bar)")
      #expect(abs(bar.maxX - (window.bounds.width - safeArea.right)) <= pixel, "\(bar)")
      #expect(abs(bar.maxY - window.bounds.height) <= pixel, "\(bar)")
    }

    /// Promise: a sheet a tab presents can be used, also after the selection moved to another
    /// tab while it is up: nothing disables a tab's presentations. Guards a container that
    /// disables the tabs it hides, which disabled their sheets and alerts with them.
    @Test func aSheetFromATabStaysUsableAcrossASwitch() throws {
      let model = CurvedTabContainerModel()
      let host = HostedWindow(CurvedTabBehaviourHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") })
      model.isSheetShown = true
      func sheetButton() -> AccessibleElement? {
        host.windowAccessibilityElements.first { $0.label == "Press in sheet" }
      }
      host.settle(until: { sheetButton() != nil })
      let button = try #require(sheetButton())
      #expect(!button.isDimmed)
      #expect(button.activate())
      host.settle()
      #expect(model.sheetPresses == 1)

      model.selection = .inbox
      host.settle()
      let after = try #require(sheetButton())
      #expect(!after.isDimmed)
      #expect(after.activate())
      host.settle()
      #expect(model.sheetPresses == 2)
      model.isSheetShown = false
      host.settle()
    }

    /// Promise: an alert a tab presents can be answered: its button is enabled and runs its
    /// action. Guards a container that disables its tabs' presentations.
    @Test func anAlertFromATabCanBeAnswered() throws {
      let model = CurvedTabContainerModel()
      let host = HostedWindow(CurvedTabBehaviourHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") })
      model.isAlertShown = true
      func delete() -> AccessibleElement? {
        host.windowAccessibilityElements.first { $0.label == "Delete" }
      }
      host.settle(until: { delete() != nil })
      let button = try #require(delete())
      #expect(!button.isDimmed)
      #expect(button.activate())
      host.settle(until: { model.alertPresses == 1 })
      #expect(model.alertPresses == 1)
      #expect(!model.isAlertShown)
    }

    /// Promise: a tab's `task` is cancelled when another tab is chosen and starts again when the
    /// tab comes back, as on a `TabView`'s tabs. Guards a container that keeps hidden tabs on
    /// screen, where `task` runs once and is never cancelled.
    @Test func aTabsTaskRestartsOnReturn() {
      let model = CurvedTabContainerModel()
      let host = HostedWindow(CurvedTabBehaviourHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { model.taskStarts.contains(.home) })
      #expect(model.taskStarts.filter { $0 == .home }.count == 1)

      model.selection = .inbox
      host.settle(until: { model.taskCancels.contains(.home) })
      #expect(model.taskCancels.contains(.home))
      model.selection = .home
      host.settle(until: { model.taskStarts.filter { $0 == .home }.count == 2 })
      #expect(model.taskStarts.filter { $0 == .home }.count == 2)
    }

    /// Promise: a screen pushed with `curvedTabBarVisibility(.hidden)` hides the bar and gets its
    /// room back (its bottom safe area is the window's alone, and its frame reaches down to it),
    /// and popping it brings the bar back. Guards a request that does not reach the bar
    /// from inside the system `TabView`, and a hidden bar whose room stays.
    @Test func aPushedScreenThatHidesTheBarGetsItsRoom() {
      let model = CurvedTabContainerModel()
      let host = HostedWindow(CurvedTabBehaviourHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") && host.reaches("Inbox") })
      let window = host.window
      let pixel = 1 / max(window.traitCollection.displayScale, 1)

      model.path = [1]
      host.settle(until: { host.reaches("Pushed page") && !host.reaches("Inbox") })
      #expect(host.reaches("Pushed page"))
      #expect(!host.reaches("Inbox"))
      host.settle()
      if let inset = model.pushedBottomInset, let frame = model.pushedFrame {
        #expect(abs(inset - window.safeAreaInsets.bottom) <= pixel, "inset \(inset)")
        #expect(abs(frame.maxY - (window.bounds.height - window.safeAreaInsets.bottom)) <= pixel, "\(frame)")
      } else {
        Issue.record("the pushed screen was never laid out")
      }

      model.path = []
      host.settle(until: { host.reaches("Inbox") })
      #expect(host.reaches("Inbox"))
    }

    /// Promise: six tabs, one more than the system's bar shows, are held by ChoiceKit's own
    /// container: the bar chooses each, only the chosen one can be reached, and each keeps its
    /// state. Guards the custom container, which no longer holds the usual five tabs or fewer.
    @Test func sixTabsAreHeldByTheCustomContainer() throws {
      #expect(CurvedTabContainer.container(tabCount: 6) == .custom)
      let model = CurvedTabSixModel()
      let host = HostedWindow(CurvedTabSixHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Page 0: 0") })
      try #require(host.elements(labelled: "Page 0: 0").first?.activate() == true)
      host.settle(until: { host.reaches("Page 0: 1") })
      #expect(host.reaches("Page 0: 1"))

      let tab = try #require(host.elements(labelled: "Tab 5").first { $0.isButton })
      #expect(tab.activate())
      host.settle(until: { host.reaches("Page 5: 0") })
      #expect(model.selection == 5)
      #expect(!host.reaches("Page 0: 1"))

      model.selection = 0
      host.settle(until: { host.reaches("Page 0: 1") })
      #expect(host.reaches("Page 0: 1"))
    }

    /// Promise: `curvedTabViewStyle(.sidebarAdaptable)` shows the system's adaptable tab bar on
    /// an iPad with iPadOS 18 or later, with every tab, its badge and the action as items and no
    /// curved bar; on iPhone and before iPadOS 18 the curved bar stays. Either way the tabs
    /// choose their content. Guards a style that drops tabs or the action, draws both bars, or
    /// replaces the phone's bar.
    @Test func theAdaptableStyleIsTheSystemFormOnlyOnAnIPadThatHasIt() throws {
      let model = CurvedTabContainerModel()
      let log = CurvedTabBarPlacementLog()
      let host = HostedWindow(CurvedTabAdaptableHost(model: model, log: log), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") && host.reaches("New post") })
      let isAdaptable =
        CurvedTabViewForm<CurvedTabRuntimeTab>.form(style: .sidebarAdaptable) == .sidebarAdaptable
      #expect(
        isAdaptable
          == (UIDevice.current.userInterfaceIdiom == .pad && CurvedTabViewForm<Int>.hasAdaptableStyle))
      // The curved bar records where it placed its parts; the system's bar does not.
      #expect(log.frames.isEmpty == isAdaptable, "\(log.frames.keys)")
      for tab in CurvedTabRuntimeTab.allCases {
        #expect(host.reaches(tab.title), "\(host.accessibilityLabels)")
      }
      #expect(host.reaches("New post"))
      let inbox = try #require(host.elements(labelled: "Inbox").first)
      #expect(inbox.activate())
      host.settle(until: { host.reaches("Inbox page") })
      #expect(model.selection == .inbox)
      #expect(host.reaches("Inbox page"))
      #expect(!host.reaches("Home page"))
    }

    /// Promise: VoiceOver finds one button per tab, labelled with its title, the selected one
    /// with the selected trait, and the action as a button of its own that is no tab; from
    /// iOS 17 the tabs, and only they, are inside a container marked as a tab bar, where
    /// VoiceOver speaks "tab" and the position, so their value leaves them out; before, the
    /// value says them. Guards a tab read twice, a lost selected trait, "tab, n of m" spoken
    /// twice or not at all, and an action counted among the tabs.
    @Test func theTreeHasOneButtonPerTabAndTheAction() throws {
      let model = CurvedTabRuntimeModel(.inbox)
      let host = HostedWindow(
        CurvedTabRuntimeHost(model: model, recorder: CurvedTabRuntimeRecorder()), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Inbox") && host.reaches("New post") })
      for (index, tab) in CurvedTabRuntimeTab.allCases.enumerated() {
        let buttons = host.elements(labelled: tab.title).filter(\.isButton)
        try #require(buttons.count == 1, "\(tab.title): \(host.accessibilityLabels)")
        #expect(buttons[0].isSelected == (tab == .inbox), "\(tab.title)")
        let position = "\(index + 1) of \(CurvedTabRuntimeTab.allCases.count)"
        if #available(iOS 17.0, *) {
          #expect(!buttons[0].value.contains(position), "\(tab.title): \(buttons[0].value)")
        } else {
          #expect(buttons[0].value.contains(position), "\(tab.title): \(buttons[0].value)")
        }
      }
      let action = try #require(host.elements(labelled: "New post").first)
      #expect(action.isButton && !action.isSelected)
      #expect(!action.value.contains("tab"))
      if #available(iOS 17.0, *) {
        // The tab bar holds the tabs and nothing else: the action is read after it.
        let inBar = try #require(host.elements(inContainerWith: .tabBar))
        #expect(inBar.filter(\.isButton).map(\.label) == CurvedTabRuntimeTab.allCases.map(\.title))
        #expect(!inBar.contains { $0.label == "New post" })
      }
    }
  }
#endif
