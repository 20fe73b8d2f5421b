#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI

  /// What a subview of ``SegmentedPickerTrackLayout`` is.
  enum SegmentedPickerTrackRole: Sendable, Hashable {
    /// A segment, in reading order; measured as a label, placed at its core frame.
    case segment
    /// A segment's own pill, in reading order, placed at its segment's frame under the indicator.
    case segmentFill
    /// A hidden line of the label font: its height is the height of an empty picker's labels.
    case lineHeightProbe
    /// A clear view as wide as the segments' natural width, which the control measures to learn
    /// whether they scroll (`SegmentedPickerLayout.Viewport`).
    case naturalWidthProbe
    /// The one selection indicator, placed at the core's frame for the indicator's position.
    case indicator
    /// A line between two neighbouring segments, in reading order, placed at the core's
    /// `separatorFrames`.
    case separator
  }

  struct SegmentedPickerTrackRoleKey: LayoutValueKey {
    static let defaultValue = SegmentedPickerTrackRole.segment
  }

  /// What a track leaves for its drag gesture when it places its subviews.
  struct SegmentedPickerTrackRecord {
    /// The layout the track was last placed with.
    var layout: SegmentedPickerLayout?
    /// The scroll offset last measured.
    var scrollOffset: CGFloat = 0
  }

  /// Keeps the last layout a track was placed with, for the drag gesture to hit-test against.
  ///
  /// The gesture needs the same `SegmentedPickerLayout` the track was drawn with; rather than
  /// measuring again, the layout leaves it here when it places the subviews. The box is
  /// `Sendable`, so a `Layout` (itself `Sendable` from the iOS 26 SDK on) can hold it.
  typealias SegmentedPickerLayoutRecorder = ChoiceLockedBox<SegmentedPickerTrackRecord>

  extension ChoiceLockedBox where Value == SegmentedPickerTrackRecord {
    /// A recorder that has seen no layout.
    convenience init() {
      self.init(SegmentedPickerTrackRecord())
    }

    /// The layout the track was last placed with.
    var layout: SegmentedPickerLayout? {
      get { withValue { $0.layout } }
      set { withValue { $0.layout = newValue } }
    }

    /// The scroll offset last measured, kept for recomputing the edge fades when the scroll
    /// view's width changes without the track moving.
    var scrollOffset: CGFloat {
      get { withValue { $0.scrollOffset } }
      set { withValue { $0.scrollOffset = newValue } }
    }
  }

  /// The track of a segmented picker: every number comes from the core `SegmentedPickerLayout`.
  ///
  /// Segments are measured at their ideal size (a label never wraps or truncates), the core
  /// turns the sizes, the width to fill, the metrics and the sizing mode into frames, and the
  /// subviews are placed at those frames; the one indicator is placed at the core's frame for
  /// its position, so a change of selection animates as a change of layout. The layout runs in a
  /// left-to-right environment and passes the real direction to the core, which mirrors the
  /// frames itself, so drawing, hit-testing and the drag's coordinates all agree in content
  /// coordinates.
  ///
  /// The track sits in a horizontal scroll view, which proposes no width: it fills `fillWidth`,
  /// the scroll view's measured width, and is as wide as its content, so segments that fit fill
  /// the scroll view and segments that do not scroll at their natural widths.
  struct SegmentedPickerTrackLayout: Layout {
    var metrics: SegmentedPickerMetrics
    var sizing: SegmentedPickerSizing
    var isRightToLeft: Bool
    /// The width the segments stretch to when they fit (`SegmentedPickerLayout.Viewport.fillWidth`);
    /// `nil` before the scroll view is measured. A finite proposal wins over it.
    var fillWidth: CGFloat?
    /// Where the indicator is: a segment index, or a fractional one while scrubbing; `nil` hides
    /// it.
    var indicatorPosition: Double?
    var recorder: SegmentedPickerLayoutRecorder?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let layout = layout(proposedWidth: proposal.width ?? fillWidth, subviews: subviews)
      return CGSize(width: layout.contentWidth, height: layout.size.height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let layout = layout(proposedWidth: bounds.width, subviews: subviews)
      recorder?.layout = layout
      var frames = layout.segmentFrames.makeIterator()
      var fills = layout.segmentFrames.makeIterator()
      var separators = layout.separatorFrames.makeIterator()
      for subview in subviews {
        switch subview[SegmentedPickerTrackRoleKey.self] {
        case .segment:
          subview.place(atCoreFrame: frames.next(), in: bounds)
        case .segmentFill:
          subview.place(atCoreFrame: fills.next(), in: bounds)
        case .separator:
          subview.place(atCoreFrame: separators.next(), in: bounds)
        case .indicator:
          // Narrowed to the scroll view's width, not the track's, so the indicator stays whole.
          let frame = indicatorPosition.flatMap {
            layout.indicatorFrame(at: $0, viewportWidth: fillWidth ?? layout.size.width)
          }
          subview.place(atCoreFrame: frame, in: bounds)
        case .lineHeightProbe:
          subview.place(at: bounds.origin, proposal: .unspecified)
        case .naturalWidthProbe:
          subview.place(at: bounds.origin, proposal: ProposedViewSize(width: layout.naturalWidth, height: 0))
        }
      }
    }

    /// The core layout for the subviews' ideal sizes and a proposed width.
    func layout(proposedWidth: CGFloat?, subviews: Subviews) -> SegmentedPickerLayout {
      var labelSizes: [CGSize] = []
      var lineHeight: CGFloat = 0
      for subview in subviews {
        switch subview[SegmentedPickerTrackRoleKey.self] {
        case .segment:
          labelSizes.append(subview.sizeThatFits(.unspecified))
        case .lineHeightProbe:
          lineHeight = subview.sizeThatFits(.unspecified).height
        case .segmentFill, .naturalWidthProbe, .indicator, .separator:
          break
        }
      }
      return SegmentedPickerLayout(
        labelSizes: labelSizes, lineHeight: lineHeight, proposedWidth: proposedWidth,
        metrics: metrics, sizing: sizing, isRightToLeft: isRightToLeft)
    }
  }
#endif
