import Foundation

extension SegmentedPickerScrub {
  /// What a scrub changes on screen: the segment the indicator and the selected look are on.
  ///
  /// It changes only when the finger crosses into another segment, so a view that keeps this,
  /// rather than the whole touch, is not redrawn for every point the finger moves through.
  public struct Display: Sendable, Hashable {
    /// The segment drawn as selected while scrubbing; `nil` when not scrubbing.
    public var highlightedIndex: Int?

    /// Creates a display; the default shows no scrub.
    ///
    /// - Parameter highlightedIndex: The segment drawn as selected.
    public init(highlightedIndex: Int? = nil) {
      self.highlightedIndex = highlightedIndex
    }

    /// Where the indicator goes: the highlighted segment, or `nil` to rest on the selection.
    public var indicatorPosition: Double? { highlightedIndex.map(Double.init) }

    /// Whether a finger is scrubbing: the indicator follows it.
    public var isScrubbing: Bool { highlightedIndex != nil }
  }

  /// Whether a segment whose button reports a press shows as pressed.
  ///
  /// A scrub starts as a press on the selected segment's button, which stays pressed while the
  /// finger moves the indicator away; the segment the drag left is then no longer selected and
  /// would dim as a pressed one. While scrubbing no segment shows as pressed: the indicator and
  /// the highlighted label are the touch's only feedback, as on `UISegmentedControl`.
  ///
  /// - Parameters:
  ///   - isButtonPressed: Whether the segment's button is pressed.
  ///   - isScrubbing: Whether a finger is scrubbing (``Display/isScrubbing``).
  /// - Returns: `isButtonPressed`, except `false` while scrubbing.
  public static func showsPressed(isButtonPressed: Bool, isScrubbing: Bool) -> Bool {
    isButtonPressed && !isScrubbing
  }

  /// What this touch changes on screen.
  public var display: Display {
    Display(highlightedIndex: highlightedIndex)
  }
}
