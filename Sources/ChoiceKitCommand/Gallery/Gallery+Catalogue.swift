import ChoiceKitCore
import ChoiceKitPreview

extension Gallery {
  /// The whole catalogue: every page the package draws.
  package static func catalogue() -> Gallery {
    catalogue(registry: ControlRegistry.controls)
  }

  /// The catalogue of a list of controls and the foundations: each control's pages, in the
  /// registry's order, then the foundations' (springs, paths, text, icons), so the page opens on
  /// the controls.
  ///
  /// - Parameter registry: The controls.
  /// - Returns: The gallery, listing each control's identifier as a control section.
  package static func catalogue(registry: [any ControlDescriptor.Type]) -> Gallery {
    Gallery(
      sections: registry.flatMap { $0.gallerySections() }
        + FoundationPages.sections(anchor: FoundationPages.anchor),
      controls: registry.map { $0.id })
  }
}
