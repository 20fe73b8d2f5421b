#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import SwiftUI
  import UIKit

  /// A plain UIKit view laid out where it is placed (behind a control, with its frame), handed
  /// to `found` when made and on every update, so a control can ask UIKit where it is: in which
  /// window, at which frame, inside which scroll view. It draws nothing and takes no touches.
  struct ChoiceViewProbe: UIViewRepresentable {
    let found: @MainActor (UIView) -> Void

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.backgroundColor = .clear
      found(view)
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      found(view)
    }
  }
#endif
