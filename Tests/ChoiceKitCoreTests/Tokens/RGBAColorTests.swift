import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("RGBAColor")
struct RGBAColorTests {
  @Test func channelsOutsideTheUnitRangeAreClamped() {
    let color = RGBAColor(
      red: -0.5, green: 1.5, blue: .greatestFiniteMagnitude, alpha: -.greatestFiniteMagnitude)
    #expect(color == RGBAColor(red: 0, green: 1, blue: 1, alpha: 0))
  }

  @Test func infiniteChannelsAreClampedToTheirEnds() {
    let color = RGBAColor(red: .infinity, green: -.infinity, blue: .infinity, alpha: .infinity)
    #expect(color == RGBAColor(red: 1, green: 0, blue: 1, alpha: 1))
  }

  @Test func nanChannelsBecomeZero() {
    let color = RGBAColor(red: .nan, green: .nan, blue: .nan, alpha: .nan)
    #expect(color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(color == color, "a colour never holds NaN, so it equals itself")
  }

  @Test func hexIgnoresBitsAboveTheLowest24() {
    #expect(RGBAColor(hex: 0xFF58_56D6) == RGBAColor(hex: 0x5856D6))
    #expect(RGBAColor(hex: .max) == .white)
  }

  @Test(arguments: InputLadders.invalidLengths.map(Double.init) + [2, .greatestFiniteMagnitude])
  func hexAlphaIsClamped(alpha: Double) {
    let expected: Double = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    #expect(RGBAColor(hex: 0x5856D6, alpha: alpha).alpha == expected)
  }

  @Test func whiteOutsideTheUnitRangeIsClamped() {
    #expect(RGBAColor(white: 7) == .white)
    #expect(RGBAColor(white: -7) == .black)
    #expect(RGBAColor(white: .nan) == .black)
    #expect(RGBAColor(white: 0.5, alpha: .infinity).alpha == 1)
  }

  @Test func withAlphaClampsAndNanIsTransparent() {
    let indigo = RGBAColor(hex: 0x5856D6)
    #expect(indigo.withAlpha(2).alpha == 1)
    #expect(indigo.withAlpha(-1).alpha == 0)
    #expect(indigo.withAlpha(.nan).alpha == 0)
    #expect(indigo.withAlpha(.nan).hexString == "#5856d6")
  }

  @Test func hexStringIsAlwaysSevenCharacters() {
    for value in InputLadders.lengths.map(Double.init) {
      let text = RGBAColor(red: value, green: value, blue: value, alpha: value).hexString
      #expect(text.count == 7 && text.hasPrefix("#"), "\(value): \(text)")
    }
    #expect(RGBAColor(red: 0.5, green: 1, blue: 0).hexString == "#80ff00")
  }

  @Test func luminanceAndContrastStayInTheirRanges() {
    #expect(RGBAColor.black.relativeLuminance == 0)
    #expect(RGBAColor.white.relativeLuminance == 1)
    #expect(RGBAColor(red: 2, green: .infinity, blue: 1).relativeLuminance == 1)
    #expect(RGBAColor.black.contrastRatio(to: .white) == 21)
    #expect(RGBAColor.white.contrastRatio(to: .white) == 1)
    let odd = RGBAColor(red: .nan, green: .infinity, blue: -.infinity)
    let ratio = odd.contrastRatio(to: .white)
    #expect(ratio >= 1 && ratio <= 21)
  }
}
