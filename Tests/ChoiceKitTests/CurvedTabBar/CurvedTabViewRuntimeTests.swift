#if canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS))
  import ChoiceKitCore
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  @testable import ChoiceKit

  // A CurvedTabView hosted in a window, as an app shows it: what VoiceOver can reach, which
  // keyboard shortcuts a hardware keyboard can trigger, what state a tab keeps and when its
  // content hears that it appears and disappears.
  //
  // These tests need a window: a tab is built and hidden through state changes over several
  // frames, the accessibility tree and the responder chain's key commands exist only in a
  // window, and `ImageRenderer` draws one frame of a view that nobody can tap. The window host
  // is UIKit's, so the file is compiled on iOS, tvOS and visionOS. The curved bar is the form
  // of iPhone and iPad only (`CurvedTabViewForm`): Apple TV and Vision Pro show the system
  // `TabView`, so there only what the binding drives is checked, and the bar's own buttons,
  // shortcuts and appear counts are checked on iOS.
  //
  // Not observable from a test: a touch (there is no public way to synthesise one, so "not
  // hit-testable" is checked as "not reachable": hidden from VoiceOver and disabled, the two
  // modifiers that stand beside `allowsHitTesting(false)` in `CurvedTabContents`), a real key
  // press (see `aHiddenTabsShortcutIsNotOffered`), the selection haptic and what VoiceOver
  // speaks aloud; the tree VoiceOver moves through is the nearest check of the last.

  /// The three tabs of the hosted view.
  enum CurvedTabRuntimeTab: String, CaseIterable, Identifiable, Hashable {
    case home, inbox, profile

    var id: Self { self }
    var title: String { rawValue.capitalized }
    /// The tab's content button, labelled apart from the bar's tab button.
    var buttonLabel: String { "Open \(title)" }
    /// The shortcut of the tab's content button: ⌘1, ⌘2, ⌘3.
    var key: String { String((Self.allCases.firstIndex(of: self) ?? 0) + 1) }
    /// The text that shows the tab's own count of presses.
    func countLabel(_ count: Int) -> String { "\(title) taps: \(count)" }
  }

  /// Holds the selection, so a test can change it as an app's model does.
  @MainActor
  final class CurvedTabRuntimeModel: ObservableObject {
    @Published var selection: CurvedTabRuntimeTab

    init(_ selection: CurvedTabRuntimeTab = .home) { self.selection = selection }
  }

  /// What the tabs' content reports while hosted.
  @MainActor
  final class CurvedTabRuntimeRecorder {
    enum Event: Hashable {
      /// SwiftUI's own `onAppear` / `onDisappear` on the tab's content.
      case appeared(CurvedTabRuntimeTab), disappeared(CurvedTabRuntimeTab)
      /// `onCurvedTabAppear` / `onCurvedTabDisappear` on the tab's content.
      case shown(CurvedTabRuntimeTab), hidden(CurvedTabRuntimeTab)
    }

    var events: [Event] = []
    var presses: [CurvedTabRuntimeTab] = []
    /// Each tab content's bottom safe-area inset and frame in the window, as last laid out.
    var bottomInsets: [CurvedTabRuntimeTab: CGFloat] = [:]
    var frames: [CurvedTabRuntimeTab: CGRect] = [:]

    func measure(_ tab: CurvedTabRuntimeTab, _ proxy: GeometryProxy) -> Bool {
      bottomInsets[tab] = proxy.safeAreaInsets.bottom
      frames[tab] = proxy.frame(in: .global)
      return true
    }

    /// The events after the first `start`, counted, so a switch's events compare in any order.
    func counted(from start: Int) -> [Event: Int] {
      events.dropFirst(start).reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
  }

  /// A tab's content: a button with a shortcut that counts its presses in its own state, and
  /// recorders for its appearances and its geometry.
  struct CurvedTabRuntimePage: View {
    let tab: CurvedTabRuntimeTab
    let recorder: CurvedTabRuntimeRecorder
    @State private var count = 0

    var body: some View {
      VStack {
        Button {
          count += 1
          recorder.presses.append(tab)
        } label: {
          Text(verbatim: tab.buttonLabel)
        }
        .modifier(CurvedTabRuntimeShortcut(key: tab.key))
        Text(verbatim: tab.countLabel(count))
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        GeometryReader { proxy in
          let _ = recorder.measure(tab, proxy)
          Color.clear
        }
      }
      .onAppear { recorder.events.append(.appeared(tab)) }
      .onDisappear { recorder.events.append(.disappeared(tab)) }
      .onCurvedTabAppear { recorder.events.append(.shown(tab)) }
      .onCurvedTabDisappear { recorder.events.append(.hidden(tab)) }
    }
  }

  /// ⌘`key` on a button, where SwiftUI has keyboard shortcuts (not on Apple TV).
  struct CurvedTabRuntimeShortcut: ViewModifier {
    let key: String

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        content.keyboardShortcut(KeyEquivalent(Character(key)), modifiers: .command)
      #endif
    }
  }

  /// The call site of the documentation: tabs from a `ForEach` over the selection's values, an
  /// action, and the bar's look pinned so its numbers are known.
  struct CurvedTabRuntimeHost: View {
    @ObservedObject var model: CurvedTabRuntimeModel
    let recorder: CurvedTabRuntimeRecorder

    var body: some View {
      CurvedTabView(selection: $model.selection) {
        ForEach(CurvedTabRuntimeTab.allCases) { tab in
          CurvedTabRuntimePage(tab: tab, recorder: recorder)
            .curvedTabItem(tab.title, systemImage: "circle.fill")
        }
      }
      .curvedTabAction("New post", systemImage: "plus") {}
      .curvedTabBarTokens(.standard)
      .curvedTabBarNotchMode(.fixed)
      .environment(\.dynamicTypeSize, .large)
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  extension HostedWindow {
    /// Settles until exactly one tab's content button can be reached, and returns which.
    fileprivate func reachableTabs() -> [CurvedTabRuntimeTab] {
      settle(until: { CurvedTabRuntimeTab.allCases.contains { reaches($0.buttonLabel) } })
      return CurvedTabRuntimeTab.allCases.filter { reaches($0.buttonLabel) }
    }
  }

  @Suite("CurvedTabView hosted in a window", .serialized)
  @MainActor
  struct CurvedTabViewRuntimeTests {
    static let size = CGSize(width: 390, height: 844)

    /// Promise: only the selected tab's content can be reached (the system `TabView` that holds
    /// up to five tabs takes the others out of the window, as it does on the watch, TV and
    /// Vision Pro). The reached button of the selected tab is the
    /// positive control: a harness that read no tree would fail on it, not pass. Guards a
    /// switch that keeps the old tab reachable (a lost `accessibilityHidden`) or never shows
    /// the new one (the binding not reaching the form, as `CurvedTabViewPages` syncs its page).
    @Test func theReachableContentFollowsTheBinding() {
      let model = CurvedTabRuntimeModel()
      let host = HostedWindow(
        CurvedTabRuntimeHost(model: model, recorder: CurvedTabRuntimeRecorder()), size: Self.size)
      defer { host.close() }
      #expect(host.reachableTabs() == [.home])

      for tab in [CurvedTabRuntimeTab.inbox, .profile, .home] {
        model.selection = tab
        host.settle(until: { host.reaches(tab.buttonLabel) })
        #expect(host.reachableTabs() == [tab])
      }
    }

    /// Promise: a tab keeps its state while another is shown, as in `TabView`. Guards a form
    /// that rebuilds a tab on each switch (its count would read 0 again), and one that leaves
    /// the hidden tab's text reachable. The presses are the control that activation worked.
    @Test func aTabKeepsItsStateAcrossSwitches() {
      let model = CurvedTabRuntimeModel()
      let recorder = CurvedTabRuntimeRecorder()
      let host = HostedWindow(CurvedTabRuntimeHost(model: model, recorder: recorder), size: Self.size)
      defer { host.close() }
      let home = CurvedTabRuntimeTab.home
      for _ in 0..<2 {
        #expect(host.elements(labelled: home.buttonLabel).first?.activate() == true)
        host.settle()
      }
      #expect(recorder.presses == [home, home])
      #expect(host.reaches(home.countLabel(2)))

      model.selection = .inbox
      host.settle(until: { host.reaches(CurvedTabRuntimeTab.inbox.countLabel(0)) })
      #expect(host.reaches(CurvedTabRuntimeTab.inbox.countLabel(0)))
      #expect(!host.reaches(home.countLabel(2)))

      model.selection = .home
      host.settle(until: { host.reaches(home.buttonLabel) })
      #expect(host.reaches(home.countLabel(2)))
      #expect(!host.reaches(home.countLabel(0)))
    }

    #if os(iOS)
      /// Promise: a tab chosen with the bar's own button shows its content and writes the
      /// selection, and the tab left behind is out of reach, its `onDisappear` run as the system
      /// `TabView` runs it. Guards a bar whose tab buttons VoiceOver cannot activate, and a
      /// hidden tab left reachable.
      @Test func theBarsTabButtonsSwitchTheReachableContent() {
        let model = CurvedTabRuntimeModel()
        let recorder = CurvedTabRuntimeRecorder()
        let host = HostedWindow(CurvedTabRuntimeHost(model: model, recorder: recorder), size: Self.size)
        defer { host.close() }
        #expect(host.reachableTabs() == [.home])

        for tab in [CurvedTabRuntimeTab.inbox, .profile, .inbox] {
          let button = host.elements(labelled: tab.title).first { $0.isButton }
          #expect(button?.activate() == true)
          host.settle(until: { host.reaches(tab.buttonLabel) })
          #expect(model.selection == tab)
          #expect(host.reachableTabs() == [tab])
          #expect(host.elements(labelled: tab.title).first { $0.isButton }?.isSelected == true)
        }
        #expect(recorder.events.contains(.appeared(.home)))
        #expect(recorder.events.contains(.disappeared(.home)))
      }

      /// Promise: only the shown tab's keyboard shortcuts fire; the hidden ones are disabled.
      ///
      /// A hardware key press is not something a unit test can make: UIKit offers no public
      /// way to send a key event. What it would trigger is decided by the responder chain's
      /// key commands: UIKit matches the pressed key against the `keyCommands` of the
      /// responders from the hosted view up, and performs the first match that is not disabled
      /// (the command overlay on iPad lists the same commands). So a shortcut absent from
      /// `HostedWindow.keyCommands`, or present only as a disabled command, cannot fire. The
      /// shown tab's ⌘1 being offered is the positive control; the hidden tab is first shown
      /// once so that it is built, else its absence would prove nothing. Guards a hidden tab
      /// left in the window with its shortcuts live (SwiftUI keeps a shortcut live while its
      /// button is in the hierarchy, visible or not).
      @Test func aHiddenTabsShortcutIsNotOffered() {
        let model = CurvedTabRuntimeModel()
        let recorder = CurvedTabRuntimeRecorder()
        let host = HostedWindow(CurvedTabRuntimeHost(model: model, recorder: recorder), size: Self.size)
        defer { host.close() }
        model.selection = .inbox
        host.settle(until: { host.reaches(CurvedTabRuntimeTab.inbox.buttonLabel) })
        model.selection = .home
        host.settle(until: { host.reaches(CurvedTabRuntimeTab.home.buttonLabel) })
        #expect(recorder.events.contains(.appeared(.inbox)))

        #expect(host.offers(CurvedTabRuntimeTab.home.key))
        #expect(!host.offers(CurvedTabRuntimeTab.inbox.key))
        #expect(!host.offers(CurvedTabRuntimeTab.profile.key))

        model.selection = .inbox
        host.settle(until: { host.offers(CurvedTabRuntimeTab.inbox.key) })
        #expect(host.offers(CurvedTabRuntimeTab.inbox.key))
        #expect(!host.offers(CurvedTabRuntimeTab.home.key))
      }

      /// Promise (the documentation's table, "appear and disappear"): SwiftUI's own `onAppear`
      /// and `onDisappear` follow every switch, as the system `TabView` that holds the tabs
      /// runs them, and `onCurvedTabAppear` and `onCurvedTabDisappear` run once per switch, one
      /// disappear of the tab left and one appear of the tab chosen. From iOS 18 the system view
      /// builds a tab when it is first chosen, so SwiftUI's pair is counted exactly; earlier
      /// systems may run a later tab's `onAppear` at launch, so there it is only required.
      /// Guards a doubled curved appear (the system view's `onAppear` and the change of
      /// `isCurvedTabSelected` both reporting), a hidden tab reported as shown, and a container
      /// that keeps hidden tabs on screen, where SwiftUI's pair would not follow the switches.
      @Test func appearAndDisappearFollowEverySwitch() {
        let model = CurvedTabRuntimeModel()
        let recorder = CurvedTabRuntimeRecorder()
        let host = HostedWindow(CurvedTabRuntimeHost(model: model, recorder: recorder), size: Self.size)
        defer { host.close() }
        host.settle(until: { recorder.events.contains(.shown(.home)) })
        let lazy: Bool
        if #available(iOS 18.0, *) { lazy = true } else { lazy = false }
        let launch = recorder.counted(from: 0)
        #expect(launch[.appeared(.home)] == 1 && launch[.shown(.home)] == 1)
        #expect(!launch.keys.contains { if case .shown(let tab) = $0 { tab != .home } else { false } })
        if lazy { #expect(launch == [.appeared(.home): 1, .shown(.home): 1]) }

        let switches: [(from: CurvedTabRuntimeTab, to: CurvedTabRuntimeTab)] = [
          (.home, .inbox), (.inbox, .profile), (.profile, .home), (.home, .inbox),
        ]
        for step in switches {
          let start = recorder.events.count
          model.selection = step.to
          host.settle(until: { recorder.events.dropFirst(start).contains(.shown(step.to)) })
          host.settle()
          let counted = recorder.counted(from: start)
          #expect(
            counted[.hidden(step.from)] == 1 && counted[.shown(step.to)] == 1, "\(step.from) → \(step.to)")
          #expect(counted[.disappeared(step.from)] == 1, "\(step.from) → \(step.to)")
          #expect((counted[.appeared(step.to)] ?? 0) >= 1, "\(step.from) → \(step.to)")
          if lazy {
            let expected: [CurvedTabRuntimeRecorder.Event: Int] = [
              .hidden(step.from): 1, .shown(step.to): 1, .disappeared(step.from): 1, .appeared(step.to): 1,
            ]
            #expect(counted == expected, "\(step.from) → \(step.to)")
          }
        }
      }
    #endif
  }

  #if os(iOS)
    extension HostedWindow {
      /// Whether the responder chain offers ⌘`key` as a command a key press can perform:
      /// present, and not disabled.
      fileprivate func offers(_ key: String) -> Bool {
        keyCommands.contains { command in
          command.input?.lowercased() == key
            && command.modifierFlags.intersection([.command, .alternate, .control, .shift]) == .command
            && !command.attributes.contains(.disabled)
        }
      }
    }
  #endif
#endif
