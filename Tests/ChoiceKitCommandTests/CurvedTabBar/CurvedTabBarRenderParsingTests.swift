import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// `render curved-tab-bar` command lines: what they parse to, what they warn of, what they refuse.
@Suite struct CurvedTabBarRenderParsingTests {
  @Test func tabBarWarnsOfMoreTabsThanTheGuidelinesSuggest() throws {
    let five = try request(
      CurvedTabBarRenderOptions.self, ["curved-tab-bar", "--labels", "a,b,c,d,e", "-o", "t.svg"])
    #expect(five.warnings.isEmpty)
    let six = try request(
      CurvedTabBarRenderOptions.self, ["curved-tab-bar", "--labels", "a,b,c,d,e,f", "-o", "t.svg"])
    #expect(
      six.warnings.count == 1 && six.warnings[0].hasPrefix("6 tabs: Apple's guidelines suggest at most 5"))
  }

  @Test(arguments: [
    (
      ["curved-tab-bar", "--icons", "plus,car", "--labels", "A,B", "-o", "a.svg"],
      "option '--icons' takes names of the preview's symbols, not 'car'"
    ),
    (
      ["curved-tab-bar", "--icons", "plus", "-o", "a.svg"],
      "option '--icons' needs one symbol per label: 4, not 1"
    ),
    (
      ["curved-tab-bar", "--idiom", "macos", "--transition", "animated", "-o", "a.svg"],
      "option '--transition' draws the curved bar"
    ),
  ])
  func refusesBadCommandLines(words: [String], message: String) {
    expectUsageError(words, message)
  }
}
