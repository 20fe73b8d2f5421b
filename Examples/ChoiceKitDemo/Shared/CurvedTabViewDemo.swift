import ChoiceKit
import SwiftUI

/// The curved tab view's variants: notch modes, the centre action, the tutorial's notch and
/// badges, chosen here and shown in a presented tab view; and the bar alone, in place.
struct CurvedTabViewDemo: View {
  @State private var options = CurvedTabSampleOptions()
  @State private var isPresented = false
  @State private var tutorialTab = TutorialTab.home
  @State private var inboxTab = DemoTab.inbox
  @State private var lastEvent = "None yet"
  @Environment(\.demoSettings) private var settings

  var body: some View {
    List {
      Section {
        SegmentedPicker("Notch", selection: $options.notchMode, options: CurvedTabBarNotchMode.allCases) {
          mode in
          Text(mode == .fixed ? "Fixed" : "Travelling")
        }
        Toggle("Centre action", isOn: $options.hasAction)
        Toggle("The tutorial's notch", isOn: $options.usesTutorialNotch)
        CountStepper(title: "Inbox badge: \(options.inboxCount)", value: $options.inboxCount, range: 0...120)
        Toggle("“New” on Favorites", isOn: $options.showsNewBadge)
        Toggle("Dot on Profile", isOn: $options.showsDot)
        Button("Show the tab view") { isPresented = true }
      } header: {
        Text("CurvedTabView")
      } footer: {
        Text(
          "A travelling notch follows the selection; with Reduce Motion (or the in-app animation switch) it stays fixed. On the Mac the tabs are a sidebar, on the watch pages."
        )
      }

      Section {
        CurvedTabBar(selectedTab: $tutorialTab) { lastEvent = "Centre button" }
          .padding(.top, 32)
        CurvedTabBar(
          selection: $inboxTab,
          items: [
            CurvedTabBarItem("Home", systemImage: "house.fill", value: DemoTab.home),
            CurvedTabBarItem(
              "Inbox", systemImage: "tray.fill", badge: .count(options.inboxCount), value: DemoTab.inbox),
            CurvedTabBarItem(
              "Favorites", systemImage: "heart.fill", badge: .text("New"), value: DemoTab.favorites),
            CurvedTabBarItem("Profile", systemImage: "person.fill", badge: .dot, value: DemoTab.profile),
          ]
        )
        .onCurvedTabReselect { _ in lastEvent = "Re-tapped the selected tab" }
        .curvedTabBarNotchMode(settings.disablesAnimations ? .fixed : options.notchMode)
        .padding(.top, 32)
        Text("Tutorial tab: \(tutorialTab.title). Last event: \(lastEvent)")
          .font(.footnote)
          .foregroundStyle(.secondary)
      } header: {
        Text("The bar alone")
      } footer: {
        Text(
          "The tutorial's CustomTabBar call site with a CurvedTabItem enumeration, then a bar of items with a count, a text and a dot badge and no action. The bar alone draws the curve on every platform."
        )
      }
    }
    .navigationTitle("CurvedTabView")
    #if os(macOS)
      .sheet(isPresented: $isPresented) {
        CurvedTabSample(options: options)
        .frame(minWidth: 640, minHeight: 440)
        .demoSettings(settings)
      }
    #else
      .fullScreenCover(isPresented: $isPresented) {
        CurvedTabSample(options: options)
        .demoSettings(settings)
      }
    #endif
  }
}

/// The choices the curved tab view example offers.
struct CurvedTabSampleOptions: Equatable, Sendable {
  var notchMode = CurvedTabBarNotchMode.fixed
  var hasAction = true
  var usesTutorialNotch = false
  var inboxCount = 3
  var showsNewBadge = true
  var showsDot = true
}

/// A ``CurvedTabView`` of four tabs whose content keeps its state, with the options chosen on
/// the demo screen.
struct CurvedTabSample: View {
  let options: CurvedTabSampleOptions
  @State private var tab = DemoTab.home
  @State private var homeRetaps = 0
  @State private var isComposing = false
  @Environment(\.demoSettings) private var settings

  var body: some View {
    CurvedTabView(selection: $tab) {
      CurvedTabPage(title: "Home") {
        Section {
          Text("Re-taps of Home: \(homeRetaps)")
            .id(CurvedTabPageTop.id)
          ForEach(1...40, id: \.self) { row in
            NavigationLink("Row \(row)", value: row)
          }
        } header: {
          Text("State kept across tabs")
        } footer: {
          Text("Open a row, then tap Home again: the first tap goes back, the next one scrolls up.")
        }
      }
      .curvedTabItem("Home", systemImage: "house.fill")
      .choiceTag(DemoTab.home)

      CurvedTabPage(title: "Inbox") {
        InboxPage()
      }
      .curvedTabItem("Inbox", systemImage: "tray.fill", badge: .count(options.inboxCount))
      .choiceTag(DemoTab.inbox)

      CurvedTabPage(title: "Favorites") {
        CounterPage()
      }
      .curvedTabItem(
        "Favorites", systemImage: "heart.fill", badge: options.showsNewBadge ? .text("New") : nil
      )
      .choiceTag(DemoTab.favorites)

      CurvedTabPage(title: "Profile") {
        Text("A dot badge marks this tab.")
      }
      .curvedTabItem("Profile", systemImage: "person.fill", badge: options.showsDot ? .dot : nil)
      .choiceTag(DemoTab.profile)
    }
    .curvedTabAction(
      options.hasAction ? CurvedTabAction("New post", systemImage: "plus") { isComposing = true } : nil
    )
    .onCurvedTabReselect { tab in
      if tab == .home { homeRetaps += 1 }
    }
    // The in-app animation switch stands in for Reduce Motion, which keeps the notch fixed.
    .curvedTabBarNotchMode(settings.disablesAnimations ? .fixed : options.notchMode)
    .curvedTabBarTokens(options.usesTutorialNotch ? .tutorial : .standard)
    .alert("New post", isPresented: $isComposing) {
      Button("OK", role: .cancel) {}
    } message: {
      Text("The centre action ran.")
    }
  }
}

/// The id of the view a tab's list scrolls back to when its tab is tapped again.
enum CurvedTabPageTop: Hashable {
  case id
}

/// One tab's content: a list in a navigation stack with a Done button that closes the sample.
/// Tapping the tab while it is shown pops the stack to its root, then scrolls the list up.
struct CurvedTabPage<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content
  @State private var path: [Int] = []
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $path) {
      List { content }
        .navigationTitle(title)
        .navigationDestination(for: Int.self) { row in
          Text("Row \(row)").navigationTitle("Row \(row)")
        }
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Done") { dismiss() }
          }
        }
        .curvedTabScrollsToTop(to: CurvedTabPageTop.id)
    }
    .curvedTabPopsToRoot($path)
  }
}

/// The Inbox tab: a text field, to see the bar stay put under the keyboard.
struct InboxPage: View {
  @State private var reply = ""

  var body: some View {
    Section {
      TextField("Reply", text: $reply)
    } footer: {
      Text(
        "The keyboard covers the bar, as it covers the system tab bar; what you type stays when you switch tabs."
      )
    }
  }
}

/// The Favorites tab: a counter whose value survives switching tabs.
struct CounterPage: View {
  @State private var count = 0

  var body: some View {
    Section {
      CountStepper(title: "Favourites: \(count)", value: $count, range: 0...99)
    } footer: {
      Text("Switch tabs and come back: every tab keeps its state.")
    }
  }
}
