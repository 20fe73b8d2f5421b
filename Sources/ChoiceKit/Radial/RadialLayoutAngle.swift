#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The arcs of the "SwiftUI Layouts - Creando un Menú Flotante Radial" tutorial, kept so its
  /// call sites compile unchanged: a full circle, the leading or trailing half, or any total of
  /// degrees with an anchor.
  ///
  /// ```swift
  /// RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
  ///   MenuButton(title: "Crear", icon: "plus") { … }
  ///   MenuButton(title: "Buscar", icon: "magnifyingglass") { … }
  /// }
  /// .frame(width: 300, height: 300)
  /// ```
  ///
  /// Each case becomes a core `RadialArc` (``arc(offset:)``) and a `RadialAnchor`
  /// (``radialAnchor``). Unlike the tutorial's layout, a full circle spaces n items 360°/n apart,
  /// so the first and the last no longer meet.
  public enum RadialLayoutAngle: Sendable, Hashable {
    /// The whole circle, from the top, clockwise; items are centred on it.
    case fullCircle
    /// The trailing half, from the top round the trailing side to the bottom; items hang
    /// outwards from their leading edge.
    case trailingCircle
    /// The leading half, from the top round the leading side to the bottom; items hang outwards
    /// from their trailing edge.
    case leadingCircle
    /// Any arc: `degrees` clockwise from the top (negative for counter-clockwise), each item
    /// held at `anchor`.
    case custom(degrees: Double, anchor: UnitPoint)

    /// The arc's total, in degrees, as the tutorial gives it: 360, 180, −180 or the custom value.
    public var totalDegrees: Double {
      switch self {
      case .fullCircle: 360
      case .trailingCircle: 180
      case .leadingCircle: -180
      case .custom(let degrees, _): degrees
      }
    }

    /// Which point of each item sits on the circle, as the tutorial anchors it.
    public var anchor: UnitPoint {
      switch self {
      case .fullCircle: .center
      case .leadingCircle: .trailing
      case .trailingCircle: .leading
      case .custom(_, let anchor): anchor
      }
    }

    /// The core arc for this case, starting `offset` degrees clockwise from the top.
    ///
    /// - Parameter offset: The tutorial's `angleOffset`.
    /// - Returns: `RadialArc(tutorialDegrees: totalDegrees, offset: offset)`.
    public func arc(offset: Double) -> RadialArc {
      RadialArc(tutorialDegrees: totalDegrees, offset: offset)
    }

    /// ``anchor`` as the core's anchor.
    public var radialAnchor: RadialAnchor {
      RadialAnchor(anchor)
    }
  }
#endif
