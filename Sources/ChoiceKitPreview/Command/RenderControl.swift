/// The controls `choicekit render` draws, by the names a command line gives them, each with the
/// options its preview can show: an option a control's preview has no use for is refused rather
/// than silently ignored.
enum RenderControl: String, CaseIterable, Sendable, Hashable {
  /// `SegmentedPickerPreview`.
  case segmentedPicker = "segmented-picker"
  /// `TabBarPreview`: the curved bar, or the form the idiom uses.
  case tabBar = "tab-bar"
  /// `RadialPreview` without a frame, as `RadialMenu` places its items.
  case radialMenu = "radial-menu"
  /// `RadialPreview` in a frame, as `RadialLayout` places its items.
  case radialLayout = "radial-layout"
  /// `ValuePickerPreview`: the closed row or the open list.
  case valuePicker = "value-picker"

  /// The control names, as help and messages list them.
  static let names = allCases.map(\.rawValue).joined(separator: ", ")

  /// What the control's picture shows, for the help.
  var summary: String {
    switch self {
    case .segmentedPicker: "a segmented picker; its indicator's motion as a transition"
    case .tabBar: "a curved tab bar, a Mac sidebar, watch pages or a TV tab bar"
    case .radialMenu: "a radial menu around its centre button; its opening as a transition"
    case .radialLayout: "a radial layout in a frame; its opening as a transition"
    case .valuePicker: "a value picker's closed row or its open list"
    }
  }

  /// The options the control reads, in the order the help lists them.
  var options: [RenderOption] {
    let environment: [RenderOption] = [.appearance, .direction, .textSize]
    let motion: [RenderOption] = [.transition, .from, .frames]
    switch self {
    case .segmentedPicker:
      return [.labels, .selection, .disabled, .style, .sizing, .width] + environment + [.idiom] + motion
        + [.output]
    case .tabBar:
      return [.labels, .icons, .selection, .action, .notch, .width] + environment + [.idiom] + motion
        + [.output]
    case .radialMenu, .radialLayout:
      let frame: [RenderOption] = self == .radialLayout ? [.frame] : []
      return [.labels, .icons, .disabled, .arc, .radius, .anchor] + frame + [.state, .noGuides]
        + environment + [.transition, .frames, .reduceMotion, .output]
    case .valuePicker:
      return [
        .title, .labels, .disabled, .mode, .selection, .minimum, .maximum, .style, .state, .checkmark,
        .query, .width,
      ] + environment + [.output]
    }
  }

  /// The idioms the control's preview draws differently, as `--idiom` names them.
  var idioms: [String] {
    switch self {
    case .segmentedPicker: ["ios", "macos", "watchos"]
    case .tabBar: ["ios", "macos", "watchos", "tvos"]
    case .radialMenu, .radialLayout, .valuePicker: []
    }
  }
}

extension RenderControl {
  /// The filmstrip's frames when `--frames` is not given: as many as the control's gallery shows.
  var defaultFrames: Int {
    switch self {
    case .radialMenu, .radialLayout: 7
    default: 6
    }
  }
}
