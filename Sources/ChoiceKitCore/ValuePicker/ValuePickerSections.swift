import Foundation

/// A value picker's options grouped by their sections, as the content declares them, and what
/// a search leaves of them.
///
/// ```swift
/// let sections = ValuePickerSections(sectionOfOption: [0, 0, 1, 1, 1])
/// sections.groups                  // [0: [0, 1], 1: [2, 3, 4]] in order
/// sections.visible(matching: [1, 3])  // [(0, [1]), (1, [3])]: empty sections drop out
/// ```
package struct ValuePickerSections: Sendable, Hashable {
  /// One section's options.
  public struct Group: Sendable, Hashable {
    /// The section's index in the content, or `nil` for options outside any section.
    public let section: Int?
    /// The options' indices, in order.
    public let options: [Int]
  }

  /// The groups, in the order their first options appear.
  public let groups: [Group]

  /// Groups options by section.
  ///
  /// - Parameter sectionOfOption: Each option's section index, in option order; `nil` for an
  ///   option outside any section. Options of one section that are not next to each other still
  ///   form one group, at the place of the section's first option.
  public init(sectionOfOption: [Int?]) {
    var order: [Int?] = []
    var members: [Int?: [Int]] = [:]
    for (option, section) in sectionOfOption.enumerated() {
      if members[section] == nil { order.append(section) }
      members[section, default: []].append(option)
    }
    groups = order.map { Group(section: $0, options: members[$0] ?? []) }
  }

  /// The groups a search leaves: each with its matching options, in order, and no group left
  /// empty, so a section's header shows only above options.
  ///
  /// - Parameter matching: The indices of the options that match, from
  ///   `ValuePickerSearch.filter(_:)`.
  /// - Returns: The non-empty groups.
  public func visible(matching: [Int]) -> [Group] {
    let kept = Set(matching)
    return groups.compactMap { group in
      let options = group.options.filter { kept.contains($0) }
      return options.isEmpty ? nil : Group(section: group.section, options: options)
    }
  }
}
