#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A value picker's binding in one of its three forms, read into and written from the core's
  /// ``ValuePickerValue``, which makes every decision about the selection.
  enum ValuePickerBinding<Tag: Hashable> {
    /// `Binding<Tag>`: one value, always present.
    case single(Binding<Tag>)
    /// `Binding<Tag?>`: one value or none, with a "None" row.
    case optional(Binding<Tag?>)
    /// `Binding<Set<Tag>>`: any number of values within limits.
    case multiple(Binding<Set<Tag>>, ValuePickerLimits)

    /// The selection now.
    var value: ValuePickerValue<Tag> {
      switch self {
      case .single(let binding): .single(binding.wrappedValue)
      case .optional(let binding): .optional(binding.wrappedValue)
      case .multiple(let binding, let limits): .multiple(binding.wrappedValue, limits)
      }
    }

    /// Whether the options are read for tags of `Tag?` too (`.tag(Flavor?.none)` for the "None"
    /// option, `.tag(Flavor?.some(x))` for `x`), as `Picker` reads them for an optional
    /// selection.
    var readsNoneTags: Bool {
      if case .optional = self { return true }
      return false
    }

    /// Writes a selection the core returned; a value of another form than the binding's is
    /// never produced by the core and is ignored.
    ///
    /// - Parameter value: The new selection.
    func write(_ value: ValuePickerValue<Tag>) {
      switch (self, value) {
      case (.single(let binding), .single(let tag)): binding.wrappedValue = tag
      case (.optional(let binding), .optional(let tag)): binding.wrappedValue = tag
      case (.multiple(let binding, _), .multiple(let tags, _)): binding.wrappedValue = tags
      default: break
      }
    }

    /// Applies a change to the binding when the core says it changes the selection.
    ///
    /// - Parameters:
    ///   - change: What the tap does.
    ///   - options: The options' tags.
    /// - Returns: Whether a value was written.
    @discardableResult
    func apply(_ change: ValuePickerChange, in options: TaggedOptions<Tag>) -> Bool {
      guard let next = value.applying(change, in: options) else { return false }
      write(next)
      return true
    }
  }
#endif
