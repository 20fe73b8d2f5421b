import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarVisibility")
struct CurvedTabBarVisibilityTests {
  @Test func theInnermostRequestThatIsNotAutomaticWins() {
    #expect(CurvedTabBarVisibility.resolved([]) == .automatic)
    #expect(CurvedTabBarVisibility.resolved([.automatic, .automatic]) == .automatic)
    #expect(CurvedTabBarVisibility.resolved([.hidden]) == .hidden)
    #expect(CurvedTabBarVisibility.resolved([.visible, .hidden]) == .hidden)
    #expect(CurvedTabBarVisibility.resolved([.hidden, .visible]) == .visible)
    #expect(CurvedTabBarVisibility.resolved([.hidden, .automatic]) == .hidden)
    #expect(CurvedTabBarVisibility.resolved([.automatic, .visible, .automatic]) == .visible)
  }
}
