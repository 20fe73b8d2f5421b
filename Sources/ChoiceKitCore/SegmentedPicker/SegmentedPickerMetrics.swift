import Foundation

/// The distances of a segmented picker: the track's inset, the label padding, the gap between
/// segments and a minimum segment width.
///
/// Every length is kept finite and non-negative: a negative, NaN or infinite value, given to the
/// initialiser or assigned later, becomes 0.
///
/// ```swift
/// var metrics = SegmentedPickerMetrics.standard
/// metrics.segmentSpacing = 2
/// let layout = SegmentedPickerLayout(labelSizes: sizes, lineHeight: 17, proposedWidth: 320, metrics: metrics)
/// ```
public struct SegmentedPickerMetrics: Sendable, Hashable {
  /// The space between the track's edge and the segments, on all four sides.
  @Clamped(.length) public var containerInset: CGFloat = 0
  /// The padding around each label inside its segment.
  public var labelPadding: ChoiceSpacing.Insets
  /// The gap between neighbouring segments.
  @Clamped(.length) public var segmentSpacing: CGFloat = 0
  /// The narrowest a segment may be, padding included.
  @Clamped(.length) public var minimumSegmentWidth: CGFloat = 0

  /// Creates metrics; the defaults are the tutorial's look.
  ///
  /// - Parameters:
  ///   - containerInset: The space between the track's edge and the segments.
  ///   - labelPadding: The padding around each label.
  ///   - segmentSpacing: The gap between neighbouring segments.
  ///   - minimumSegmentWidth: The narrowest a segment may be, padding included.
  public init(
    containerInset: CGFloat = 4,
    labelPadding: ChoiceSpacing.Insets = .init(vertical: 10, horizontal: 16),
    segmentSpacing: CGFloat = 0,
    minimumSegmentWidth: CGFloat = 0
  ) {
    self.containerInset = containerInset
    self.labelPadding = labelPadding
    self.segmentSpacing = segmentSpacing
    self.minimumSegmentWidth = minimumSegmentWidth
  }

  /// The tutorial's look: a 4 pt inset, 10 pt vertical and 16 pt horizontal label padding, and
  /// segments touching each other.
  public static let standard = SegmentedPickerMetrics()

  /// The watch's scrolling pills: a 4 pt inset, 8 pt vertical and 12 pt horizontal label padding,
  /// and 8 pt between pills.
  public static let watchPills = SegmentedPickerMetrics(
    containerInset: 4,
    labelPadding: .init(vertical: 8, horizontal: 12),
    segmentSpacing: 8)
}
