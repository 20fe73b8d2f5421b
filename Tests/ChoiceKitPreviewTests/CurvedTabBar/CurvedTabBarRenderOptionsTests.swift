import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// `choicekit render curved-tab-bar --badges`: one badge per tab, read by the core's rules and
/// drawn with the bar's own badge drawing.
@Suite struct CurvedTabBarRenderOptionsTests {
  /// Reads the bar's options from words, as the command does.
  func options(_ words: [String]) throws(CommandUsageError) -> CurvedTabBarRenderOptions {
    let all = CurvedTabBarRenderOptions.options
    let options = try CommandOptions.read(
      words, valued: Set(all.filter { !$0.isFlag }.map(\.name)), flags: Set(all.filter(\.isFlag).map(\.name)),
      context: "render curved-tab-bar")
    return try CurvedTabBarRenderOptions(options, traits: ChoiceTraits())
  }

  /// The message a refused command line gives, or `nil` when it is accepted.
  func refusal(_ words: [String]) -> String? {
    do {
      _ = try options(words)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func eachEntryIsACountNothingATextOrADot() throws {
    let read = try options(["--badges", "3,,New,dot"])
    #expect(read.badges == [.count(3), nil, .text("New"), .dot])
    #expect(read.preview.tabs.map(\.badge) == [.count(3), nil, .text("New"), .dot])
    // The rest of each tab is the default's.
    #expect(read.preview.tabs.map(\.title) == CurvedTabBarPreview.tutorialTabs.map(\.title))
  }

  @Test func entriesAreTrimmedAndDotIsReadInAnyCase() throws {
    #expect(
      try options(["--badges", " 12 , DOT,  ,Sale "]).badges == [.count(12), .dot, nil, .text("Sale")])
  }

  @Test func countsFollowTheCoreRules() throws {
    let read = try options(["--badges", "0,99,100,99999999999999999999999"])
    #expect(read.badges == [.count(0), .count(99), .count(100), .count(.max)])
    // Zero draws no badge; above 99 reads 99+.
    #expect(read.preview.tabs.map { $0.badge?.text } == [nil, "99", "99+", "99+"])
  }

  @Test func withoutTheOptionNoTabHasABadge() throws {
    #expect(try options([]).preview.tabs.allSatisfy { $0.badge == nil })
  }

  @Test func theBadgesFollowCustomTabs() throws {
    let read = try options(["--labels", "Inbox,Sent", "--badges", "150,"])
    #expect(read.preview.tabs.map(\.badge) == [.count(150), nil])
  }

  @Test func aNumberThatIsNotACountIsRefused() {
    let takes = "a count from 0, a text, dot or nothing for each tab, comma separated"
    #expect(
      refusal(["--badges", "3,-2,,dot"])
        == "option '--badges' takes \(takes), not '-2'; see 'choicekit render --help'")
    #expect(
      refusal(["--badges", "2.5,,,"])
        == "option '--badges' takes \(takes), not '2.5'; see 'choicekit render --help'")
    #expect(refusal(["--badges", "+4,,,"]) != nil)
  }

  @Test func theEntriesMustMatchTheTabs() {
    #expect(
      refusal(["--badges", "3,,New"])
        == "option '--badges' needs one entry per tab, empty for none: 4, not 3; see 'choicekit render --help'"
    )
    #expect(refusal(["--labels", "A,B", "--badges", "1,2,3"]) != nil)
    #expect(refusal(["--labels", "A,B", "--badges", "1,2"]) == nil)
  }

  @Test func theOptionIsListedForTheHelp() {
    #expect(CurvedTabBarRenderOptions.options.contains(CurvedTabBarRenderOptions.badges))
  }

  @Test func theBadgesAreDrawnOnTheBar() throws {
    let svg = try options(["--badges", "3,,New,dot"]).svg()
    let plain = try options([]).svg()
    #expect(svg != plain)
    #expect(svg.contains(">3<"))
    #expect(svg.contains(">New<"))
    // The picture is the preview's own, with the badges set on its tabs.
    var preview = CurvedTabBarPreview(tabs: CurvedTabBarPreview.tutorialTabs)
    for (index, badge) in [CurvedTabBarBadge.count(3), nil, .text("New"), .dot].enumerated() {
      preview.tabs[index].badge = badge
    }
    #expect(svg == SVGRenderer().render(preview.displayList()))
  }

  @Test func aLargeCountIsDrawnAs99Plus() throws {
    let svg = try options(["--badges", "120,,,"]).svg()
    #expect(svg.contains(">99+<"))
    #expect(!svg.contains(">120<"))
  }
}
