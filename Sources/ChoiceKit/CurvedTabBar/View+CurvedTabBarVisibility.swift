#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The bar visibility requests of a tab's content, from the outermost view to the innermost.
  struct CurvedTabBarVisibilityKey: PreferenceKey {
    static var defaultValue: [CurvedTabBarVisibility] { [] }

    static func reduce(value: inout [CurvedTabBarVisibility], nextValue: () -> [CurvedTabBarVisibility]) {
      value += nextValue()
    }
  }

  extension View {
    /// Shows or hides the bar of the ``CurvedTabView`` this view is in: the counterpart of
    /// `.toolbar(.hidden, for: .tabBar)`, which a curved tab view does not read.
    ///
    /// ```swift
    /// NavigationStack {
    ///   Inbox()
    ///     .navigationDestination(for: Message.self) { message in
    ///       MessageView(message).curvedTabBarVisibility(.hidden)
    ///     }
    /// }
    /// ```
    ///
    /// The innermost request that is not `.automatic` wins, so a pushed screen hides the bar and
    /// the screen under it shows it again when the pushed one is popped. A hidden bar gives its
    /// room back to the content. Only the selected tab's requests count. On Apple TV and Vision
    /// Pro, and in iPadOS 18's adaptable form (`CurvedTabViewStyle.sidebarAdaptable`), where
    /// the bar is the system's, the request is passed on to it as `.toolbar(_:for: .tabBar)`. The
    /// Mac's sidebar and the watch's pages have no bar to hide and ignore the request.
    ///
    /// - Parameter visibility: `.hidden`, `.visible`, or `.automatic` (no preference).
    /// - Returns: A view that asks for the bar's visibility.
    nonisolated public func curvedTabBarVisibility(_ visibility: CurvedTabBarVisibility) -> some View {
      transformPreference(CurvedTabBarVisibilityKey.self) { $0.insert(visibility, at: 0) }
        .modifier(CurvedTabSystemBarVisibility(visibility: visibility))
    }
  }

  /// Passes a bar visibility request on to the system tab view whose bar it is: on Apple TV and
  /// Vision Pro, and in iPadOS 18's adaptable form (`CurvedTabSystemBarForm`); elsewhere the
  /// curved bar reads the request, and the system bar the curved bar replaces stays hidden.
  struct CurvedTabSystemBarVisibility: ViewModifier {
    let visibility: CurvedTabBarVisibility
    #if os(iOS)
      @Environment(\.isCurvedTabSystemBarForm) private var isSystemBarForm
    #endif

    nonisolated init(visibility: CurvedTabBarVisibility) {
      self.visibility = visibility
    }

    func body(content: Content) -> some View {
      #if os(tvOS) || os(visionOS)
        if #available(tvOS 18.0, visionOS 2.0, *) {
          content.toolbarVisibility(visibility.system, for: .tabBar)
        } else {
          content.toolbar(visibility.system, for: .tabBar)
        }
      #elseif os(iOS)
        if isSystemBarForm {
          if #available(iOS 18.0, *) {
            content.toolbarVisibility(visibility.system, for: .tabBar)
          } else {
            content
          }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  extension CurvedTabBarVisibility {
    /// The request as SwiftUI's toolbar visibility.
    var system: Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }

  #if os(iOS)
    private struct CurvedTabSystemBarFormKey: EnvironmentKey {
      static let defaultValue = false
    }

    extension EnvironmentValues {
      /// Whether the tab view shows its tabs in the system's own bar (iPadOS 18's adaptable
      /// form), so visibility requests go to that bar.
      var isCurvedTabSystemBarForm: Bool {
        get { self[CurvedTabSystemBarFormKey.self] }
        set { self[CurvedTabSystemBarFormKey.self] = newValue }
      }
    }
  #endif
#endif
