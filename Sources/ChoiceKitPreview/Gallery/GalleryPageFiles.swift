import ChoiceKitCore
import Foundation

/// The gallery page's style sheet and scripts, kept as files in the preview's resources
/// (`Resources/gallery-*.css`, `.js`) and put inline into the page, so the page needs no other
/// file, no network and no library.
///
/// - `style`: the pictures scale down to the column (never up past their own size), the grid
///   drops to one column on a phone, and the page follows the reader's light or dark setting
///   with system fonts only.
/// - `errorLog` runs first and keeps every script error and failed picture, so the check
///   below can report them even when the filters' script is what failed.
/// - `filters` reveals the filters and shows or hides pictures by their `data-` attributes: a
///   picture stays shown when it has no value along a dimension, except the platform: a picture
///   that names no platform is hidden when one is chosen. The choices are kept in the page's
///   address (`?scheme=dark&idiom=watch`), read when it opens and written on every change where
///   the browser allows it, so a filtered view can be shared.
/// - `check` runs only when the page is opened with `?check`: after every picture loaded it
///   exercises each filter value, then reads every picture's SVG text (which needs a browser
///   that lets a page opened from a file read the files beside it), places it offscreen and
///   measures each line of text with the browser's fonts: a line reaching outside the picture's
///   canvas, or two lines drawn over one another, is reported. It writes a plain-text report into
///   `<pre id="gallery-check">` (pictures, broken ones, sections with their picture counts,
///   filter results, pictures shown under a platform they do not name, text outside its picture
///   or overlapping, script errors), which a headless browser's DOM dump carries out. It is a
///   separate script so a failure in the filters cannot stop it.
///
/// A file that cannot be read (a `choicekit` binary copied away from its resource bundle) is
/// empty, and ``missing`` names it: the page then shows every picture, unstyled or unfiltered,
/// and the command says so.
package enum GalleryPageFiles {
  static let style = text(of: "gallery-page", "css")
  static let errorLog = text(of: "gallery-errors", "js")
  static let filters = text(of: "gallery-filters", "js")
  static let check = text(of: "gallery-check", "js")

  /// The files the page needs that could not be read, by name; empty when the page is whole.
  package static var missing: [String] {
    [
      ("gallery-page.css", style), ("gallery-errors.js", errorLog), ("gallery-filters.js", filters),
      ("gallery-check.js", check),
    ].compactMap { $0.1 == nil ? $0.0 : nil }
  }

  /// The preview's resource bundle, or `nil` where it is absent.
  static let bundle: Bundle? = {
    #if canImport(Darwin)
      return Bundle.module
    #else
      return ChoiceResourceBundle.besideExecutable("ChoiceKit_ChoiceKitPreview").map { _ in Bundle.module }
    #endif
  }()

  /// A resource file's text, or `nil` when it cannot be read.
  static func text(of name: String, _ fileExtension: String) -> String? {
    guard let url = bundle?.url(forResource: name, withExtension: fileExtension) else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }
}
