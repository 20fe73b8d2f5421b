#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Draws one part of a built-in style (a track or an indicator) as the core's
  /// `SegmentedPickerPaint` describes it, the same shapes the previews draw.
  struct SegmentedPickerPaintView: View {
    let paint: SegmentedPickerPaint?
    let fill: AnyShapeStyle
    let strokeWidth: CGFloat

    var body: some View {
      switch paint {
      case .fill(let shape):
        shapeView(shape).fill(fill)
      case .outline(let shape):
        shapeView(shape).strokeBorder(fill, lineWidth: strokeWidth)
      case .underline:
        Capsule()
          .fill(fill)
          .frame(height: strokeWidth)
          .frame(maxHeight: .infinity, alignment: .bottom)
      case nil:
        EmptyView()
      }
    }

    /// The shape as an insettable SwiftUI shape, so outlines stroke inside the frame.
    private func shapeView(_ shape: SegmentedPickerShape) -> SegmentedPickerInsettableShape {
      SegmentedPickerInsettableShape(shape: shape)
    }
  }

  /// A core `SegmentedPickerShape` as an insettable SwiftUI shape.
  struct SegmentedPickerInsettableShape: InsettableShape {
    let shape: SegmentedPickerShape
    var inset: CGFloat = 0

    nonisolated func path(in rect: CGRect) -> Path {
      Path(shape.path(in: rect.insetBy(dx: inset, dy: inset)))
    }

    nonisolated func inset(by amount: CGFloat) -> SegmentedPickerInsettableShape {
      SegmentedPickerInsettableShape(shape: shape, inset: inset + amount)
    }
  }
#endif
