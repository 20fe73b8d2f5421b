import ChoiceKitCore
import Foundation

extension ValuePickerPreview {
  /// The environment the preview draws in, for the gallery's filters. The pages draw the
  /// iPhone's lists, sheets and menus.
  var galleryTraits: Gallery.Traits {
    // Drawn as on a phone whatever the idiom.
    var filters = Gallery.Traits(traits)
    filters.idiom = .phone
    return filters
  }

  /// The SwiftUI call that draws what this preview draws, for the gallery's captions: the
  /// picker with its limits, the content where sections or disabled rows shape it, the style,
  /// checkmark side, wording, search threshold and width, then the environment. Whether the
  /// list is open, the query typed and the row tapped are the user's doing, so they add nothing.
  ///
  /// - Parameter binding: The selection's property name, without `$`; by default the title's
  ///   when it is plain ASCII, `selection` otherwise.
  /// - Returns: The call, one modifier a line.
  func galleryCall(binding: String? = nil) -> String {
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
    return GalleryCall.swiftUI(head, modifiers: own, traits: galleryTraits)
  }

  /// The width the previews draw at unless told: an iPhone's, which needs no frame.
  static let phoneWidth: CGFloat = 390

  /// The content closure: elided, or showing the sections and disabled rows the page draws.
  private var content: String {
    let disabled = options.filter { !$0.isEnabled }.map(\.label)
    if !disabled.isEmpty {
      let rows = disabled.map {
        "  Text(\(GalleryCall.literal($0))).pickerTag(\(GalleryCall.literal($0))).pickerDisabled()"
      }
      return "{\n  …\n" + rows.joined(separator: "\n") + "\n}"
    }
    if !sectionTitles.isEmpty {
      // pickerSection(_:) groups on every system; SwiftUI's Section is read from iOS 18 only.
      let sections = sectionTitles.map { "  ForEach(…) { … }.pickerSection(\(GalleryCall.literal($0)))" }
      return "{\n" + sections.joined(separator: "\n") + "\n}"
    }
    return "{ … }"
  }
}
