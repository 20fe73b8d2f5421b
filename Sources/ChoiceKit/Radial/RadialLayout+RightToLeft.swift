#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension RadialLayout {
    /// Places views on the layout's arc, mirrored by the core in a right-to-left environment.
    ///
    /// ```swift
    /// RadialLayout(arc: .leadingHalf) {
    ///   ForEach(actions) { action in ActionButton(action) }
    /// }
    /// ```
    ///
    /// The core decides every frame, the mirroring included: the views are placed in a
    /// left-to-right space, so SwiftUI does not mirror them a second time, while each view keeps
    /// the environment's layout direction for its own content.
    ///
    /// - Parameter content: The views to arrange, in order along the arc.
    /// - Returns: The arranged views.
    nonisolated public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
      -> some View
    {
      RadialLayoutSubviews(layout: self, content: content())
    }
  }

  /// Takes the views given to ``RadialLayout`` apart into separate subviews, each keeping the
  /// environment's layout direction: from iOS 18 (macOS 15, watchOS 11, tvOS 18, visionOS 2)
  /// with SwiftUI's `ForEach(subviews:content:)`, before with `_VariadicView`, the only way
  /// those systems offer. The type stays nonisolated (its `View` conformance is declared apart),
  /// so the nonisolated `callAsFunction` can build it.
  struct RadialLayoutSubviews<Content: View> {
    let layout: RadialLayout
    let content: Content
  }

  extension RadialLayoutSubviews: View {
    var body: some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        RadialLayoutContainer(layout: layout) { direction in
          ForEach(subviews: content) { subview in
            subview.environment(\.layoutDirection, direction)
          }
        }
      } else {
        _VariadicView.Tree(RadialLayoutRoot(layout: layout)) { content }
      }
    }
  }

  /// Receives the views given to ``RadialLayout`` as separate children, before iOS 18.
  private struct RadialLayoutRoot: _VariadicView_UnaryViewRoot {
    let layout: RadialLayout

    nonisolated init(layout: RadialLayout) {
      self.layout = layout
    }

    func body(children: _VariadicView.Children) -> some View {
      RadialLayoutContainer(layout: layout) { direction in
        ForEach(children) { child in
          child.environment(\.layoutDirection, direction)
        }
      }
    }
  }

  /// Reads the environment's direction for ``RadialLayout`` and runs the layout left to right,
  /// over the subviews, each given the environment's direction for its own content.
  struct RadialLayoutContainer<Subviews: View>: View {
    let layout: RadialLayout
    let subviews: (LayoutDirection) -> Subviews
    @EnvironmentTraits private var traits

    var body: some View {
      var layout = layout
      layout.isRightToLeft = traits.isRightToLeft
      let direction = traits.layoutDirection
      return arranged(by: layout) {
        subviews(direction)
      }
      // The core mirrors the frames for right-to-left; SwiftUI must not mirror them again.
      .environment(\.layoutDirection, .leftToRight)
    }

    /// The layout's own `Layout.callAsFunction`, which the extension above hides on the type.
    private func arranged<L: Layout, V: View>(by layout: L, @ViewBuilder _ content: () -> V) -> some View {
      layout(content)
    }
  }
#endif
