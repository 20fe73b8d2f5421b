import ChoiceKitCore
import Testing

@Suite("AdaptiveColor")
struct AdaptiveColorTests {
  @Test func resolvesEachAppearance() {
    let track = AdaptiveColor(light: RGBAColor(white: 0.92), dark: RGBAColor(white: 0.17))
    #expect(track.resolved(in: .light) == RGBAColor(white: 0.92))
    #expect(track.resolved(in: .dark) == RGBAColor(white: 0.17))
  }

  @Test func oneColourServesBoth() {
    let fixed = AdaptiveColor(.white)
    for appearance in ChoiceAppearance.allCases { #expect(fixed.resolved(in: appearance) == .white) }
  }

  @Test func invalidChannelsArriveClamped() {
    let token = AdaptiveColor(light: RGBAColor(white: .nan), dark: RGBAColor(white: .infinity))
    #expect(token.resolved(in: .light) == .black)
    #expect(token.resolved(in: .dark) == .white)
  }
}
