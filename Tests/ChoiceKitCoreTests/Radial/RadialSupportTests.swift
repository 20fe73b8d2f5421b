import ChoiceKitCore
import Foundation
import Testing

@Suite("Radial reveal, wording and navigation")
struct RadialSupportTests {
  @Test func openingStaggersFromTheFirstItemAndClosingFromTheLast() {
    let reveal = RadialReveal()
    #expect(reveal.delays(count: 4, isOpening: true).map { ($0 * 100).rounded() } == [0, 4, 8, 12])
    #expect(reveal.delays(count: 4, isOpening: false).map { ($0 * 100).rounded() } == [12, 8, 4, 0])
    #expect(reveal.delays(count: 0, isOpening: true).isEmpty)
    #expect(reveal.delays(count: 1, isOpening: true) == [0])
  }

  @Test func manyItemsStillFinishWithinTheMaximum() {
    let delays = RadialReveal().delays(count: 1_000, isOpening: true)
    #expect(abs((delays.last ?? 0) - 0.3) < 1e-12)
    #expect(zip(delays, delays.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func reduceMotionAndBadTimingsGiveNoDelay() {
    #expect(RadialReveal().delays(count: 3, isOpening: true, reduceMotion: true) == [0, 0, 0])
    #expect(RadialReveal(stagger: .nan).delays(count: 3, isOpening: true) == [0, 0, 0])
    #expect(RadialReveal(stagger: 0.1, maximumTotalDelay: -1).delays(count: 3, isOpening: true) == [0, 0, 0])
  }

  @Test func itemsSayTheirNameButtonAndPosition() {
    #expect(
      RadialMenuWording.english.itemDescription(title: "Create", index: 0, count: 3)
        == "Create, button, 1 of 3")
    #expect(
      RadialMenuWording.spanish.itemDescription(title: "Crear", index: 0, count: 3) == "Crear, botón, 1 de 3")
    #expect(
      RadialMenuWording.english.itemDescription(title: "Delete", isEnabled: false, index: 2, count: 3)
        == "Delete, button, dimmed, 3 of 3")
    #expect(RadialMenuWording.english.itemDescription(title: "", index: 1, count: 3) == "button, 2 of 3")
    #expect(RadialMenuWording.english.description(afterTitle: true, index: 1, count: 3) == ", button, 2 of 3")
  }

  @Test func openingAndClosingAreAnnounced() {
    #expect(RadialMenuWording.english.openedAnnouncement(count: 3) == "expanded, 3 options")
    #expect(RadialMenuWording.spanish.openedAnnouncement(count: 1) == "expandido, 1 opción")
    #expect(RadialMenuWording.english.closedAnnouncement == "collapsed")
    #expect(RadialMenuWording.english.centerHint(isExpanded: false) == "Shows the options")
    #expect(RadialMenuWording.english.centerHint(isExpanded: true) == "Hides the options")
    #expect(RadialMenuWording.spanish.centerHint(isExpanded: false) == "Muestra las opciones")
    #expect(RadialMenuWording.spanish.closedAnnouncement == "contraído")
  }

  @Test func movesWrapOnAFullCircleAndStopOnAnArc() {
    let sizes = Array(repeating: CGSize(width: 10, height: 10), count: 3)
    let circle = RadialArrangement(itemSizes: sizes, arc: .fullCircle)
    let half = RadialArrangement(itemSizes: sizes, arc: .trailingHalf)
    let all: (Int) -> Bool = { _ in true }
    #expect(circle.target(of: .next, from: 2, isEnabled: all) == 0)
    #expect(circle.target(of: .previous, from: 0, isEnabled: all) == 2)
    #expect(half.target(of: .next, from: 2, isEnabled: all) == 2)
    #expect(half.target(of: .next, from: 0, isEnabled: { $0 != 1 }) == 2)
    #expect(half.target(of: .first, from: nil, isEnabled: { _ in false }) == nil)
  }

  @Test func arrowsFollowTheReadingDirection() {
    let ltr = RadialArrangement(itemSizes: [], arc: .fullCircle)
    let rtl = RadialArrangement(itemSizes: [], arc: .fullCircle, isRightToLeft: true)
    #expect(ltr.move(for: .right) == .next)
    #expect(ltr.move(for: .left) == .previous)
    #expect(rtl.move(for: .right) == .previous)
    #expect(rtl.move(for: .left) == .next)
    #expect(rtl.move(for: .down) == .next)
    #expect(ltr.move(for: .up) == .previous)
  }
}

@Suite("RadialMenuTokens closing")
struct RadialMenuTokensClosingTests {
  @Test func aClosingMenuStaysRaisedUntilItsSpringOrFadeEnds() {
    let tokens = RadialMenuTokens.standard
    #expect(tokens.closingDuration(reducesMotion: false) == tokens.spring.settlingDuration)
    #expect(tokens.closingDuration(reducesMotion: true) == 0.35)
    // Every item is home by then: the last frame of the closing has every progress at 0.
    let openness = tokens.spring.value(from: 1, to: 0, at: tokens.closingDuration(reducesMotion: false))
    let progress = tokens.reveal.progress(
      count: 8, openness: openness, duration: tokens.spring.response)
    #expect(progress.allSatisfy { $0 < 0.01 }, "\(progress)")
  }

  @Test func aSpringThatNeverSettlesIsCappedAndBadOnesStayFinite() {
    var tokens = RadialMenuTokens.standard
    tokens.spring = SpringMotion(response: 0.4, dampingFraction: 0)
    #expect(tokens.closingDuration(reducesMotion: false) == RadialReveal.longestTime)
    #expect(tokens.closingDuration(reducesMotion: true) == 0.35)
  }
}
