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

    /// Creates an entry.
    public init(title: String, caption: String, file: String, svg: String) {
      self.title = title
      self.caption = caption
      self.file = file
      self.svg = svg
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

  /// The HTML page that shows every section.
  public var indexHTML: String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ChoiceKit gallery</title>
      <style>
      :root { color-scheme: light dark; font-family: "DejaVu Sans", system-ui, sans-serif; }
      body { margin: 0 auto; max-width: 1200px; padding: 24px; }
      nav a { margin-right: 16px; }
      section { margin-top: 40px; }
      .grid { display: flex; flex-wrap: wrap; gap: 24px; }
      figure { margin: 0; padding: 12px; border: 1px solid #8884; border-radius: 12px; }
      figure img { display: block; max-width: 100%; height: auto; }
      figcaption { margin-top: 8px; font-size: 13px; max-width: 480px; }
      figcaption b { display: block; }
      </style>
      </head>
      <body>
      <h1>ChoiceKit gallery</h1>
      <p>Every picture is drawn from the same core numbers the SwiftUI controls use.</p>

      """
    html += "<nav>"
    html += sections.map { "<a href=\"#\(escape($0.anchor))\">\(escape($0.title))</a>" }.joined()
    html += "</nav>\n"
    for section in sections {
      html += "<section id=\"\(escape(section.anchor))\">\n"
      html += "<h2>\(escape(section.title))</h2>\n<p>\(escape(section.summary))</p>\n<div class=\"grid\">\n"
      for entry in section.entries {
        html += "<figure><img src=\"\(escape(entry.file))\" alt=\"\(escape(entry.title))\">"
        html += "<figcaption><b>\(escape(entry.title))</b>\(escape(entry.caption))</figcaption></figure>\n"
      }
      html += "</div>\n</section>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }

  private func escape(_ text: String) -> String {
    SVGWriter.escape(text)
  }
}
