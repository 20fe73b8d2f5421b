import Foundation

/// An outline the built-in segmented styles draw with, turned into a path for any frame.
public enum SegmentedPickerShape: Sendable, Hashable {
  /// A rectangle with fully rounded ends, as wide as the frame.
  case capsule
  /// A plain rectangle.
  case rectangle
  /// A rectangle with rounded corners, as the Mac's segmented control: the radius is limited to
  /// half the frame's shorter side, and a negative or NaN radius gives square corners.
  case roundedRectangle(cornerRadius: CGFloat)

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
    case .roundedRectangle(let radius): return .roundedRect(rect, cornerRadius: radius)
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
  public private(set) var track: SegmentedPickerPaint?
  /// The selection indicator.
  public private(set) var indicator: SegmentedPickerPaint
  /// The shape of one segment: its pointer hover and focus highlight, and the watch's pills.
  public private(set) var segment: SegmentedPickerShape
  /// The outline content is clipped to when it scrolls, and the keyboard focus ring's shape.
  public private(set) var outline: SegmentedPickerShape
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

  /// The shapes with the tokens' corners: each capsule a rounded rectangle with the tokens'
  /// ``SegmentedPickerTokens/cornerRadius`` (the track and its outline) or that radius less the
  /// container inset (the indicator and the segments, inside the track), so the corners stay
  /// concentric; unchanged when the tokens draw capsules.
  ///
  /// ```swift
  /// SegmentedPickerStyleGeometry(.capsule).shaped(by: .mac).track
  /// // .fill(.roundedRectangle(cornerRadius: 6))
  /// ```
  ///
  /// - Parameter tokens: The picker's tokens.
  /// - Returns: The geometry every part of the picker is drawn with.
  public func shaped(by tokens: SegmentedPickerTokens) -> SegmentedPickerStyleGeometry {
    guard let radius = tokens.cornerRadius else { return self }
    let inner = max(radius - tokens.metrics.containerInset, 0)
    func rounded(_ shape: SegmentedPickerShape, _ radius: CGFloat) -> SegmentedPickerShape {
      shape == .capsule ? .roundedRectangle(cornerRadius: radius) : shape
    }
    func rounded(_ paint: SegmentedPickerPaint?, _ radius: CGFloat) -> SegmentedPickerPaint? {
      switch paint {
      case .fill(let shape): .fill(rounded(shape, radius))
      case .outline(let shape): .outline(rounded(shape, radius))
      case .underline, nil: paint
      }
    }
    var shaped = self
    shaped.track = rounded(track, radius)
    shaped.outline = rounded(outline, radius)
    shaped.indicator = rounded(indicator, inner) ?? indicator
    shaped.segment = rounded(segment, inner)
    return shaped
  }

  /// Whether lines are drawn between the segments the indicator is not on (see
  /// ``SegmentedPickerLayout/separatorFrames`` and
  /// ``SegmentedPickerLayout/showsSeparator(after:indicatorPosition:)``).
  ///
  /// - Parameter tokens: The picker's tokens.
  /// - Returns: `false` when the tokens' ``SegmentedPickerTokens/separator`` is clear in both
  ///   appearances (every look but the Mac's).
  public func drawsSeparators(tokens: SegmentedPickerTokens) -> Bool {
    !Self.isClear(tokens.separator)
  }

  /// The colour a filled indicator is painted with: the tokens' own
  /// ``SegmentedPickerTokens/indicatorFill`` when they have one and the indicator is filled
  /// (the capsule style), otherwise `nil`, for the tint.
  ///
  /// - Parameter tokens: The picker's tokens.
  /// - Returns: The fill, or `nil` to paint with the tint.
  public func indicatorFill(tokens: SegmentedPickerTokens) -> AdaptiveColor? {
    guard case .fill = indicator else { return nil }
    return tokens.indicatorFill
  }

  /// The shadow the indicator casts: the tokens' ``SegmentedPickerTokens/indicatorShadow`` under
  /// a filled indicator, none under an outline or an underline.
  ///
  /// - Parameter tokens: The picker's tokens.
  /// - Returns: The shadow, or `nil`.
  public func indicatorShadow(tokens: SegmentedPickerTokens) -> ChoiceShadow? {
    guard case .fill = indicator else { return nil }
    return tokens.indicatorShadow
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
