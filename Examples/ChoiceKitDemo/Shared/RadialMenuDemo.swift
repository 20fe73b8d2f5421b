import ChoiceKit
import SwiftUI

/// The radial menu's variants: arcs or a straight line, a destructive and a disabled item, fitted
/// or fixed radius, the standard and a custom style, compact tokens, and opening from outside
/// through its binding.
struct RadialMenuDemo: View {
  @State private var isExpanded = false
  @State private var arc = ArcChoice.full
  @State private var isStraight = false
  @State private var disablesDelete = true
  @State private var hasFixedRadius = false
  // The watch's screen is small: the round, symbol-only items of the custom style fit it.
  #if os(watchOS)
    @State private var usesCustomStyle = true
    @State private var isCompact = true
  #else
    @State private var usesCustomStyle = false
    @State private var isCompact = false
  #endif
  @State private var lastAction = "None yet"

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        menu
          .frame(maxWidth: .infinity, minHeight: Self.menuAreaHeight)
        Text("Last action: \(lastAction)")
          .font(.footnote)
          .foregroundStyle(.secondary)
        SegmentedPicker("Arc", selection: $arc, options: ArcChoice.allCases.filter { $0 != .custom })
          .disabled(isStraight)
        Toggle("Straight line up", isOn: $isStraight)
        Toggle("Disable “Delete”", isOn: $disablesDelete)
        Toggle("Fixed radius", isOn: $hasFixedRadius)
        Toggle("Custom style", isOn: $usesCustomStyle)
        Toggle("Compact tokens", isOn: $isCompact)
        Button(isExpanded ? "Close from outside" : "Open from outside") { isExpanded.toggle() }
        Text(
          "Press the button and drag to an item to choose it in one gesture. Choosing an item, a touch around the open menu or Escape closes it. With Reduce Motion the items fade in place."
        )
        .font(.footnote)
        .foregroundStyle(.secondary)
      }
      .padding()
    }
    .navigationTitle("RadialMenu")
    .radialMenuHost()
  }

  @ViewBuilder
  private var menu: some View {
    let menu = RadialMenu(isExpanded: $isExpanded, path: isStraight ? .line(.up) : .arc(arcValue)) {
      RadialMenuItem("Create", systemImage: "plus") { lastAction = "Create" }
      RadialMenuItem("Search", systemImage: "magnifyingglass") { lastAction = "Search" }
      RadialMenuItem("Share", systemImage: "square.and.arrow.up") { lastAction = "Share" }
      RadialMenuItem("Delete", systemImage: "trash", role: .destructive) { lastAction = "Delete" }
        .disabled(disablesDelete)
    } label: {
      Text(isExpanded ? "Close" : "Open")
    }
    .radialMenuRadius(hasFixedRadius ? .fixed(Self.fixedRadius) : .fitted)
    .radialMenuTokens(isCompact ? Self.compactTokens : .standard)
    if usesCustomStyle {
      menu.radialMenuStyle(TintedRadialMenuStyle())
    } else {
      menu.radialMenuStyle(.standard)
    }
  }

  private var arcValue: RadialArc {
    switch arc {
    case .full, .custom: .fullCircle
    case .leading: .leadingHalf
    case .trailing: .trailingHalf
    }
  }

  /// A smaller centre button and items, for small screens.
  private static var compactTokens: RadialMenuTokens {
    var tokens = RadialMenuTokens.standard
    tokens.centerDiameter = 56
    tokens.itemPadding = 6
    return tokens
  }

  #if os(watchOS)
    private static let menuAreaHeight: CGFloat = 180
    private static let fixedRadius: CGFloat = 70
  #else
    private static let menuAreaHeight: CGFloat = 340
    private static let fixedRadius: CGFloat = 130
  #endif
}

/// A radial menu style of the demo's own: a tinted round centre button that turns when open,
/// and round symbol items, to show how little a style draws.
struct TintedRadialMenuStyle: RadialMenuStyle {
  nonisolated init() {}

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.caption.bold())
      .foregroundStyle(.white)
      .frame(width: 64, height: 64)
      .background(Circle().fill(.tint))
      .rotationEffect(.degrees(configuration.isExpanded ? 45 : 0))
      .opacity(configuration.isEnabled ? 1 : 0.4)
  }

  func makeItem(configuration: ItemConfiguration) -> some View {
    Group {
      if let icon = configuration.icon {
        icon
      } else {
        configuration.title
      }
    }
    .padding(12)
    .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(.red) : AnyShapeStyle(.primary))
    .background(
      Circle().fill(
        configuration.isHighlighted ? AnyShapeStyle(.tint.opacity(0.3)) : AnyShapeStyle(.quaternary))
    )
    .scaleEffect(configuration.isPressed ? 0.9 : 1)
    .opacity(configuration.isEnabled ? 1 : 0.4)
  }
}
