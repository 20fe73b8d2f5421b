#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if DEBUG
    /// The tutorial's menu: three actions on the leading half, the label changing with the state.
    private struct PreviewTutorialMenu: View {
      let isExpanded: Binding<Bool>
      var arc = RadialArc.leadingHalf
      @State private var message = ""

      var body: some View {
        VStack {
          Text(verbatim: message).font(.caption)
          Spacer()
          RadialMenu(isExpanded: isExpanded, arc: arc) {
            RadialMenuItem("Crear", systemImage: "plus") { message = "Crear" }
            RadialMenuItem("Buscar", systemImage: "magnifyingglass") { message = "Buscar" }
            RadialMenuItem("Borrar", systemImage: "trash") { message = "Borrar" }
              .disabled(message == "Borrar")
          } label: {
            Text(isExpanded.wrappedValue ? "Cerrar" : "Abrir")
          }
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }

    /// A round symbol button fanning out symbols: a style of one's own.
    private struct PreviewSymbolStyle: RadialMenuStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label
          .font(.title2.bold())
          .foregroundStyle(.white)
          .frame(width: 56, height: 56)
          .background(Circle().fill(.tint))
          .rotationEffect(.degrees(configuration.isExpanded ? 45 : 0))
      }

      func makeItem(configuration: ItemConfiguration) -> some View {
        (configuration.icon ?? Image(systemName: "circle"))
          .font(.title3)
          .frame(width: 44, height: 44)
          .background(Circle().fill(.quaternary))
          .overlay(Circle().stroke(.tint, lineWidth: configuration.isHighlighted ? 2 : 0))
          .opacity(configuration.isEnabled ? 1 : 0.4)
      }
    }

    struct RadialMenuPreviews: PreviewProvider {
      static var previews: some View {
        Group {
          PreviewState(false) { PreviewTutorialMenu(isExpanded: $0) }
            .environment(\.locale, Locale(identifier: "es"))
            .previewDisplayName("The tutorial's menu, closed, Spanish VoiceOver")

          PreviewState(true) { PreviewTutorialMenu(isExpanded: $0, arc: .fullCircle) }
            .previewDisplayName("Open, full circle")

          PreviewState(true) { PreviewTutorialMenu(isExpanded: $0) }
            .environment(\.layoutDirection, .rightToLeft)
            .preferredColorScheme(.dark)
            .previewDisplayName("Open, dark, right to left")

          PreviewState(true) { PreviewTutorialMenu(isExpanded: $0, arc: .trailingHalf) }
            .dynamicTypeSize(.accessibility2)
            .previewDisplayName("Open, accessibility text size")

          PreviewState(false) { isExpanded in
            RadialMenu(isExpanded: isExpanded, arc: RadialArc(startDegrees: 270, sweepDegrees: 90)) {
              RadialMenuItem("Photo", systemImage: "camera") {}
              RadialMenuItem("Note", systemImage: "note.text") {}
              RadialMenuItem("Link", systemImage: "link") {}
              RadialMenuItem("File", systemImage: "doc") {}
            } label: {
              Image(systemName: "plus")
            }
            .radialMenuStyle(PreviewSymbolStyle())
            .radialMenuRadius(.fixed(110))
            .tint(.indigo)
            .padding(40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
          }
          .previewDisplayName("A style of one's own in a corner, quarter arc")

          PreviewState(true) { isExpanded in
            VStack {
              Spacer()
              RadialMenu("Add", isExpanded: isExpanded, path: .line(.up)) {
                RadialMenuItem("Photo", systemImage: "camera") {}
                RadialMenuItem("Note", systemImage: "note.text") {}
                RadialMenuItem("Delete all", systemImage: "trash", role: .destructive) {}
              }
              // Views after the menu: the open menu draws above them.
              Text(verbatim: "Content after the menu")
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(.yellow)
            }
            .padding(40)
          }
          .previewDisplayName("A straight line up, a destructive item, over later views")
        }
      }
    }
  #endif
#endif
