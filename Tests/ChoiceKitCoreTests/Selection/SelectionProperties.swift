import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the tag rule shared by every picker, over generated children tagged every way:
/// each child's tag is the first of its sources, a choosable child is found again by its own
/// tag, disabled children are never choosable, and the debug warnings name exactly the values
/// no option carries.
@Suite("Selection properties", .timeLimit(.minutes(10)))
struct SelectionProperties {
  typealias Source = TaggedOptions<Double>.Source

  private struct Children: CustomStringConvertible {
    var sources: [Source]
    var selection: [Double]

    var description: String {
      "\(sources.count) children \(sources.prefix(6).map { "(\(String(describing: $0.choiceTag)), \(String(describing: $0.systemTag)), \(String(describing: $0.identifier)), \($0.isDisabled))" }) selection \(selection)"
    }
  }

  private static func children(_ random: inout SeededRandom) -> Children {
    let count = Generate.count(&random, upTo: 60)
    func maybe(_ random: inout SeededRandom) -> Double? {
      random.int(in: 0...2) == 0 ? Generate.tags(&random, count: 1)[0] : nil
    }
    let sources = (0..<count).map { _ in
      Source(
        choiceTag: maybe(&random), systemTag: maybe(&random), identifier: maybe(&random),
        isDisabled: random.int(in: 0...4) == 0, foreignTagType: random.int(in: 0...9) == 0 ? "String" : nil)
    }
    let selection = (0..<random.int(in: 0...3)).map { _ in Generate.tags(&random, count: 1)[0] ?? 1 }
    return Children(sources: sources, selection: selection)
  }

  private static func shrink(_ input: Children) -> [Children] {
    Generate.shrinkList(input.sources).map { Children(sources: $0, selection: input.selection) }
  }

  private static func same(_ a: Double?, _ b: Double?) -> Bool {
    a == b || (a?.isNaN == true && b?.isNaN == true)
  }

  @Test func eachChildTakesTheFirstOfItsTagsAndTheFirstChildWins() {
    checkProperty("tag rule", generate: Self.children, shrink: Self.shrink) { input in
      let options = TaggedOptions(sources: input.sources)
      guard options.count == input.sources.count else { return "count differs" }
      for (index, source) in input.sources.enumerated() {
        let expected = source.choiceTag ?? source.systemTag ?? source.identifier
        guard options.origin(at: index) == source.resolved?.origin else { return "origin of \(index)" }
        guard let tag = expected else {
          if options.isSelectable(index) { return "untagged child \(index) is selectable" }
          continue
        }
        guard let first = options.selectedIndex(for: tag) else { return "tag of \(index) finds nothing" }
        guard first <= index, Self.same(options.tag(at: first), tag) else {
          return "tag of \(index) finds \(first)"
        }
        guard options.isSelectable(index) == (first == index) else { return "duplicate rule at \(index)" }
        guard options.isDisabled(index) == source.isDisabled else { return "disabled state of \(index)" }
        guard options.isChoosable(index) == (first == index && !source.isDisabled) else {
          return "choosable \(index)"
        }
        guard options.foreignTagType(at: index) == source.foreignTagType else {
          return "foreign type of \(index)"
        }
      }
      return nil
    }
  }

  @Test func theInvalidSelectionWarningNamesExactlyTheMissingValues() {
    checkProperty("invalid selection warning", generate: Self.children, shrink: Self.shrink) { input in
      let options = TaggedOptions(sources: input.sources)
      for readsSystemTags in [false, true] {
        let diagnostics = PickerDiagnostics(
          picker: "P", selectionType: "Double", readsSystemTags: readsSystemTags)
        let warning = diagnostics.invalidSelectionWarning(options: options, selection: input.selection)
        let missing = input.selection.filter { options.index(of: $0) == nil }
        let expected = !options.isEmpty && !options.hasChildrenButNoTags && !missing.isEmpty
        guard (warning != nil) == expected else { return "warning \(String(describing: warning))" }
        let all = diagnostics.warnings(options: options, selection: input.selection)
        guard
          all.count
            == [
              warning, diagnostics.missingTagsWarning(options: options),
              diagnostics.foreignTagsWarning(options: options),
              diagnostics.identifierTagsWarning(options: options),
            ].compactMap({ $0 }).count
        else { return "warnings \(all)" }
        // Options tagged by identifiers where SwiftUI's tags cannot be read are always named,
        // whatever the selection.
        let byIdentifier = (0..<options.count).contains { options.origin(at: $0) == .identifier }
        guard
          (diagnostics.identifierTagsWarning(options: options) != nil) == (byIdentifier && !readsSystemTags)
        else { return "identifier warning" }
      }
      return nil
    }
  }
}
