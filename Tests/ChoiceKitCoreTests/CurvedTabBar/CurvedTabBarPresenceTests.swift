import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarPresence")
struct CurvedTabBarPresenceTests {
  @Test func theCurvedBarFollowsTheRequests() {
    let hidden = CurvedTabBarPresence(requests: [.automatic, .hidden], form: .curvedBar)
    #expect(hidden.visibility == .hidden)
    #expect(!hidden.showsBar && !hidden.keepsBottomInset)
    for requests in [[], [.automatic], [.visible], [.hidden, .visible]] as [[CurvedTabBarVisibility]] {
      let shown = CurvedTabBarPresence(requests: requests, form: .curvedBar)
      #expect(shown.showsBar && shown.keepsBottomInset, "\(requests)")
    }
  }

  @Test func theSystemTabBarFollowsTheRequestsAndInsetsItself() {
    let hidden = CurvedTabBarPresence(requests: [.hidden], form: .systemTabBar)
    #expect(!hidden.showsBar && !hidden.keepsBottomInset)
    let shown = CurvedTabBarPresence(requests: [], form: .systemTabBar)
    #expect(shown.showsBar && !shown.keepsBottomInset)
  }

  @Test(arguments: [CurvedTabBarPlatformForm.sidebar, .pages])
  func theSidebarAndPagesIgnoreTheRequests(form: CurvedTabBarPlatformForm) {
    for visibility in CurvedTabBarVisibility.allCases {
      let presence = CurvedTabBarPresence(requests: [visibility], form: form)
      #expect(presence.visibility == visibility)
      #expect(presence.showsBar)
      #expect(!presence.keepsBottomInset)
    }
  }
}
