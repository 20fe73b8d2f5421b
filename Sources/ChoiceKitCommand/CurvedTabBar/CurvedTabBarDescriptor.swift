import ChoiceKitCore
import ChoiceKitPreview

/// The curved tab bar (`CurvedTabView`'s bar, and the forms it takes on other platforms) as the
/// gallery, the bench and `choicekit render` see it.
package enum CurvedTabBarDescriptor: ControlDescriptor {
  package static let summary = "a curved tab bar, a Mac sidebar, watch pages or a TV tab bar"
  package static let views = ["CurvedTabView", "CurvedTabBar"]

  package static func benchCases() -> [BenchCase] { CurvedTabBarBench.cases() }

  package typealias Pages = CurvedTabBarPages
  package typealias RenderOptions = CurvedTabBarRenderOptions
}
