import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// `render radial` command lines: what they parse to, what they warn of, what they refuse.
@Suite struct RadialRenderParsingTests {
  @Test func defaultsAreTheMenusOwn() throws {
    let menu = try request(RadialRenderOptions.self, ["radial", "-o", "m.svg"])
    #expect(menu.isOpen)
    // Without a frame the picture is the menu, which has none.
    #expect(menu.frame == nil)
    #expect(menu.content.icons == RadialPreview.tutorialItems.map(\.systemImage))
  }

  @Test func readsRadialOptions() throws {
    let parsed = try request(
      RadialRenderOptions.self,
      [
        "radial", "--arc", "90,-120", "--radius", "80", "--anchor", "leading", "--frame", "200x150",
        "--state", "closed", "--no-guides", "--disabled", "2", "-o", "r.svg",
      ])
    #expect(parsed.arc == RadialArc(startDegrees: 90, sweepDegrees: 120, direction: .counterClockwise))
    #expect(parsed.radius == .fixed(80))
    #expect(parsed.anchor == .leading)
    #expect(parsed.frame == CGSize(width: 200, height: 150))
    #expect(!parsed.isOpen)
    #expect(!parsed.showsGuides)
    #expect(parsed.content.disabled == [1])
    #expect(
      try request(RadialRenderOptions.self, ["radial", "--arc", "leading-half", "-o", "r.svg"]).arc
        == .leadingHalf)
    let layout = try request(RadialRenderOptions.self, ["radial", "--frame", "300,200", "-o", "r.svg"])
    #expect(layout.frame == CGSize(width: 300, height: 200))
    #expect(try request(RadialRenderOptions.self, ["radial", "--line", "Up", "-o", "r.svg"]).line == .up)
    let diagonal = try request(RadialRenderOptions.self, ["radial", "--line", "-45", "-o", "r.svg"])
    #expect(diagonal.line == RadialLine(directionDegrees: -45))
    #expect(diagonal.preview.line == RadialLine(directionDegrees: -45))
  }

  @Test func radialWarnsOfItemsPiledUpAndOnlyThen() throws {
    let flat = try request(RadialRenderOptions.self, ["radial", "--arc", "0,0", "-o", "r.svg"])
    #expect(flat.warnings.count == 1 && flat.warnings[0].contains("no radius keeps them apart"))
    let tight = try request(RadialRenderOptions.self, ["radial", "--radius", "10", "-o", "r.svg"])
    #expect(tight.warnings.contains { $0.hasPrefix("items 1 and 2, 1 and 3, 2 and 3 overlap") })
    #expect(tight.warnings.contains { $0.contains("cover the centre button") })
    #expect(try request(RadialRenderOptions.self, ["radial", "-o", "r.svg"]).warnings.isEmpty)
    #expect(
      try request(RadialRenderOptions.self, ["radial", "--line", "up", "-o", "r.svg"]).warnings.isEmpty)
    let closed = try request(
      RadialRenderOptions.self, ["radial", "--radius", "10", "--state", "closed", "-o", "r.svg"])
    #expect(closed.warnings.isEmpty)
    #expect(
      try request(SegmentedPickerRenderOptions.self, ["segmented-picker", "-o", "s.svg"]).warnings.isEmpty)
  }

  @Test(arguments: [
    (["radial", "--width", "300", "-o", "a.svg"], "unknown option '--width' for 'render radial'"),
    (["radial", "--frame", "300", "-o", "a.svg"], "option '--frame' takes WIDTHxHEIGHT"),
    (["radial", "--arc", "90", "-o", "a.svg"], "option '--arc' takes full-circle, trailing-half"),
    (["radial", "--radius", "big", "-o", "a.svg"], "option '--radius' takes a number of points"),
    (["radial", "--no-guides=yes", "-o", "a.svg"], "option '--no-guides' takes no value"),
    (["radial", "--reduce-motion", "-o", "a.svg"], "option '--reduce-motion' needs '--transition'"),
    (
      ["radial", "--state", "closed", "--transition", "animated", "-o", "a.svg"],
      "option '--transition' draws the opening"
    ),
    (
      ["radial", "--line", "sideways", "-o", "a.svg"],
      "option '--line' takes up, down, leading, trailing or a finite number of degrees, not 'sideways'"
    ),
    (
      ["radial", "--line", "up", "--frame", "200,200", "-o", "a.svg"], "option '--line' places a menu's items"
    ),
    (["radial", "--line", "up", "--arc", "0,90", "-o", "a.svg"], "options '--line' and '--arc' each set"),
    (
      ["radial", "--highlight", "4", "-o", "a.svg"],
      "option '--highlight' takes a position from 1 to 3, not '4'"
    ),
    (
      ["radial", "--highlight", "none", "-o", "a.svg"],
      "option '--highlight' takes a position from 1 to 3, not"
    ),
    (
      ["radial", "--highlight", "1", "--state", "closed", "-o", "a.svg"],
      "option '--highlight' draws an open menu's item"
    ),
  ])
  func refusesBadCommandLines(words: [String], message: String) {
    expectUsageError(words, message)
  }
}
