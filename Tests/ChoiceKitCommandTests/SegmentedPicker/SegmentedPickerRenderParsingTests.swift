import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// `render segmented-picker` command lines: what they parse to, what they warn of, what they refuse.
@Suite struct SegmentedPickerRenderParsingTests {
  @Test func defaultsAreThePickersOwn() throws {
    let picker = try request(SegmentedPickerRenderOptions.self, ["segmented-picker", "--output", "a.svg"])
    #expect(picker.content.labels == ["Day", "Week", "Month", "Year"])
    #expect(picker.selection == 0)
    #expect(picker.motion == .still)
  }

  @Test func segmentedWarnsOfMoreSegmentsThanTheGuidelinesSuggest() throws {
    let five = try request(
      SegmentedPickerRenderOptions.self, ["segmented-picker", "--labels", "a,b,c,d,e", "-o", "s.svg"])
    #expect(five.warnings.isEmpty)
    let six = try request(
      SegmentedPickerRenderOptions.self, ["segmented-picker", "--labels", "a,b,c,d,e,f", "-o", "s.svg"])
    #expect(six.warnings == [try #require(ChoiceGuidance.warning(count: 6, most: 5, noun: "segments"))])
    #expect(six.warnings[0].hasPrefix("6 segments: Apple's guidelines suggest at most 5 on iPhone"))
  }

  @Test(arguments: [
    (
      ["segmented-picker", "--style", "round", "-o", "a.svg"],
      "option '--style' takes capsule, underline or bordered"
    ),
    (
      ["segmented-picker", "--labels", "A,,B", "-o", "a.svg"], "option '--labels' takes comma-separated items"
    ),
  ])
  func refusesBadCommandLines(words: [String], message: String) {
    expectUsageError(words, message)
  }
}
