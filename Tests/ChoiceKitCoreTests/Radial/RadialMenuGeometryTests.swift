import ChoiceKitCore
import Foundation
import Testing

@Suite("Radial menu geometry and reveal progress")
struct RadialMenuGeometryTests {
  private let sizes = Array(repeating: CGSize(width: 80, height: 40), count: 3)
  private let button = CGRect(x: 10, y: 20, width: 100, height: 100)

  @Test func aFittedMenuRadiusClearsTheCentreButtonAndTheNeighbours() {
    let items = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, spacing: 8)
    let diagonal = (80.0 * 80 + 40 * 40).squareRoot()
    let radius = items.menuRadius(centerDiameter: 100)
    #expect(radius >= 50 + 8 + diagonal / 2 - 1e-9)
    #expect(radius >= items.idealRadius - 1e-9)
    // Every item's frame stays clear of the centre circle.
    let frames = items.menuFrames(in: button, centerDiameter: 100, progress: [1, 1, 1])
    for frame in frames {
      let dx = max(frame.minX - button.midX, 0, button.midX - frame.maxX)
      let dy = max(frame.minY - button.midY, 0, button.midY - frame.maxY)
      #expect((dx * dx + dy * dy).squareRoot() >= 50)
    }
  }

  @Test func aFittedMenuRadiusReachesPastAnItemsFarCornerFromItsAnchor() {
    // Anchored by its leading edge, an item on the left of the button hangs back towards it:
    // its far corner is the whole width from the anchor point, not half the diagonal.
    let items = RadialArrangement(itemSizes: sizes, arc: .fullCircle, anchor: .leading, spacing: 8)
    let reach: CGFloat = (80.0 * 80 + 20 * 20).squareRoot()
    #expect(items.menuRadius(centerDiameter: 100) >= 58 + reach - 1e-9)
    let left = RadialArrangement(
      itemSizes: [CGSize(width: 80, height: 40)], arc: RadialArc(startDegrees: 270, sweepDegrees: 0),
      anchor: .leading, spacing: 8)
    let frame = left.menuFrames(in: button, centerDiameter: 100, progress: [1])[0]
    #expect(frame.maxX <= button.minX - 8 + 1e-9)
    // A centred anchor keeps half the diagonal.
    let centred = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, spacing: 8)
    let halfDiagonal: CGFloat = (80.0 * 80 + 40 * 40).squareRoot() / 2
    let expected: CGFloat = max(centred.idealRadius, 58 + halfDiagonal)
    #expect(abs(centred.menuRadius(centerDiameter: 100) - expected) < 1e-9)
  }

  @Test func aFixedMenuRadiusIsKeptAndBadDiametersReadAsZero() {
    let items = RadialArrangement(itemSizes: sizes, arc: .fullCircle, radius: .fixed(120))
    #expect(items.menuRadius(centerDiameter: 100) == 120)
    let fitted = RadialArrangement(itemSizes: sizes, arc: .fullCircle)
    #expect(fitted.menuRadius(centerDiameter: .nan) == fitted.menuRadius(centerDiameter: 0))
    #expect(fitted.menuRadius(centerDiameter: -.infinity) == fitted.menuRadius(centerDiameter: 0))
    #expect(RadialArrangement(itemSizes: [], arc: .fullCircle).menuRadius(centerDiameter: 100) > 0)
  }

  @Test func itemsTravelAlongTheirRayFromTheCentre() {
    let items = RadialArrangement(itemSizes: sizes, arc: .trailingHalf, radius: .fixed(100))
    let open = items.menuFrames(in: button, centerDiameter: 100, progress: [1, 1, 1])
    let closed = items.menuFrames(in: button, centerDiameter: 100, progress: [0, 0, 0])
    let half = items.menuFrames(in: button, centerDiameter: 100, progress: [0.5, 0.5, 0.5])
    #expect(open == items.placement(in: button).itemFrames)
    for index in 0..<3 {
      #expect(abs(closed[index].midX - button.midX) < 1e-9)
      #expect(abs(closed[index].midY - button.midY) < 1e-9)
      #expect(abs(half[index].midX - (open[index].midX + closed[index].midX) / 2) < 1e-9)
      #expect(half[index].size == open[index].size)
    }
    // Missing and NaN progress count as open; negative as closed; overshoot is capped at 2.
    #expect(items.menuFrames(in: button, centerDiameter: 100, progress: []) == open)
    #expect(
      items.menuFrames(in: button, centerDiameter: 100, progress: [.nan, -3, 1]) == [
        open[0], closed[1], open[2],
      ])
    let far = items.menuFrames(in: button, centerDiameter: 100, progress: [9, 9, 9])
    let twice = items.menuFrames(in: button, centerDiameter: 100, progress: [2, 2, 2])
    #expect(far == twice)
  }

  @Test func openingStaggersFirstToLastAndEndsTogether() {
    let reveal = RadialReveal()
    #expect(reveal.progress(count: 4, openness: 1, duration: 0.3) == [1, 1, 1, 1])
    #expect(reveal.progress(count: 4, openness: 0, duration: 0.3) == [0, 0, 0, 0])
    let early = reveal.progress(count: 4, openness: 0.2, duration: 0.3)
    #expect(zip(early, early.dropFirst()).allSatisfy { $0 > $1 || $1 == 0 })
    #expect(early[0] == 0.2)
    // A spring's overshoot carries items past the circle.
    #expect(reveal.progress(count: 2, openness: 1.1, duration: 0.3).allSatisfy { $0 > 1 })
  }

  @Test func withReduceMotionEveryItemRestsInPlace() {
    let reveal = RadialReveal()
    for openness in [-1, 0, 0.3, 1, 1.2, .nan] as [Double] {
      #expect(reveal.progress(count: 3, openness: openness, duration: 0.3, reducesMotion: true) == [1, 1, 1])
    }
    #expect(reveal.progress(count: -2, openness: 0, duration: 0.3, reducesMotion: true).isEmpty)
    #expect(
      reveal.progress(count: 3, openness: 0.3, duration: 0.3, reducesMotion: false)
        == reveal.progress(count: 3, openness: 0.3, duration: 0.3))
  }

  @Test func noItemOvershootsMoreThanTheSpringHoweverLargeTheStagger() {
    // A large stagger makes the last item start at 95 % of the move: its share of a 10 %
    // overshoot must stay 10 %, not grow to the 200 % a plain rescaling would give it.
    for stagger in [0.0, 0.05, 0.5, 5] {
      let reveal = RadialReveal(stagger: stagger, maximumTotalDelay: 10)
      for count in [1, 2, 8, 40] {
        for openness in stride(from: -1.0, through: 2.0, by: 0.05) {
          let progress = reveal.progress(count: count, openness: openness, duration: 0.3)
          let ceiling = max(openness, 1)
          #expect(
            progress.allSatisfy { $0 >= 0 && $0 <= ceiling + 1e-12 },
            "stagger \(stagger), \(count) items, openness \(openness): \(progress)")
        }
      }
    }
  }

  @Test func closingRunsTheOpeningBackSoTheLastItemIsHomeFirst() {
    let reveal = RadialReveal()
    let late = reveal.progress(count: 4, openness: 0.3, duration: 0.3)
    #expect(zip(late, late.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(late[3] < late[0])
    #expect(reveal.progress(count: 4, openness: -0.2, duration: 0.3) == [0, 0, 0, 0])
  }

  @Test func extremeTimesGiveFiniteDelaysAndProgress() {
    let huge = RadialReveal(stagger: .greatestFiniteMagnitude, maximumTotalDelay: .infinity)
    for count in [2, 3, 8, 1_000] {
      let delays = huge.delays(count: count, isOpening: true)
      #expect(delays.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= RadialReveal.longestTime })
      for openness in [-1.0, 0, 0.5, 1, 1.5, 2] {
        let progress = huge.progress(count: count, openness: openness, duration: .greatestFiniteMagnitude)
        #expect(progress.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 2 })
      }
    }
  }

  @Test func reduceMotionTimingsAndBadInputMoveEveryItemTogether() {
    let none = RadialReveal(stagger: 0, maximumTotalDelay: 0)
    #expect(none.progress(count: 3, openness: 0.4, duration: 0.3) == [0.4, 0.4, 0.4])
    #expect(RadialReveal().progress(count: 0, openness: 0.4, duration: 0.3).isEmpty)
    #expect(RadialReveal().progress(count: 2, openness: .nan, duration: .nan) == [1, 1])
    let zeroDuration = RadialReveal().progress(count: 3, openness: 0.5, duration: -1)
    #expect(zeroDuration.allSatisfy { $0.isFinite })
  }
}

@Suite("RadialMenuTokens text size")
struct RadialMenuTokensTextScaleTests {
  @Test func theCentreButtonGrowsWithLargerTextUpToACap() {
    let tokens = RadialMenuTokens.standard
    #expect(tokens.centerDiameter(at: .large) == 100)
    #expect(tokens.centerDiameter(at: .xSmall) == 100)
    #expect(abs(tokens.centerDiameter(at: .xxLarge) - 100 * 21 / 17) < 1e-9)
    #expect(tokens.centerDiameter(at: .accessibility5) == 100 * RadialMenuTokens.largestCenterScale)
    let sizes = ChoiceTextScale.allCases.map { tokens.centerDiameter(at: $0) }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func theCentreTitleScalesAsTheItemsTitlesDoUpToTheButtonsGrowth() {
    let tokens = RadialMenuTokens.standard
    #expect(tokens.centerTitle(at: .large).size == 30)
    #expect(abs(tokens.centerTitle(at: .xxLarge).size - 30 * 21 / 17) < 1e-9)
    #expect(
      abs(tokens.centerTitle(at: .accessibility3).size - 30 * RadialMenuTokens.largestCenterScale) < 1e-9)
    #expect(tokens.centerTitle(at: .xSmall).size < 30)
  }

  /// Property: at no text size is the centre title larger beside its button than at the default
  /// size, so a title that fits the button by default fits it at every size; below the cap it
  /// grows as the items' titles do.
  @Test func theCentreTitleNeverOutgrowsItsButton() {
    let tokens = RadialMenuTokens.standard
    let ratio = tokens.centerTitle(at: .large).size / tokens.centerDiameter(at: .large)
    for scale in ChoiceTextScale.allCases {
      let title = tokens.centerTitle(at: scale).size
      #expect(title / tokens.centerDiameter(at: scale) <= ratio + 1e-12, "\(scale)")
      let asked = tokens.centerTitle.size * scale.factor
      #expect((title < asked - 1e-9) == (scale.factor > RadialMenuTokens.largestCenterScale), "\(scale)")
    }
  }
}

@Suite("RadialMenuItemRole")
struct RadialMenuItemRoleTests {
  @Test func onlyADestructiveItemTakesTheDestructiveInk() {
    var tokens = RadialMenuTokens.standard
    tokens.itemInk = AdaptiveColor(RGBAColor(hex: 0x112233))
    tokens.destructiveInk = AdaptiveColor(RGBAColor(hex: 0xAA0000))
    #expect(RadialMenuItemRole.ink(for: .destructive, in: tokens) == tokens.destructiveInk)
    #expect(RadialMenuItemRole.ink(for: .cancel, in: tokens) == tokens.itemInk)
    #expect(RadialMenuItemRole.ink(for: nil, in: tokens) == tokens.itemInk)
    #expect(RadialMenuTokens.standard.destructiveInk.resolved(in: .light) == RGBAColor(hex: 0xFF3B30))
  }

  @Test func aLinesWideItemsLineUpWithTheButtonsEdgeAndNarrowOnesStayCentred() {
    let button = CGRect(x: 100, y: 300, width: 56, height: 56)
    let sizes = [
      CGSize(width: 150, height: 44), CGSize(width: 40, height: 40), CGSize(width: 90, height: 44),
    ]
    for direction in [RadialLine.up, .down] {
      for isRightToLeft in [false, true] {
        let frames = { (alignment: RadialLineAlignment) in
          RadialMenuGeometry(
            itemSizes: sizes, path: .line(direction.aligned(alignment)), centerDiameter: 56,
            isRightToLeft: isRightToLeft
          ).frames(in: button, progress: [])
        }
        let centred = frames(.center)
        let leading = frames(.leading)
        let trailing = frames(.trailing)
        for index in sizes.indices {
          #expect(abs(centred[index].midX - button.midX) < 1e-9)
          // Alignment moves items across the line only.
          #expect(abs(leading[index].midY - centred[index].midY) < 1e-9)
          #expect(abs(trailing[index].midY - centred[index].midY) < 1e-9)
        }
        // The narrow item stays centred whatever the alignment.
        #expect(leading[1] == centred[1] && trailing[1] == centred[1])
        // The wide ones meet the button's leading or trailing edge: the left one left to right.
        for index in [0, 2] {
          let leadingEdge = isRightToLeft ? leading[index].maxX : leading[index].minX
          let trailingEdge = isRightToLeft ? trailing[index].minX : trailing[index].maxX
          #expect(abs(leadingEdge - (isRightToLeft ? button.maxX : button.minX)) < 1e-9)
          #expect(abs(trailingEdge - (isRightToLeft ? button.minX : button.maxX)) < 1e-9)
        }
      }
    }
  }

  @Test func aSidewaysLineIgnoresAlignment() {
    let sizes = [CGSize(width: 150, height: 120), CGSize(width: 60, height: 44)]
    for direction in [RadialLine.leading, .trailing, RadialLine(directionDegrees: 60)] {
      let centred = RadialMenuGeometry(itemSizes: sizes, path: .line(direction), centerDiameter: 56)
      for alignment in RadialLineAlignment.allCases {
        let aligned = RadialMenuGeometry(
          itemSizes: sizes, path: .line(direction.aligned(alignment)), centerDiameter: 56)
        #expect(aligned.offsets == centred.offsets, "\(direction) \(alignment)")
      }
    }
  }

  /// Property: every resting item's frame lies within the reach of the button's centre.
  @Test func everyRestingItemLiesWithinTheReach() {
    let button = CGRect(x: -28, y: -28, width: 56, height: 56)
    let sizes = [
      CGSize(width: 150, height: 44), CGSize(width: 40, height: 40), CGSize(width: 90, height: 60),
    ]
    let paths: [RadialMenuPath] = [
      .arc(.fullCircle), .arc(.leadingHalf), .line(.up), .line(.up.aligned(.trailing)),
      .line(RadialLine(directionDegrees: 33)),
    ]
    for path in paths {
      let geometry = RadialMenuGeometry(itemSizes: sizes, path: path, centerDiameter: 56)
      for frame in geometry.frames(in: button, progress: []) {
        for corner in [
          CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
          CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY),
        ] {
          #expect(hypot(corner.x, corner.y) <= geometry.reach + 1e-9, "\(path)")
        }
      }
    }
    #expect(RadialMenuGeometry(itemSizes: [], path: .line(.up), centerDiameter: 56).reach == 28)
  }
}

@Suite("RadialMenuTokens tint")
struct RadialMenuTokensTintTests {
  @Test func theHighlightedItemIsOutlinedWiderThanTheOthers() {
    #expect(RadialMenuTokens.itemLineWidth(isHighlighted: true) == RadialMenuTokens.highlightLineWidth)
    #expect(RadialMenuTokens.itemLineWidth(isHighlighted: false) == 1)
    #expect(RadialMenuTokens.highlightLineWidth > 1)
    #expect((0...1).contains(RadialMenuTokens.highlightWashOpacity))
  }

  @Test func theTintIsTheSystemBlueAsTheOtherControlsTintsAre() {
    #expect(RadialMenuTokens.standard.tint == SegmentedPickerTokens.standard.tint)
    #expect(RadialMenuTokens.standard.tint == ValuePickerTokens.standard.tint)
    #expect(RadialMenuTokens.standard.tint != RadialMenuTokens.standard.itemInk)
  }
}
