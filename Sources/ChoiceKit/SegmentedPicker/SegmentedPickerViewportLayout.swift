#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Sizes the scroll view a segmented picker's track sits in, as the core's
  /// `SegmentedPickerLayout.Viewport` says: the width its container proposes, or, asked for its ideal
  /// width, the segments' natural width, so a picker that once filled a wider container does not
  /// report that width to a `fixedSize()` or a `ViewThatFits` that measures it again.
  struct SegmentedPickerViewportLayout: Layout {
    var viewport: SegmentedPickerLayout.Viewport

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let scrollView = subviews.first else { return .zero }
      let width = viewport.width(forProposal: proposal.width)
      let size = scrollView.sizeThatFits(ProposedViewSize(width: width, height: proposal.height))
      return CGSize(width: width ?? size.width, height: size.height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews {
        subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }

  /// Clips the scroll view's content to the core's `contentClip`: the track's outline while the
  /// segments scroll, nothing while they fit, so a focused segment's lift is not cut.
  struct SegmentedPickerContentClip: ViewModifier {
    let shape: SegmentedPickerShape?

    func body(content: Content) -> some View {
      let clipped = content.clipShape(SegmentedPickerClipShape(shape: shape))
      // A scroll view clips to its bounds by itself; from these systems that can be turned off
      // while nothing scrolls.
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        clipped.scrollClipDisabled(shape == nil)
      } else {
        clipped
      }
    }
  }

  /// The core's clip path (`SegmentedPickerShape.clipPath(_:in:)`) as a SwiftUI shape.
  struct SegmentedPickerClipShape: Shape {
    let shape: SegmentedPickerShape?

    nonisolated func path(in rect: CGRect) -> Path {
      Path(SegmentedPickerShape.clipPath(shape, in: rect))
    }
  }
#endif
