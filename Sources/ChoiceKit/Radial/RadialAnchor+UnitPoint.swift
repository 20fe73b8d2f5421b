#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension RadialAnchor {
    /// The core anchor at a SwiftUI unit point.
    ///
    /// - Parameter unitPoint: The unit point; its coordinates are clamped to 0...1.
    public init(_ unitPoint: UnitPoint) {
      self.init(x: unitPoint.x, y: unitPoint.y)
    }
  }

  extension UnitPoint {
    /// The SwiftUI unit point at a core anchor.
    ///
    /// - Parameter anchor: The core anchor.
    public init(_ anchor: RadialAnchor) {
      self.init(x: anchor.x, y: anchor.y)
    }
  }
#endif
