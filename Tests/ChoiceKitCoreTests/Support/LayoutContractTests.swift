import ChoiceKitTestSupport
import Foundation
import Testing

/// The layout contract's own behaviour: every check passes good input silently and records an
/// issue, naming the offender, on bad input.
@Suite struct LayoutContractTests {
  /// Three 10 × 20 frames in a row at y 4, touching, left to right.
  private static let row = [0, 10, 20].map { CGRect(x: $0, y: 4, width: 10, height: 20) }

  /// Runs a check that must fail: it records an issue whose text contains `mention`, and
  /// returns `false`.
  private func expectFailure(
    mentioning mention: String, sourceLocation: SourceLocation = #_sourceLocation, _ check: () -> Bool
  ) {
    var held = true
    withKnownIssue(sourceLocation: sourceLocation) {
      held = check()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(mention) }
    }
    #expect(!held, sourceLocation: sourceLocation)
  }

  // MARK: Numbers

  @Test func finiteFramesPass() {
    #expect(LayoutContract.expectFinite(Self.row))
    #expect(LayoutContract.expectFinite([CGRect]()))
    #expect(LayoutContract.expectFinite(CGSize(width: 0, height: 1e12)))
    #expect(LayoutContract.expectFinite([0, -3, CGFloat.greatestFiniteMagnitude]))
  }

  @Test(arguments: InputLadders.nonFiniteValues, 0..<4)
  func aNonFiniteNumberInAnyFieldFails(value: CGFloat, field: Int) {
    var numbers: [CGFloat] = [10, 4, 10, 20]
    numbers[field] = value
    let bad = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    expectFailure(mentioning: "#1") { LayoutContract.expectFinite([Self.row[0], bad]) }
    expectFailure(mentioning: "1 of 3 values are not finite") {
      LayoutContract.expectFinite([1, value, 2])
    }
    let size = field.isMultiple(of: 2) ? CGSize(width: value, height: 1) : CGSize(width: 1, height: value)
    expectFailure(mentioning: "size is not finite") { LayoutContract.expectFinite(size) }
  }

  @Test func theCommentIsPartOfTheFailure() {
    expectFailure(mentioning: "12 labels, right to left") {
      LayoutContract.expectFinite(
        [CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)], "12 labels, right to left")
    }
  }

  @Test func aFailureListsOnlyTheFirstOffenders() {
    let bad = Array(repeating: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1), count: 1_000)
    expectFailure(mentioning: "1000 of 1000 frames are not finite") { LayoutContract.expectFinite(bad) }
    withKnownIssue {
      LayoutContract.expectFinite(bad)
    } matching: { issue in
      issue.comments.allSatisfy { !$0.rawValue.contains("#5") && $0.rawValue.contains("…") }
    }
  }

  // MARK: Sizes

  @Test func nonNegativeSizesPass() {
    #expect(LayoutContract.expectNonNegative(CGSize.zero))
    #expect(LayoutContract.expectNonNegative(CGSize(width: 1e-9, height: .greatestFiniteMagnitude)))
    #expect(LayoutContract.expectNonNegative(Self.row + [CGRect(x: -5, y: -5, width: 0, height: 0)]))
  }

  @Test(arguments: [-1e-9, -1, .nan, -.infinity] as [CGFloat])
  func aNegativeOrNaNSizeFails(value: CGFloat) {
    expectFailure(mentioning: "size is negative") {
      LayoutContract.expectNonNegative(CGSize(width: value, height: 3))
    }
    expectFailure(mentioning: "size is negative") {
      LayoutContract.expectNonNegative(CGSize(width: 3, height: value))
    }
    // The stored size is checked: a standardised rect would hide a negative width.
    let bad = CGRect(origin: .zero, size: CGSize(width: value, height: 5))
    expectFailure(mentioning: "#3") { LayoutContract.expectNonNegative(Self.row + [bad]) }
  }

  @Test func sizesThatFitPass() {
    for proposal in InputLadders.idealProposals {
      #expect(LayoutContract.expectFits(300, proposal: proposal, ideal: 300))
    }
    #expect(LayoutContract.expectFits(200, proposal: 200, ideal: 300))
    #expect(LayoutContract.expectFits(150, proposal: 200, ideal: 300))
    #expect(LayoutContract.expectFits(0, proposal: -50, ideal: 300))
    #expect(LayoutContract.expectFits(0, proposal: -.infinity, ideal: 300))
    #expect(LayoutContract.expectFits(200.5, proposal: 200, ideal: 300, tolerance: 0.5))
    #expect(
      LayoutContract.expectFits(
        CGSize(width: 200, height: 45), proposedWidth: 200, proposedHeight: nil,
        ideal: CGSize(width: 300, height: 45)))
    #expect(LayoutContract.asksForIdealSize(nil) && LayoutContract.asksForIdealSize(.nan))
    #expect(LayoutContract.asksForIdealSize(.infinity) && !LayoutContract.asksForIdealSize(-.infinity))
    #expect(!LayoutContract.asksForIdealSize(0) && !LayoutContract.asksForIdealSize(1e12))
  }

  @Test func sizesThatDoNotFitFail() {
    expectFailure(mentioning: "exceeds the proposal 200") {
      LayoutContract.expectFits(201, proposal: 200, ideal: 300)
    }
    expectFailure(mentioning: "exceeds the proposal -50") {
      LayoutContract.expectFits(1, proposal: -50, ideal: 300)
    }
    expectFailure(mentioning: "exceeds") { LayoutContract.expectFits(.nan, proposal: 200, ideal: 300) }
    for proposal in InputLadders.idealProposals {
      expectFailure(mentioning: "is not the ideal 300") {
        LayoutContract.expectFits(299, proposal: proposal, ideal: 300)
      }
    }
    expectFailure(mentioning: "is not the ideal 45") {
      LayoutContract.expectFits(
        CGSize(width: 200, height: 50), proposedWidth: 200, proposedHeight: nil,
        ideal: CGSize(width: 300, height: 45))
    }
  }

  // MARK: Containment

  @Test func framesInsideTheBoundsPass() {
    let bounds = CGRect(x: 0, y: 4, width: 30, height: 20)
    #expect(LayoutContract.expectContained(Self.row, in: bounds))
    #expect(LayoutContract.expectContained(Self.row, in: bounds.insetBy(dx: 0.5, dy: 0.5), tolerance: 0.5))
  }

  @Test func framesOutsideTheBoundsFail() {
    let bounds = CGRect(x: 0, y: 4, width: 30, height: 20)
    for edge in [CGRect(x: -1, y: 4, width: 5, height: 20), CGRect(x: 26, y: 4, width: 5, height: 20)] {
      expectFailure(mentioning: "frames are outside") {
        LayoutContract.expectContained([edge], in: bounds, tolerance: 0.5)
      }
    }
    expectFailure(mentioning: "#0") {
      LayoutContract.expectContained([CGRect(x: 0, y: 3, width: 5, height: 5)], in: bounds)
    }
    expectFailure(mentioning: "#1") {
      LayoutContract.expectContained([Self.row[0], CGRect(x: 5, y: 20, width: 5, height: 5)], in: bounds)
    }
    expectFailure(mentioning: "outside") {
      LayoutContract.expectContained([CGRect(x: CGFloat.nan, y: 4, width: 5, height: 5)], in: bounds)
    }
  }

  // MARK: Overlap

  @Test func framesThatOnlyTouchPass() {
    #expect(LayoutContract.expectNonOverlapping(Self.row))
    #expect(LayoutContract.expectNonOverlapping(Self.row.reversed()))
    // Stacked rows, an empty frame inside another, and a slight overlap within tolerance.
    let stacked = Self.row + Self.row.map { $0.offsetBy(dx: 0, dy: 20) }
    #expect(LayoutContract.expectNonOverlapping(stacked))
    #expect(LayoutContract.expectNonOverlapping(Self.row + [CGRect(x: 5, y: 5, width: 0, height: 10)]))
    #expect(
      LayoutContract.expectNonOverlapping(
        [Self.row[0], Self.row[1].offsetBy(dx: -0.5, dy: 0)], tolerance: 0.5))
  }

  @Test func overlappingFramesFailInAnyOrder() {
    expectFailure(mentioning: "#0") {
      LayoutContract.expectNonOverlapping([Self.row[0], Self.row[1].offsetBy(dx: -1, dy: 0)])
    }
    // Far apart in the array, and a frame inside a wide one that starts earlier.
    let wide = CGRect(x: -100, y: 0, width: 1_000, height: 50)
    expectFailure(mentioning: "#0 (x 0.0, y 4.0, w 10.0, h 20.0) and #3") {
      LayoutContract.expectNonOverlapping(Self.row + [wide])
    }
    expectFailure(mentioning: "and #2") {
      LayoutContract.expectNonOverlapping([Self.row[2], Self.row[0], Self.row[2].insetBy(dx: 2, dy: 2)])
    }
  }

  // Against a hang only: how the check's cost grows is the bench's to measure, not a test's.
  @Test(.timeLimit(.minutes(1))) func aThousandFramesAreChecked() {
    let frames = (0..<1_000).map { CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 10) }
    #expect(LayoutContract.expectNonOverlapping(frames.reversed()))
    expectFailure(mentioning: "#500") {
      LayoutContract.expectNonOverlapping(frames + [frames[500].offsetBy(dx: 5, dy: 5)])
    }
  }

  // MARK: Reading order

  @Test func framesInReadingOrderPass() {
    #expect(LayoutContract.expectReadingOrder(Self.row, isRightToLeft: false))
    #expect(LayoutContract.expectReadingOrder(Self.row.reversed(), isRightToLeft: true))
    #expect(LayoutContract.expectReadingOrder([], isRightToLeft: true))
    #expect(LayoutContract.expectReadingOrder([Self.row[0]], isRightToLeft: false))
    let gapped = [Self.row[0], Self.row[2]]
    #expect(LayoutContract.expectReadingOrder(gapped, isRightToLeft: false))
    let nudged = [Self.row[0], Self.row[1].offsetBy(dx: -0.25, dy: 0)]
    #expect(LayoutContract.expectReadingOrder(nudged, isRightToLeft: false, tolerance: 0.25))
  }

  @Test func framesOutOfReadingOrderFail() {
    expectFailure(mentioning: "not in order left to right") {
      LayoutContract.expectReadingOrder(Self.row.reversed(), isRightToLeft: false)
    }
    expectFailure(mentioning: "not in order right to left") {
      LayoutContract.expectReadingOrder(Self.row, isRightToLeft: true)
    }
    // Neighbours that overlap by a little are out of order even though their x increases.
    let overlapping = [Self.row[0], Self.row[1].offsetBy(dx: -0.5, dy: 0)]
    expectFailure(mentioning: "#0") {
      LayoutContract.expectReadingOrder(overlapping, isRightToLeft: false, tolerance: 0.25)
    }
    // An empty frame inside its predecessor is out of order.
    expectFailure(mentioning: "#1") {
      LayoutContract.expectReadingOrder(
        [Self.row[0], CGRect(x: 5, y: 4, width: 0, height: 20)], isRightToLeft: false)
    }
  }

  // MARK: Mirroring

  @Test func mirroredFramesPass() {
    let mirrored = Self.row.map { CGRect(x: 100 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    #expect(LayoutContract.expectMirrored(mirrored, of: Self.row, aboutWidth: 100))
    #expect(LayoutContract.expectMirrored([], of: [], aboutWidth: 100))
    let nudged = mirrored.map { $0.offsetBy(dx: 1e-6, dy: 0) }
    #expect(LayoutContract.expectMirrored(nudged, of: Self.row, aboutWidth: 100, tolerance: 1e-6))
  }

  @Test func framesThatAreNotMirroredFail() {
    let mirrored = Self.row.map { CGRect(x: 100 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    expectFailure(mentioning: "not mirrored about width 100") {
      LayoutContract.expectMirrored(Self.row, of: Self.row, aboutWidth: 100)
    }
    expectFailure(mentioning: "not mirrored about width 101") {
      LayoutContract.expectMirrored(mirrored, of: Self.row, aboutWidth: 101)
    }
    var changed = mirrored
    changed[1].size.height += 1
    expectFailure(mentioning: "#1") { LayoutContract.expectMirrored(changed, of: Self.row, aboutWidth: 100) }
    changed = mirrored
    changed[2].origin.y = 5
    expectFailure(mentioning: "#2") { LayoutContract.expectMirrored(changed, of: Self.row, aboutWidth: 100) }
    let nudged = mirrored.map { $0.offsetBy(dx: 1e-6, dy: 0) }
    expectFailure(mentioning: "#0") { LayoutContract.expectMirrored(nudged, of: Self.row, aboutWidth: 100) }
    expectFailure(mentioning: "2 right-to-left frames mirror 3") {
      LayoutContract.expectMirrored(Array(mirrored.prefix(2)), of: Self.row, aboutWidth: 100)
    }
  }

  // MARK: Together

  @Test func wellFormedFramesPassEveryCheck() {
    let bounds = CGRect(x: 0, y: 0, width: 30, height: 28)
    #expect(LayoutContract.expectWellFormed(Self.row, in: bounds, isRightToLeft: false))
    #expect(LayoutContract.expectWellFormed(Self.row.reversed(), in: bounds, isRightToLeft: true))
  }

  @Test func badFramesFailTheCombinedCheck() {
    let bounds = CGRect(x: 0, y: 0, width: 30, height: 28)
    expectFailure(mentioning: "not in order") {
      LayoutContract.expectWellFormed(Self.row, in: bounds, isRightToLeft: true)
    }
    expectFailure(mentioning: "outside") {
      LayoutContract.expectWellFormed(Self.row, in: bounds.insetBy(dx: 1, dy: 0), isRightToLeft: false)
    }
  }
}

/// The ladders hold the rungs they promise, and the random ones reproduce.
@Suite struct InputLaddersTests {
  @Test func laddersHoldTheirRungs() {
    #expect(InputLadders.counts == [0, 1, 2, 3, 4, 7, 12, 1_000])
    let lengths = InputLadders.lengths
    for rung: CGFloat in [0, -1, 1e6, 1e12, .greatestFiniteMagnitude, .infinity, -.infinity] {
      #expect(lengths.contains(rung))
    }
    #expect(lengths.contains { $0.isNaN } && lengths.contains { $0 > 0 && $0 < 1e-6 })
    #expect(InputLadders.validLengths.allSatisfy { $0.isFinite && $0 >= 0 })
    #expect(InputLadders.invalidLengths.allSatisfy { !$0.isFinite || $0 < 0 })
    let proposals = InputLadders.proposals
    #expect(proposals.contains(nil) && proposals.contains(0) && proposals.contains(.infinity))
    #expect(proposals.contains { $0?.isNaN == true } && proposals.contains { $0.map { $0 < 0 } == true })
    #expect(InputLadders.idealProposals.allSatisfy(LayoutContract.asksForIdealSize))
    #expect(!InputLadders.nonPositiveProposals.contains(where: LayoutContract.asksForIdealSize))
    #expect(!InputLadders.finiteProposals.contains(where: LayoutContract.asksForIdealSize))
    #expect(InputLadders.sizes.contains { $0.width.isNaN && $0.height == 17 })
  }

  @Test func labelSizeArraysCoverTheEdgeCases() {
    let arrays = InputLadders.labelSizeArrays()
    let counts = arrays.map(\.sizes.count)
    #expect(counts.contains(0) && counts.contains(1))
    let names = Set(arrays.map(\.name))
    for name in ["empty", "one", "equal", "uneven", "very long", "NaN", "infinite"] {
      #expect(names.contains(name))
    }
    #expect(arrays.contains { $0.sizes.contains { $0.width.isNaN } })
    #expect(arrays.contains { $0.sizes.contains { $0.width == .infinity } })
    #expect(arrays.map(\.description).contains("empty (0)"))
  }

  @Test func generatedLaddersAreDeterministic() {
    #expect(InputLadders.labelSizes(count: 6).map(\.width) == [20, 27, 34, 41, 48, 20])
    #expect(InputLadders.labelSizes(count: -3).isEmpty)
    #expect(
      InputLadders.randomLabelSizes(count: 5, height: 17, seed: 4)
        == InputLadders.randomLabelSizes(count: 5, height: 17, seed: 4))
    #expect(
      InputLadders.randomLabelSizes(count: 9, height: 17, seed: 4).allSatisfy {
        $0.height == 17 && $0.width >= 0 && $0.width <= 200
      })
    let first = InputLadders.randomLengths(count: 40, seed: 8)
    let second = InputLadders.randomLengths(count: 40, seed: 8)
    #expect(first.count == 40 && zip(first, second).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
    var a = SeededRandom(seed: 1)
    var b = SeededRandom(seed: 1)
    #expect(
      InputLadders.randomLabelSizes(count: 3, using: &a) == InputLadders.randomLabelSizes(count: 3, using: &b)
    )
  }

  @Test(arguments: [0, 1, 4, 1_000, Int.max - 1, Int.max, -5])
  func outsideIndicesAreOutside(count: Int) {
    let indices = InputLadders.indices(outside: count)
    #expect(indices.allSatisfy { !(0..<max(count, 0)).contains($0) })
    #expect(indices.contains(-1) && indices.contains(Int.min))
    #expect(Set(indices).count == indices.count)
  }
}
