import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitPreview

@Suite struct RadialPreviewOpeningTests {
  static let preview = RadialPreview(
    items: Array(RadialPreviewTests.items.prefix(4)), tokens: RadialPreviewTests.tokens)

  /// The centre of each item's outline in a frame.
  static func itemCentres(_ items: [DisplayItem], _ preview: RadialPreview) -> [CGPoint] {
    RadialPreviewTests.itemFrames(items, preview).map { CGPoint(x: $0.midX, y: $0.midY) }
  }

  /// The opacities of the groups fading items in.
  static func fadingOpacities(_ items: [DisplayItem]) -> [Double] {
    RadialPreviewTests.menuContent(items).compactMap { item -> Double? in
      if case .group(let group) = item, group.opacity < 1 { return group.opacity }
      return nil
    }
  }

  static func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
  }

  @Test func theFirstFrameHasEveryItemAtTheCentreAndInvisible() {
    let first = Self.preview.openingTransition().draw(0)
    let centres = Self.itemCentres(first, Self.preview)
    #expect(centres.count == 4)
    #expect(centres.allSatisfy { Self.near($0, Self.preview.center) })
    #expect(Self.fadingOpacities(first) == [0, 0, 0, 0])
    // The centre button still has its closed look.
    let fill = Paint.color(Self.preview.tokens.closedFill.resolved(in: .light))
    #expect(DrawnItems(first).bounds(filledWith: fill).count == 1)
  }

  @Test func theLastFrameIsTheOpenMenu() {
    let opening = Self.preview.openingTransition()
    let frames = opening.sampler.progressFrames()
    #expect(opening.draw(frames.last?.progress ?? 0) == Self.preview.displayList().items)
    #expect(opening.size == Self.preview.canvasSize)
    #expect(opening.sampler.spring == Self.preview.tokens.spring)
  }

  @Test func itemsLeaveOneAfterAnotherWithTheCoreStagger() {
    let tokens = Self.preview.tokens
    for openness in [0.05, 0.2, 0.5, 1, 1.1] {
      #expect(
        Self.preview.itemProgress(openness: openness)
          == tokens.reveal.progress(
            count: 4, openness: openness, duration: tokens.spring.response))
    }
    // Early on, each item has travelled less far from the centre than the one before it.
    let early = Self.preview.openingTransition().draw(0.2)
    let distances = Self.itemCentres(early, Self.preview).map { point in
      hypot(point.x - Self.preview.center.x, point.y - Self.preview.center.y)
    }
    #expect(distances == distances.sorted(by: >))
    #expect(Set(distances).count == 4)
  }

  @Test func theItemsMoveAsTheMenuPlacesThem() {
    let placement = Self.preview.placement()
    let bounds = Self.preview.centerButtonFrame
    let arrangement = Self.preview.arrangement()
    for openness in [0, 0.3, 0.7, 1.05] {
      let progress = Self.preview.itemProgress(openness: openness)
      let center = Self.preview.center
      let expected = arrangement.menuFrames(
        in: bounds, centerDiameter: Self.preview.tokens.centerDiameter, progress: progress
      ).map { $0.offsetBy(dx: center.x, dy: center.y) }
      let drawn = RadialPreviewTests.itemFrames(Self.preview.openingTransition().draw(openness), Self.preview)
      #expect(zip(drawn, expected).allSatisfy { nearlyEqual($0, $1) }, "at \(openness)")
    }
    #expect(placement.itemFrames == arrangement.menuFrames(in: bounds, centerDiameter: 100, progress: []))
  }

  @Test func reduceMotionFadesItemsInAtTheirPlaces() {
    var preview = Self.preview
    preview.traits.reducesMotion = true
    let opening = preview.openingTransition()
    let center = preview.center
    let rest = preview.placement().itemFrames.map { $0.offsetBy(dx: center.x, dy: center.y) }
    for frame in opening.sampler.progressFrames() {
      let frames = RadialPreviewTests.itemFrames(opening.draw(frame.progress), preview)
      #expect(frames.count == rest.count)
      #expect(zip(frames, rest).allSatisfy { nearlyEqual($0, $1) }, "moved at \(frame.time) s")
    }
    let opacities = Self.fadingOpacities(opening.draw(0.4))
    #expect(opacities == [0.4, 0.4, 0.4, 0.4])
  }

  @Test func theAnimatedSVGAndFilmstripShowTheMotion() {
    let opening = Self.preview.openingTransition()
    let svg = opening.animatedSVG()
    #expect(svg.contains("<animate") && svg.contains("repeatCount=\"indefinite\""))
    #expect(svg.components(separatedBy: "<animate ").count - 1 == opening.sampler.progressFrames().count)
    let strip = opening.filmstrip(count: 5)
    #expect(abs(strip.size.width - (5 * opening.size.width + 4 * 12)) < 1e-9)
  }
}
