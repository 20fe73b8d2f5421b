import Testing

@testable import ChoiceKitPreview

@Suite struct TextBenchTests {
  @Test(arguments: [0, 1, 5, 20, 200, 1_000])
  func textHasExactlyTheScalarsAskedFor(count: Int) {
    #expect(TextBench.text(scalars: count).unicodeScalars.count == count)
  }

  @Test func negativeCountsGiveNoText() {
    #expect(TextBench.text(scalars: -3).isEmpty)
  }
}
