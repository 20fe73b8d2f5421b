import Foundation
import Testing

/// Checks for the properties every control's layout must keep, whatever its input.
///
/// Each check records one Swift Testing issue at `sourceLocation` when the property fails, naming
/// the first few offending frames, and returns whether it held, so a test can stop early. They
/// work on plain `CGRect`s and `CGSize`s, so any control's core layout can use them.
///
/// ```swift
/// let layout = SegmentedPickerLayout(labelSizes: sizes, lineHeight: 17, proposedWidth: proposal)
/// LayoutContract.expectWellFormed(
///   layout.segmentFrames, in: layout.contentBounds, isRightToLeft: layout.isRightToLeft)
/// LayoutContract.expectFits(layout.size.width, proposal: proposal, ideal: layout.contentWidth)
/// ```
///
/// A tolerance is an absolute distance in points; a negative or NaN tolerance counts as 0.
public enum LayoutContract {
  /// How many offenders a failure message lists before it stops.
  static let listedOffenders = 5

  // MARK: Numbers

  /// Expects every coordinate and dimension of every frame to be finite.
  ///
  /// - Parameters:
  ///   - frames: The frames to check.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether every number is finite.
  @discardableResult
  public static func expectFinite(
    _ frames: [CGRect], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let offenders = frames.indices.filter { index in
      let frame = frames[index]
      return ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
    }
    return expect(
      offenders, of: frames.count, "frames are not finite", comment, sourceLocation
    ) { "#\($0) \(describe(frames[$0]))" }
  }

  /// Expects both dimensions of a size to be finite.
  ///
  /// - Parameters:
  ///   - size: The size to check.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether both dimensions are finite.
  @discardableResult
  public static func expectFinite(
    _ size: CGSize, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let holds = size.width.isFinite && size.height.isFinite
    return expect(holds ? [] : [0], of: 1, "size is not finite", comment, sourceLocation) { _ in
      describe(size)
    }
  }

  /// Expects every number to be finite.
  ///
  /// - Parameters:
  ///   - values: The numbers to check, such as offsets or positions.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether every number is finite.
  @discardableResult
  public static func expectFinite(
    _ values: [CGFloat], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let offenders = values.indices.filter { !values[$0].isFinite }
    return expect(offenders, of: values.count, "values are not finite", comment, sourceLocation) {
      "#\($0) \(values[$0])"
    }
  }

  // MARK: Sizes

  /// Expects both dimensions of a size to be zero or more (NaN fails).
  ///
  /// - Parameters:
  ///   - size: The size to check.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether both dimensions are non-negative.
  @discardableResult
  public static func expectNonNegative(
    _ size: CGSize, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let holds = size.width >= 0 && size.height >= 0
    return expect(holds ? [] : [0], of: 1, "size is negative or NaN", comment, sourceLocation) { _ in
      describe(size)
    }
  }

  /// Expects every frame's stored width and height to be zero or more (NaN fails).
  ///
  /// - Parameters:
  ///   - frames: The frames to check.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether every frame's size is non-negative.
  @discardableResult
  public static func expectNonNegative(
    _ frames: [CGRect], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let offenders = frames.indices.filter { !(frames[$0].size.width >= 0 && frames[$0].size.height >= 0) }
    return expect(
      offenders, of: frames.count, "frames have a negative or NaN size", comment, sourceLocation
    ) { "#\($0) \(describe(frames[$0]))" }
  }

  /// Expects a reported length to fit a proposal, or to equal the ideal length when the proposal
  /// asks for it.
  ///
  /// A proposal of `nil`, NaN or `+infinity` asks for the ideal length (see
  /// ``asksForIdealSize(_:)``); any other proposal, negative ones counting as 0, must be fitted:
  /// the length is at most the proposal.
  ///
  /// - Parameters:
  ///   - length: The length the layout reported, such as its width.
  ///   - proposal: The length proposed to it.
  ///   - ideal: The length it reports when asked for its ideal size.
  ///   - tolerance: How far the length may be from the bound.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether the length fits.
  @discardableResult
  public static func expectFits(
    _ length: CGFloat, proposal: CGFloat?, ideal: CGFloat, tolerance: CGFloat = 0,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let tolerance = sanitized(tolerance)
    let detail: String
    if let proposal, !asksForIdealSize(proposal) {
      let room = max(proposal, 0)
      if length <= room + tolerance { return true }
      detail = "length \(length) exceeds the proposal \(proposal)"
    } else {
      if isClose(length, ideal, tolerance) { return true }
      detail = "length \(length) is not the ideal \(ideal) for the proposal \(String(describing: proposal))"
    }
    return expect([0], of: 1, "reported size does not fit", comment, sourceLocation) { _ in detail }
  }

  /// Expects a reported size to fit a proposal, or to equal the ideal size, in each dimension.
  ///
  /// - Parameters:
  ///   - size: The size the layout reported.
  ///   - proposedWidth: The width proposed; `nil`, NaN or `+infinity` asks for the ideal width.
  ///   - proposedHeight: The height proposed, read the same way.
  ///   - ideal: The size the layout reports when asked for its ideal size.
  ///   - tolerance: How far each dimension may be from its bound.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether both dimensions fit.
  @discardableResult
  public static func expectFits(
    _ size: CGSize, proposedWidth: CGFloat?, proposedHeight: CGFloat?, ideal: CGSize,
    tolerance: CGFloat = 0, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let width = expectFits(
      size.width, proposal: proposedWidth, ideal: ideal.width, tolerance: tolerance, comment,
      sourceLocation: sourceLocation)
    let height = expectFits(
      size.height, proposal: proposedHeight, ideal: ideal.height, tolerance: tolerance, comment,
      sourceLocation: sourceLocation)
    return width && height
  }

  /// Whether a proposed length asks for the ideal length: `nil`, NaN and `+infinity` do, as
  /// SwiftUI's `ProposedViewSize` and the core layouts read them.
  ///
  /// - Parameter proposal: A proposed length.
  /// - Returns: `true` for `nil`, NaN and `+infinity`.
  public static func asksForIdealSize(_ proposal: CGFloat?) -> Bool {
    guard let proposal else { return true }
    return proposal.isNaN || proposal == .infinity
  }

  // MARK: Frames

  /// Expects every frame to lie inside a bounding rectangle.
  ///
  /// - Parameters:
  ///   - frames: The frames to check.
  ///   - bounds: The rectangle they must stay in, such as the content bounds less the insets.
  ///   - tolerance: How far a frame's edge may stick out.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether every frame is inside.
  @discardableResult
  public static func expectContained(
    _ frames: [CGRect], in bounds: CGRect, tolerance: CGFloat = 0, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let tolerance = sanitized(tolerance)
    let offenders = frames.indices.filter { index in
      let frame = frames[index]
      let inside =
        frame.minX >= bounds.minX - tolerance && frame.maxX <= bounds.maxX + tolerance
        && frame.minY >= bounds.minY - tolerance && frame.maxY <= bounds.maxY + tolerance
      return !inside
    }
    return expect(
      offenders, of: frames.count, "frames are outside \(describe(bounds))", comment, sourceLocation
    ) { "#\($0) \(describe(frames[$0]))" }
  }

  /// Expects no two frames to overlap.
  ///
  /// Two frames overlap when their intersection is wider and taller than the tolerance: frames
  /// that share an edge, and empty frames, overlap nothing. Frames with a NaN edge are skipped:
  /// the finiteness check reports them. The check sorts the frames, so a thousand frames cost
  /// little.
  ///
  /// - Parameters:
  ///   - frames: The frames to check, in any order.
  ///   - tolerance: How much two frames may overlap in each direction.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether no two frames overlap.
  @discardableResult
  public static func expectNonOverlapping(
    _ frames: [CGRect], tolerance: CGFloat = 0, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let tolerance = sanitized(tolerance)
    let order = frames.indices
      .filter {
        ![frames[$0].minX, frames[$0].maxX, frames[$0].minY, frames[$0].maxY].contains(where: \.isNaN)
      }
      .sorted { frames[$0].minX < frames[$1].minX }
    var pairs: [(Int, Int)] = []
    search: for (position, first) in order.enumerated() {
      let a = frames[first]
      // Sorted by minX: once a frame starts past `a`'s end, no later one can overlap `a`.
      for second in order[(position + 1)...] {
        let b = frames[second]
        guard b.minX < a.maxX - tolerance else { break }
        let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        if overlapX > tolerance && overlapY > tolerance {
          pairs.append((min(first, second), max(first, second)))
          if pairs.count == listedOffenders { break search }
        }
      }
    }
    guard !pairs.isEmpty else { return true }
    let listed = pairs.map { "#\($0.0) \(describe(frames[$0.0])) and #\($0.1) \(describe(frames[$0.1]))" }
    let more = pairs.count == listedOffenders ? " (maybe more)" : ""
    record("frames overlap: \(listed.joined(separator: "; "))\(more)", comment, sourceLocation)
    return false
  }

  /// Expects frames to follow each other in reading order along one row: each frame starts at or
  /// after the end of the one before it, to the right in left-to-right layouts and to the left in
  /// right-to-left ones.
  ///
  /// This also rules out overlap between neighbours along the row. For a layout of several rows,
  /// check each row.
  ///
  /// - Parameters:
  ///   - frames: The frames in their logical order (first item first).
  ///   - isRightToLeft: Whether the first frame should be at the right.
  ///   - tolerance: How far a frame may reach back over the one before it.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether the frames are in reading order.
  @discardableResult
  public static func expectReadingOrder(
    _ frames: [CGRect], isRightToLeft: Bool, tolerance: CGFloat = 0, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let tolerance = sanitized(tolerance)
    let offenders = frames.indices.dropFirst().filter { index in
      let (previous, frame) = (frames[index - 1], frames[index])
      return isRightToLeft
        ? !(frame.maxX <= previous.minX + tolerance) : !(frame.minX >= previous.maxX - tolerance)
    }
    let direction = isRightToLeft ? "right to left" : "left to right"
    return expect(
      offenders, of: max(frames.count - 1, 0), "neighbours are not in order \(direction)", comment,
      sourceLocation
    ) { "#\($0 - 1) \(describe(frames[$0 - 1])) then #\($0) \(describe(frames[$0]))" }
  }

  /// Expects right-to-left frames to be the mirror image of left-to-right ones about a width:
  /// the same number of frames, each with `minX == width - original.maxX` and the same size and
  /// vertical position as its original.
  ///
  /// - Parameters:
  ///   - rightToLeft: The frames laid out right to left, in logical order.
  ///   - leftToRight: The same items laid out left to right, in logical order.
  ///   - width: The width mirrored about, such as the content width.
  ///   - tolerance: How far each number may be from its mirror; 0 asks for exact equality.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether every frame is its original's mirror image.
  @discardableResult
  public static func expectMirrored(
    _ rightToLeft: [CGRect], of leftToRight: [CGRect], aboutWidth width: CGFloat,
    tolerance: CGFloat = 0, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard rightToLeft.count == leftToRight.count else {
      record(
        "\(rightToLeft.count) right-to-left frames mirror \(leftToRight.count) left-to-right ones",
        comment, sourceLocation)
      return false
    }
    let tolerance = sanitized(tolerance)
    let offenders = rightToLeft.indices.filter { index in
      let (mirrored, original) = (rightToLeft[index], leftToRight[index])
      return
        !(isClose(mirrored.minX, width - original.maxX, tolerance)
        && isClose(mirrored.width, original.width, tolerance)
        && isClose(mirrored.minY, original.minY, tolerance)
        && isClose(mirrored.height, original.height, tolerance))
    }
    return expect(
      offenders, of: rightToLeft.count, "frames are not mirrored about width \(width)", comment,
      sourceLocation
    ) { "#\($0) \(describe(rightToLeft[$0])) mirrors \(describe(leftToRight[$0]))" }
  }

  /// Runs the checks every set of frames in one row must pass: finite, non-negative, inside the
  /// bounds, non-overlapping and in reading order.
  ///
  /// - Parameters:
  ///   - frames: The frames in their logical order.
  ///   - bounds: The rectangle they must stay in.
  ///   - isRightToLeft: Whether the first frame should be at the right.
  ///   - tolerance: The tolerance of the containment, overlap and order checks.
  ///   - comment: What is being checked, added to a failure.
  ///   - sourceLocation: Where a failure is reported; leave the default.
  /// - Returns: Whether every check held; each failing check records its own issue.
  @discardableResult
  public static func expectWellFormed(
    _ frames: [CGRect], in bounds: CGRect, isRightToLeft: Bool, tolerance: CGFloat = 0,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let results = [
      expectFinite(frames, comment, sourceLocation: sourceLocation),
      expectNonNegative(frames, comment, sourceLocation: sourceLocation),
      expectContained(frames, in: bounds, tolerance: tolerance, comment, sourceLocation: sourceLocation),
      expectNonOverlapping(frames, tolerance: tolerance, comment, sourceLocation: sourceLocation),
      expectReadingOrder(
        frames, isRightToLeft: isRightToLeft, tolerance: tolerance, comment, sourceLocation: sourceLocation),
    ]
    return !results.contains(false)
  }

  // MARK: Reporting

  /// Records one issue listing the first offenders, unless there are none.
  private static func expect(
    _ offenders: [Int], of total: Int, _ failure: String, _ comment: Comment?,
    _ sourceLocation: SourceLocation, describing describeOffender: (Int) -> String
  ) -> Bool {
    guard !offenders.isEmpty else { return true }
    let listed = offenders.prefix(listedOffenders).map(describeOffender).joined(separator: "; ")
    let more = offenders.count > listedOffenders ? "; …" : ""
    let count = total > 1 ? "\(offenders.count) of \(total) " : ""
    record("\(count)\(failure): \(listed)\(more)", comment, sourceLocation)
    return false
  }

  private static func record(_ detail: String, _ comment: Comment?, _ sourceLocation: SourceLocation) {
    let text = comment.map { "\(detail) — \($0.rawValue)" } ?? detail
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }

  private static func describe(_ rect: CGRect) -> String {
    "(x \(rect.origin.x), y \(rect.origin.y), w \(rect.size.width), h \(rect.size.height))"
  }

  private static func describe(_ size: CGSize) -> String {
    "\(size.width) × \(size.height)"
  }

  private static func sanitized(_ tolerance: CGFloat) -> CGFloat {
    tolerance > 0 ? tolerance : 0
  }

  /// Equal, or within the tolerance; equal infinities are close, NaN is close to nothing.
  private static func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
    a == b || abs(a - b) <= tolerance
  }
}
