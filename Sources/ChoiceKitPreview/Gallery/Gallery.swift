import Foundation

/// The catalogue of preview pictures: sections of captioned SVGs, and the HTML page showing them.
///
/// ```swift
/// let gallery = Gallery.catalogue()
/// try GalleryWriter().write(gallery, to: URL(fileURLWithPath: "gallery"))
/// ```
public struct Gallery: Sendable {
  /// One picture of the gallery.
  public struct Entry: Sendable, Hashable {
    /// The picture's title.
    public var title: String
    /// A sentence on what it shows.
    public var caption: String
    /// The SVG file's path relative to the gallery folder, with `/` separators.
    public var file: String
    /// The SVG text.
    public var svg: String
    /// The code that produces the picture, shown under it so a reader can copy it: the SwiftUI
    /// call with its modifiers for a control's page, the core call for a foundation page.
    public var call: String
    /// Which variant of the page's filters the picture is; the page's filters show or hide it
    /// by these.
    public var traits: Traits

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - title: The picture's title.
    ///   - caption: A sentence on what it shows.
    ///   - file: The SVG file's path relative to the gallery folder.
    ///   - svg: The SVG text.
    ///   - call: The code that produces the picture; every catalogue entry has one.
    ///   - traits: The variants the picture shows; none by default, so it passes every filter.
    public init(
      title: String, caption: String, file: String, svg: String, call: String = "", traits: Traits = Traits()
    ) {
      self.title = title
      self.caption = caption
      self.file = file
      self.svg = svg
      self.call = call
      self.traits = traits
    }
  }

  /// A group of pictures on one theme.
  public struct Section: Sendable, Hashable {
    /// The section's heading.
    public var title: String
    /// An anchor name for links, unique in the gallery.
    public var anchor: String
    /// A short introduction.
    public var summary: String
    /// The pictures, in order.
    public var entries: [Entry]

    /// Creates a section.
    public init(title: String, anchor: String, summary: String, entries: [Entry]) {
      self.title = title
      self.anchor = anchor
      self.summary = summary
      self.entries = entries
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates a gallery.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The page sets of the catalogue, in order. A control's pages live beside its preview code
  /// and join the gallery with one line here.
  static var pages: [any GalleryPages.Type] {
    [
      FoundationPages.self,
      SegmentedPickerPages.self,
      TabBarPages.self,
      RadialPages.self,
      ValuePickerPages.self,
    ]
  }

  /// The whole catalogue: every page the package draws.
  public static func catalogue() -> Gallery {
    Gallery(sections: pages.flatMap { $0.sections() })
  }

  /// Every file of the gallery (SVGs, then `index.html`), as relative path and contents.
  public var files: [(path: String, contents: String)] {
    sections.flatMap { $0.entries.map { ($0.file, $0.svg) } } + [("index.html", indexHTML)]
  }
}
