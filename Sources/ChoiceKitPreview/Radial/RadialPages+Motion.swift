import ChoiceKitCore
import Foundation

extension RadialPages {
  /// The frames of each filmstrip.
  static let filmstripFrames = 7

  /// The tutorial's overlapping full circle beside the corrected one.
  static func comparison() -> [Gallery.Entry] {
    let tutorial = RadialTutorialLayout.coincidingPairs(RadialTutorialComparison.tutorialFrames())
    let named = tutorial.map { "items \($0.0 + 1) and \($0.1 + 1)" }.joined(separator: ", ")
    let corrected = RadialPreview(
      items: RadialPreview.tutorialItems, frameSize: CGSize(width: 300, height: 300))
    let titles = RadialPreview.tutorialItems.map { GalleryCaption.isolated($0.title) }.joined(separator: ", ")
    return [
      Gallery.Entry(
        title: "The tutorial's full circle and the corrected one",
        caption:
          "\(titles) in a 300 × 300 frame. Left, the tutorial's arithmetic: it steps by "
          + "360°/(n − 1), so \(named) land on the same spot at the top (outlined in orange), and it pulls "
          + "items in by half their width across but half their height down. Right, RadialArc.fullCircle "
          + "with RadialRadius.fitted: 120° apart, every item inside the frame.",
        file: "\(RadialPages.id)/tutorial-vs-corrected.svg",
        svg: SVGRenderer().render(RadialTutorialComparison.displayList()),
        call: corrected.galleryCall().commented("right: the corrected circle").intendingTextOverlaps(),
        tags: corrected.galleryTags)
    ]
  }

  /// The staggered opening, with and without Reduce Motion, as animated SVGs and filmstrips.
  static func motion() -> [Gallery.Entry] {
    let tokens = RadialMenuTokens.standard
    let spring = tokens.spring
    let delays = tokens.reveal.delays(count: 5, isOpening: true)
    let feel =
      "on the tokens' spring (response \(DecimalText.format(spring.response, places: 2)), damping "
      + "\(DecimalText.format(spring.dampingFraction, places: 2))), each item leaving "
      + "\(DecimalText.format(delays[1] * 1000, places: 0)) ms of the stagger after the one before "
      + "(RadialReveal.progress shares one spring's progress among the items)"
    let opening = RadialPreview(items: Array(items.prefix(5)))
    var reduced = opening
    reduced.traits.reducesMotion = true
    let runs: [(name: String, title: String, lead: String, preview: RadialPreview)] = [
      (
        "opening", "Opening",
        "As RadialMenu opens: the items travel out from the centre to their places \(feel), fading in.",
        opening
      ),
      (
        "opening-reduce-motion", "Opening with Reduce Motion",
        "Reduce Motion: the items fade in at their places, all at once; nothing travels. (The control fades "
          + "with an ease-in-out curve; the frames here follow the spring's progress.)", reduced
      ),
    ]
    return runs.flatMap { run in
      run.preview.openingTransition().galleryEntries(
        file: "\(RadialPages.id)/\(run.name)", title: run.title,
        caption: run.lead + " " + configuration(run.preview),
        // The items leave from under the centre button, and its title cross-fades.
        call: run.preview.galleryCall().commented("then: isOpen = true").intendingTextOverlaps(),
        tags: run.preview.galleryTags,
        filmstripFrames: filmstripFrames)
    }
  }
}
