import Foundation

/// Where a curved tab bar's notch rests.
public enum CurvedTabBarNotchMode: String, Sendable, Hashable, CaseIterable {
  /// The notch stays at the bar's centre and holds the centre action button, between the
  /// leading and the trailing tabs: the tutorial's bar.
  case fixed
  /// The notch travels to the selected tab, whose icon rises into a circle resting in it; a
  /// centre action, if any, takes a slot of its own in the middle of the row.
  case travelling

  /// The mode a bar uses when the person asked for reduced motion: a travelling notch would
  /// sweep across the bar, so the notch stays put instead.
  ///
  /// - Parameter reduceMotion: Whether Reduce Motion is on.
  /// - Returns: The mode itself, or ``fixed`` when Reduce Motion is on. A bar without an action
  ///   that would travel then draws no notch, and its selection changes by cross-fading.
  public func resolved(reduceMotion: Bool) -> CurvedTabBarNotchMode {
    reduceMotion ? .fixed : self
  }
}
