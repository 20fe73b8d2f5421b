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

    /// The identity the indicator takes, which decides how it moves: with Reduce Motion, the
    /// segment it stands on (the scrubbed one while scrubbing, else the selection), so every
    /// change of segment, a choice or a scrub, replaces it with a cross-fade instead of a slide;
    /// without, one identity for good, so it travels.
    ///
    /// - Parameters:
    ///   - selectedIndex: The selected segment, or `nil`.
    ///   - reducesMotion: Whether Reduce Motion is on.
    /// - Returns: The segment the indicator stands on with Reduce Motion; `nil` otherwise.
    public func indicatorIdentity(selectedIndex: Int?, reducesMotion: Bool) -> Int? {
      reducesMotion ? highlightedIndex ?? selectedIndex : nil
    }

    /// What to draw: this display when the track can be scrubbed, and no scrub when it cannot
    /// (see `SegmentedPickerScrub.isAvailable(isEnabled:isScrubbingEnabled:isScrolling:)`),
    /// so a touch that was scrubbing when the segments began to scroll shows nothing.
    ///
    /// - Parameter isAvailable: Whether the track can be scrubbed.
    /// - Returns: `self`, or an empty display.
    public func shown(isAvailable: Bool) -> Display {
      isAvailable ? self : Display()
    }
  }

  /// Whether a drag on a picker's track scrubs at all.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the picker is enabled.
  ///   - isScrubbingEnabled: Whether scrubbing is turned on.
  ///   - isScrolling: Whether the segments scroll (``SegmentedPickerLayout/Viewport/isScrolling``): a
  ///     drag across scrolling segments scrolls them instead.
  /// - Returns: `true` only for an enabled picker with scrubbing on whose segments fit.
  public static func isAvailable(isEnabled: Bool, isScrubbingEnabled: Bool, isScrolling: Bool) -> Bool {
    isEnabled && isScrubbingEnabled && !isScrolling
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
