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
public struct SegmentedPickerMetrics: ChoiceConfigurable {
  /// The space between the track's edge and the segments, on all four sides.
  @Clamped(.length) public var containerInset: CGFloat = 4
  /// The padding around each label inside its segment.
  public var labelPadding: ChoiceSpacing.Insets = .init(vertical: 10, horizontal: 16)
  /// The gap between neighbouring segments.
  @Clamped(.length) public var segmentSpacing: CGFloat = 0
  /// The narrowest a segment may be, padding included.
  @Clamped(.length) public var minimumSegmentWidth: CGFloat = 0
  /// How wide the fade is at an edge of scrolling segments where more of them lie beyond it
  /// (see ``SegmentedPickerEdgeFade``); 0 shows no fade.
  @Clamped(.length) public var edgeFadeWidth: CGFloat = 24

  /// Creates the ``standard`` values: change them in place, or start from any value with
  /// `init(_:)`'s closure.
  public init() {}

  /// The tutorial's look: a 4 pt inset, 10 pt vertical and 16 pt horizontal label padding,
  /// segments touching each other, and a 24 pt fade at an edge with more segments beyond it.
  public static let standard = SegmentedPickerMetrics()

  /// The watch's scrolling pills: a 4 pt inset, 8 pt vertical and 12 pt horizontal label padding,
  /// 8 pt between pills, and a 16 pt edge fade.
  public static let watchPills = SegmentedPickerMetrics {
    $0.containerInset = 4
    $0.labelPadding = .init(vertical: 8, horizontal: 12)
    $0.segmentSpacing = 8
    $0.edgeFadeWidth = 16
  }

  /// The Mac's segmented control: a 2 pt inset, 2.5 pt vertical and 12 pt horizontal label
  /// padding, segments touching each other, and a 16 pt edge fade.
  public static let mac = SegmentedPickerMetrics {
    $0.containerInset = 2
    $0.labelPadding = .init(vertical: 2.5, horizontal: 12)
    $0.segmentSpacing = 0
    $0.edgeFadeWidth = 16
  }
}
