import Foundation

/// A value picker's option labels folded once (lower case, no accents, bounded length), so that
/// filtering on every keystroke only compares.
///
/// ```swift
/// let index = ValuePickerSearchIndex(labels: names)   // when the options change
/// ValuePickerSearch(query: typed).filter(index)       // on every keystroke
/// ```
package struct ValuePickerSearchIndex: Sendable, Hashable {
  /// Each label folded, as scalars.
  let folded: [[Unicode.Scalar]]

  /// Folds the labels.
  ///
  /// - Parameter labels: Every option's label, in order; `""` for an option without text.
  public init(labels: [String]) {
    folded = labels.map { Array(ValuePickerSearch.fold($0).unicodeScalars) }
  }

  /// The number of options.
  public var count: Int { folded.count }
}
