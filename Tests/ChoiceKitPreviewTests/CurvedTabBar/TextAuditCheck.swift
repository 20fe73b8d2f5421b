import ChoiceKitPreview
import Foundation

/// Reads a text audit's findings for the tab bar's and the radial menu's properties.
enum TextAuditCheck {
  /// The audit's tolerance, in points.
  static let tolerance: CGFloat = 0.5

  /// Whether `outer`, widened by ``tolerance``, holds `inner`, compared side by side.
  ///
  /// Foundation's `CGRect.contains(_:)` on Linux compares the union of the two rectangles with
  /// the outer one, and a union a rounding step wider reads as not contained; the audit's
  /// containment findings are checked again here, side by side.
  static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }

  /// Whether a finding of the audit is a containment the side-by-side comparison finds holds.
  ///
  /// - Parameters:
  ///   - problem: The finding.
  ///   - canvas: The picture's size.
  static func isFalseAlarm(_ problem: TextAuditProblem, canvas: CGSize) -> Bool {
    switch problem {
    case .overlap: return false
    case .outsideCanvas(let mark):
      return mark.visibleBox.map { encloses(CGRect(origin: .zero, size: canvas), $0) } ?? true
    case .outsideContainer(let mark, let container):
      return mark.visibleBox.map { encloses(container, $0) } ?? true
    }
  }
}
