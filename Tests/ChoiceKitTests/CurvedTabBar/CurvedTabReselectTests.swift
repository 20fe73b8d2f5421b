#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  /// What the re-tap helpers take from their call site. Whether a hosted stack pops and a hosted
  /// list scrolls needs a screen; the step each takes is the core's `CurvedTabReselectStep`.
  @Suite("CurvedTabReselect helpers")
  @MainActor
  struct CurvedTabReselectHelperTests {
    @Test func anArrayPathIsMeasuredByItsCountAndEmptiedToPop() {
      var path = [3, 5]
      let binding = Binding(get: { path }, set: { path = $0 })
      let helper = CurvedTabPopToRoot(path: binding)
      #expect(CurvedTabReselectStep.step(navigationDepth: helper.depth(path)) == .popToRoot)
      helper.popToRoot(&binding.wrappedValue)
      #expect(path.isEmpty)
      #expect(CurvedTabReselectStep.step(navigationDepth: helper.depth(path)) == .scrollToTop)
    }

    @Test func aNavigationPathIsMeasuredByItsCount() {
      var path = NavigationPath([1, 2, 3])
      let binding = Binding(get: { path }, set: { path = $0 })
      let helper = CurvedTabPopToRoot(path: binding)
      #expect(helper.depth(path) == 3)
      helper.popToRoot(&binding.wrappedValue)
      #expect(path.isEmpty)
    }

    @Test func theScrollHelperKeepsItsTargetAndAnchor() {
      let helper = CurvedTabScrollToTop(id: "top", anchor: .top)
      #expect(helper.id == "top")
      #expect(helper.anchor == .top)
      #expect(CurvedTabScrollToTop<String>(id: nil, anchor: .center).id == nil)
    }
  }
#endif
