import ChoiceKitCore
import Foundation

extension ValuePickerPreview {
  /// The environment the preview draws in, for the gallery's filters. The pages draw the
  /// iPhone's lists, sheets and menus.
  var galleryTags: Gallery.Tags {
    // Drawn as on a phone whatever the idiom.
    var filters = Gallery.Tags(traits)
    filters.idiom = .phone
    return filters
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: the
  /// picker with its limits and its options (a `ForEach` of the labels per section, each
  /// `.choiceSection(_:)`, the value picker's way of giving sections on every system; disabled
  /// rows one a line with `.choiceDisabled()`), the style, checkmark side, wording, search
  /// threshold and width, then the environment. Whether the list is open, the query typed and
  /// the row tapped are the user's doing, so they add nothing.
  ///
  /// - Parameter binding: The selection's property name, without `$`; by default the title's
  ///   when it is plain ASCII, `selection` otherwise.
  /// - Returns: The call, one modifier a line, with the selection it binds.
  func galleryCall(binding: String? = nil) -> Gallery.Code {
    let ascii = title.allSatisfy { $0.isASCII && $0.isLetter }
    let name =
      binding ?? (ascii && !title.isEmpty ? title.prefix(1).lowercased() + title.dropFirst() : "selection")
    var arguments = "\(GalleryCall.literal(title)), selection: $\(name)"
    if case .multiple(let limits) = value.mode, limits != .none {
      var parts: [String] = []
      if limits.minimum > 0 { parts.append("minimum: \(limits.minimum)") }
      if let maximum = limits.maximum { parts.append("maximum: \(maximum)") }
      arguments += ", limits: .init(\(parts.joined(separator: ", ")))"
    }
    let head = "ValuePicker(\(arguments)) \(content)"
    var own: [String] = []
    if style != .navigationLink { own.append(".valuePickerStyle(.\(style.rawValue))") }
    if tokens.checkmark != ValuePickerTokens.standard.checkmark {
      own.append(".valuePickerCheckmark(.\(tokens.checkmark.rawValue))")
    }
    if searchThreshold != ValuePickerSearch.defaultThreshold {
      own.append(".valuePickerSearchThreshold(\(searchThreshold))")
    }
    if wording != .english {
      own.append(".valuePickerWording(.\(wording == .spanish ? "spanish" : "english"))")
    }
    if width != ValuePickerPreview.phoneWidth { own.append(GalleryCall.frame(width: Double(width))) }
    return Gallery.Code(
      GalleryCall.swiftUI(head, modifiers: own, tags: galleryTags),
      state: ["@State private var \(name)\(selectionDeclaration)"], drawn: ["options": options.count])
  }

  /// The width the previews draw at unless told: an iPhone's, which needs no frame.
  static let phoneWidth: CGFloat = 390

  /// The selection's type and first value as Swift, after the property's name: the label of
  /// the option the preview selects, none, or the set of them.
  private var selectionDeclaration: String {
    func label(_ index: Int) -> String {
      GalleryCall.literal(options.indices.contains(index) ? options[index].label : "")
    }
    switch value {
    case .single(let index): return " = \(label(index))"
    case .optional(let index): return ": String? = " + (index.map(label) ?? "nil")
    case .multiple(let indices, _):
      return ": Set<String> = [" + indices.sorted().map(label).joined(separator: ", ") + "]"
    }
  }

  /// The content closure: the options by their labels, each its own tag; a `ForEach` per
  /// section, or with disabled rows one row a line.
  private var content: String {
    func labels(_ options: [Option]) -> String {
      "[" + options.map { GalleryCall.literal($0.label) }.joined(separator: ", ") + "]"
    }
    let each = "ForEach(\(labels(options)), id: \\.self) { Text($0).choiceTag($0) }"
    if options.contains(where: { !$0.isEnabled }) {
      let rows = options.map { option in
        "  Text(\(GalleryCall.literal(option.label))).choiceTag(\(GalleryCall.literal(option.label)))"
          + (option.isEnabled ? "" : ".choiceDisabled()")
      }
      return "{\n" + rows.joined(separator: "\n") + "\n}"
    }
    if !sectionTitles.isEmpty {
      let sections = sectionTitles.indices.map { section in
        "  ForEach(\(labels(options.filter { $0.section == section })), id: \\.self) { Text($0).choiceTag($0) }\n"
          + "    .choiceSection(\(GalleryCall.literal(sectionTitles[section])))"
      }
      let loose = options.filter { option in
        option.section.map { !sectionTitles.indices.contains($0) } ?? true
      }
      let rest = loose.isEmpty ? [] : ["  ForEach(\(labels(loose)), id: \\.self) { Text($0).choiceTag($0) }"]
      return "{\n" + (sections + rest).joined(separator: "\n") + "\n}"
    }
    return "{\n  " + each + "\n}"
  }
}
