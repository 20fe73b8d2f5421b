#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if DEBUG
    /// A numbered dot, so the order around the arc shows.
    private struct PreviewDot: View {
      let number: Int

      var body: some View {
        Text(verbatim: "\(number)")
          .font(.headline)
          .frame(width: 36, height: 36)
          .background(Circle().fill(.tint.opacity(0.2)))
      }
    }

    /// `count` dots in a radial layout inside a visible frame.
    private struct PreviewDots: View {
      let layout: RadialLayout
      let count: Int

      var body: some View {
        layout {
          ForEach(1...max(count, 1), id: \.self) { PreviewDot(number: $0) }
        }
        .frame(width: 220, height: 220)
        .border(.quaternary)
      }
    }

    /// The tutorial's buttons.
    private struct PreviewMenuButton: View {
      let title: String
      let icon: String

      var body: some View {
        Label(title, systemImage: icon)
          .padding()
          .overlay(RoundedRectangle(cornerRadius: 8).stroke(.primary))
      }
    }

    /// Switches between two arcs with an animation, as the README's example does.
    private struct PreviewAnimatedArcs: View {
      @State private var isFull = true

      var body: some View {
        let layout = RadialLayout(arc: isFull ? .fullCircle : .trailingHalf, anchor: .center)
        VStack {
          PreviewDots(layout: layout, count: 5)
          Button("Switch arc") {
            withAnimation(.choiceSpring(.snappy)) { isFull.toggle() }
          }
        }
      }
    }

    struct RadialLayoutPreviews: PreviewProvider {
      static var previews: some View {
        Group {
          RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
            PreviewMenuButton(title: "Crear", icon: "plus")
            PreviewMenuButton(title: "Buscar", icon: "magnifyingglass")
            PreviewMenuButton(title: "Borrar", icon: "trash")
          }
          .frame(width: 300, height: 300)
          .border(.quaternary)
          .previewDisplayName("The tutorial's call site, leading half")

          VStack {
            ForEach([1, 2, 3, 8], id: \.self) { count in
              PreviewDots(layout: RadialLayout(angleConfig: .fullCircle), count: count)
            }
          }
          .previewDisplayName("Full circle, 1, 2, 3 and 8 items never overlap")

          HStack {
            PreviewDots(layout: RadialLayout(arc: .leadingHalf), count: 4)
            PreviewDots(layout: RadialLayout(arc: .trailingHalf), count: 4)
          }
          .environment(\.layoutDirection, .rightToLeft)
          .previewDisplayName("Halves, right to left")

          VStack {
            PreviewDots(layout: RadialLayout(startDegrees: 0, sweepDegrees: 90), count: 4)
            PreviewDots(
              layout: RadialLayout(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise),
              count: 5)
            PreviewDots(layout: RadialLayout(arc: .fullCircle, radius: .fixed(60)), count: 6)
          }
          .previewDisplayName("Quarter arc, custom start, fixed radius")

          PreviewAnimatedArcs()
            .previewDisplayName("Animating between two arcs")
        }
      }
    }
  #endif
#endif
