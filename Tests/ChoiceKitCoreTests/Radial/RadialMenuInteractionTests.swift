import ChoiceKitCore
import Foundation
import Testing

@Suite("RadialMenuInteraction")
struct RadialMenuInteractionTests {
  let all: (Int) -> Bool = { _ in true }

  @Test func theCentreButtonTogglesAndOpeningFocusesTheFirstItem() {
    let opened = RadialMenuInteraction.respond(
      to: .toggle, isExpanded: false, count: 3, isEnabled: { $0 != 0 })
    #expect(opened == RadialMenuResponse(isExpanded: true, focus: 1, announcement: "expanded, 3 options"))
    let closed = RadialMenuInteraction.respond(to: .toggle, isExpanded: true, count: 3, isEnabled: all)
    #expect(closed == RadialMenuResponse(isExpanded: false, announcement: "collapsed"))
  }

  @Test func aDisabledMenuCanOnlyBeClosed() {
    let events: [RadialMenuEvent] = [
      .toggle, .choose(0), .outsideTap, .escape, .setExpanded(true), .setExpanded(false),
    ]
    // Closed and disabled: nothing opens it.
    for event in events {
      #expect(!RadialMenuInteraction.isTakenWhileDisabled(event, isExpanded: false), "\(event)")
    }
    // Open and disabled: every way of closing works; nothing can be chosen.
    let taken = events.filter { RadialMenuInteraction.isTakenWhileDisabled($0, isExpanded: true) }
    #expect(taken == [.toggle, .outsideTap, .escape, .setExpanded(false)])
    for event in taken {
      let response = RadialMenuInteraction.respond(to: event, isExpanded: true, count: 3, isEnabled: all)
      #expect(!response.isExpanded && response.chosen == nil, "\(event)")
    }
  }

  @Test func theOpenMenuOrItsHostedItemsAreModalAndAClosedMenuNowhere() {
    #expect(RadialMenuInteraction.modalPart(isExpanded: true, itemsHosted: false) == .menu)
    #expect(RadialMenuInteraction.modalPart(isExpanded: true, itemsHosted: true) == .hostedItems)
    #expect(RadialMenuInteraction.modalPart(isExpanded: false, itemsHosted: false) == nil)
    #expect(RadialMenuInteraction.modalPart(isExpanded: false, itemsHosted: true) == nil)
  }

  @Test func choosingRunsTheItemAndCloses() {
    let chosen = RadialMenuInteraction.respond(to: .choose(2), isExpanded: true, count: 3, isEnabled: all)
    #expect(chosen.chosen == 2)
    #expect(!chosen.isExpanded)
    #expect(chosen.announcement == "collapsed")
  }

  @Test func disabledMissingOrHiddenItemsDoNothing() {
    for (index, expanded) in [(1, true), (3, true), (-1, true), (0, false)] {
      let response = RadialMenuInteraction.respond(
        to: .choose(index), isExpanded: expanded, count: 3, isEnabled: { $0 != 1 })
      #expect(response == RadialMenuResponse(isExpanded: expanded))
    }
  }

  @Test func outsideTapsAndEscapeCloseOnlyAnOpenMenu() {
    for event in [RadialMenuEvent.outsideTap, .escape] {
      #expect(
        RadialMenuInteraction.respond(to: event, isExpanded: true, count: 2, isEnabled: all).isExpanded
          == false)
      #expect(
        RadialMenuInteraction.respond(to: event, isExpanded: false, count: 2, isEnabled: all)
          == RadialMenuResponse(isExpanded: false))
    }
  }

  @Test func theBindingOpensAndClosesLikeTheButtonButNeverTwice() {
    let spanish = RadialMenuWording.spanish
    let opened = RadialMenuInteraction.respond(
      to: .setExpanded(true), isExpanded: false, count: 0, isEnabled: all, wording: spanish)
    #expect(opened == RadialMenuResponse(isExpanded: true, focus: nil, announcement: "expandido, 0 opciones"))
    #expect(
      RadialMenuInteraction.respond(to: .setExpanded(true), isExpanded: true, count: 2, isEnabled: all)
        == RadialMenuResponse(isExpanded: true))
    #expect(
      RadialMenuInteraction.respond(to: .setExpanded(false), isExpanded: true, count: 2, isEnabled: all)
        .announcement
        == "collapsed")
  }

  @Test func theStandardTokensAreTheTutorials() {
    let tokens = RadialMenuTokens.standard
    #expect(tokens.centerDiameter == 100)
    #expect(tokens.closedFill.light == .black && tokens.openFill.light == .white)
    #expect(tokens.centerTitle.size == 30)
    #expect(tokens.itemCornerRadius == 8)
    var bad = RadialMenuTokens {
      $0.centerDiameter = -3
      $0.disabledOpacity = .nan
    }
    #expect(bad.centerDiameter == 0 && bad.disabledOpacity == 1)
    bad.itemPadding = .infinity
    #expect(bad.itemPadding == 0)
  }
}
