#if canImport(SwiftUI) && os(iOS)
  import ChoiceKitCore
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  @testable import ChoiceKit

  // A re-tap of the tab on screen, as a `TabView` user expects it: a navigation stack bound to
  // a path of either kind pops to its root, and at the root the list scrolls to its very top,
  // where a large title collapsed by scrolling shows again. The re-tap is the selected tab's
  // button activated, as VoiceOver and a tap both reach it.

  /// The paths the hosted stacks are bound to.
  @MainActor
  final class CurvedTabReselectModel: ObservableObject {
    @Published var selection: CurvedTabRuntimeTab = .home
    @Published var values: [Int] = []
    @Published var navigationPath = NavigationPath()
  }

  /// Home: a stack bound to an array, over a long list with a large title. Inbox: a stack bound
  /// to a `NavigationPath`.
  private struct CurvedTabReselectHost: View {
    @ObservedObject var model: CurvedTabReselectModel

    var body: some View {
      CurvedTabView(selection: $model.selection) {
        NavigationStack(path: $model.values) {
          List(0..<200, id: \.self) { row in
            Text(verbatim: "Row \(row)")
          }
          .navigationTitle("Feed")
          .navigationDestination(for: Int.self) { value in
            Text(verbatim: "Pushed \(value)")
          }
          .curvedTabScrollsToTop()
        }
        .curvedTabPopsToRoot($model.values)
        .curvedTabItem("Home", systemImage: "house")
        .choiceTag(CurvedTabRuntimeTab.home)

        NavigationStack(path: $model.navigationPath) {
          Text(verbatim: "Inbox root")
            .navigationDestination(for: String.self) { value in
              Text(verbatim: "Pushed \(value)")
            }
        }
        .curvedTabPopsToRoot($model.navigationPath)
        .curvedTabItem("Inbox", systemImage: "tray")
        .choiceTag(CurvedTabRuntimeTab.inbox)
      }
    }
  }

  @Suite("CurvedTabView's re-taps hosted in a window", .serialized)
  @MainActor
  struct CurvedTabReselectRuntimeTests {
    static let size = CGSize(width: 390, height: 844)

    /// Re-taps the tab titled `title`, which must be the one shown.
    private func retap(_ title: String, in host: HostedWindow) throws {
      let tab = try #require(host.elements(labelled: title).first { $0.isButton })
      try #require(tab.isSelected, "\(title) is not the tab shown")
      #expect(tab.activate())
    }

    /// The window's views of a type, outer ones first.
    private func views<V: UIView>(_ type: V.Type, in host: HostedWindow) -> [V] {
      var found: [V] = []
      var queue: [UIView] = [host.window]
      var next = 0
      while next < queue.count {
        if let view = queue[next] as? V { found.append(view) }
        queue.append(contentsOf: queue[next].subviews)
        next += 1
      }
      return found
    }

    /// Promise: a re-tap pops a stack bound to an array of values to its root, and one bound to
    /// a `NavigationPath` too. Guards a re-tap that pops only one kind of path.
    @Test func aRetapPopsStacksBoundToEitherKindOfPath() throws {
      let model = CurvedTabReselectModel()
      let host = HostedWindow(CurvedTabReselectHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Row 0") })

      model.values = [1, 2]
      host.settle(until: { host.reaches("Pushed 2") })
      try retap("Home", in: host)
      host.settle(until: { model.values.isEmpty && host.reaches("Row 0") })
      #expect(model.values.isEmpty)
      #expect(host.reaches("Row 0"))

      model.selection = .inbox
      host.settle(until: { host.reaches("Inbox root") })
      model.navigationPath.append("a")
      model.navigationPath.append("b")
      host.settle(until: { host.reaches("Pushed b") })
      try retap("Inbox", in: host)
      host.settle(until: { model.navigationPath.isEmpty && host.reaches("Inbox root") })
      #expect(model.navigationPath.isEmpty)
      #expect(host.reaches("Inbox root"))
    }

    /// Promise: a re-tap at the root scrolls the list to the very top of its content, above its
    /// top inset, as UIKit's scroll-to-top does, so the large title that scrolling collapsed is
    /// shown large again. Guards a scroll to the first row that leaves the title collapsed.
    @Test func aRetapAtTheRootScrollsToTheTopAndShowsTheLargeTitle() throws {
      let model = CurvedTabReselectModel()
      let host = HostedWindow(CurvedTabReselectHost(model: model), size: Self.size)
      defer { host.close() }
      host.settle(until: { host.reaches("Row 0") })
      // The list's scroll view: the tallest content in the window.
      let list = try #require(
        views(UIScrollView.self, in: host).max { $0.contentSize.height < $1.contentSize.height })
      let bar = try #require(views(UINavigationBar.self, in: host).first)
      host.settle()
      let expandedHeight = bar.frame.height

      list.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)
      host.settle(until: { bar.frame.height < expandedHeight })
      #expect(bar.frame.height < expandedHeight, "the large title did not collapse")

      try retap("Home", in: host)
      let top = -list.adjustedContentInset.top
      host.settle(until: { abs(list.contentOffset.y - top) < 1 && bar.frame.height >= expandedHeight - 1 })
      #expect(abs(list.contentOffset.y - top) < 1, "offset \(list.contentOffset.y), top \(top)")
      #expect(bar.frame.height >= expandedHeight - 1, "bar \(bar.frame.height) of \(expandedHeight)")
      #expect(host.reaches("Row 0"))
    }
  }
#endif
