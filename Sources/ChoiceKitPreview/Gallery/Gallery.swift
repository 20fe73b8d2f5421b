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
    public var tags: Tags
    /// The Swift declarations the call names, such as `@State private var tab = 0`: with them
    /// the call compiles inside a view's `body`. Empty for a call that names no state, and for
    /// a foundation page's core call.
    public var state: [String]
    /// Numbers the picture is drawn from, by name (`tabs`, `items`, `options`, `width`): the
    /// page writes them on the figure as `data-drawn-<name>` attributes, so a check of the page
    /// can hold the caption's numbers against the values the picture was drawn from.
    public var drawn: [String: Int]
    /// Whether the call is a SwiftUI view, which compiles as a view's `body` with ``state``
    /// declared; otherwise it is core code, each line an expression.
    public var callIsView: Bool

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - title: The picture's title.
    ///   - caption: A sentence on what it shows.
    ///   - file: The SVG file's path relative to the gallery folder.
    ///   - svg: The SVG text.
    ///   - call: The code that produces the picture; every catalogue entry has one.
    ///   - tags: The variants the picture shows; none by default, so it passes every filter.
    ///   - state: The declarations the call names; none by default.
    ///   - drawn: Numbers the picture is drawn from, by name; none by default.
    public init(
      title: String, caption: String, file: String, svg: String, call: String = "", tags: Tags = Tags(),
      state: [String] = [], drawn: [String: Int] = [:]
    ) {
      self.title = title
      self.caption = caption
      self.file = file
      self.svg = svg
      self.call = call
      self.tags = tags
      self.state = state
      self.drawn = drawn
      self.callIsView = !state.isEmpty
    }

    /// Creates a control's entry from its code: the call, the state it names and the numbers
    /// the picture is drawn from.
    ///
    /// - Parameters:
    ///   - title: The picture's title.
    ///   - caption: A sentence on what it shows.
    ///   - file: The SVG file's path relative to the gallery folder.
    ///   - svg: The SVG text.
    ///   - call: The SwiftUI code that draws the picture.
    ///   - tags: The variants the picture shows.
    public init(
      title: String, caption: String, file: String, svg: String, call: Code, tags: Tags = Tags()
    ) {
      self.init(
        title: title, caption: caption, file: file, svg: svg, call: call.text, tags: tags,
        state: call.state,
        drawn: call.drawn)
      callIsView = call.isView
    }
  }

  /// The SwiftUI code under a control's picture, whole: the call a reader can paste into a
  /// view, the state it names, and the numbers the picture is drawn from.
  ///
  /// ```swift
  /// Gallery.Code(
  ///   "CurvedTabView(selection: $tab) { … }", state: ["@State private var tab = 0"], drawn: ["tabs": 4])
  /// ```
  public struct Code: Sendable, Hashable {
    /// The call with its modifiers, as the page shows it; it compiles in a view's `body` with
    /// ``state`` declared.
    public var text: String
    /// The declarations the call names, such as `@State private var tab = 0`.
    public var state: [String]
    /// Numbers the picture is drawn from, by name (`tabs`, `items`, `options`, `width`).
    public var drawn: [String: Int]
    /// Whether the code is a SwiftUI view; otherwise it is core code, each line an expression.
    public var isView: Bool

    /// Creates the code of a picture.
    ///
    /// - Parameters:
    ///   - text: The call with its modifiers.
    ///   - state: The declarations the call names.
    ///   - drawn: Numbers the picture is drawn from, by name.
    ///   - isView: Whether the code is a SwiftUI view; by default it is.
    public init(_ text: String, state: [String] = [], drawn: [String: Int] = [:], isView: Bool = true) {
      self.text = text
      self.state = state
      self.drawn = drawn
      self.isView = isView
    }

    /// The code of a picture that draws text over text on purpose (a menu over a busy screen,
    /// items leaving from under a button), so a check of the page does not take it for a fault:
    /// it adds `intended-text-overlaps` to ``drawn``.
    public func intendingTextOverlaps() -> Code {
      var code = self
      code.drawn["intended-text-overlaps"] = 1
      return code
    }

    /// The code with a comment line added, such as the change that starts a motion.
    public func commented(_ comment: String) -> Code {
      var code = self
      code.text += "\n// " + comment
      return code
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
  /// The anchors of the sections that show a control, one per control, in order. The page lists
  /// them in a machine-readable element, so a check of the page knows which sections to expect.
  public var controls: [String]

  /// Creates a gallery.
  ///
  /// - Parameters:
  ///   - sections: The sections, in order.
  ///   - controls: The anchors of the sections that show a control; none by default.
  public init(sections: [Section], controls: [String] = []) {
    self.sections = sections
    self.controls = controls
  }

  /// Every file of the gallery (SVGs, then `index.html`), as relative path and contents.
  public var files: [(path: String, contents: String)] {
    sections.flatMap { $0.entries.map { ($0.file, $0.svg) } } + [("index.html", indexHTML)]
  }
}
