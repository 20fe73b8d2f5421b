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
      _VariadicView.Tree(RadialLayoutRoot(layout: self)) { content() }
    }
  }

  /// Receives the views given to ``RadialLayout`` as separate children.
  private struct RadialLayoutRoot: _VariadicView_UnaryViewRoot {
    let layout: RadialLayout

    nonisolated init(layout: RadialLayout) {
      self.layout = layout
    }

    func body(children: _VariadicView.Children) -> some View {
      RadialLayoutContainer(layout: layout, children: children)
    }
  }

  /// Reads the environment's direction for ``RadialLayout`` and runs the layout left to right.
  struct RadialLayoutContainer: View {
    let layout: RadialLayout
    let children: _VariadicView.Children
    @EnvironmentTraits private var traits

    var body: some View {
      var layout = layout
      layout.isRightToLeft = traits.isRightToLeft
      let direction = traits.layoutDirection
      return arranged(by: layout) {
        ForEach(children) { child in
          child.environment(\.layoutDirection, direction)
        }
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
