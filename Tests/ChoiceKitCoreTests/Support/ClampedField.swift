import ChoiceKitCore
import Foundation
import Testing

/// One clamped field of a token type: how to create the type with a value for it, and how to
/// read and assign it.
struct ClampedField<Root: Sendable>: Sendable, CustomTestStringConvertible {
  let name: String
  let rule: ClampingRule
  let make: @Sendable (CGFloat) -> Root
  let read: @Sendable (Root) -> CGFloat
  let write: @Sendable (inout Root, CGFloat) -> Void

  var testDescription: String { name }

  /// A `CGFloat` field.
  init(
    _ name: String, _ rule: ClampingRule, _ keyPath: any WritableKeyPath<Root, CGFloat> & Sendable,
    make: @escaping @Sendable (CGFloat) -> Root
  ) {
    self.name = name
    self.rule = rule
    self.make = make
    self.read = { $0[keyPath: keyPath] }
    self.write = { $0[keyPath: keyPath] = $1 }
  }

  /// A `Double` field.
  init(
    _ name: String, _ rule: ClampingRule, _ keyPath: any WritableKeyPath<Root, Double> & Sendable,
    make: @escaping @Sendable (Double) -> Root
  ) {
    self.name = name
    self.rule = rule
    self.make = { make(Double($0)) }
    self.read = { CGFloat($0[keyPath: keyPath]) }
    self.write = { $0[keyPath: keyPath] = Double($1) }
  }

  /// A `CGFloat` field of tokens or metrics, created by changing their defaults.
  init(_ name: String, _ rule: ClampingRule, _ keyPath: any WritableKeyPath<Root, CGFloat> & Sendable)
  where Root: ChoiceConfigurable {
    self.init(name, rule, keyPath) { value in Root { $0[keyPath: keyPath] = value } }
  }

  /// A `Double` field of tokens or metrics, created by changing their defaults.
  init(_ name: String, _ rule: ClampingRule, _ keyPath: any WritableKeyPath<Root, Double> & Sendable)
  where Root: ChoiceConfigurable {
    self.init(name, rule, keyPath) { (value: Double) in Root { $0[keyPath: keyPath] = value } }
  }

  /// Values each rule must treat: in range, negative, above 1 and 2, huge, NaN and infinite.
  static var ladder: [CGFloat] { [0.5, 1.5, 7, -3, 1e300, .nan, .infinity, -.infinity] }

  /// The field holds what its rule keeps, for every value of the ladder, whether the value was
  /// given to the initialiser or assigned later.
  func check(from base: Root) {
    for value in Self.ladder {
      let expected = rule.clamp(value)
      #expect(read(make(value)) == expected, "\(name) created with \(value)")
      var root = base
      write(&root, value)
      #expect(read(root) == expected, "\(name) set to \(value)")
    }
  }
}
