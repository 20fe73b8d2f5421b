import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("SpringMotion")
struct SpringMotionTests {
  @Test func durationAndBounceGiveSwiftUIsStiffnessAndDamping() {
    let spring = SpringMotion(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    // The exact values: (2π / 0.5)² and 4π · 0.7 / 0.5.
    #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
    #expect(abs(spring.damping - 5.6 * Double.pi) < 1e-9)
  }

  @Test func physicalConstantsGiveDurationAndBounce() {
    let spring = SpringMotion(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.duration - 0.6283) < 1e-4)
    #expect(abs(spring.response - Double.pi / 5) < 1e-12)
    #expect(abs(spring.dampingFraction - 0.5) < 1e-12)
    #expect(abs(spring.bounce - 0.5) < 1e-12)
  }

  @Test func massScalesStiffnessAndDampingButNotResponse() {
    let light = SpringMotion(mass: 1, stiffness: 100, damping: 10)
    let heavy = SpringMotion(mass: 4, stiffness: 400, damping: 40)
    #expect(abs(light.response - heavy.response) < 1e-12)
    #expect(abs(light.dampingFraction - heavy.dampingFraction) < 1e-12)
    #expect(abs(SpringMotion(mass: 4, stiffness: 100, damping: 10).response - 2 * light.response) < 1e-12)
  }

  @Test(arguments: [
    (bounce: 0.0, fraction: 1.0), (bounce: 0.3, fraction: 0.7), (bounce: 1.0, fraction: 0.0),
    (bounce: -0.5, fraction: 2.0), (bounce: -0.75, fraction: 4.0),
  ])
  func bounceMapsToDampingFraction(bounce: Double, fraction: Double) {
    let spring = SpringMotion(duration: 0.4, bounce: bounce)
    #expect(abs(spring.dampingFraction - fraction) < 1e-12)
    #expect(abs(spring.bounce - bounce) < 1e-12)
    #expect(abs(spring.duration - 0.4) < 1e-12)
  }

  @Test func parameterisationsRoundTrip() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<500 {
      let response = random.double(in: 0.01...5)
      let fraction = random.double(in: 0...5)
      let bounce = random.double(in: -0.95...1)
      let seedText = "response \(response), fraction \(fraction), bounce \(bounce)"

      let classic = SpringMotion(response: response, dampingFraction: fraction)
      #expect(abs(classic.response - response) < 1e-12 * response, "\(seedText)")
      #expect(abs(classic.dampingFraction - fraction) < 1e-12 * max(1, fraction), "\(seedText)")

      let modern = SpringMotion(duration: response, bounce: bounce)
      #expect(abs(modern.duration - response) < 1e-12 * response, "\(seedText)")
      #expect(abs(modern.bounce - bounce) < 1e-9, "\(seedText)")

      let physical = SpringMotion(
        mass: classic.mass, stiffness: classic.stiffness, damping: classic.damping)
      #expect(physical == classic, "\(seedText)")
    }
  }

  @Test func initialisersAgreeWithEachOther() {
    let byDuration = SpringMotion(duration: 0.5, bounce: 0.15)
    let byResponse = SpringMotion(response: 0.5, dampingFraction: 0.85)
    #expect(abs(byDuration.stiffness - byResponse.stiffness) < 1e-9)
    #expect(abs(byDuration.damping - byResponse.damping) < 1e-9)
    #expect(SpringMotion() == SpringMotion(duration: 0.5, bounce: 0))
  }

  @Test func blendDurationIsStored() {
    #expect(SpringMotion(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).blendDuration == 0.25)
    #expect(SpringMotion(duration: 0.5).blendDuration == 0)
    #expect(
      SpringMotion(duration: 0.5, blendDuration: 0.1) != SpringMotion(duration: 0.5, blendDuration: 0.2))
  }

  // MARK: - Bad input

  @Test(arguments: [Double.nan, 0, -1, -Double.infinity])
  func unusableMassFallsBackToOne(mass: Double) {
    let spring = SpringMotion(mass: mass, stiffness: 100, damping: 10)
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 100)
    #expect(spring.damping == 10)
  }

  @Test func extremeMassIsClamped() {
    #expect(SpringMotion(mass: .infinity, stiffness: 100, damping: 10).mass == 1e6)
    #expect(SpringMotion(mass: 1e-300, stiffness: 100, damping: 10).mass == 1e-6)
  }

  @Test(arguments: [Double.nan, 0, -100, -Double.infinity])
  func unusableStiffnessFallsBackToHalfSecondResponse(stiffness: Double) {
    let spring = SpringMotion(mass: 2, stiffness: stiffness, damping: 10)
    #expect(abs(spring.response - 0.5) < 1e-12)
    #expect(spring.mass == 2)
    #expect(spring.damping == 10)
  }

  @Test func extremeStiffnessIsClamped() {
    #expect(SpringMotion(stiffness: .infinity, damping: 1).stiffness == 1e9)
    #expect(SpringMotion(stiffness: 1e-300, damping: 1).stiffness == 1e-6)
  }

  @Test func unusableDampingIsDefined() {
    #expect(abs(SpringMotion(stiffness: 100, damping: .nan).dampingFraction - 1) < 1e-12)
    #expect(SpringMotion(stiffness: 100, damping: -5).damping == 0)
    #expect(SpringMotion(stiffness: 100, damping: -.infinity).damping == 0)
    #expect(SpringMotion(stiffness: 100, damping: .infinity).damping == 1e9)
  }

  @Test(arguments: [Double.nan, 0, -0.3, -Double.infinity])
  func unusableResponseFallsBackToHalfSecond(response: Double) {
    #expect(abs(SpringMotion(response: response, dampingFraction: 0.8).response - 0.5) < 1e-12)
    #expect(abs(SpringMotion(duration: response, bounce: 0.2).duration - 0.5) < 1e-12)
  }

  @Test func extremeResponseIsClamped() {
    #expect(abs(SpringMotion(response: .infinity, dampingFraction: 1).response - 1000) < 1e-9)
    #expect(abs(SpringMotion(response: 1e-12, dampingFraction: 1).response - 0.001) < 1e-15)
    #expect(abs(SpringMotion(duration: 1e9).duration - 1000) < 1e-9)
  }

  @Test func unusableDampingFractionIsDefined() {
    #expect(abs(SpringMotion(response: 0.5, dampingFraction: .nan).dampingFraction - 1) < 1e-12)
    #expect(SpringMotion(response: 0.5, dampingFraction: -2).dampingFraction == 0)
    #expect(abs(SpringMotion(response: 0.5, dampingFraction: .infinity).dampingFraction - 1000) < 1e-9)
  }

  @Test func unusableBounceIsDefined() {
    #expect(abs(SpringMotion(duration: 0.5, bounce: .nan).dampingFraction - 1) < 1e-12)
    #expect(SpringMotion(duration: 0.5, bounce: 7).dampingFraction == 0)
    #expect(abs(SpringMotion(duration: 0.5, bounce: -1).bounce - -0.99) < 1e-12)
    #expect(abs(SpringMotion(duration: 0.5, bounce: -.infinity).dampingFraction - 100) < 1e-9)
  }

  @Test(arguments: [Double.nan, -1, .infinity, -Double.infinity])
  func unusableBlendDurationBecomesZero(blend: Double) {
    #expect(SpringMotion(response: 0.5, dampingFraction: 1, blendDuration: blend).blendDuration == 0)
  }

  @Test func anyInputGivesFiniteDerivedValues() {
    let specials = [Double.nan, .infinity, -.infinity, 0, -1, 1e-300, 1e300, .leastNonzeroMagnitude]
    var random = SeededRandom(seed: 99)
    for _ in 0..<300 {
      let values = (0..<3).map { _ in
        random.int(in: 0...2) == 0
          ? specials[random.int(in: 0...(specials.count - 1))]
          : pow(10, random.double(in: -12...12)) * (random.int(in: 0...4) == 0 ? -1 : 1)
      }
      let springs = [
        SpringMotion(mass: values[0], stiffness: values[1], damping: values[2]),
        SpringMotion(response: values[0], dampingFraction: values[1], blendDuration: values[2]),
        SpringMotion(duration: values[0], bounce: values[1], blendDuration: values[2]),
      ]
      for spring in springs {
        #expect(spring.mass > 0 && spring.stiffness > 0 && spring.damping >= 0, "\(values)")
        #expect(spring.response.isFinite && spring.response > 0, "\(values)")
        #expect(spring.dampingFraction.isFinite && spring.dampingFraction >= 0, "\(values)")
        #expect(spring.bounce > -1 && spring.bounce <= 1, "\(values)")
        #expect(spring.blendDuration.isFinite && spring.blendDuration >= 0, "\(values)")
      }
    }
  }

  // MARK: - Presets

  @Test func presetsMatchSwiftUI() {
    #expect(abs(SpringMotion.default.response - 0.5) < 1e-12)
    #expect(abs(SpringMotion.default.dampingFraction - 0.825) < 1e-12)
    #expect(SpringMotion.default.blendDuration == 0)
    #expect(abs(SpringMotion.interactive.response - 0.15) < 1e-12)
    #expect(abs(SpringMotion.interactive.dampingFraction - 0.86) < 1e-12)
    #expect(SpringMotion.interactive.blendDuration == 0.25)
    for (spring, bounce) in [(SpringMotion.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
      #expect(abs(spring.duration - 0.5) < 1e-12)
      #expect(abs(spring.bounce - bounce) < 1e-12)
      #expect(spring.blendDuration == 0)
    }
    #expect(SpringMotion.bouncy == SpringMotion(duration: 0.5, bounce: 0.3))
  }

  @Test func aPresetKeepsAnyNameAsGiven() {
    let unnamed = SpringPreset(name: "", spring: .smooth)
    #expect(unnamed.name == "" && unnamed.id == "" && unnamed.spring == .smooth)
    #expect(
      SpringPreset(name: "twice", spring: .bouncy).id == SpringPreset(name: "twice", spring: .smooth).id)
  }

  @Test func allPresetsAreListedInAStableOrder() {
    let presets = SpringMotion.allPresets
    #expect(presets.map(\.name) == ["default", "interactive", "smooth", "snappy", "bouncy"])
    #expect(presets.map(\.spring) == [.default, .interactive, .smooth, .snappy, .bouncy])
    #expect(Set(presets.map(\.id)).count == presets.count)
  }
}
