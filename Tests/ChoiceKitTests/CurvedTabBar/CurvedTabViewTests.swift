#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  private enum Section: String, CaseIterable, Identifiable {
    case home, inbox, profile

    var id: Self { self }
  }

  /// Records the tabs a `CurvedTabView` would draw from its content.
  @MainActor
  private final class TabProbe {
    var entries: [CurvedTabBarEntry] = []
    var tags: [Section?] = []

    func record(_ children: TaggedChildren<Section>) -> Bool {
      entries = children.map { CurvedTabBarEntry(child: $0, isSelectable: children.isSelectable($0.index)) }
      tags = children.map(\.tag)
      return true
    }
  }

  @Suite("CurvedTabView")
  @MainActor
  struct CurvedTabViewTests {
    private func read<Source: View>(_ source: Source) -> TabProbe {
      let probe = TabProbe()
      let view = TaggedChildren<Section>.reading(source) { children in
        let _ = probe.record(children)
        Color.clear.frame(width: 1, height: 1)
      }
      #expect(ImageRenderer(content: view).cgImage != nil)
      return probe
    }

    @Test func eachTabCarriesItsItemAndTag() {
      let probe = read(
        Group {
          Color.red.curvedTabItem("Home", systemImage: "house.fill").choiceTag(Section.home)
          Color.blue.curvedTabItem(String("Inbox"), systemImage: "tray", badge: .count(3))
            .choiceTag(Section.inbox)
        })
      #expect(probe.tags == [.home, .inbox])
      #expect(probe.entries.map(\.title) == [Text("Home"), Text(verbatim: "Inbox")])
      #expect(probe.entries.map(\.plainTitle) == [nil, "Inbox"])
      #expect(probe.entries.map(\.systemImage) == ["house.fill", "tray"])
      #expect(probe.entries.map(\.badge) == [nil, .count(3)])
      #expect(probe.entries.map(\.isSelectable) == [true, true])
    }

    @Test func forEachIdentifiersAreTagsAndTheItemIsReadThroughThem() {
      let probe = read(
        ForEach(Section.allCases) { section in
          Color.clear.curvedTabItem(section.rawValue, systemImage: "circle.fill")
        })
      #expect(probe.tags == Section.allCases)
      #expect(probe.entries.map(\.plainTitle) == Section.allCases.map(\.rawValue))
    }

    @Test func anUntaggedTabOrARepeatedTagCannotBeChosen() {
      let probe = read(
        Group {
          Color.red.curvedTabItem("Home", systemImage: "house").choiceTag(Section.home)
          Color.red.curvedTabItem("Loose", systemImage: "questionmark")
          Color.red.curvedTabItem("Again", systemImage: "house").choiceTag(Section.home)
        })
      #expect(probe.entries.map(\.isSelectable) == [true, false, false])
    }

    @Test func aTabWithoutAnItemShowsAPlaceholderAndItsText() {
      let probe = read(
        Group {
          Text("Home").choiceTag(Section.home)
          Color.red.choiceTag(Section.inbox)
        })
      #expect(probe.entries.map(\.systemImage) == ["circle", "circle"])
      #expect(probe.entries[0].title == Text("Home"))
      #expect(probe.entries[1].plainTitle == "")
    }

    @Test func theActionAndTheReselectHandlerAreStored() {
      let view = CurvedTabView(selection: .constant(Section.home)) {
        Color.red.curvedTabItem("Home", systemImage: "house").choiceTag(Section.home)
      }
      #expect(view.action == nil)
      #expect(view.onReselect == nil)
      let configured =
        view
        .curvedTabAction("New post", systemImage: "plus") {}
        .onCurvedTabReselect { _ in }
      #expect(configured.action?.title == Text("New post"))
      #expect(configured.action?.systemImage == "plus")
      #expect(configured.onReselect != nil)
      #expect(configured.curvedTabAction(nil).action == nil)
    }

    @Test func everyFormRenders() {
      let view = CurvedTabView(selection: .constant(Section.inbox)) {
        ForEach(Section.allCases) { section in
          Text(section.rawValue).curvedTabItem(section.rawValue, systemImage: "circle")
        }
      }
      .curvedTabAction("New", systemImage: "plus") {}
      .frame(width: 390, height: 600)
      #expect(ImageRenderer(content: view).cgImage != nil)
      let travelling = view.curvedTabBarNotchMode(.travelling).environment(\.layoutDirection, .rightToLeft)
      #expect(ImageRenderer(content: travelling).cgImage != nil)
      let empty = CurvedTabView(selection: .constant(Section.home)) {}.frame(width: 390, height: 200)
      #expect(ImageRenderer(content: empty).cgImage != nil)
    }
  }
#endif
