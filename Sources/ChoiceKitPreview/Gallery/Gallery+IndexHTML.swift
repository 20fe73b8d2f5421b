import Foundation

extension Gallery {
  /// The HTML page that shows every section: a contents list, filters, and each picture with
  /// its caption, the variants it shows and the code that produces it.
  ///
  /// The page is one self-contained file: its style and script are inline and it links only to
  /// the pictures beside it, so it works opened from the folder, offline. Every picture is in the
  /// markup, so with scripts off the page shows everything; the script only reveals the filters
  /// and hides what they leave out. Opened with `?check` the script also writes a report into the
  /// page (pictures that failed, sections found, what each filter showed, script errors) for a
  /// headless browser to read.
  public var indexHTML: String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ChoiceKit gallery</title>
      \(controlsHTML)<script>
      \(GalleryPageFiles.errorLog ?? "")</script>
      <style>
      \(GalleryPageFiles.style ?? "")</style>
      </head>
      <body>
      <header>
      <h1>ChoiceKit gallery</h1>
      <p>Every picture is drawn from the same core numbers the SwiftUI controls use; under each is the \
      code that produces it. \(Self.pictures(pictureCount)) in \(sections.count) \(sections.count == 1 ? "section" : "sections").</p>
      </header>

      """
    html += contentsHTML + filtersHTML
    html += "<main>\n" + sections.map(sectionHTML).joined() + "</main>\n"
    html += "<script>\n\(GalleryPageFiles.filters ?? "")</script>\n"
    html += "<script>\n\(GalleryPageFiles.check ?? "")</script>\n"
    html += "</body>\n</html>\n"
    return html
  }

  /// The anchors of the control sections as a JSON array in a data block, for checks of the page
  /// to read which sections to expect; nothing when the gallery lists no controls.
  ///
  /// ```html
  /// <script type="application/json" id="gallery-controls">["segmented-picker","radial"]</script>
  /// ```
  var controlsHTML: String {
    guard !controls.isEmpty else { return "" }
    let list = controls.map { Self.jsonString($0) }.joined(separator: ",")
    return "<script type=\"application/json\" id=\"gallery-controls\">[\(list)]</script>\n"
  }

  /// A JSON string literal that is also safe inside a `script` element: quotes, backslashes,
  /// control characters and `<` escaped.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "<": result += "\\u003c"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private var pictureCount: Int {
    sections.reduce(0) { $0 + $1.entries.count }
  }

  /// The contents: one link per section with its number of pictures, which the filters update.
  private var contentsHTML: String {
    var html =
      "<nav id=\"contents\" aria-labelledby=\"contents-title\">\n<h2 id=\"contents-title\">Contents</h2>\n<ol>\n"
    for section in sections {
      let anchor = Self.escape(section.anchor)
      html += "<li><a href=\"#\(anchor)\">\(Self.escape(section.title))</a> "
      html +=
        "<span class=\"count\" data-count-for=\"\(anchor)\">\(Self.pictures(section.entries.count))</span></li>\n"
    }
    return html + "</ol>\n</nav>\n"
  }

  /// The filters: a group of radio buttons per dimension some picture varies in, offering only
  /// the values some picture has. Hidden until the script runs, since without it they do nothing.
  private var filtersHTML: String {
    let present = Set(
      sections.flatMap(\.entries).flatMap { $0.tags.filterValues.map { "\($0.dimension)=\($0.value)" } })
    var html = "<form id=\"filters\" class=\"filters\" hidden aria-label=\"Filters\">\n"
    for filter in Tags.filters {
      let values = filter.values.filter { present.contains("\(filter.dimension)=\($0.value)") }
      guard !values.isEmpty else { continue }
      html += "<fieldset><legend>\(Self.escape(filter.title))</legend>\n"
      html += "<label><input type=\"radio\" name=\"\(filter.dimension)\" value=\"\" checked> All</label>\n"
      for value in values {
        html += "<label><input type=\"radio\" name=\"\(filter.dimension)\" value=\"\(value.value)\"> "
        html += "\(Self.escape(value.label))</label>\n"
      }
      html += "</fieldset>\n"
    }
    html += "<p class=\"status\"><span id=\"filter-status\" role=\"status\"></span> "
    html += "<button type=\"reset\">Show all</button></p>\n"
    html += "<p class=\"note\">Pictures that do not vary along a filter, such as a spring's curve, "
    html += "stay shown whatever it is set to. A picture opens at its own size when clicked, "
    html += "so a filmstrip's frames can be read one by one.</p>\n</form>\n"
    html +=
      "<noscript><p class=\"note\">The filters need JavaScript; every picture is shown.</p></noscript>\n"
    return html
  }

  private func sectionHTML(_ section: Section) -> String {
    var html = "<section id=\"\(Self.escape(section.anchor))\">\n<h2>\(Self.escape(section.title))</h2>\n"
    html += "<p>\(Self.escape(section.summary))</p>\n"
    html +=
      "<p class=\"empty\" hidden>No picture in this section matches the filters.</p>\n<div class=\"grid\">\n"
    html += section.entries.map(Self.figureHTML).joined()
    html += "</div>\n<p class=\"top\"><a href=\"#contents\">Back to contents</a></p>\n</section>\n"
    return html
  }

  /// Pictures wider than this many points take a whole row of the grid.
  static let wideWidth = 700.0

  /// One picture: a link to the SVG at full size around the image, sized by the SVG's own
  /// width and height so the page does not jump while pictures load, then the caption. The
  /// figure carries the picture's filter values (`data-scheme`, `data-idiom`, …) and the
  /// numbers it was drawn from (`data-drawn-tabs`, …).
  private static func figureHTML(_ entry: Entry) -> String {
    let file = escape(entry.file)
    let id =
      "picture-"
      + entry.file.replacingOccurrences(of: ".svg", with: "").map {
        $0.isLetter || $0.isNumber ? String($0) : "-"
      }.joined()
    var attributes = " id=\"\(escape(id))\""
    for (dimension, value) in entry.tags.filterValues { attributes += " data-\(dimension)=\"\(value)\"" }
    for (name, value) in entry.drawn.sorted(by: { $0.key < $1.key }) {
      attributes += " data-drawn-\(escape(name))=\"\(value)\""
    }
    var size = ""
    if let (width, height) = svgSize(entry.svg) {
      size = " width=\"\(width)\" height=\"\(height)\""
      // A filmstrip or a wide sheet takes the whole row, so its frames stay readable.
      if (Double(width) ?? 0) > wideWidth { attributes += " class=\"wide\"" }
    }
    var html = "<figure\(attributes)><a class=\"picture\" href=\"\(file)\">"
    html +=
      "<img src=\"\(file)\" alt=\"\(escape(entry.title))\"\(size)></a>\n<figcaption><h3>\(escape(entry.title))</h3>"
    let tags = tagLabels(entry.tags)
    if !tags.isEmpty {
      html += "<ul class=\"tags\">" + tags.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
    }
    // Captions isolate their user text; the page isolates any right-to-left run a caption
    // left bare, so no caption reads scrambled.
    html += "<p>\(escape(GalleryCaption.isolatingRightToLeftRuns(entry.caption)))</p>"
    if !entry.call.isEmpty { html += "<pre><code>\(escape(entry.call))</code></pre>" }
    return html + "</figcaption></figure>\n"
  }

  /// The filters' labels of the values a picture has, for the chips under its title.
  private static func tagLabels(_ tags: Tags) -> [String] {
    tags.filterValues.compactMap { pair in
      Tags.filters.first { $0.dimension == pair.dimension }?.values.first { $0.value == pair.value }?.label
    }
  }

  /// The `width` and `height` of an SVG's root element, as written there.
  private static func svgSize(_ svg: String) -> (String, String)? {
    guard let end = svg.firstIndex(of: ">") else { return nil }
    let root = svg[..<end]
    func value(_ name: String) -> String? {
      guard let start = root.range(of: " \(name)=\"") else { return nil }
      let rest = root[start.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { return nil }
      // HTML sizes are whole pixels; the SVG scales to the box either way.
      guard let number = Double(rest[..<close]), number.isFinite, number > 0 else { return nil }
      return String(Int(number.rounded(.up)))
    }
    guard let width = value("width"), let height = value("height") else { return nil }
    return (width, height)
  }

  private static func pictures(_ count: Int) -> String {
    count == 1 ? "1 picture" : "\(count) pictures"
  }

  private static func escape(_ text: String) -> String {
    SVGWriter.escape(text)
  }
}
