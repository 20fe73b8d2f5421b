import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabMounting")
struct CurvedTabMountingTests {
  typealias Change = CurvedTabMountingChange<String>
  static let tabs = ["home", "search", "inbox", "profile"]

  @Test func aTabIsBuiltOnItsFirstSelectionAndKept() {
    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "home")
    #expect(mounting.mounted == ["home"])
    #expect(mounting.active == "home")
    #expect(
      mounting.select("profile") == Change(disappeared: "home", appeared: "profile", mounted: ["profile"]))
    #expect(mounting.mounted == ["home", "profile"])
    #expect(
      mounting.select("search") == Change(disappeared: "profile", appeared: "search", mounted: ["search"]))
    // Mounted tabs follow the list's order, not the order they were first shown in.
    #expect(mounting.mounted == ["home", "search", "profile"])
    // Going back to a tab shown before builds nothing.
    #expect(mounting.select("home") == Change(disappeared: "search", appeared: "home"))
    #expect(mounting.mounted == ["home", "search", "profile"])
    #expect(mounting.isMounted("search") && !mounting.isMounted("inbox"))
    #expect(mounting.isActive("home") && !mounting.isActive("search"))
  }

  @Test func selectingTheActiveTabAgainReportsNothing() {
    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "inbox")
    let change = mounting.select("inbox")
    #expect(change.isEmpty)
    #expect(mounting.mounted == ["inbox"])
  }

  @Test(arguments: [nil, "settings", ""] as [String?])
  func aSelectionThatNamesNoTabLeavesNoTabActive(selection: String?) {
    let initial = CurvedTabMounting(ids: Self.tabs, selection: selection)
    #expect(initial.active == nil)
    #expect(initial.mounted.isEmpty)

    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "search")
    #expect(mounting.select(selection) == Change(disappeared: "search"))
    #expect(mounting.active == nil)
    // The tab shown before keeps its state.
    #expect(mounting.mounted == ["search"])
    #expect(mounting.select("search") == Change(appeared: "search"))
  }

  @Test func anEmptyListHasNothingToBuild() {
    var mounting = CurvedTabMounting<String>(ids: [], selection: "home")
    #expect(mounting.active == nil && mounting.mounted.isEmpty)
    #expect(mounting.select("home").isEmpty)
    #expect(CurvedTabMounting<Int>(ids: [], selection: nil, policy: .eager).mounted.isEmpty)
  }

  @Test func aRepeatedIdCountsOnceAtItsFirstPlace() {
    var mounting = CurvedTabMounting(ids: [3, 1, 3, 2, 1], selection: 3)
    #expect(mounting.ids == [3, 1, 2])
    mounting.select(2)
    mounting.select(1)
    #expect(mounting.mounted == [3, 1, 2])
    #expect(CurvedTabMounting(ids: [7, 7, 7], selection: 7, policy: .eager).mounted == [7])
  }

  @Test func theEagerPolicyBuildsEveryTabAtOnce() {
    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "search", policy: .eager)
    #expect(mounting.mounted == Self.tabs)
    #expect(mounting.active == "search")
    #expect(mounting.select("profile") == Change(disappeared: "search", appeared: "profile"))
    let change = mounting.update(ids: Self.tabs + ["new"], selection: "profile")
    #expect(change == Change(mounted: ["new"]))
    #expect(mounting.mounted == Self.tabs + ["new"])
  }

  @Test func aRemovedTabIsDroppedAndBuiltAnewWhenItComesBack() {
    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "home")
    mounting.select("inbox")
    mounting.select("home")
    let removed = mounting.update(ids: ["home", "search", "profile"], selection: "home")
    #expect(removed == Change(unmounted: ["inbox"]))
    #expect(mounting.mounted == ["home"])
    mounting.update(ids: Self.tabs, selection: "home")
    #expect(!mounting.isMounted("inbox"))
    #expect(mounting.select("inbox") == Change(disappeared: "home", appeared: "inbox", mounted: ["inbox"]))
  }

  @Test func removingTheActiveTabMakesItDisappear() {
    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "search")
    // The selection still names the removed tab: no tab is active until it is corrected.
    let stale = mounting.update(ids: ["home", "inbox"], selection: "search")
    #expect(stale == Change(disappeared: "search", unmounted: ["search"]))
    #expect(mounting.active == nil)
    #expect(mounting.select("home") == Change(appeared: "home", mounted: ["home"]))

    var corrected = CurvedTabMounting(ids: Self.tabs, selection: "search")
    let change = corrected.update(ids: ["home", "inbox"], selection: "home")
    #expect(
      change == Change(disappeared: "search", appeared: "home", mounted: ["home"], unmounted: ["search"]))
  }

  @Test func movedTabsKeepTheirStateAndTakeTheNewOrder() {
    var mounting = CurvedTabMounting(ids: Self.tabs, selection: "home")
    mounting.select("profile")
    let change = mounting.update(ids: Self.tabs.reversed(), selection: "profile")
    #expect(change.isEmpty)
    #expect(mounting.mounted == ["profile", "home"])
  }

  @Test func indicesWorkAsIds() {
    var mounting = CurvedTabMounting(ids: Array(0..<5), selection: 9)
    #expect(mounting.active == nil)
    #expect(mounting.select(-1).isEmpty)
    #expect(mounting.select(4) == CurvedTabMountingChange(appeared: 4, mounted: [4]))
  }
}
