import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("PropertyCheck")
struct PropertyCheckTests {
  @Test func aPropertyThatHoldsRunsEveryCase() {
    let outcome = PropertyCheck.run(cases: 50, seed: 1, generate: { $0.int(in: 0...10) }) { value in
      value <= 10 ? nil : "too big"
    }
    #expect(outcome.passed)
    #expect(outcome.casesRun == 50)
    #expect(outcome.message(property: "small") == nil)
  }

  @Test func aFailureIsShrunkAndNamesItsSeed() {
    let outcome = PropertyCheck.run(
      cases: 500, seed: 7,
      generate: { random in (0..<random.int(in: 0...20)).map { _ in random.int(in: 0...100) } },
      shrink: Generate.shrinkList
    ) { list in
      list.contains { $0 > 90 } ? "has a big element" : nil
    }
    #expect(!outcome.passed)
    let failingSeed = outcome.failingSeed
    #expect(failingSeed != nil)
    // Shrinking removes everything but one offending element.
    #expect(outcome.shrunkInput?.filter { $0 == "," }.isEmpty == true)
    #expect(outcome.reason == "has a big element")
    let message = outcome.message(property: "no big elements") ?? ""
    #expect(message.contains("CHOICEKIT_PROPERTY_SEED=0x"))
    // The reported seed replays the failure in one case.
    if let failingSeed {
      let replay = PropertyCheck.run(
        cases: 1, seed: failingSeed,
        generate: { random in (0..<random.int(in: 0...20)).map { _ in random.int(in: 0...100) } }
      ) { list in list.contains { $0 > 90 } ? "has a big element" : nil }
      #expect(!replay.passed)
    }
  }

  @Test func theRecordingCheckReportsAFailure() {
    withKnownIssue {
      checkProperty("never", cases: 3, generate: { $0.int(in: 0...1) }) { _ in "always fails" }
    }
  }

  @Test func generatorsReachTheirSpecialValues() {
    var random = SeededRandom(seed: 3)
    let lengths = (0..<2_000).map { _ in Generate.length(&random) }
    #expect(lengths.contains { $0.isNaN })
    #expect(lengths.contains { $0 == .infinity })
    #expect(lengths.contains { $0 < 0 })
    let counts = (0..<2_000).map { _ in Generate.count(&random) }
    #expect(counts.contains(0))
    #expect(counts.contains(10_000))
    let strings = (0..<500).map { _ in Generate.string(&random) }
    #expect(strings.contains(""))
    #expect(strings.contains { $0.unicodeScalars.count >= 5_000 })
    let selections = (0..<500).map { _ in Generate.selection(&random, count: 4) }
    #expect(selections.contains(nil))
    #expect(selections.contains { ($0 ?? 0) >= 4 })
  }

  @Test func aLongInputIsPrintedShort() {
    let long = Array(repeating: 7, count: 10_000)
    let outcome = PropertyCheck.run(cases: 1, seed: 1, generate: { _ in long }) { _ in "fails" }
    let printed = outcome.shrunkInput ?? ""
    #expect(printed.count <= PropertyCheck.descriptionLimit + 40)
    #expect(printed.hasPrefix("[7, 7"))
    #expect(printed.hasSuffix("7, 7]"))
    #expect(printed.contains("characters left out"))
    #expect(PropertyCheck.shortDescription(of: [1, 2]) == "[1, 2]")
  }

  @Test func aSlowCaseIsNotAFailure() {
    // Cases are not timed: only the property's own answer fails a case.
    let outcome = PropertyCheck.run(cases: 2, seed: 1, generate: { $0.int(in: 0...1) }) { _ in
      Thread.sleep(forTimeInterval: 0.05)
      return nil
    }
    #expect(outcome.passed)
  }

  @Test func theCaseCountHasADefault() {
    #expect(PropertyCheck.cases > 0)
    #expect(PropertyCheck.defaultCases == 200)
  }
}
