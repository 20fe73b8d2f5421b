#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The name of a segmented picker's scroll view's coordinate space, in which the track's frame
  /// gives the scroll offset.
  struct SegmentedPickerViewportSpace: Hashable {}

  /// The mask of a segmented picker's scroll view: opaque, with a gradient to clear along each
  /// edge the core's `SegmentedPickerEdgeFade` fades, so segments fade out towards an edge where
  /// more of them lie, as the previews draw them.
  ///
  /// The mask reaches ``outset`` past the scroll view on every side where nothing fades, so
  /// segments that fit keep what they draw around themselves (a focused segment's lift); the
  /// fades themselves lie at the scroll view's edges.
  ///
  /// The fade's `left` and `right` come from the offset measured in the scroll view's own
  /// coordinate space, which SwiftUI runs from the leading edge; so the mask is laid out in the
  /// scroll view's direction too, and in a right-to-left layout `left` is the leading, right-hand
  /// edge, where that offset was measured from.
  struct SegmentedPickerEdgeFadeMask: View {
    let fade: SegmentedPickerEdgeFade

    /// How far the mask reaches past the scroll view where it does not fade.
    static let outset: CGFloat = 64

    var body: some View {
      HStack(spacing: 0) {
        Color.black
          .opacity(fade.left > 0 ? 0 : 1)
          .frame(width: Self.outset)
        LinearGradient(colors: [.clear, .black], startPoint: .leading, endPoint: .trailing)
          .frame(width: fade.left)
        Color.black
        LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
          .frame(width: fade.right)
        Color.black
          .opacity(fade.right > 0 ? 0 : 1)
          .frame(width: Self.outset)
      }
      .padding(-Self.outset)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }
#endif
