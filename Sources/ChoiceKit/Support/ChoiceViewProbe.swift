#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import SwiftUI
  import UIKit

  /// A control's handle on a plain UIKit view laid out behind it (`ChoiceViewProbe`), so it can
  /// ask UIKit where it is when it needs to: in which window, at which frame, inside which
  /// scroll view. Kept as a view's state; the view is held weakly.
  final class ChoiceViewReference {
    /// The view behind the control, once it is made.
    weak var view: UIView?

    /// An empty reference, made where a view's state is declared.
    nonisolated init() {}
  }

  /// A plain UIKit view laid out where it is placed (behind a control, with its frame), handed
  /// to a `ChoiceViewReference` when made and on every update. It draws nothing and takes no
  /// touches.
  struct ChoiceViewProbe: UIViewRepresentable {
    let reference: ChoiceViewReference

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.backgroundColor = .clear
      reference.view = view
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      reference.view = view
    }
  }
#endif
