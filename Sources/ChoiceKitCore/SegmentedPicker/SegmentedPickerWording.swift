import Foundation

/// The words VoiceOver speaks for a segmented picker: "Week, selected, 2 of 4".
///
/// The words come from a ``ChoiceWording``, shared by every ChoiceKit control; this type composes
/// them the way a segmented picker reads. ``english`` is the default.
///
/// ```swift
/// let speech = SegmentedPickerWording(wording: ChoiceWording(locale: .current))
/// speech.segmentDescription(label: "Week", isSelected: true, index: 1, count: 4)
/// // "Week, selected, 2 of 4"
/// speech.adjustableValue(label: "Week", index: 1, count: 4)  // "Week, 2 of 4"
/// ```
public struct SegmentedPickerWording: ChoiceControlWording {
  /// The words, in one language.
  public var wording: ChoiceWording

  /// Creates the segmented picker's speech from a language's words.
  ///
  /// - Parameter wording: The words.
  public init(wording: ChoiceWording) {
    self.wording = wording
  }

  /// A segment's position, spoken one-based.
  ///
  /// ```swift
  /// SegmentedPickerWording.english.position(index: 1, count: 4)  // "2 of 4"
  /// ```
  ///
  /// - Parameters:
  ///   - index: The zero-based index of the segment, as everywhere in the layout.
  ///   - count: The number of segments; negative counts as 0.
  /// - Returns: The position text; the spoken position is clamped to `1...count`, and is 0 when
  ///   `count` is 0.
  public func position(index: Int, count: Int) -> String {
    wording.position(index: index, count: count)
  }

  /// The label of one segment when each segment is its own button.
  ///
  /// - Parameters:
  ///   - label: The segment's title.
  ///   - isSelected: Whether it is the selected segment.
  ///   - isEnabled: Whether it can be chosen.
  ///   - index: The zero-based index of the segment.
  ///   - count: The number of segments.
  /// - Returns: "Week, selected, 2 of 4", "Day, dimmed, 1 of 4" or "Month, 3 of 4"; an empty
  ///   label is left out.
  public func segmentDescription(
    label: String, isSelected: Bool, isEnabled: Bool = true, index: Int, count: Int
  ) -> String {
    var text = label
    // Appending in place rather than joining a filtered array keeps this to one buffer: it
    // runs for every segment on every update of the picker.
    func append(_ part: String) {
      guard !part.isEmpty else { return }
      if !text.isEmpty { text += wording.separator }
      text += part
    }
    if isSelected { append(wording.selected) }
    if !isEnabled { append(wording.dimmed) }
    append(position(index: index, count: count))
    return text
  }

  /// The value of the whole picker when it is one adjustable element (swipe up or down to
  /// change the selection).
  ///
  /// - Parameters:
  ///   - label: The selected segment's title, if any.
  ///   - index: The zero-based index of the selection, or `nil` when the selection is not among
  ///     the options.
  ///   - count: The number of segments.
  /// - Returns: "Week, 2 of 4"; the position alone when `label` is `nil` or empty, the label
  ///   alone when the position is empty (a custom wording's); the wording's
  ///   ``ChoiceWording/none`` when `index` is `nil` or outside `0..<count`.
  public func adjustableValue(label: String?, index: Int?, count: Int) -> String {
    guard let index, index >= 0, index < count else { return wording.none }
    return wording.joined([label ?? "", position(index: index, count: count)])
  }

  /// What follows the selected option's name in the adjustable value, for a name that is not
  /// plain text (a SwiftUI `Text` with its own localisation): the separator and the position.
  ///
  /// ```swift
  /// wording.adjustableValueAfterName(index: 1, count: 4)  // ", 2 of 4": "Week" + ", 2 of 4"
  /// ```
  ///
  /// - Parameters:
  ///   - index: The zero-based index of the selection, or `nil` when the selection is not among
  ///     the options.
  ///   - count: The number of segments.
  /// - Returns: The separator and the position; empty when the position is (a custom wording's),
  ///   so the name is spoken alone; `nil` when nothing is selected, where the whole value is
  ///   ``adjustableValue(label:index:count:)``'s none word and no name is spoken.
  public func adjustableValueAfterName(index: Int?, count: Int) -> String? {
    guard let index, index >= 0, index < count else { return nil }
    let position = position(index: index, count: count)
    return position.isEmpty ? "" : wording.separator + position
  }
}

extension SegmentedPickerWording {
  /// Creates English speech with some words replaced, as before ``ChoiceWording`` held them.
  ///
  /// - Parameters:
  ///   - selectedWord: The word for the selected segment.
  ///   - positionFormat: The position text, with `{index}` and `{count}` placeholders.
  ///   - dimmedWord: The word for a disabled segment.
  ///   - noneWord: The adjustable value when nothing is selected.
  ///   - separator: What joins the parts of a description.
  @available(*, deprecated, message: "Use init(wording:) with a ChoiceWording")
  public init(
    selectedWord: String = "selected",
    positionFormat: String = "{index} of {count}",
    dimmedWord: String = "dimmed",
    noneWord: String = "none",
    separator: String = ", "
  ) {
    var wording = ChoiceWording.english
    wording.selected = selectedWord
    wording.positionFormat = positionFormat
    wording.dimmed = dimmedWord
    wording.none = noneWord
    wording.separator = separator
    self.init(wording: wording)
  }
}
