import Foundation

/// An outline the built-in segmented styles draw with, turned into a path for any frame.
public enum SegmentedPickerShape: Sendable, Hashable {
  /// A rectangle with fully rounded ends, as wide as the frame.
  case capsule
  /// A plain rectangle.
  case rectangle

  /// The outline filling a frame.
  ///
  /// - Parameter rect: The frame; a zero or non-finite frame gives an empty path.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> BezierPath {
    guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else {
      return BezierPath()
    }
    switch self {
    case .capsule: return .capsule(in: rect)
    case .rectangle: return .rect(rect)
    }
  }

  /// The path a track's content is clipped to: a shape's outline, or, for no shape, a region
  /// that cuts nothing a segment draws around itself (a focused segment's lift, a highlight).
  ///
  /// - Parameters:
  ///   - shape: The clip (see ``SegmentedPickerStyleGeometry/contentClip(tokens:isScrolling:)``),
  ///     or `nil` for none.
  ///   - rect: The track's bounds.
  /// - Returns: The shape's path in `rect`; for `nil`, `rect` grown by its own width and height
  ///   on every side (an empty path for a non-finite or empty `rect`, as ``path(in:)``).
  public static func clipPath(_ shape: SegmentedPickerShape?, in rect: CGRect) -> BezierPath {
    guard let shape else {
      return SegmentedPickerShape.rectangle.path(in: rect.insetBy(dx: -rect.width, dy: -rect.height))
    }
    return shape.path(in: rect)
  }
}

/// How a built-in style paints one part of the picker.
public enum SegmentedPickerPaint: Sendable, Hashable {
  /// The shape filled.
  case fill(SegmentedPickerShape)
  /// The shape stroked inside its frame (SwiftUI's `strokeBorder`) with the tokens' stroke width.
  case outline(SegmentedPickerShape)
  /// A capsule bar of the tokens' stroke width along the bottom of the frame.
  case underline

  /// The frame a paint actually covers inside a part's frame.
  ///
  /// - Parameters:
  ///   - frame: The part's frame (the track, or the indicator's segment).
  ///   - strokeWidth: The tokens' stroke width.
  /// - Returns: For ``underline`` the bar at the bottom; for ``outline(_:)`` the frame inset by
  ///   half the stroke, where the stroke's centre runs; otherwise the frame.
  public func paintedFrame(in frame: CGRect, strokeWidth: CGFloat) -> CGRect {
    switch self {
    case .fill: return frame
    case .outline: return frame.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)
    case .underline:
      let height = min(strokeWidth, frame.height)
      return CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
    }
  }
}

/// The built-in looks of a segmented picker, named as the SwiftUI styles are.
public enum SegmentedPickerStyleKind: String, Sendable, Hashable, CaseIterable {
  /// A filled capsule track with a filled capsule indicator: the tutorial's look, the default.
  case capsule
  /// Labels on the background with a bar under the selected one.
  case underline
  /// A capsule outline around the control and around the selected segment.
  case bordered
}

/// The shapes of one built-in style, kept once for the SwiftUI styles and the preview renderer.
///
/// ```swift
/// let geometry = SegmentedPickerStyleGeometry(.bordered)
/// geometry.indicator  // .outline(.capsule)
/// geometry.indicator.paintedFrame(in: layout.segmentFrames[1], strokeWidth: tokens.strokeWidth)
/// ```
public struct SegmentedPickerStyleGeometry: Sendable, Hashable {
  /// The style.
  public let kind: SegmentedPickerStyleKind
  /// The track behind the segments; `nil` when the style draws none.
  public let track: SegmentedPickerPaint?
  /// The selection indicator.
  public let indicator: SegmentedPickerPaint
  /// The shape of one segment: its pointer hover and focus highlight, and the watch's pills.
  public let segment: SegmentedPickerShape
  /// The outline content is clipped to when it scrolls, and the keyboard focus ring's shape.
  public let outline: SegmentedPickerShape
  /// Whether the selected label sits on a filled indicator, so it takes the tokens' selected
  /// text colour; otherwise it takes the indicator's colour.
  public let selectedLabelIsOnFill: Bool

  /// The shapes of a built-in style.
  ///
  /// - Parameter kind: The style.
  public init(_ kind: SegmentedPickerStyleKind) {
    self.kind = kind
    self.segment = .capsule
    switch kind {
    case .capsule:
      track = .fill(.capsule)
      indicator = .fill(.capsule)
      outline = .capsule
      selectedLabelIsOnFill = true
    case .underline:
      track = nil
      indicator = .underline
      outline = .rectangle
      selectedLabelIsOnFill = false
    case .bordered:
      track = .outline(.capsule)
      indicator = .outline(.capsule)
      outline = .capsule
      selectedLabelIsOnFill = false
    }
  }

  /// The outline scrolling segments are clipped to: the track's outline when the tokens draw a
  /// track, and a plain rectangle when they do not (the watch's separate pills), so no pill is
  /// cut by a track that is not there.
  ///
  /// - Parameter tokens: The picker's tokens.
  /// - Returns: ``outline``, or ``SegmentedPickerShape/rectangle`` for a transparent track.
  public func scrollClip(tokens: SegmentedPickerTokens) -> SegmentedPickerShape {
    Self.isClear(tokens.track) ? .rectangle : outline
  }

  /// What a track's content is clipped to: the ``scrollClip(tokens:)`` while the segments
  /// scroll, so they pass under the track's edge; nothing while they fit, so a focused segment's
  /// lift or a highlight can reach past the track.
  ///
  /// - Parameters:
  ///   - tokens: The picker's tokens.
  ///   - isScrolling: Whether the segments scroll (``SegmentedPickerLayout/Viewport/isScrolling``).
  /// - Returns: The clip outline, or `nil` for none.
  public func contentClip(tokens: SegmentedPickerTokens, isScrolling: Bool) -> SegmentedPickerShape? {
    isScrolling ? scrollClip(tokens: tokens) : nil
  }

  /// How each segment's own pill is painted: filled in the ``segment`` shape with the tokens'
  /// ``SegmentedPickerTokens/segmentFill``, as part of the track, so it lies under the indicator
  /// and never dims it as the indicator slides across.
  ///
  /// - Parameter tokens: The picker's tokens.
  /// - Returns: The pills' paint, or `nil` when the segment fill is clear in both appearances
  ///   (every look but the watch's), so nothing is painted.
  public func segmentFill(tokens: SegmentedPickerTokens) -> SegmentedPickerPaint? {
    Self.isClear(tokens.segmentFill) ? nil : .fill(segment)
  }

  private static func isClear(_ color: AdaptiveColor) -> Bool {
    color.light.alpha == 0 && color.dark.alpha == 0
  }
}
