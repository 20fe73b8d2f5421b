import Foundation

/// A token field that keeps to its ``ClampingRule``: the value it is created with and every value
/// assigned later go through the rule, so each field states its rule once, where it is declared.
///
/// ```swift
/// public struct Metrics: ChoiceConfigurable {
///   /// The gap between items; negative, NaN or infinite becomes 0.
///   @Clamped(.length) public var spacing: CGFloat = 8  // clamped here …
///
///   public init() {}
/// }
///
/// var metrics = Metrics()
/// metrics.spacing = -4  // … and here: 0
/// ```
///
/// The initial value in the declaration is the field's default, and goes through the rule like
/// any value assigned later.
///
/// Two fields are equal, and hash alike, when their values are: the rule belongs to the
/// declaration, not to the value.
@propertyWrapper
public struct Clamped<Value: BinaryFloatingPoint & Sendable>: Sendable, Hashable {
  /// The rule every value goes through.
  public let rule: ClampingRule
  private var value: Value

  /// Creates a field holding `wrappedValue` as `rule` keeps it.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value given.
  ///   - rule: The rule this field keeps to.
  public init(wrappedValue: Value, _ rule: ClampingRule) {
    self.rule = rule
    self.value = rule.clamp(wrappedValue)
  }

  /// The value, as the rule kept it.
  public var wrappedValue: Value {
    get { value }
    set { value = rule.clamp(newValue) }
  }

  public static func == (lhs: Clamped, rhs: Clamped) -> Bool {
    lhs.value == rhs.value
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
