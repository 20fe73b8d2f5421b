import Foundation

extension PreviewTransition {
  /// The transition as a pair of gallery pictures, under a control's code: the looping
  /// animation and a filmstrip of the same motion.
  ///
  /// - Parameters:
  ///   - file: The pictures' path without suffix; the files end in `-animated.svg` and
  ///     `-filmstrip.svg`.
  ///   - title: The motion's title; the pictures add ", animated" and ", filmstrip".
  ///   - caption: The animation's caption.
  ///   - call: The SwiftUI code that starts the motion, shown under both pictures.
  ///   - tags: The variants the motion shows, for the page's filters.
  ///   - filmstripFrames: How many evenly spaced frames the filmstrip shows.
  /// - Returns: The animation's entry, then the filmstrip's.
  func galleryEntries(
    file: String, title: String, caption: String, call: Gallery.Code, tags: Gallery.Tags,
    filmstripFrames: Int
  ) -> [Gallery.Entry] {
    // The filmstrip is many frames wide: a frame's width and margin are not the picture's.
    var strip = call
    strip.drawn["width"] = nil
    strip.drawn["margin"] = nil
    return [
      Gallery.Entry(
        title: title + ", animated", caption: caption, file: file + "-animated.svg", svg: animatedSVG(),
        call: call, tags: tags),
      Gallery.Entry(
        title: title + ", filmstrip", caption: "\(filmstripFrames) evenly spaced frames of the same motion.",
        file: file + "-filmstrip.svg", svg: SVGRenderer().render(filmstrip(count: filmstripFrames)),
        call: strip, tags: tags),
    ]
  }
}
