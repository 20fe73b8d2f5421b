import ChoiceKitCore
import Foundation

/// The gallery pages of the foundation: springs, paths, icons and text measurement, in one
/// section beside the controls' so the page's contents list one entry per control.
package enum FoundationPages: GalleryPages {
  package static let title = "Foundations"
  /// The section's anchor.
  package static let anchor = "foundations"
  package static let summary =
    "What every control stands on. Springs: every preset, solved in closed form, value over "
    + "time with the settling time (|x − 1| < 0.001 from then on) marked, and the same spring "
    + "moving a dot. Paths: capsule, rounded rectangle, arcs and a notch built from cubics, with "
    + "control points and tight bounds. Icons: the vector stand-ins for the SF Symbols the examples "
    + "use, and the placeholder an unknown name draws. Text: measured with the advance widths of "
    + "DejaVu Sans, the face the pictures name first, so labels laid out by the core fit what is drawn; "
    + "viewers without it draw their system's narrower interface font."

  package static func entries() -> [Gallery.Entry] {
    SpringPages.entries() + PathPages.entries() + [IconPages.sheet(), TextPages.entry()]
  }
}
