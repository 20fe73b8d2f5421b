/// The identity of one option in a list built from values: the value itself, and how many equal
/// values come before it.
///
/// A picker made from a list of values (`SegmentedPicker(selection:options:)`) keys each option
/// by it rather than by its position, so reordering, inserting or removing values keeps every
/// other option's identity (its state and its animation go with it), as a `ForEach` keyed by
/// identifiers does; a repeated value still gets an identity of its own.
///
/// ```swift
/// OptionIdentity.identities(of: ["day", "week", "day"])
/// // [("day", 0), ("week", 0), ("day", 1)]
/// ```
package struct OptionIdentity<Value: Hashable>: Hashable {
  /// The option's value.
  public let value: Value
  /// How many equal values come before it in the list.
  public let occurrence: Int

  /// The identities of a list's values, in order.
  ///
  /// - Parameter values: The values, repeats allowed.
  /// - Returns: One identity per value, all different: values not equal to themselves (NaN)
  ///   count as one value, as `TaggedOptions` counts their tags.
  public static func identities(of values: [Value]) -> [OptionIdentity] {
    var seen: [Value: Int] = [:]
    var unequal = 0
    return values.map { value in
      let occurrence: Int
      if TaggedOptions<Value>.isUnequal(value) {
        occurrence = unequal
        unequal += 1
      } else {
        occurrence = seen[value, default: 0]
        seen[value] = occurrence + 1
      }
      return OptionIdentity(value: value, occurrence: occurrence)
    }
  }

  /// Two identities are one when their values are (every NaN alike) and so are their places
  /// among equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.occurrence == rhs.occurrence && TaggedOptions<Value>.isSameTag(lhs.value, rhs.value)
  }

  /// Hashes as `==` compares: every NaN alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(occurrence)
    if !TaggedOptions<Value>.isUnequal(value) { hasher.combine(value) }
  }
}

extension OptionIdentity: Sendable where Value: Sendable {}
