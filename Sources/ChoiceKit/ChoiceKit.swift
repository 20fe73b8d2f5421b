#if canImport(SwiftUI)
  // `import ChoiceKit` brings the core's names an app writes with the controls, each with a
  // control's prefix or `Choice`: tokens, metrics, menu paths and arcs, words, traits. The core's
  // generic types (paths, springs, colours, text measuring) come with `import ChoiceKitCore`, so
  // they never meet an app's own types of those names.
  @_exported import enum ChoiceKitCore.ChoiceAppearance
  @_exported import protocol ChoiceKitCore.ChoiceControlWording
  @_exported import struct ChoiceKitCore.ChoiceShadow
  @_exported import struct ChoiceKitCore.ChoiceSpacing
  @_exported import enum ChoiceKitCore.ChoiceTextScale
  @_exported import struct ChoiceKitCore.ChoiceTraits
  @_exported import struct ChoiceKitCore.ChoiceTypography
  @_exported import struct ChoiceKitCore.ChoiceWording
  @_exported import enum ChoiceKitCore.CurvedTabBarBadge
  @_exported import struct ChoiceKitCore.CurvedTabBarBadgePlacement
  @_exported import struct ChoiceKitCore.CurvedTabBarHairline
  @_exported import struct ChoiceKitCore.CurvedTabBarLayout
  @_exported import struct ChoiceKitCore.CurvedTabBarMetrics
  @_exported import struct ChoiceKitCore.CurvedTabBarNotch
  @_exported import enum ChoiceKitCore.CurvedTabBarNotchMode
  @_exported import enum ChoiceKitCore.CurvedTabBarPlatformForm
  @_exported import struct ChoiceKitCore.CurvedTabBarPositionChange
  @_exported import struct ChoiceKitCore.CurvedTabBarPresence
  @_exported import enum ChoiceKitCore.CurvedTabBarTitlePlacement
  @_exported import struct ChoiceKitCore.CurvedTabBarTokens
  @_exported import enum ChoiceKitCore.CurvedTabBarVisibility
  @_exported import struct ChoiceKitCore.CurvedTabBarWording
  @_exported import struct ChoiceKitCore.CurvedTabContentInsets
  @_exported import enum ChoiceKitCore.CurvedTabReselectStep
  @_exported import struct ChoiceKitCore.CurvedTabReselections
  @_exported import enum ChoiceKitCore.CurvedTabViewStyle
  @_exported import struct ChoiceKitCore.RadialAnchor
  @_exported import struct ChoiceKitCore.RadialArc
  @_exported import struct ChoiceKitCore.RadialArrangement
  @_exported import enum ChoiceKitCore.RadialArrow
  @_exported import enum ChoiceKitCore.RadialDirection
  @_exported import struct ChoiceKitCore.RadialLine
  @_exported import enum ChoiceKitCore.RadialLineAlignment
  @_exported import struct ChoiceKitCore.RadialMenuDrag
  @_exported import enum ChoiceKitCore.RadialMenuDragOutcome
  @_exported import enum ChoiceKitCore.RadialMenuFit
  @_exported import struct ChoiceKitCore.RadialMenuGeometry
  @_exported import enum ChoiceKitCore.RadialMenuItemRole
  @_exported import enum ChoiceKitCore.RadialMenuPath
  @_exported import struct ChoiceKitCore.RadialMenuSectors
  @_exported import struct ChoiceKitCore.RadialMenuTokens
  @_exported import struct ChoiceKitCore.RadialMenuWording
  @_exported import enum ChoiceKitCore.RadialRadius
  @_exported import struct ChoiceKitCore.RadialReveal
  @_exported import struct ChoiceKitCore.SegmentedPickerEdgeFade
  @_exported import struct ChoiceKitCore.SegmentedPickerLayout
  @_exported import struct ChoiceKitCore.SegmentedPickerMetrics
  @_exported import enum ChoiceKitCore.SegmentedPickerPaint
  @_exported import enum ChoiceKitCore.SegmentedPickerShape
  @_exported import enum ChoiceKitCore.SegmentedPickerSizing
  @_exported import struct ChoiceKitCore.SegmentedPickerStyleGeometry
  @_exported import enum ChoiceKitCore.SegmentedPickerStyleKind
  @_exported import struct ChoiceKitCore.SegmentedPickerTokens
  @_exported import struct ChoiceKitCore.SegmentedPickerWording
  @_exported import enum ChoiceKitCore.ValuePickerCheckmark
  @_exported import struct ChoiceKitCore.ValuePickerLimits
  @_exported import struct ChoiceKitCore.ValuePickerMetrics
  @_exported import enum ChoiceKitCore.ValuePickerMode
  @_exported import struct ChoiceKitCore.ValuePickerSearch
  @_exported import struct ChoiceKitCore.ValuePickerTokens
  @_exported import enum ChoiceKitCore.ValuePickerValue
  @_exported import struct ChoiceKitCore.ValuePickerWording
#endif
