import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Options built from values keep their identity when the list is reordered, and repeated values
/// still get identities of their own.
@Suite("OptionIdentity")
struct OptionIdentityTests {
  @Test func anOptionKeepsItsIdentityWhenTheListIsReordered() {
    let before = OptionIdentity.identities(of: ["day", "week", "month"])
    let after = OptionIdentity.identities(of: ["month", "day", "week"])
    #expect(Set(before) == Set(after))
    #expect(after[1] == before[0])
    // Keyed by position, "day" would have taken "week"'s place.
    #expect(after[1] != before[1])
  }

  @Test func repeatedValuesGetIdentitiesOfTheirOwn() {
    let keys = OptionIdentity.identities(of: ["day", "week", "day", "day"])
    #expect(keys.map(\.occurrence) == [0, 0, 1, 2])
    #expect(Set(keys).count == 4)
    #expect(OptionIdentity.identities(of: [Double.nan, .nan, 1]).map(\.occurrence) == [0, 1, 0])
    let nan = OptionIdentity.identities(of: [Double.nan])[0]
    #expect(nan == OptionIdentity.identities(of: [-Double.nan])[0])
    #expect(nan.hashValue == OptionIdentity.identities(of: [-Double.nan])[0].hashValue)
    #expect(OptionIdentity<Int>.identities(of: []).isEmpty)
  }

  @Test func identitiesAreUniqueAndFollowTheValues() {
    checkProperty(
      "identities",
      generate: { random in Generate.tags(&random, count: Generate.count(&random, upTo: 200)).map { $0 ?? 0 }
      }
    ) { values in
      let keys = OptionIdentity.identities(of: values)
      guard Set(keys).count == values.count else { return "a repeated identity" }
      guard zip(keys, values).allSatisfy({ $0.value == $1 || ($0.value.isNaN && $1.isNaN) }) else {
        return "a value changed"
      }
      return nil
    }
  }
}
