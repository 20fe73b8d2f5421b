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

    /// The point a segment ends at, or `nil` for ``closeSubpath``.
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
  }

  /// The path's commands in drawing order. Every path that is not empty starts with a move.
  public private(set) var elements: [Element] = []

  /// The start of the current subpath, where ``closeSubpath()`` returns to.
  private var subpathStart: CGPoint?

  /// The point the next segment starts from, or `nil` before the first move.
  public private(set) var currentPoint: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path from commands, applying the same rules as the drawing methods.
  ///
  /// - Parameter elements: The commands; non-finite ones are dropped.
  public init<S: Sequence>(elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Creates a path by running a building closure on an empty path.
  ///
  /// - Parameter build: A closure that draws into the path.
  public init(_ build: (inout BezierPath) -> Void) {
    build(&self)
  }

  // The current point and subpath start follow from the elements, so they add nothing to a hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }

  /// Whether the path has no commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends one command.
  ///
  /// A segment drawn before any move starts a subpath at its own end point without drawing, and a
  /// close with no open subpath does nothing.
  ///
  /// - Parameter element: The command to append; ignored when any coordinate is not finite.
  public mutating func append(_ element: Element) {
    guard element.points.allSatisfy(\.isFinite) else { return }
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
      guard let start = subpathStart, elements.last != .closeSubpath else { return }
      elements.append(.closeSubpath)
      currentPoint = start
    }
  }

  /// Starts a new subpath at a point.
  public mutating func move(to point: CGPoint) { append(.move(to: point)) }

  /// Adds a straight segment from the current point.
  public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

  /// Adds a quadratic Bézier segment from the current point.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier segment from the current point.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight segment back to its start.
  public mutating func closeSubpath() { append(.closeSubpath) }

  /// Appends all commands of another path.
  public mutating func addPath(_ other: BezierPath) {
    for element in other.elements { append(element) }
  }
}

extension CGPoint {
  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
