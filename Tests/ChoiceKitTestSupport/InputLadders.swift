import Foundation

/// Standard edge-case inputs every control's tests climb: counts, lengths, proposals and label
/// sizes, from the empty and the degenerate to the huge.
///
/// Each ladder is a plain array, so it can feed a parameterised test directly; the random ladders
/// come from ``SeededRandom`` and so are the same on every run and platform.
///
/// ```swift
/// @Test(arguments: InputLadders.counts, InputLadders.proposals)
/// func layoutKeepsItsContract(count: Int, proposal: CGFloat?) {
///   let layout = MyLayout(labelSizes: InputLadders.labelSizes(count: count), proposedWidth: proposal)
///   LayoutContract.expectFinite(layout.frames)
/// }
/// ```
public enum InputLadders {
  // MARK: Counts

  /// Item counts: none, one, two, a few, an odd handful, a dozen and a thousand.
  public static let counts: [Int] = [0, 1, 2, 3, 4, 7, 12, 1_000]

  /// Indices outside `0..<count`: just before and just after the range, and both extremes of `Int`.
  ///
  /// - Parameter count: The number of items.
  /// - Returns: Distinct indices, none of them in `0..<count`.
  public static func indices(outside count: Int) -> [Int] {
    let end = max(count, 0)
    let candidates = [-1, Int.min, end, end == Int.max ? Int.max : end + 1, Int.max]
    var seen = Set<Int>()
    return candidates.filter { seen.insert($0).inserted }
  }

  // MARK: Lengths

  /// Non-negative finite lengths: zero, tiny, ordinary, huge, and the largest finite value.
  public static let validLengths: [CGFloat] = [
    0, 1e-9, 0.5, 1, 17, 320, 1e6, 1e12, .greatestFiniteMagnitude,
  ]

  /// Lengths at and beyond a million points, up to the largest finite value: what a layout must
  /// clamp so that sums over many items stay finite.
  public static let hugeLengths: [CGFloat] = [1e6, 1e12, .greatestFiniteMagnitude]

  /// Values that are not usable as lengths: negative (tiny to the most negative finite value),
  /// NaN and both infinities. A layout must give each a defined result, usually that of 0.
  public static let invalidLengths: [CGFloat] = [
    -1e-9, -1, -1e12, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity,
  ]

  /// The three values that are not finite: NaN, `+infinity` and `-infinity`.
  public static let nonFiniteValues: [CGFloat] = [.nan, .infinity, -.infinity]

  /// Every length of the ladder: ``validLengths`` followed by ``invalidLengths``.
  public static let lengths: [CGFloat] = validLengths + invalidLengths

  /// Sizes built from the length ladder: each length as both dimensions, and each invalid length
  /// paired with an ordinary one in either dimension.
  public static let sizes: [CGSize] =
    lengths.map { CGSize(width: $0, height: $0) }
    + invalidLengths.flatMap { [CGSize(width: $0, height: 17), CGSize(width: 17, height: $0)] }

  // MARK: Proposals

  /// Proposals that ask for the ideal size: none, `+infinity`, and NaN (taken as none).
  public static let idealProposals: [CGFloat?] = [nil, .infinity, .nan]

  /// Proposals of no room: zero and negative ones, which count as zero.
  public static let nonPositiveProposals: [CGFloat?] = [0, -1e-9, -50, -.infinity]

  /// Positive finite proposals, from tiny to a hundred thousand points.
  ///
  /// The largest stays well below ``hugeLengths``: a thousand items sharing a million points
  /// accumulate rounding errors near 1e-8 pt, which tight edge checks would report.
  public static let finiteProposals: [CGFloat?] = [1e-9, 1, 44, 250, 320, 100_000]

  /// Every proposal of the ladder: ideal, non-positive and positive finite ones.
  public static let proposals: [CGFloat?] = idealProposals + nonPositiveProposals + finiteProposals

  // MARK: Label sizes

  /// A named array of label sizes, to feed a parameterised test with a readable name.
  public struct LabelSizes: Sendable, CustomStringConvertible {
    /// What the array shows, such as `"uneven"`.
    public let name: String
    /// The label sizes, in order.
    public let sizes: [CGSize]

    /// Names an array of label sizes.
    ///
    /// - Parameters:
    ///   - name: What the array shows.
    ///   - sizes: The label sizes.
    public init(_ name: String, _ sizes: [CGSize]) {
      self.name = name
      self.sizes = sizes
    }

    /// The name and the number of labels.
    public var description: String { "\(name) (\(sizes.count))" }
  }

  /// Label-size arrays: empty, one, equal, uneven, very long, and with NaN or infinite entries.
  ///
  /// - Parameter height: The height of the ordinary labels; one line of the label font.
  /// - Returns: The arrays, each named.
  public static func labelSizeArrays(height: CGFloat = 17) -> [LabelSizes] {
    let uneven = labelSizes(count: 5, height: height)
    func size(_ width: CGFloat) -> CGSize { CGSize(width: width, height: height) }
    return [
      LabelSizes("empty", []),
      LabelSizes("one", [size(30)]),
      LabelSizes("equal", Array(repeating: size(40), count: 4)),
      LabelSizes("uneven", uneven),
      LabelSizes("random", randomLabelSizes(count: 7, height: height, seed: 17)),
      LabelSizes("very long", [size(24), size(5_000), size(38)]),
      LabelSizes("huge", [size(1e12), size(.greatestFiniteMagnitude)]),
      LabelSizes("zero", Array(repeating: .zero, count: 3)),
      LabelSizes("NaN", [size(24), CGSize(width: CGFloat.nan, height: .nan), size(38)]),
      LabelSizes("infinite", [CGSize(width: CGFloat.infinity, height: .infinity), size(30)]),
      LabelSizes("negative", [CGSize(width: -20, height: -height), size(30), size(-.infinity)]),
    ]
  }

  /// Ordinary labels of five different widths (20, 27, 34, 41 and 48), repeating.
  ///
  /// - Parameters:
  ///   - count: The number of labels.
  ///   - height: Every label's height.
  /// - Returns: `count` sizes; none when `count` is not positive.
  public static func labelSizes(count: Int, height: CGFloat = 17) -> [CGSize] {
    (0..<max(count, 0)).map { CGSize(width: CGFloat(20 + 7 * ($0 % 5)), height: height) }
  }

  /// Random label sizes from a generator, width then height for each label.
  ///
  /// - Parameters:
  ///   - count: The number of labels.
  ///   - widths: The range of the widths.
  ///   - heights: The range of the heights.
  ///   - random: The generator; it advances by two values per label.
  /// - Returns: `count` sizes; none when `count` is not positive.
  public static func randomLabelSizes(
    count: Int, widths: ClosedRange<CGFloat> = 0...200, heights: ClosedRange<CGFloat> = 5...40,
    using random: inout SeededRandom
  ) -> [CGSize] {
    (0..<max(count, 0)).map { _ in
      CGSize(width: random.cgFloat(in: widths), height: random.cgFloat(in: heights))
    }
  }

  /// Random label sizes of one height from a seed, for a fixed but unpatterned ladder.
  ///
  /// - Parameters:
  ///   - count: The number of labels.
  ///   - height: Every label's height.
  ///   - seed: The seed of the ``SeededRandom`` the widths come from.
  /// - Returns: `count` sizes with widths in `0...200`.
  public static func randomLabelSizes(count: Int, height: CGFloat, seed: UInt64) -> [CGSize] {
    var random = SeededRandom(seed: seed)
    return randomLabelSizes(count: count, heights: height...height, using: &random)
  }

  /// Random lengths from a seed, mixing ordinary values with every rung of ``lengths``.
  ///
  /// - Parameters:
  ///   - count: The number of lengths.
  ///   - seed: The seed of the ``SeededRandom`` they come from.
  /// - Returns: `count` values; about one in four is a rung of ``lengths``, the others are in
  ///   `0...1_000`.
  public static func randomLengths(count: Int, seed: UInt64) -> [CGFloat] {
    var random = SeededRandom(seed: seed)
    let rungs = lengths
    return (0..<max(count, 0)).map { _ in
      random.int(in: 0...3) == 0
        ? rungs[random.int(in: 0...(rungs.count - 1))] : random.cgFloat(in: 0...1_000)
    }
  }
}
