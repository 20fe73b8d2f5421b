#if canImport(SwiftUI)
  import SwiftUI

  /// The drag that scrubs the indicator across the track, reported in the track's own
  /// coordinates, which are the core layout's content coordinates.
  ///
  /// The gesture stays attached when inactive (masked to the subviews' gestures) so turning it
  /// on or off never rebuilds the track. tvOS has no drag gesture.
  struct SegmentedScrubbing: ViewModifier {
    let isActive: Bool
    let changed: (CGPoint) -> Void
    let ended: (CGPoint) -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        content.simultaneousGesture(
          DragGesture()
            .onChanged { value in changed(value.location) }
            .onEnded { value in ended(value.location) },
          including: isActive ? .all : .subviews)
      #endif
    }
  }
#endif
