#if canImport(SwiftUI) && os(iOS)
  import ChoiceKitCore
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  @testable import ChoiceKit

  // `CurvedTabView { … }` without a selection, as `TabView(content:)` is written: the first tab
  // is shown, and the bar switches tabs by position, whatever tags the tabs carry.

  /// Three tabs without tags, and a fourth whose `ForEach` identifiers are strings: none of them
  /// can be read as an `Int` tag, so only their positions can choose them.
  private struct CurvedTabSelectionlessHost: View {
    let reselected: CurvedTabSelectionlessLog

    var body: some View {
      CurvedTabView {
        Text(verbatim: "Home page").curvedTabItem("Home", systemImage: "house")
        Text(verbatim: "Inbox page").curvedTabItem("Inbox", systemImage: "tray")
        ForEach(["profile"], id: \.self) { _ in
          Text(verbatim: "Profile page").curvedTabItem("Profile", systemImage: "person")
        }
      }
      .onCurvedTabReselect { reselected.positions.append($0) }
    }
  }

  @MainActor
  private final class CurvedTabSelectionlessLog {
    var positions: [Int] = []
  }

  @Suite("CurvedTabView without a selection, hosted in a window", .serialized)
  @MainActor
  struct CurvedTabViewSelectionlessRuntimeTests {
    /// Promise: the first tab is shown at the start and every tab can be chosen with the bar, by
    /// position, and a re-tap reports the position. Guards a selection-less tab view that reads
    /// tags (none of these tabs has an `Int` tag, so every tab would be dimmed and nothing
    /// shown) and one that starts on no tab.
    @Test func theFirstTabIsShownAndTheBarChoosesByPosition() throws {
      let log = CurvedTabSelectionlessLog()
      let host = HostedWindow(
        CurvedTabSelectionlessHost(reselected: log), size: CGSize(width: 390, height: 844))
      defer { host.close() }
      host.settle(until: { host.reaches("Home page") })
      #expect(host.reaches("Home page"))
      #expect(!host.reaches("Inbox page"))

      for (title, page) in [("Inbox", "Inbox page"), ("Profile", "Profile page"), ("Home", "Home page")] {
        let button = try #require(host.elements(labelled: title).first { $0.isButton })
        #expect(!button.isDimmed)
        #expect(button.activate())
        host.settle(until: { host.reaches(page) })
        #expect(host.reaches(page), "\(title)")
        #expect(host.elements(labelled: title).first { $0.isButton }?.isSelected == true)
      }

      let home = try #require(host.elements(labelled: "Home").first { $0.isButton })
      #expect(home.activate())
      host.settle()
      #expect(log.positions == [0])
    }
  }
#endif
