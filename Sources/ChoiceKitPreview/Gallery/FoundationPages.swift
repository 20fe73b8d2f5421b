import ChoiceKitCore
import Foundation

/// The gallery pages of the foundation: springs, paths, icons and text measurement.
enum FoundationPages: GalleryPages {
  static func sections() -> [Gallery.Section] {
    [
      Gallery.Section(
        title: "Springs", anchor: "springs",
        summary: "Every spring preset, solved in closed form: value over time with the settling time "
          + "(|x − 1| < 0.001 from then on) marked, and the same spring moving a dot.",
        entries: SpringPages.entries()),
      Gallery.Section(
        title: "Paths", anchor: "paths",
        summary: "Core paths: capsule, rounded rectangle, arcs and a notch built from cubics, with "
          + "control points and tight bounds.",
        entries: PathPages.entries()),
      Gallery.Section(
        title: "Icons", anchor: "icons",
        summary: "The vector stand-ins for the SF Symbols the examples use, and the placeholder an "
          + "unknown name draws.",
        entries: [IconPages.sheet()]),
      Gallery.Section(
        title: "Text", anchor: "text",
        summary: "Text is measured with the advance widths of DejaVu Sans, the face Linux viewers draw with, "
          + "so labels laid out by the core fit what is drawn.",
        entries: [TextPages.entry()]),
    ]
  }
}
