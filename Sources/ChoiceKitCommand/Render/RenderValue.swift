import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// Reads the values of `choicekit render`'s options, each refusal one line naming the option, what
/// it takes and what it was given, so a person can fix the command line from the message alone.
package enum RenderValue {
  /// The command the messages point to.
  package static let helpCommand = "choicekit render --help"

  /// The longest length, in points, a width or frame may be: far beyond any screen, small
  /// enough that the picture stays a file a viewer opens.
  package static let maximumLength: CGFloat = 10_000

  /// The most frames a filmstrip may show.
  package static let maximumFrames = 60

  /// A usage error for an option's value.
  ///
  /// - Parameters:
  ///   - option: The option.
  ///   - takes: What the option takes, completing “option '--x' takes …”.
  ///   - value: The value given.
  /// - Returns: The error, pointing to the render help.
  package static func refusal(_ option: RenderOption, takes: String, not value: String) -> CommandUsageError {
    CommandUsageError(
      message: "option '\(option.name)' takes \(takes), not '\(value)'; see '\(helpCommand)'")
  }

  /// A usage error for options that do not go together, or a value that breaks another's rule.
  package static func conflict(_ message: String) -> CommandUsageError {
    CommandUsageError(message: "\(message); see '\(helpCommand)'")
  }

  /// One of a fixed set of names, compared without case.
  ///
  /// - Parameters:
  ///   - value: The value given.
  ///   - option: The option.
  ///   - choices: Each accepted name and what it means, in the order messages list them.
  /// - Returns: The meaning of the name given.
  /// - Throws: A usage error listing the names.
  package static func choice<Value>(
    _ value: String, for option: RenderOption, from choices: [(name: String, value: Value)]
  ) throws(CommandUsageError) -> Value {
    if let match = choices.first(where: { $0.name.lowercased() == value.lowercased() }) { return match.value }
    let names = choices.map(\.name)
    let list =
      names.count <= 2
      ? names.joined(separator: " or ")
      : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    throw refusal(option, takes: list, not: value)
  }

  /// A colour: a system colour's name (its light and dark values), or `#RRGGBB` / `RRGGBB` in
  /// hexadecimal (the same in both appearances), compared without case.
  ///
  /// - Parameters:
  ///   - value: The value given.
  ///   - option: The option.
  /// - Returns: The colour in each appearance.
  /// - Throws: A usage error naming what the option takes.
  package static func color(_ value: String, for option: RenderOption) throws(CommandUsageError)
    -> AdaptiveColor
  {
    if let system = SystemColor(rawValue: value.lowercased()) { return system.color }
    let digits = value.hasPrefix("#") ? value.dropFirst() : Substring(value)
    if digits.count == 6, digits.allSatisfy(\.isHexDigit), let hex = UInt32(digits, radix: 16) {
      return AdaptiveColor(RGBAColor(hex: hex))
    }
    throw refusal(option, takes: "a system colour's name or #RRGGBB", not: value)
  }

  /// The cases of a string-backed enumeration, named as their raw values or written in kebab case.
  package static func cases<Value: CaseIterable & RawRepresentable<String>>(
    _ type: Value.Type, kebab: Bool = false
  )
    -> [(name: String, value: Value)]
  {
    type.allCases.map { (kebab ? RenderOption.kebab($0) : $0.rawValue, $0) }
  }

  /// A whole number in a range.
  package static func count(_ value: String, for option: RenderOption, in range: ClosedRange<Int>)
    throws(CommandUsageError) -> Int
  {
    guard let number = Int(value), range.contains(number) else {
      throw refusal(
        option, takes: "a whole number from \(range.lowerBound) to \(range.upperBound)", not: value)
    }
    return number
  }

  /// A length in points: finite, more than 0 and at most ``maximumLength``.
  package static func length(_ value: String, for option: RenderOption) throws(CommandUsageError) -> CGFloat {
    guard let number = Double(value), number.isFinite, number > 0, number <= Double(maximumLength) else {
      throw refusal(option, takes: "a number of points above 0 and up to \(Int(maximumLength))", not: value)
    }
    return CGFloat(number)
  }

  /// An angle in degrees: any finite number.
  package static func degrees(_ value: String, for option: RenderOption, whole: String)
    throws(CommandUsageError) -> Double
  {
    guard let number = Double(value.trimmingCharacters(in: .whitespaces)), number.isFinite else {
      throw refusal(
        option, takes: "full-circle, trailing-half, leading-half or START,SWEEP in degrees", not: whole)
    }
    return number
  }

  /// Comma-separated items, each trimmed of surrounding spaces; none may be empty.
  package static func list(_ value: String, for option: RenderOption) throws(CommandUsageError) -> [String] {
    let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !items.contains(where: \.isEmpty) else {
      throw refusal(option, takes: "comma-separated items, none empty", not: value)
    }
    return items
  }

  /// Positions counted from 1, comma separated, or `none`; returned from 0, in the order given,
  /// each once.
  ///
  /// - Parameters:
  ///   - value: The value given.
  ///   - option: The option.
  ///   - count: How many positions there are.
  ///   - most: How many positions the option may name.
  ///   - allowsNone: Whether `none` is accepted.
  /// - Returns: The positions counted from 0.
  package static func positions(
    _ value: String, for option: RenderOption, count: Int, most: Int = .max, allowsNone: Bool = true
  ) throws(CommandUsageError) -> [Int] {
    var takes = most == 1 ? "a position from 1 to \(count)" : "positions from 1 to \(count), comma separated,"
    if allowsNone { takes += " or none" }
    if value.lowercased() == "none" {
      guard allowsNone else { throw refusal(option, takes: takes, not: value) }
      return []
    }
    var positions: [Int] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = Int(item.trimmingCharacters(in: .whitespaces)), number >= 1, number <= count else {
        throw refusal(option, takes: takes, not: value)
      }
      if !positions.contains(number - 1) { positions.append(number - 1) }
    }
    guard positions.count <= most else { throw refusal(option, takes: takes, not: value) }
    return positions
  }

  /// A width and a height written `300x200` or `300,200`.
  package static func size(_ value: String, for option: RenderOption) throws(CommandUsageError) -> CGSize {
    let separator: Character = value.contains(",") ? "," : "x"
    let parts = value.lowercased().split(separator: separator, omittingEmptySubsequences: false)
    let limit = Double(maximumLength)
    let sides = parts.compactMap { Double($0) }.filter { $0.isFinite && $0 > 0 && $0 <= limit }
    guard parts.count == 2, sides.count == 2 else {
      throw refusal(
        option, takes: "WIDTHxHEIGHT in points above 0 and up to \(Int(maximumLength))", not: value)
    }
    return CGSize(width: sides[0], height: sides[1])
  }

  /// An arc by name, or `START,SWEEP` in degrees, a negative sweep running counter-clockwise.
  package static func arc(_ value: String, for option: RenderOption) throws(CommandUsageError) -> RadialArc {
    let named: [(name: String, value: RadialArc)] = [
      ("full-circle", .fullCircle), ("trailing-half", .trailingHalf), ("leading-half", .leadingHalf),
    ]
    if let match = named.first(where: { $0.name == value.lowercased() }) { return match.value }
    let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else {
      throw refusal(
        option, takes: "full-circle, trailing-half, leading-half or START,SWEEP in degrees", not: value)
    }
    let start = try degrees(parts[0], for: option, whole: value)
    let sweep = try degrees(parts[1], for: option, whole: value)
    return RadialArc(
      startDegrees: start, sweepDegrees: abs(sweep), direction: sweep < 0 ? .counterClockwise : .clockwise)
  }
}
