#if canImport(SwiftUI) && os(iOS)
  import ChoiceKitCore
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  @testable import ChoiceKit

  // Where the hosted curved bar sits and how much room the content keeps, against the core's
  // `CurvedTabBarLayout` and `CurvedTabContentInsets` for the same window. A window is needed:
  // the bar reads the window's bottom safe area and measures itself, and the content's inset is
  // set from those measures a frame later, which one `ImageRenderer` frame never shows. The bar
  // is the form of iPhone and iPad only (`CurvedTabViewForm`), so the test is iOS's.
  //
  // The bar's background is hidden from VoiceOver, so the bar's frame is read through its tab
  // buttons: each is placed at its hit column (`CurvedTabBarLayout.tabColumn(forTab:)`), and the
  // columns run from the bar's top edge down over the home indicator's strip and, at either end,
  // to the bar's side, so together they span the bar's frame.

  @Suite("CurvedTabView's bar and inset hosted in a window", .serialized)
  @MainActor
  struct CurvedTabViewLayoutRuntimeTests {
    /// Promise: the bar sits where `CurvedTabContentInsets` puts it, its buttons and action
    /// where `CurvedTabBarLayout` puts them at the bar's width, and the content's bottom
    /// safe-area inset is `contentBottomInset` (the bar, the home indicator's strip and the
    /// raised circle's overhang), its bottom edge that far above the window's. Guards a bar
    /// measured without the bottom inset, an inset that leaves out the circle or counts the
    /// home indicator twice, a bar laid out at another width, and metrics that differ from the
    /// tokens'. The recorded geometry and the reached buttons are the controls that the harness
    /// saw the views at all.
    @Test func theBarAndTheContentsInsetAreTheCores() throws {
      let recorder = CurvedTabRuntimeRecorder()
      let host = HostedWindow(
        CurvedTabRuntimeHost(model: CurvedTabRuntimeModel(.home), recorder: recorder),
        size: CGSize(width: 390, height: 844))
      defer { host.close() }
      let tabs = CurvedTabRuntimeTab.allCases
      host.settle(until: { recorder.bottomInsets[.home] != nil && host.reaches(tabs[0].title) })
      host.settle()

      let window = host.window
      let safeArea = window.safeAreaInsets
      func layout(titleSizes: [CGSize]) -> CurvedTabBarLayout {
        host.curvedBarLayout(tabCount: tabs.count, mode: .fixed, titleSizes: titleSizes)
      }
      let core = layout(titleSizes: [])
      // The titles are measured by the font on the device, which the core cannot know; at the
      // pinned text size (a 10 pt title) the numbers compared here do not depend on them: a
      // title twice the font's size high, and as wide as a slot allows, changes none of them.
      let fontSize = CurvedTabBarTokens.standard.titleTypography(textScale: .large).size
      let tall = CGSize(width: 40, height: 2 * fontSize)
      let titled = layout(titleSizes: Array(repeating: tall, count: tabs.count))
      try #require(titled.contentHeight == core.contentHeight)
      try #require(tabs.indices.allSatisfy { titled.tabColumn(forTab: $0) == core.tabColumn(forTab: $0) })
      try #require(titled.actionFrame == core.actionFrame)

      let insets = CurvedTabContentInsets(
        containerSize: window.bounds.size, leadingSafeArea: safeArea.left, trailingSafeArea: safeArea.right,
        bottomSafeArea: safeArea.bottom, barHeight: core.contentHeight,
        circleOverhang: CurvedTabContentInsets.circleOverhang(of: core))
      let barFrame = try #require(insets.barFrame)
      let items = try #require(insets.itemsFrame)
      // SwiftUI puts every edge on the pixel grid, moving it by less than a pixel; each defect
      // above moves an edge by whole points.
      let pixel = 1 / max(window.traitCollection.displayScale, 1)
      func expectClose(_ measured: CGFloat, _ core: CGFloat, _ what: String) {
        #expect(abs(measured - core) <= pixel, "\(what): measured \(measured), core \(core)")
      }

      // The content: its safe-area inset and its bottom edge.
      let contentInset = try #require(recorder.bottomInsets[.home])
      let contentFrame = try #require(recorder.frames[.home])
      expectClose(contentInset, insets.contentBottomInset, "content inset")
      expectClose(contentFrame.maxY, window.bounds.height - insets.contentBottomInset, "content bottom")

      // The tab buttons at their columns, offset by the row the core gives the bar.
      var columns: [CGRect] = []
      for (index, tab) in tabs.enumerated() {
        let button = try #require(host.elements(labelled: tab.title).first { $0.isButton })
        let measured = button.frame(in: window)
        let expected = try #require(core.tabColumn(forTab: index)).offsetBy(dx: items.minX, dy: items.minY)
        expectClose(measured.minX, expected.minX, "\(tab.title) minX")
        expectClose(measured.maxX, expected.maxX, "\(tab.title) maxX")
        expectClose(measured.minY, expected.minY, "\(tab.title) minY")
        expectClose(measured.maxY, expected.maxY, "\(tab.title) maxY")
        columns.append(measured)
      }
      // Together they span the bar's frame: top edge, window's bottom edge, and both sides.
      let spanned = columns.dropFirst().reduce(columns[0]) { $0.union($1) }
      expectClose(spanned.minY, barFrame.minY, "bar top")
      expectClose(spanned.maxY, barFrame.maxY, "bar bottom")
      expectClose(spanned.minX, items.minX, "bar leading end")
      expectClose(spanned.maxX, items.maxX, "bar trailing end")

      // The action's circle, raised into the notch.
      let action = try #require(host.elements(labelled: "New post").first { $0.isButton })
      let circle = try #require(core.actionFrame).offsetBy(dx: items.minX, dy: items.minY)
      let measured = action.frame(in: window)
      expectClose(measured.midX, circle.midX, "action centre x")
      expectClose(measured.midY, circle.midY, "action centre y")
      expectClose(measured.width, circle.width, "action diameter")
    }
  }

  extension HostedWindow {
    /// The core's layout of a curved bar with the standard tokens and an action, as the hosted
    /// tab view lays it out in this window: across the window between its side safe areas, over
    /// its bottom safe area, with the metrics of its height class.
    func curvedBarLayout(
      tabCount: Int, mode: CurvedTabBarNotchMode, titleSizes: [CGSize] = []
    ) -> CurvedTabBarLayout {
      let safeArea = window.safeAreaInsets
      let metrics = CurvedTabBarTokens.standard.resolvedMetrics(
        isCompactHeight: window.traitCollection.verticalSizeClass == .compact)
      return CurvedTabBarLayout(
        tabCount: tabCount, width: window.bounds.width - safeArea.left - safeArea.right,
        bottomInset: safeArea.bottom, hasAction: true, mode: mode, titleSizes: titleSizes, metrics: metrics)
    }
  }
#endif
