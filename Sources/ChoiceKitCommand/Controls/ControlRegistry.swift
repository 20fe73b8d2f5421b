import ChoiceKitCore
import ChoiceKitPreview

/// The controls of the package, one line each, in the order the gallery, the bench and the help
/// show them.
///
/// Everything that lists controls reads this list, and takes it as a parameter whose default is
/// ``controls``, so a test can hand it another list.
package enum ControlRegistry {
  /// Every control's descriptor.
  package static var controls: [any ControlDescriptor.Type] {
    [
      SegmentedPickerDescriptor.self,
      CurvedTabBarDescriptor.self,
      RadialDescriptor.self,
      ValuePickerDescriptor.self,
    ]
  }

  /// The descriptor with an identifier, if the registry holds one.
  ///
  /// - Parameters:
  ///   - id: The identifier, such as `segmented-picker`.
  ///   - registry: The descriptors to search.
  /// - Returns: The descriptor, or `nil`.
  package static func control(_ id: String, in registry: [any ControlDescriptor.Type] = controls)
    -> (any ControlDescriptor.Type)?
  {
    registry.first { $0.id == id }
  }
}
