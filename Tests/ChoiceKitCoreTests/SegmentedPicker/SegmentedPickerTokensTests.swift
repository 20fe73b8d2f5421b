import ChoiceKitCore
import Foundation
import Testing

@Suite("SegmentedPickerTokens")
struct SegmentedPickerTokensTests {
  @Test func standardIsTheTutorialsLook() {
    let tokens = SegmentedPickerTokens.standard
    #expect(tokens.label == ChoiceTypography(size: 14, weight: .medium, design: .rounded))
    #expect(tokens.selectedLabel == ChoiceTypography(size: 14, weight: .bold, design: .rounded))
    #expect(tokens.metrics == .standard)
    #expect(tokens.metrics.containerInset == 4)
    #expect(tokens.metrics.labelPadding.vertical == 20)
    #expect(tokens.metrics.labelPadding.horizontal == 32)
    #expect(tokens.disabledOpacity == 0.35)
  }

  @Test func theSpringIsTheTutorialsInteractiveSpring() {
    let spring = SegmentedPickerTokens.standard.spring
    #expect(abs(spring.response - 0.3) < 1e-12)
    #expect(abs(spring.dampingFraction - 0.7) < 1e-12)
    #expect(spring.blendDuration == 0.2)
  }

  @Test func coloursAreTheTutorials() {
    let tokens = SegmentedPickerTokens.standard
    #expect(tokens.tint.light.hexString == "#007aff")
    #expect(tokens.tint.dark.hexString == "#0a84ff")
    #expect(tokens.selectedText == AdaptiveColor(.white))
    #expect(tokens.text == AdaptiveColor(light: .black, dark: .white))
    // `Color.gray.opacity(0.2)`.
    #expect(tokens.track.light.hexString == "#8e8e93")
    #expect(tokens.track.light.alpha == 0.2)
    #expect(tokens.segmentFill.light.alpha == 0)
    // White text on the indicator stays legible in both appearances.
    #expect(tokens.selectedText.light.contrastRatio(to: tokens.tint.light) > 4)
    #expect(tokens.selectedText.dark.contrastRatio(to: tokens.tint.dark) > 3.5)
  }

  @Test func watchUsesSmallerPills() {
    let tokens = SegmentedPickerTokens.watch
    #expect(tokens.label == ChoiceTypography(size: 12, weight: .regular))
    #expect(tokens.selectedLabel == ChoiceTypography(size: 12, weight: .bold))
    #expect(tokens.metrics == .watchPills)
    #expect(tokens.track.light.alpha == 0)
    #expect(tokens.segmentFill.light.alpha == 0.3)
    #expect(tokens.spring == SegmentedPickerTokens.standard.spring)
  }

  @Test(arguments: [(0.5, 0.5), (-1, 0), (2, 1), (.nan, 1)] as [(Double, Double)])
  func disabledOpacityIsClamped(given: Double, kept: Double) {
    #expect(
      SegmentedPickerTokens {
        $0.disabledOpacity = given
      }.disabledOpacity == kept)
  }

  @Test func typographyScalesWithTextSize() {
    let tokens = SegmentedPickerTokens.standard
    #expect(tokens.typography(isSelected: false) == tokens.label)
    #expect(tokens.typography(isSelected: true) == tokens.selectedLabel)
    let large = tokens.typography(isSelected: true, textScale: .accessibility5)
    #expect(abs(large.size - 14 * 53 / 17) < 1e-9)
    #expect(large.weight == .bold)
    #expect(large.design == .rounded)
  }

  @Test(arguments: [(2, 2), (0.5, 0.5), (-1, 0), (.nan, 0), (.infinity, 0)] as [(CGFloat, CGFloat)])
  func strokeWidthIsAFiniteLength(given: CGFloat, kept: CGFloat) {
    #expect(
      SegmentedPickerTokens {
        $0.strokeWidth = given
      }.strokeWidth == kept)
    #expect(SegmentedPickerTokens.standard.strokeWidth == 2)
  }

  @Test(arguments: [(0.5, 0.5), (-1, 0), (3, 1), (Double.nan, 1)] as [(Double, Double)])
  func pressedOpacityIsClamped(given: Double, kept: Double) {
    #expect(
      SegmentedPickerTokens {
        $0.pressedOpacity = given
      }.pressedOpacity == kept)
  }

  @Test func labelOpacityCombinesDisabledAndPressed() {
    let tokens = SegmentedPickerTokens {
      $0.disabledOpacity = 0.4
      $0.pressedOpacity = 0.5
    }
    #expect(tokens.labelOpacity(isEnabled: true, isPressed: false) == 1)
    #expect(tokens.labelOpacity(isEnabled: false, isPressed: false) == 0.4)
    #expect(tokens.labelOpacity(isEnabled: true, isPressed: true) == 0.5)
    #expect(tokens.labelOpacity(isEnabled: false, isPressed: true) == 0.2)
  }

  @Test func labelsReserveTheSelectedWidthOnlyWhenTheFontsDiffer() {
    #expect(SegmentedPickerTokens.standard.reservesSelectedLabelWidth)
    #expect(SegmentedPickerTokens.watch.reservesSelectedLabelWidth)
    let same = ChoiceTypography(size: 14, weight: .semibold)
    #expect(
      !SegmentedPickerTokens {
        $0.label = same
        $0.selectedLabel = same
      }.reservesSelectedLabelWidth)
    for different in [
      same.withWeight(.bold), same.withSize(15),
      ChoiceTypography(size: 14, weight: .semibold, design: .rounded),
    ] {
      #expect(
        SegmentedPickerTokens {
          $0.label = same
          $0.selectedLabel = different
        }.reservesSelectedLabelWidth)
    }
  }

  @Test(arguments: InterfaceIdiom.allCases)
  func eachIdiomHasItsDefaults(idiom: InterfaceIdiom) {
    let tokens = SegmentedPickerTokens.platformDefault(for: idiom)
    let sizing = SegmentedPickerSizing.platformDefault(for: idiom)
    if idiom == .watch {
      #expect(tokens == .watch)
      #expect(sizing == .fitContent)
    } else if idiom == .mac {
      #expect(tokens == .mac)
      #expect(sizing == .equalWidths)
    } else {
      #expect(tokens == .standard)
      #expect(sizing == .equalWidths)
    }
  }

  @Test(
    arguments: [(1.1, 1.1), (0.5, 1), (9, 2), (CGFloat.nan, 1), (CGFloat.infinity, 2)] as [(CGFloat, CGFloat)]
  )
  func focusedScaleIsClamped(given: CGFloat, kept: CGFloat) {
    #expect(
      SegmentedPickerTokens {
        $0.focusedScale = given
      }.focusedScale == kept)
  }

  @Test func theMacHasItsOwnSegmentedControl() {
    let tokens = SegmentedPickerTokens.mac
    #expect(tokens != .standard)
    #expect(tokens.label == ChoiceTypography(size: 13, weight: .regular))
    // The selected label keeps its weight, so nothing is measured twice.
    #expect(!tokens.reservesSelectedLabelWidth)
    #expect(tokens.cornerRadius == 6)
    #expect(tokens.metrics == .mac)
    #expect(tokens.indicatorFill?.light == .white)
    #expect(tokens.indicatorShadow != nil)
    #expect(tokens.separator.light.alpha > 0 && tokens.separator.dark.alpha > 0)
    // Smaller than the phone's control, with the same labels.
    let sizes = [CGSize(width: 30, height: 15)]
    let mac = SegmentedPickerLayout(
      labelSizes: sizes, lineHeight: 15, proposedWidth: nil, metrics: tokens.metrics)
    let phone = SegmentedPickerLayout(labelSizes: sizes, lineHeight: 15, proposedWidth: nil)
    #expect(mac.size.height < phone.size.height)
    // The selected label stays legible on the raised segment, in both appearances.
    let fill = tokens.indicatorFill ?? tokens.tint
    #expect(tokens.selectedText.light.withAlpha(1).contrastRatio(to: fill.light) > 4.5)
    #expect(tokens.selectedText.dark.withAlpha(1).contrastRatio(to: fill.dark) > 4.5)
  }

  @Test func theStandardLooksHaveNoMacParts() {
    for tokens in [SegmentedPickerTokens.standard, .watch] {
      #expect(tokens.cornerRadius == nil)
      #expect(tokens.indicatorFill == nil)
      #expect(tokens.indicatorShadow == nil)
      #expect(tokens.separator == AdaptiveColor(.clear))
    }
  }

  /// Under Increase Contrast and Reduce Transparency the track, pills, labels and separators are
  /// adapted for every look (standard, watch, Mac); the tint is the app's and stays.
  @Test func theDisplaySettingsAdaptEveryLooksGreysAndKeepTheTint() {
    let strong = ChoiceTraits(increasesContrast: true, reducesTransparency: true)
    for tokens in [SegmentedPickerTokens.standard, .watch, .mac] {
      #expect(tokens.adapted(to: ChoiceTraits()) == tokens)
      let adapted = tokens.adapted(to: strong)
      #expect(adapted.track == tokens.track.adapted(to: strong))
      #expect(adapted.segmentFill == tokens.segmentFill.adapted(to: strong))
      #expect(adapted.text == tokens.text.adapted(to: strong))
      #expect(adapted.selectedText == tokens.selectedText.adapted(to: strong))
      #expect(adapted.separator == tokens.separator.adapted(to: strong))
      #expect(adapted.tint == tokens.tint)
      #expect(adapted.indicatorFill == tokens.indicatorFill)
    }
    // The standard track is translucent: it does change.
    #expect(SegmentedPickerTokens.standard.adapted(to: strong).track != SegmentedPickerTokens.standard.track)
  }
}
