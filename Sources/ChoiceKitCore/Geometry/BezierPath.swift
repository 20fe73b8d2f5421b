import Foundation

/// A resolution-independent outline made of lines and Bézier curves, in a y-down coordinate space.
///
/// `BezierPath` is the core's counterpart of SwiftUI's `Path`: every shape a ChoiceKit control
/// draws is built here once, tested on any platform, then converted for SwiftUI or rendered to SVG.
///
/// ```swift
/// var path = BezierPath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addCurve(to: CGPoint(x: 100, y: 0),
///               control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 70, y: 40))
/// path.closeSubpath()
/// ```
///
/// Commands whose coordinates are not finite (NaN or infinite) are ignored, so a path never holds
/// a point that cannot be drawn.
///
/// Drawing after ``closeSubpath()`` without a new ``move(to:)`` starts a new subpath at the closed
/// subpath's start point, as in SVG and Core Graphics: every operation (flattening, measuring,
/// containment, bounds, SVG output) reads the path that way.
public struct BezierPath: Sendable, Hashable {
  /// One drawing command of a path.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight segment from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier segment from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier segment from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a straight segment back to its start.
    case closeSubpath

    /// The point a segment ends at, or `nil` for ``closeSubpath`` (whose end depends on the
    /// path it is in: the start of its subpath).
    public var endPoint: CGPoint? {
      switch self {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
      case .closeSubpath: nil
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .move: hasher.combine(0)
      case .line: hasher.combine(1)
      case .quadCurve: hasher.combine(2)
      case .curve: hasher.combine(3)
      case .closeSubpath: hasher.combine(4)
      }
      hasher.combine(points: points)
    }

    var points: [CGPoint] {
      switch self {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [c, p]
      case .curve(let p, let c1, let c2): [c1, c2, p]
      case .closeSubpath: []
      }
    }

    /// Whether a path keeps the command: every point of it is drawable. Unlike reading
    /// ``points``, it allocates nothing, so appending stays cheap on every frame.
    var isDrawable: Bool {
      switch self {
      case .move(let p), .line(let p): p.isDrawable
      case .quadCurve(let p, let c): p.isDrawable && c.isDrawable
      case .curve(let p, let c1, let c2): p.isDrawable && c1.isDrawable && c2.isDrawable
      case .closeSubpath: true
      }
    }
  }

  /// The path's commands in drawing order, as drawn. Every path that is not empty starts with a
  /// move, and every coordinate is finite.
  public private(set) var elements: [Element] = []

  /// The start of the current subpath, where ``closeSubpath()`` returns to.
  private var subpathStart: CGPoint?

  /// The point the next segment starts from, or `nil` for an empty path. After a close it is the
  /// closed subpath's start point.
  public private(set) var currentPoint: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path from commands, applying the same rules as ``append(_:)``.
  ///
  /// ```swift
  /// let line = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
  /// ```
  ///
  /// - Parameter elements: The commands. Ones with a non-finite coordinate are dropped, a segment
  ///   before any move starts the path at its end point, and a close with no open subpath (or a
  ///   second close in a row) is dropped; an empty sequence gives an empty path.
  public init<S: Sequence>(elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Creates a path by running a building closure on an empty path.
  ///
  /// - Parameter build: A closure that draws into the path; the drawing methods' rules for bad
  ///   input apply. A closure that draws nothing gives an empty path.
  public init(_ build: (inout BezierPath) -> Void) {
    build(&self)
  }

  // The current point and subpath start follow from the elements, so they add nothing to a hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }

  /// Whether the path has no commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Makes room for `count` commands in all, so a path whose size is known is drawn without
  /// growing its storage on the way.
  mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Appends one command.
  ///
  /// A segment drawn before any move starts a subpath at its own end point without drawing, a
  /// close with no open subpath (or right after another close) does nothing, and a segment after
  /// a close starts a new subpath at the closed subpath's start point.
  ///
  /// - Parameter element: The command to append; ignored when any coordinate (control points
  ///   included) is NaN, infinite, or beyond ±``maximumCoordinate``.
  public mutating func append(_ element: Element) {
    guard element.isDrawable else { return }
    switch element {
    case .move(let p):
      elements.append(element)
      subpathStart = p
      currentPoint = p
    case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
      if currentPoint == nil {
        append(.move(to: p))
        return
      }
      elements.append(element)
      currentPoint = p
    case .closeSubpath:
      guard let start = subpathStart else { return }
      if case .closeSubpath = elements.last { return }
      elements.append(.closeSubpath)
      currentPoint = start
    }
  }

  /// Starts a new subpath at a point.
  ///
  /// - Parameter point: The start; a point with a NaN or infinite coordinate is ignored.
  public mutating func move(to point: CGPoint) { append(.move(to: point)) }

  /// Adds a straight segment from the current point.
  ///
  /// - Parameter point: The end; ignored when not finite. On an empty path it starts the path
  ///   there instead of drawing.
  public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

  /// Adds a quadratic Bézier segment from the current point.
  ///
  /// - Parameters:
  ///   - point: The end. On an empty path the curve only starts the path there.
  ///   - control: The control point. The segment is ignored when either point is not finite.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier segment from the current point.
  ///
  /// - Parameters:
  ///   - point: The end. On an empty path the curve only starts the path there.
  ///   - control1: The control point near the start.
  ///   - control2: The control point near the end. The segment is ignored when any of the three
  ///     points is not finite.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight segment back to its start.
  ///
  /// Does nothing on an empty path or right after another close. Drawing on without a move
  /// starts a new subpath at the same start point.
  public mutating func closeSubpath() { append(.closeSubpath) }

  /// Appends all commands of another path, by the rules of ``append(_:)``.
  ///
  /// - Parameter other: The path to append; an empty path adds nothing. Its first move starts a
  ///   new subpath, so the two paths are not joined.
  public mutating func addPath(_ other: BezierPath) {
    for element in other.elements { append(element) }
  }
}

extension BezierPath {
  /// The largest coordinate a path keeps, far beyond any screen: a point further from the origin
  /// on either axis is ignored like a NaN one, so that lengths, differences and sums over a
  /// path's points (at most ``flatteningBudget`` of them after flattening) stay finite.
  public static let maximumCoordinate: CGFloat = 1e15
}

extension CGPoint {
  /// Whether both coordinates are finite numbers: `false` when either is NaN or infinite.
  package var isFinite: Bool { x.isFinite && y.isFinite }

  /// Whether a path keeps this point: finite, and within ±``BezierPath/maximumCoordinate``.
  var isDrawable: Bool {
    isFinite && abs(x) <= BezierPath.maximumCoordinate && abs(y) <= BezierPath.maximumCoordinate
  }
}
