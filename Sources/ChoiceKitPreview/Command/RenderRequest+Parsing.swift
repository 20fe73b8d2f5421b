import ChoiceKitCore
import Foundation

extension ChoiceKitCommand.RenderRequest {
  /// Reads the words after `render`: the control, then its options.
  ///
  /// Options are read in a fixed order, content first, since a position is checked against the
  /// labels and a selection against the mode and limits, whatever order they were written in.
  ///
  /// - Parameter words: The words after `render`.
  /// - Returns: The render help, or the request.
  /// - Throws: A usage error for a missing or unknown control, an unknown option, a missing or
  ///   bad value, options that do not go together, or a missing `--output`.
  static func parse(_ words: [String]) throws(ChoiceKitCommand.UsageError) -> ChoiceKitCommand.Invocation {
    guard let name = words.first else {
      throw RenderValue.conflict("missing control for 'render': one of \(RenderControl.names)")
    }
    if name == "-h" || name == "--help" { return .renderHelp }
    guard let control = RenderControl(rawValue: name) else {
      let kind = name.hasPrefix("-") ? "a control before option '\(name)'" : "unknown control '\(name)'"
      throw RenderValue.conflict("\(kind) for 'render': one of \(RenderControl.names)")
    }
    let options = control.options
    let read = try CommandOptions.read(
      Array(words.dropFirst()), valued: Set(options.filter { !$0.isFlag }.map(\.rawValue)),
      flags: Set(options.filter(\.isFlag).map(\.rawValue)), aliases: RenderOption.aliases,
      context: "render \(control.rawValue)", helpCommand: RenderValue.helpCommand)
    if read.wantsHelp { return .renderHelp }
    guard let output = read.value(of: RenderOption.output.rawValue) else {
      throw RenderValue.conflict("missing '--output FILE.svg' for 'render \(control.rawValue)'")
    }
    guard output.lowercased().hasSuffix(".svg"), output.count > 4 else {
      throw RenderValue.refusal(.output, takes: "a file name ending in .svg", not: output)
    }
    var request = Self(control: control, output: output)
    try request.readContent(read)
    try request.readEnvironment(read)
    try request.readControlOptions(read)
    try request.readSelection(read)
    try request.readMotion(read)
    return .render(request)
  }

  /// The value of an option, if given.
  private static func value(_ option: RenderOption, in read: CommandOptions) -> String? {
    read.value(of: option.rawValue)
  }

  /// Labels, icons, disabled positions and the value picker's title.
  private mutating func readContent(_ read: CommandOptions) throws(ChoiceKitCommand.UsageError) {
    if let value = Self.value(.labels, in: read) {
      labels = try RenderValue.list(value, for: .labels)
      // Custom labels keep the default symbols, in turn, unless --icons names others.
      let symbols = icons
      icons = symbols.isEmpty ? [] : labels.indices.map { symbols[$0 % symbols.count] }
    }
    if let value = Self.value(.icons, in: read) {
      let names = try RenderValue.list(value, for: .icons)
      if let unknown = names.first(where: { !IconSet.contains($0) }) {
        throw RenderValue.refusal(.icons, takes: "names of the preview's symbols", not: unknown)
      }
      guard names.count == labels.count else {
        throw RenderValue.conflict(
          "option '--icons' needs one symbol per label: \(labels.count), not \(names.count)")
      }
      icons = names
    }
    if let value = Self.value(.disabled, in: read) {
      disabled = Set(try RenderValue.positions(value, for: .disabled, count: labels.count))
    }
    if let value = Self.value(.title, in: read) { title = value }
  }

  /// Appearance, direction, text size, idiom and width.
  private mutating func readEnvironment(_ read: CommandOptions) throws(ChoiceKitCommand.UsageError) {
    if let value = Self.value(.appearance, in: read) {
      appearance = try RenderValue.choice(value, for: .appearance, from: RenderValue.cases(Appearance.self))
    }
    if let value = Self.value(.direction, in: read) {
      isRightToLeft = try RenderValue.choice(value, for: .direction, from: [("ltr", false), ("rtl", true)])
    }
    if let value = Self.value(.textSize, in: read) {
      textScale = try RenderValue.choice(value, for: .textSize, from: RenderValue.cases(TextScale.self))
    }
    if let value = Self.value(.idiom, in: read) {
      let idioms: [(name: String, value: InterfaceIdiom)] = [
        ("ios", .phone), ("macos", .mac), ("watchos", .watch), ("tvos", .tv),
      ]
      idiom = try RenderValue.choice(
        value, for: .idiom, from: idioms.filter { control.idioms.contains($0.name) })
    }
    if let value = Self.value(.width, in: read) { width = try RenderValue.length(value, for: .width) }
  }

  /// The options only one control reads.
  private mutating func readControlOptions(_ read: CommandOptions) throws(ChoiceKitCommand.UsageError) {
    if let value = Self.value(.style, in: read) {
      if control == .valuePicker {
        valuePickerStyle = try RenderValue.choice(
          value, for: .style, from: RenderValue.cases(ValuePickerPreview.Style.self, kebab: true))
      } else {
        segmentedStyle = try RenderValue.choice(
          value, for: .style, from: RenderValue.cases(SegmentedPickerStyleKind.self))
      }
    }
    if let value = Self.value(.sizing, in: read) {
      sizing = try RenderValue.choice(
        value, for: .sizing, from: RenderValue.cases(SegmentedPickerSizing.self, kebab: true))
    }
    if let value = Self.value(.action, in: read) { action = value.lowercased() == "none" ? nil : value }
    if let value = Self.value(.notch, in: read) {
      notch = try RenderValue.choice(value, for: .notch, from: RenderValue.cases(TabBarNotchMode.self))
    }
    if let value = Self.value(.arc, in: read) { arc = try RenderValue.arc(value) }
    if let value = Self.value(.radius, in: read) {
      radius = value.lowercased() == "fitted" ? .fitted : .fixed(try RenderValue.length(value, for: .radius))
    }
    if let value = Self.value(.anchor, in: read) {
      anchor = try RenderValue.choice(
        value, for: .anchor, from: [("center", .center), ("leading", .leading), ("trailing", .trailing)])
    }
    if let value = Self.value(.frame, in: read) { frame = try RenderValue.size(value, for: .frame) }
    if let value = Self.value(.state, in: read) {
      isOpen = try RenderValue.choice(value, for: .state, from: [("open", true), ("closed", false)])
    }
    if read.contains(RenderOption.noGuides.rawValue) { showsGuides = false }
    if read.contains(RenderOption.reduceMotion.rawValue) { reduceMotion = true }
    if let value = Self.value(.checkmark, in: read) {
      checkmark = try RenderValue.choice(
        value, for: .checkmark, from: RenderValue.cases(ValuePickerCheckmark.self))
    }
    if let value = Self.value(.query, in: read) { query = value }
  }

  /// The mode, limits and selection, checked against each other.
  private mutating func readSelection(_ read: CommandOptions) throws(ChoiceKitCommand.UsageError) {
    if let value = Self.value(.mode, in: read) {
      mode = try RenderValue.choice(value, for: .mode, from: RenderValue.cases(SelectionMode.self))
    }
    let minimum = try Self.value(.minimum, in: read).map { value throws(ChoiceKitCommand.UsageError) in
      try RenderValue.count(value, for: .minimum, in: 0...labels.count)
    }
    let maximum = try Self.value(.maximum, in: read).map { value throws(ChoiceKitCommand.UsageError) in
      try RenderValue.count(value, for: .maximum, in: 1...max(labels.count, 1))
    }
    if minimum != nil || maximum != nil {
      guard mode == .multiple else {
        throw RenderValue.conflict("options '--min' and '--max' need '--mode multiple'")
      }
      if let minimum, let maximum, minimum > maximum {
        throw RenderValue.conflict("option '--min' \(minimum) is above '--max' \(maximum)")
      }
      limits = ValuePickerLimits(minimum: minimum ?? 0, maximum: maximum)
    }
    if control == .valuePicker && mode != .single { selection = [] }
    guard let value = Self.value(.selection, in: read) else { return }
    let most = control == .valuePicker && mode == .multiple ? Int.max : 1
    // A single value picker always holds a value, so it has no 'none'.
    let allowsNone = control != .valuePicker || mode != .single
    selection = try RenderValue.positions(
      value, for: .selection, count: labels.count, most: most, allowsNone: allowsNone)
    if let maximum = limits.maximum, selection.count > maximum {
      throw RenderValue.conflict(
        "option '--selection' chooses \(selection.count) options but '--max' is \(maximum)")
    }
  }

  /// The transition and its start and frames.
  private mutating func readMotion(_ read: CommandOptions) throws(ChoiceKitCommand.UsageError) {
    guard let value = Self.value(.transition, in: read) else {
      for option in [RenderOption.from, .frames, .reduceMotion] where read.contains(option.rawValue) {
        throw RenderValue.conflict("option '\(option.rawValue)' needs '--transition'")
      }
      return
    }
    let filmstrip = try RenderValue.choice(
      value, for: .transition, from: [("animated", false), ("filmstrip", true)])
    let frames = try Self.value(.frames, in: read).map { value throws(ChoiceKitCommand.UsageError) in
      try RenderValue.count(value, for: .frames, in: 1...RenderValue.maximumFrames)
    }
    if !filmstrip && frames != nil {
      throw RenderValue.conflict("option '--frames' needs '--transition filmstrip'")
    }
    motion = filmstrip ? .filmstrip(frames: frames ?? control.defaultFrames) : .animated
    if let value = Self.value(.from, in: read) {
      from = try RenderValue.positions(value, for: .from, count: labels.count, most: 1).first ?? -1
    }
    if control == .tabBar && idiom != .phone {
      throw RenderValue.conflict("option '--transition' draws the curved bar of '--idiom ios' only")
    }
    if (control == .radialMenu || control == .radialLayout) && !isOpen {
      throw RenderValue.conflict(
        "option '--transition' draws the opening, which ends open: drop '--state closed'")
    }
  }
}
