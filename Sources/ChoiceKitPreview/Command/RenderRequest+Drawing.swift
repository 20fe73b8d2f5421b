import ChoiceKitCore
import Foundation

extension ChoiceKitCommand.RenderRequest {
  /// The picture as SVG text, drawn by the control's preview exactly as the gallery draws its
  /// pages: `displayList()` for a still, the preview's transition for the animated SVG and the
  /// filmstrip.
  func svg() -> String {
    switch control {
    case .segmentedPicker:
      let preview = segmentedPickerPreview()
      return draw(preview.displayList()) { preview.transition(from: from, to: selection.first ?? -1) }
    case .tabBar:
      let preview = tabBarPreview()
      return draw(preview.displayList()) { preview.transition(from: from, to: selection.first ?? -1) }
    case .radialMenu, .radialLayout:
      let preview = radialPreview()
      return draw(preview.displayList()) { preview.openingTransition() }
    case .valuePicker:
      // A value picker's preview has no transition, so its requests are always still.
      return draw(valuePickerPreview().displayList(), transition: nil)
    }
  }

  /// The still, or the transition in the requested form; only the one asked for is drawn.
  private func draw(_ still: @autoclosure () -> DisplayList, transition: (() -> PreviewTransition)?) -> String
  {
    switch (motion, transition) {
    case (.still, _), (_, nil): SVGRenderer().render(still())
    case (.animated, let transition?): transition().animatedSVG()
    case (.filmstrip(let frames), let transition?):
      SVGRenderer().render(transition().filmstrip(count: frames))
    }
  }

  /// The segmented picker in the request's configuration.
  func segmentedPickerPreview() -> SegmentedPickerPreview {
    SegmentedPickerPreview(
      labels: labels, selection: selection.first, disabled: disabled, style: segmentedStyle,
      appearance: appearance, isRightToLeft: isRightToLeft, textScale: textScale, idiom: idiom,
      sizing: sizing,
      proposedWidth: width)
  }

  /// The tab bar in the request's configuration; without a width, the preview's own.
  func tabBarPreview() -> TabBarPreview {
    var preview = TabBarPreview(
      tabs: zip(labels, icons).map { TabBarPreview.Tab($0, systemImage: $1) }, selection: selection.first,
      action: action.map { TabBarPreview.Action($0) }, mode: notch, appearance: appearance,
      isRightToLeft: isRightToLeft, textScale: textScale, idiom: idiom)
    if let width { preview.width = width }
    return preview
  }

  /// The radial menu, or the radial layout in its frame, in the request's configuration.
  func radialPreview() -> RadialPreview {
    let items = labels.indices.map { index in
      RadialPreview.Item(labels[index], systemImage: icons[index], isEnabled: !disabled.contains(index))
    }
    return RadialPreview(
      items: items, arc: arc, radius: radius, anchor: anchor, isExpanded: isOpen,
      frameSize: control == .radialLayout ? frame : nil, appearance: appearance, isRightToLeft: isRightToLeft,
      textScale: textScale, reduceMotion: reduceMotion, showsGuides: showsGuides)
  }

  /// The value picker in the request's configuration; without a width, the preview's own.
  func valuePickerPreview() -> ValuePickerPreview {
    let options = labels.indices.map {
      ValuePickerPreview.Option(labels[$0], isEnabled: !disabled.contains($0))
    }
    let value: ValuePickerValue<Int> =
      switch mode {
      case .single: .single(selection.first ?? 0)
      case .optional: .optional(selection.first)
      case .multiple: .multiple(Set(selection), limits)
      }
    var tokens = ValuePickerTokens.standard
    tokens.checkmark = checkmark
    var preview = ValuePickerPreview(
      title: title, options: options, value: value, style: valuePickerStyle, isOpen: isOpen, query: query,
      appearance: appearance, isRightToLeft: isRightToLeft, textScale: textScale, tokens: tokens)
    if let width { preview.width = width }
    return preview
  }
}
