import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarTokens")
struct CurvedTabBarTokensTests {
  @Test func theStandardLookIsTheTutorials() {
    let tokens = CurvedTabBarTokens.standard
    #expect(tokens.metrics.barHeight == 80)
    // The notch cradles the 56 pt button 5 pt clear, its centre on the top edge.
    #expect(tokens.metrics.notch == .cradle(aroundDiameter: 56, clearance: 5))
    #expect(tokens.metrics.notch.width == 123.75)
    #expect(tokens.metrics.notch.depth == 33)
    #expect(tokens.metrics.notch.profile == .smooth)
    #expect(tokens.metrics.actionDiameter == 56)
    #expect(tokens.metrics.actionRise == 33)
    // The tutorial's own numbers stay as they were.
    let tutorial = CurvedTabBarTokens.tutorial.metrics
    #expect(tutorial.barHeight == 80)
    #expect(tutorial.actionDiameter == 60)
    #expect(tutorial.actionRise == 25)
    #expect(tutorial.horizontalPadding == 25)
    #expect(tutorial.itemHeight == 50)
    #expect(tokens.actionGradient == [RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0xAF52DE)])
    #expect(tokens.spring == SpringMotion(response: 0.3, dampingFraction: 0.7))
    #expect(tokens.shadow.y == -5)
    #expect(CurvedTabBarTokens.tutorial.metrics.notch == .tutorial)
  }

  @Test func theNotchAndTheRiseFollowTheButtonUntilTheyAreSet() {
    var metrics = CurvedTabBarMetrics.standard
    metrics.actionDiameter = 64
    metrics.notchClearance = 8
    // 64 / 2 + 8 = 40 deep, and the button's centre stays on the top edge.
    #expect(metrics.notch == .cradle(aroundDiameter: 64, clearance: 8))
    #expect(metrics.notch.depth == 40)
    #expect(metrics.actionRise == 40)
    #expect(
      metrics
        == CurvedTabBarMetrics {
          $0.notchClearance = 8; $0.actionDiameter = 64
        })
    // A notch or a rise that is set stays when the button changes.
    metrics.notch = .tutorial
    metrics.actionRise = 25
    metrics.actionDiameter = 30
    #expect(metrics.notch == .tutorial)
    #expect(metrics.actionRise == 25)
    #expect(CurvedTabBarMetrics.tutorial.notch == .tutorial && CurvedTabBarMetrics.tutorial.actionRise == 25)
    // A rise that is set goes through the length rule like every metric.
    metrics.actionRise = -.infinity
    #expect(metrics.actionRise == 0)
  }

  @Test func aVariantChangesOnlyWhatItSets() {
    let roomy = CurvedTabBarTokens.standard.with { $0.disabledOpacity = 0.5 }
    #expect(roomy.disabledOpacity == 0.5)
    #expect(roomy.with { $0.disabledOpacity = CurvedTabBarTokens.standard.disabledOpacity } == .standard)
    #expect(CurvedTabBarTokens { _ in } == CurvedTabBarTokens())
    #expect(CurvedTabBarTokens { $0.disabledOpacity = 2 }.disabledOpacity == 1)
  }

  @Test func titlesStopGrowingAtTheLargestScale() {
    let tokens = CurvedTabBarTokens.standard
    #expect(tokens.titleScale(for: .large) == .large)
    #expect(tokens.titleScale(for: .accessibility5) == .xxxLarge)
    #expect(
      tokens.titleTypography(textScale: .accessibility3) == tokens.titleTypography(textScale: .xxxLarge))
    #expect(tokens.titleTypography(textScale: .xxxLarge).size > tokens.title.size)
  }

  @Test func itemColoursFollowTheSelectionAndAppearance() {
    let tokens = CurvedTabBarTokens.standard
    #expect(tokens.itemColor(isSelected: true, in: .light) == RGBAColor(hex: 0x007AFF))
    #expect(tokens.itemColor(isSelected: true, in: .dark) == RGBAColor(hex: 0x0A84FF))
    #expect(tokens.itemColor(isSelected: false, in: .dark) == RGBAColor(hex: 0x8E8E93))
  }

  @Test func badValuesAreSanitised() {
    var tokens = CurvedTabBarTokens {
      $0.disabledOpacity = .nan
    }
    #expect(tokens.disabledOpacity == 1)
    tokens.disabledOpacity = 4
    #expect(tokens.disabledOpacity == 1)
    var shadow = ChoiceShadow(color: AdaptiveColor(.black), radius: -3, x: .infinity, y: .nan)
    #expect(shadow.radius == 0 && shadow.x == 0 && shadow.y == 0)
    shadow.radius = .infinity
    #expect(shadow.radius == 0)
    var metrics = CurvedTabBarMetrics {
      $0.barHeight = -1
      $0.actionDiameter = .nan
      $0.horizontalPadding = 1e300
    }
    #expect(metrics.barHeight == 0)
    #expect(metrics.actionDiameter == 0)
    #expect(metrics.horizontalPadding == CurvedTabBarLayout.maximumLength)
    metrics.iconSize = -.infinity
    #expect(metrics.iconSize == 0)
  }

  @Test func reduceMotionKeepsTheNotchStill() {
    #expect(CurvedTabBarNotchMode.travelling.resolved(reduceMotion: true) == .fixed)
    #expect(CurvedTabBarNotchMode.travelling.resolved(reduceMotion: false) == .travelling)
    #expect(CurvedTabBarNotchMode.fixed.resolved(reduceMotion: false) == .fixed)
  }

  @Test func eachDeviceFamilyHasItsForm() {
    #expect(CurvedTabBarPlatformForm.platformDefault(for: .phone) == .curvedBar)
    #expect(CurvedTabBarPlatformForm.platformDefault(for: .pad) == .curvedBar)
    #expect(CurvedTabBarPlatformForm.platformDefault(for: .mac) == .sidebar)
    #expect(CurvedTabBarPlatformForm.platformDefault(for: .watch) == .pages)
    #expect(CurvedTabBarPlatformForm.platformDefault(for: .tv) == .systemTabBar)
    #expect(CurvedTabBarPlatformForm.platformDefault(for: .vision) == .systemTabBar)
  }

  @Test func theAdaptableStyleChangesOnlyAnIPadThatHasIt() {
    for idiom in InterfaceIdiom.allCases {
      for hasAdaptableStyle in [false, true] {
        let automatic = CurvedTabBarPlatformForm.form(
          for: idiom, style: .automatic, hasAdaptableStyle: hasAdaptableStyle)
        #expect(automatic == .platformDefault(for: idiom))
        let adaptable = CurvedTabBarPlatformForm.form(
          for: idiom, style: .sidebarAdaptable, hasAdaptableStyle: hasAdaptableStyle)
        let expected: CurvedTabBarPlatformForm =
          idiom == .pad && hasAdaptableStyle ? .sidebarAdaptable : .platformDefault(for: idiom)
        #expect(adaptable == expected, "\(idiom), adaptable style available: \(hasAdaptableStyle)")
      }
    }
    #expect(CurvedTabBarPresence(requests: [.hidden], form: .sidebarAdaptable).showsBar == false)
    #expect(CurvedTabBarPresence(requests: [], form: .sidebarAdaptable).keepsBottomInset == false)
  }

  @Test func everyFormKeepsEveryTabAndTheAction() {
    for form in CurvedTabBarPlatformForm.allCases {
      let items = form.items(count: 4, hasAction: true)
      #expect(items.count == 5)
      #expect(Set(items) == Set([.tab(0), .tab(1), .tab(2), .tab(3), .action]))
    }
    #expect(CurvedTabBarPlatformForm.pages.items(count: 2, hasAction: true) == [.tab(0), .tab(1), .action])
    #expect(CurvedTabBarPlatformForm.sidebar.items(count: -1, hasAction: false) == [])
  }
}
