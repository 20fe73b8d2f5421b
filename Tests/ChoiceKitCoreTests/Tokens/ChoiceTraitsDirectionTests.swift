import ChoiceKitCore
import Testing

@Suite("ChoiceTraits reading directions")
struct ChoiceTraitsDirectionTests {
  @Test func eachDirectionHasOneNameAndOneWayOfSayingIt() {
    #expect(ChoiceTraits.directions == [false, true])
    #expect(ChoiceTraits.directions.map { ChoiceTraits.directionName(isRightToLeft: $0) } == ["ltr", "rtl"])
    #expect(
      ChoiceTraits.directions.map { ChoiceTraits.directionWords(isRightToLeft: $0) }
        == ["left to right", "right to left"])
    // The default traits read left to right, the first direction listed.
    #expect(ChoiceTraits().isRightToLeft == ChoiceTraits.directions[0])
  }
}
