#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if DEBUG
    /// The tutorial's tabs.
    private enum PreviewTab: String, CurvedTabItem, Identifiable {
      case home = "house.fill"
      case search = "magnifyingglass"
      case favorites = "heart.fill"
      case profile = "person.fill"

      var id: Self { self }

      var title: String {
        switch self {
        case .home: "Inicio"
        case .search: "Buscar"
        case .favorites: "Favoritos"
        case .profile: "Perfil"
        }
      }
    }

    /// A scrolling list per tab, so switching shows that each keeps its scroll position.
    private struct PreviewTabContent: View {
      let tab: PreviewTab

      var body: some View {
        NavigationStack {
          List(0..<40) { row in
            Text(verbatim: "\(tab.title) \(row + 1)")
          }
          .navigationTitle(Text(verbatim: tab.title))
        }
      }
    }

    /// A tab view of the first `count` tutorial tabs, with badges and the centre action.
    private struct PreviewTabView: View {
      let selection: Binding<PreviewTab>
      var count = 4
      var hasAction = true

      var body: some View {
        CurvedTabView(selection: selection) {
          ForEach(PreviewTab.allCases.prefix(count)) { tab in
            PreviewTabContent(tab: tab)
              .curvedTabItem(tab.title, systemImage: tab.systemImage, badge: badge(for: tab))
          }
        }
        .curvedTabAction(hasAction ? CurvedTabAction("New post", systemImage: "plus") {} : nil)
      }

      private func badge(for tab: PreviewTab) -> CurvedTabBarBadge? {
        switch tab {
        case .search: .count(3)
        case .favorites: .dot
        default: nil
        }
      }
    }

    struct CurvedTabViewPreviews: PreviewProvider {
      static var previews: some View {
        Group {
          PreviewState(PreviewTab.home) { PreviewTabView(selection: $0) }
            .previewDisplayName("Fixed notch, badges, action")

          PreviewState(PreviewTab.search) { PreviewTabView(selection: $0) }
            .curvedTabBarNotchMode(.travelling)
            .tint(.indigo)
            .previewDisplayName("Travelling notch, tint")

          PreviewState(PreviewTab.favorites) { PreviewTabView(selection: $0) }
            .environment(\.layoutDirection, .rightToLeft)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark, right to left")

          PreviewState(PreviewTab.home) { PreviewTabView(selection: $0) }
            .dynamicTypeSize(.accessibility3)
            .previewDisplayName("Accessibility text size")

          VStack(spacing: ChoiceSpacing.extraLarge) {
            PreviewState(PreviewTab.home) { PreviewTabView(selection: $0, count: 2) }
            PreviewState(PreviewTab.search) { PreviewTabView(selection: $0, count: 3) }
            PreviewState(PreviewTab.profile) { PreviewTabView(selection: $0, hasAction: false) }
          }
          .previewDisplayName("Two and three tabs, no action")

          PreviewState(PreviewTab.home) { selection in
            VStack {
              Spacer()
              CurvedTabBar(selectedTab: selection) {}
            }
          }
          .curvedTabBarTokens(.tutorial)
          .environment(\.locale, Locale(identifier: "es"))
          .previewDisplayName("The tutorial's bar alone, its exact notch, Spanish VoiceOver")
        }
      }
    }
  #endif
#endif
