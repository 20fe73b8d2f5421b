import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("ValuePickerTokens")
struct ValuePickerTokensTests {
  @Test func theOriginalInitialiserStillWorks() {
    let tokens = ValuePickerTokens {
      $0.checkmarkSymbol = "checkmark.circle"
      $0.checkmark = .leading
    }
    #expect(tokens.checkmarkSymbol == "checkmark.circle")
    #expect(tokens.checkmark == .leading)
    #expect(tokens.label == ValuePickerTokens.standard.label)
    #expect(ValuePickerTokens.standard.checkmark == .trailing)
    #expect(ValuePickerTokens.standard.checkmarkSymbol == "checkmark")
  }

  @Test func theStandardLookIsTheSystemsGroupedList() {
    let tokens = ValuePickerTokens.standard
    #expect(tokens.label.size == 17 && tokens.header.size == 13)
    #expect(tokens.navigationTitle.weight == .semibold)
    #expect(tokens.metrics == .list && tokens.menuMetrics == .menu)
    #expect(tokens.tint.resolved(in: .light) == RGBAColor(hex: 0x007AFF))
    // Cards stand out from the grouped background in both appearances.
    for appearance in ChoiceAppearance.allCases {
      #expect(
        tokens.rowBackground.resolved(in: appearance) != tokens.groupedBackground.resolved(in: appearance))
      #expect(
        tokens.text.resolved(in: appearance).contrastRatio(to: tokens.rowBackground.resolved(in: appearance))
          > 7)
    }
  }

  @Test func scalingGrowsFontsSymbolsAndTheCheckmarkColumn() {
    let tokens = ValuePickerTokens.standard
    #expect(tokens.scaled(for: .large) == tokens)
    let large = tokens.scaled(for: .accessibility3)
    let factor = ChoiceTextScale.accessibility3.factor
    #expect(large.label == tokens.label.scaled(by: factor))
    #expect(large.value == tokens.value.scaled(by: factor))
    #expect(large.header == tokens.header.scaled(by: factor))
    #expect(large.symbolSize == tokens.symbolSize * factor)
    #expect(large.accessorySize == tokens.accessorySize * factor)
    #expect(large.metrics.checkmarkWidth == tokens.metrics.checkmarkWidth * factor)
    // Distances that are not text stay.
    #expect(large.metrics.cardInset == tokens.metrics.cardInset)
    #expect(large.metrics.minimumRowHeight == tokens.metrics.minimumRowHeight)
    #expect(tokens.scaled(for: .xSmall).label.size < tokens.label.size)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func invalidLengthsBecomeZero(length: CGFloat) {
    let tokens = ValuePickerTokens {
      $0.symbolSize = length
      $0.accessorySize = length
    }
    #expect(tokens.symbolSize == 0 && tokens.accessorySize == 0)
    var metrics = ValuePickerMetrics {
      $0.cardInset = length
      $0.minimumRowHeight = length
      $0.checkmarkWidth = length
    }
    #expect(metrics.cardInset == 0 && metrics.minimumRowHeight == 0 && metrics.checkmarkWidth == 0)
    metrics.spacing = length
    metrics.sectionSpacing = length
    #expect(metrics.spacing == 0 && metrics.sectionSpacing == 0)
  }
}
