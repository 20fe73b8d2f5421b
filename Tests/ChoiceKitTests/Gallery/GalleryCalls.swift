// swift-format-ignore-file
// The code under every control picture of the gallery, each SwiftUI call the body of a view
// that declares the state it names, so compiling this file checks every call against the
// current API. Generated from the gallery's catalogue; do not edit. Regenerate with
//   CHOICEKIT_RECORD_SNAPSHOTS=1 swift test --filter GalleryCallsTests

#if canImport(SwiftUI)
  import ChoiceKit
  import SwiftUI

  /// `segmented-picker/selection-1.svg`: Selected: Day
  struct GallerySegmentedPickerSelection1: View {
    @State private var period = "Day"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/selection-2.svg`: Selected: Week
  struct GallerySegmentedPickerSelection2: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/selection-3.svg`: Selected: Month
  struct GallerySegmentedPickerSelection3: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/selection-4.svg`: Selected: Year
  struct GallerySegmentedPickerSelection4: View {
    @State private var period = "Year"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/dark.svg`: Dark
  struct GallerySegmentedPickerDark: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `segmented-picker/ltr-spanish.svg`: Left to right
  struct GallerySegmentedPickerLtrSpanish: View {
    @State private var period = "Semana"

    var body: some View {
      SegmentedPicker("Periodo", selection: $period) {
        ForEach(["Día", "Semana", "Mes", "Año"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/increased-contrast.svg`: Increase Contrast, Reduce Transparency
  struct GallerySegmentedPickerIncreasedContrast: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/rtl.svg`: Right to left
  struct GallerySegmentedPickerRtl: View {
    @State private var period = "שבוע"

    var body: some View {
      SegmentedPicker("תקופה", selection: $period) {
        ForEach(["יום", "שבוע", "חודש", "שנה"], id: \.self) { Text($0).choiceTag($0) }
      }
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `segmented-picker/accessibility-xl.svg`: Accessibility XL text
  struct GallerySegmentedPickerAccessibilityXl: View {
    @State private var period = "Year"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 358)
        .dynamicTypeSize(.accessibility3)
    }
  }

  /// `segmented-picker/equal-widths.svg`: Equal widths
  struct GallerySegmentedPickerEqualWidths: View {
    @State private var filter = "Unread"

    var body: some View {
      SegmentedPicker("Filter", selection: $filter) {
        ForEach(["All", "Unread", "Flagged"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 358)
    }
  }

  /// `segmented-picker/fit-content.svg`: Fit content
  struct GallerySegmentedPickerFitContent: View {
    @State private var filter = "Unread"

    var body: some View {
      SegmentedPicker("Filter", selection: $filter) {
        ForEach(["All", "Unread", "Flagged"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerSizing(.fitContent)
        .frame(width: 358)
    }
  }

  /// `segmented-picker/overflow.svg`: Overflow: 12 options
  struct GallerySegmentedPickerOverflow: View {
    @State private var month = "October"

    var body: some View {
      SegmentedPicker("Month", selection: $month) {
        ForEach(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 358)
    }
  }

  /// `segmented-picker/disabled.svg`: A disabled segment
  struct GallerySegmentedPickerDisabled: View {
    @State private var period = "Day"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0).choiceDisabled($0 == "Month") }
      }
    }
  }

  /// `segmented-picker/watch.svg`: watchOS pills
  struct GallerySegmentedPickerWatch: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 176)
    }
  }

  /// `segmented-picker/watch-dark.svg`: watchOS pills, as on the watch
  struct GallerySegmentedPickerWatchDark: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 176)
        .preferredColorScheme(.dark)
    }
  }

  /// `segmented-picker/macos.svg`: macOS
  struct GallerySegmentedPickerMacos: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/macos-dark.svg`: macOS, dark
  struct GallerySegmentedPickerMacosDark: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `segmented-picker/scrubbing.svg`: Scrubbing
  struct GallerySegmentedPickerScrubbing: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerScrubbing()
    }
  }

  /// `segmented-picker/scrubbing-disabled.svg`: Scrubbing past a disabled segment
  struct GallerySegmentedPickerScrubbingDisabled: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0).choiceDisabled($0 == "Month") }
      }
        .segmentedPickerScrubbing()
    }
  }

  /// `segmented-picker/pressed.svg`: Pressed
  struct GallerySegmentedPickerPressed: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/focused.svg`: Keyboard focus
  struct GallerySegmentedPickerFocused: View {
    @State private var period = "Week"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/optional-none.svg`: Optional selection, nothing chosen
  struct GallerySegmentedPickerOptionalNone: View {
    @State private var period: String? = nil

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/spanish-voiceover.svg`: Spanish
  struct GallerySegmentedPickerSpanishVoiceover: View {
    @State private var period = "Semana"

    var body: some View {
      SegmentedPicker("Periodo", selection: $period) {
        ForEach(["Día", "Semana", "Mes", "Año"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerWording(.spanish)
    }
  }

  /// `segmented-picker/style-capsule-light.svg`: Style: .capsule, light
  struct GallerySegmentedPickerStyleCapsuleLight: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `segmented-picker/style-capsule-dark.svg`: Style: .capsule, dark
  struct GallerySegmentedPickerStyleCapsuleDark: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `segmented-picker/style-underline-light.svg`: Style: .underline, light
  struct GallerySegmentedPickerStyleUnderlineLight: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerStyle(.underline)
    }
  }

  /// `segmented-picker/style-underline-dark.svg`: Style: .underline, dark
  struct GallerySegmentedPickerStyleUnderlineDark: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerStyle(.underline)
        .preferredColorScheme(.dark)
    }
  }

  /// `segmented-picker/style-bordered-light.svg`: Style: .bordered, light
  struct GallerySegmentedPickerStyleBorderedLight: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerStyle(.bordered)
    }
  }

  /// `segmented-picker/style-bordered-dark.svg`: Style: .bordered, dark
  struct GallerySegmentedPickerStyleBorderedDark: View {
    @State private var period = "Month"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerStyle(.bordered)
        .preferredColorScheme(.dark)
    }
  }

  /// `segmented-picker/transition-animated.svg`: Indicator motion
  struct GallerySegmentedPickerTransitionAnimated: View {
    @State private var period = "Day"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
      // then: period = "Year"
    }
  }

  /// `segmented-picker/transition-filmstrip.svg`: Indicator filmstrip
  struct GallerySegmentedPickerTransitionFilmstrip: View {
    @State private var period = "Day"

    var body: some View {
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
      // then: period = "Year"
    }
  }

  /// `curved-tab-bar/fixed-light.svg`: Fixed notch, light
  struct GalleryCurvedTabBarFixedLight: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/fixed-dark.svg`: Fixed notch, dark
  struct GalleryCurvedTabBarFixedDark: View {
    @State private var tab = 2
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .preferredColorScheme(.dark)
    }
  }

  /// `curved-tab-bar/travelling-light.svg`: Travelling notch, light
  struct GalleryCurvedTabBarTravellingLight: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
    }
  }

  /// `curved-tab-bar/travelling-dark.svg`: Travelling notch, dark
  struct GalleryCurvedTabBarTravellingDark: View {
    @State private var tab = 3
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
        .preferredColorScheme(.dark)
    }
  }

  /// `curved-tab-bar/rtl-fixed.svg`: Right to left
  struct GalleryCurvedTabBarRtlFixed: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("בית")
          .curvedTabItem("בית", systemImage: "house.fill", badge: .count(3))
          .choiceTag(0)
        Text("חיפוש")
          .curvedTabItem("חיפוש", systemImage: "magnifyingglass", badge: .count(150))
          .choiceTag(1)
        Text("מועדפים")
          .curvedTabItem("מועדפים", systemImage: "heart.fill", badge: .text("New"))
          .choiceTag(2)
        Text("פרופיל")
          .curvedTabItem("פרופיל", systemImage: "person.fill", badge: .dot)
          .choiceTag(3)
      }
        .curvedTabAction("חדש", systemImage: "plus") { isComposing = true }
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `curved-tab-bar/rtl-travelling-dark.svg`: Right to left, travelling, dark
  struct GalleryCurvedTabBarRtlTravellingDark: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("בית")
          .curvedTabItem("בית", systemImage: "house.fill")
          .choiceTag(0)
        Text("חיפוש")
          .curvedTabItem("חיפוש", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("מועדפים")
          .curvedTabItem("מועדפים", systemImage: "heart.fill")
          .choiceTag(2)
        Text("פרופיל")
          .curvedTabItem("פרופיל", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("חדש", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
        .preferredColorScheme(.dark)
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `curved-tab-bar/tabs-2-fixed.svg`: 2 tabs, fixed notch
  struct GalleryCurvedTabBarTabs2Fixed: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(1)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/tabs-2-travelling.svg`: 2 tabs, travelling notch
  struct GalleryCurvedTabBarTabs2Travelling: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(1)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
    }
  }

  /// `curved-tab-bar/tabs-3-fixed.svg`: 3 tabs, fixed notch
  struct GalleryCurvedTabBarTabs3Fixed: View {
    @State private var tab = 2
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(2)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/tabs-3-travelling.svg`: 3 tabs, travelling notch
  struct GalleryCurvedTabBarTabs3Travelling: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(2)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
    }
  }

  /// `curved-tab-bar/tabs-5-fixed.svg`: 5 tabs, fixed notch
  struct GalleryCurvedTabBarTabs5Fixed: View {
    @State private var tab = 4
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Calendar")
          .curvedTabItem("Calendar", systemImage: "calendar")
          .choiceTag(3)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(4)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/tabs-5-travelling.svg`: 5 tabs, travelling notch
  struct GalleryCurvedTabBarTabs5Travelling: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Calendar")
          .curvedTabItem("Calendar", systemImage: "calendar")
          .choiceTag(3)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(4)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
    }
  }

  /// `curved-tab-bar/badges.svg`: Badges
  struct GalleryCurvedTabBarBadges: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill", badge: .count(3))
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass", badge: .count(150))
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill", badge: .text("New"))
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill", badge: .dot)
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/badges-travelling-dark.svg`: Badges, travelling, dark
  struct GalleryCurvedTabBarBadgesTravellingDark: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill", badge: .count(3))
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass", badge: .count(150))
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill", badge: .text("New"))
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill", badge: .dot)
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
        .preferredColorScheme(.dark)
    }
  }

  /// `curved-tab-bar/compact-320.svg`: Compact width
  struct GalleryCurvedTabBarCompact320: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .frame(width: 320)
    }
  }

  /// `curved-tab-bar/wide-768.svg`: Wide width
  struct GalleryCurvedTabBarWide768: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Calendar")
          .curvedTabItem("Calendar", systemImage: "calendar")
          .choiceTag(3)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(4)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .frame(width: 768)
    }
  }

  /// `curved-tab-bar/wide-1024.svg`: iPad in landscape
  struct GalleryCurvedTabBarWide1024: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .frame(width: 1024)
    }
  }

  /// `curved-tab-bar/compact-height.svg`: iPhone in landscape
  struct GalleryCurvedTabBarCompactHeight: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .frame(width: 726)
    }
  }

  /// `curved-tab-bar/text-xxxlarge.svg`: Largest standard text
  struct GalleryCurvedTabBarTextXxxlarge: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(1)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .dynamicTypeSize(.xxxLarge)
    }
  }

  /// `curved-tab-bar/text-accessibility.svg`: Accessibility text size
  struct GalleryCurvedTabBarTextAccessibility: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .dynamicTypeSize(.accessibility3)
    }
  }

  /// `curved-tab-bar/bottom-inset-34.svg`: With a bottom safe-area inset
  struct GalleryCurvedTabBarBottomInset34: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/bottom-inset-0.svg`: Without a bottom safe-area inset
  struct GalleryCurvedTabBarBottomInset0: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/no-action-travelling.svg`: Travelling notch, no action
  struct GalleryCurvedTabBarNoActionTravelling: View {
    @State private var tab = 2

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabBarNotchMode(.travelling)
    }
  }

  /// `curved-tab-bar/reduce-motion.svg`: Reduce Motion
  struct GalleryCurvedTabBarReduceMotion: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
    }
  }

  /// `curved-tab-bar/screen-circle-inset.svg`: Content clear of the raised circle
  struct GalleryCurvedTabBarScreenCircleInset: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        List(1...40, id: \.self) { Text("Message \($0)") }
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/screen-keyboard.svg`: Keyboard up
  struct GalleryCurvedTabBarScreenKeyboard: View {
    @State private var tab = 0
    @State private var isComposing = false
    @State private var draft = ""

    var body: some View {
      CurvedTabView(selection: $tab) {
        VStack {
          Spacer()
          TextField("Message", text: $draft)  // focused: the keyboard is up
        }
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/screen-landscape.svg`: iPhone in landscape
  struct GalleryCurvedTabBarScreenLandscape: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        List(1...40, id: \.self) { Text("Message \($0)") }
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/screen-hidden-bar.svg`: Hidden bar on a pushed screen
  struct GalleryCurvedTabBarScreenHiddenBar: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        NavigationStack {
          List(1...40, id: \.self) { NavigationLink("Message \($0)", value: $0) }
            .navigationDestination(for: Int.self) { number in
              Text("Message \(number)")
                .curvedTabBarVisibility(.hidden)
            }
        }
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/fixed-transition-animated.svg`: Fixed notch: the dot flies, animated
  struct GalleryCurvedTabBarFixedTransitionAnimated: View {
    @State private var tab = 3
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
      // then: tab = 3
    }
  }

  /// `curved-tab-bar/fixed-transition-filmstrip.svg`: Fixed notch: the dot flies, filmstrip
  struct GalleryCurvedTabBarFixedTransitionFilmstrip: View {
    @State private var tab = 3
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
      // then: tab = 3
    }
  }

  /// `curved-tab-bar/travelling-transition-animated.svg`: Travelling notch, animated
  struct GalleryCurvedTabBarTravellingTransitionAnimated: View {
    @State private var tab = 2
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
      // then: tab = 2
    }
  }

  /// `curved-tab-bar/travelling-transition-filmstrip.svg`: Travelling notch, filmstrip
  struct GalleryCurvedTabBarTravellingTransitionFilmstrip: View {
    @State private var tab = 2
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
      // then: tab = 2
    }
  }

  /// `curved-tab-bar/travelling-transition-rtl-animated.svg`: Travelling notch, right to left, animated
  struct GalleryCurvedTabBarTravellingTransitionRtlAnimated: View {
    @State private var tab = 3
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("בית")
          .curvedTabItem("בית", systemImage: "house.fill")
          .choiceTag(0)
        Text("חיפוש")
          .curvedTabItem("חיפוש", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("מועדפים")
          .curvedTabItem("מועדפים", systemImage: "heart.fill")
          .choiceTag(2)
        Text("פרופיל")
          .curvedTabItem("פרופיל", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("חדש", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
        .environment(\.layoutDirection, .rightToLeft)
      // then: tab = 3
    }
  }

  /// `curved-tab-bar/travelling-transition-rtl-filmstrip.svg`: Travelling notch, right to left, filmstrip
  struct GalleryCurvedTabBarTravellingTransitionRtlFilmstrip: View {
    @State private var tab = 3
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("בית")
          .curvedTabItem("בית", systemImage: "house.fill")
          .choiceTag(0)
        Text("חיפוש")
          .curvedTabItem("חיפוש", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("מועדפים")
          .curvedTabItem("מועדפים", systemImage: "heart.fill")
          .choiceTag(2)
        Text("פרופיל")
          .curvedTabItem("פרופיל", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("חדש", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
        .environment(\.layoutDirection, .rightToLeft)
      // then: tab = 3
    }
  }

  /// `curved-tab-bar/tutorial.svg`: The tutorial's bar, point for point
  struct GalleryCurvedTabBarTutorial: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Image(systemName: "house.fill")
          .curvedTabItem("", systemImage: "house.fill")
          .choiceTag(0)
        Image(systemName: "magnifyingglass")
          .curvedTabItem("", systemImage: "magnifyingglass")
          .choiceTag(1)
        Image(systemName: "heart.fill")
          .curvedTabItem("", systemImage: "heart.fill")
          .choiceTag(2)
        Image(systemName: "person.fill")
          .curvedTabItem("", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarTokens(.tutorial)
    }
  }

  /// `curved-tab-bar/notch-tutorial-vs-smooth.svg`: Tutorial notch and smooth notch
  @MainActor func galleryCurvedTabBarNotchTutorialVsSmooth() {
    _ = CurvedTabBarMetrics.tutorial.notch  // above
    _ = CurvedTabBarMetrics.standard.notch  // below
  }

  /// `curved-tab-bar/mac-sidebar.svg`: Mac: sidebar
  struct GalleryCurvedTabBarMacSidebar: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill", badge: .count(3))
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass", badge: .count(150))
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill", badge: .text("New"))
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill", badge: .dot)
          .choiceTag(3)
      }
        .curvedTabAction("New post", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/mac-sidebar-dark-rtl.svg`: Mac: sidebar, dark, right to left
  struct GalleryCurvedTabBarMacSidebarDarkRtl: View {
    @State private var tab = 2
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("בית")
          .curvedTabItem("בית", systemImage: "house.fill")
          .choiceTag(0)
        Text("חיפוש")
          .curvedTabItem("חיפוש", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("מועדפים")
          .curvedTabItem("מועדפים", systemImage: "heart.fill")
          .choiceTag(2)
        Text("פרופיל")
          .curvedTabItem("פרופיל", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("פוסט חדש", systemImage: "plus") { isComposing = true }
        .preferredColorScheme(.dark)
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `curved-tab-bar/watch-pages.svg`: Watch: pages
  struct GalleryCurvedTabBarWatchPages: View {
    @State private var tab = 1
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill", badge: .count(3))
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass", badge: .count(150))
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill", badge: .text("New"))
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill", badge: .dot)
          .choiceTag(3)
      }
        .curvedTabAction("New post", systemImage: "plus") { isComposing = true }
    }
  }

  /// `curved-tab-bar/tv-tab-bar.svg`: TV: system tab bar
  struct GalleryCurvedTabBarTvTabBar: View {
    @State private var tab = 0
    @State private var isComposing = false

    var body: some View {
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New post", systemImage: "plus") { isComposing = true }
        .preferredColorScheme(.dark)
    }
  }

  /// `radial/full-circle-1.svg`: Full circle, 1 item
  struct GalleryRadialFullCircle1: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-2.svg`: Full circle, 2 items
  struct GalleryRadialFullCircle2: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-3.svg`: Full circle, 3 items
  struct GalleryRadialFullCircle3: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-4.svg`: Full circle, 4 items
  struct GalleryRadialFullCircle4: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-5.svg`: Full circle, 5 items
  struct GalleryRadialFullCircle5: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-6.svg`: Full circle, 6 items
  struct GalleryRadialFullCircle6: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
        RadialMenuItem("Profile", systemImage: "person.fill") { chosen = "Profile" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-7.svg`: Full circle, 7 items
  struct GalleryRadialFullCircle7: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
        RadialMenuItem("Profile", systemImage: "person.fill") { chosen = "Profile" }
        RadialMenuItem("Calendar", systemImage: "calendar") { chosen = "Calendar" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-8.svg`: Full circle, 8 items
  struct GalleryRadialFullCircle8: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
        RadialMenuItem("Profile", systemImage: "person.fill") { chosen = "Profile" }
        RadialMenuItem("Calendar", systemImage: "calendar") { chosen = "Calendar" }
        RadialMenuItem("Done", systemImage: "checkmark") { chosen = "Done" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/leading-half.svg`: Leading half
  struct GalleryRadialLeadingHalf: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: .leadingHalf) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/trailing-half.svg`: Trailing half
  struct GalleryRadialTrailingHalf: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: .trailingHalf) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/quarter-arc.svg`: Quarter arc
  struct GalleryRadialQuarterArc: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: RadialArc(startDegrees: 270, sweepDegrees: 90, direction: .clockwise)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/start-45.svg`: Full circle from 45°
  struct GalleryRadialStart45: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: RadialArc(startDegrees: 45, sweepDegrees: 360, direction: .clockwise)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/start-200-counter-clockwise.svg`: Custom arc, counter-clockwise
  struct GalleryRadialStart200CounterClockwise: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: RadialArc(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/full-circle-rtl.svg`: Full circle, right to left
  struct GalleryRadialFullCircleRtl: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("חדש", systemImage: "plus") { chosen = "חדש" }
        RadialMenuItem("חיפוש", systemImage: "magnifyingglass") { chosen = "חיפוש" }
        RadialMenuItem("מחיקה", systemImage: "trash") { chosen = "מחיקה" }
        RadialMenuItem("אהבתי", systemImage: "heart.fill") { chosen = "אהבתי" }
        RadialMenuItem("בית", systemImage: "house.fill") { chosen = "בית" }
      } label: {
        Text(isOpen ? "סגור" : "פתח")
      }
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `radial/trailing-half-rtl.svg`: Trailing half, right to left
  struct GalleryRadialTrailingHalfRtl: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: .trailingHalf) {
        RadialMenuItem("חדש", systemImage: "plus") { chosen = "חדש" }
        RadialMenuItem("חיפוש", systemImage: "magnifyingglass") { chosen = "חיפוש" }
        RadialMenuItem("מחיקה", systemImage: "trash") { chosen = "מחיקה" }
      } label: {
        Text(isOpen ? "סגור" : "פתח")
      }
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `radial/leading-half-layout-rtl-dark.svg`: Leading half as a layout, right to left, dark
  struct GalleryRadialLeadingHalfLayoutRtlDark: View {

    var body: some View {
      RadialLayout(arc: .leadingHalf, anchor: .trailing) {
        Label("חדש", systemImage: "plus")
        Label("חיפוש", systemImage: "magnifyingglass")
        Label("מחיקה", systemImage: "trash")
      }
        .frame(width: 440, height: 360)
        .preferredColorScheme(.dark)
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `radial/radius-fitted.svg`: Fitted radius in a frame
  struct GalleryRadialRadiusFitted: View {

    var body: some View {
      RadialLayout(arc: .fullCircle) {
        Label("Create", systemImage: "plus")
        Label("Search", systemImage: "magnifyingglass")
        Label("Delete", systemImage: "trash")
        Label("Like", systemImage: "heart.fill")
      }
        .frame(width: 360, height: 360)
    }
  }

  /// `radial/radius-fixed-120.svg`: Fixed radius, 120 pt
  struct GalleryRadialRadiusFixed120: View {

    var body: some View {
      RadialLayout(arc: .fullCircle, radius: .fixed(120)) {
        Label("Create", systemImage: "plus")
        Label("Search", systemImage: "magnifyingglass")
        Label("Delete", systemImage: "trash")
        Label("Like", systemImage: "heart.fill")
      }
        .frame(width: 360, height: 360)
    }
  }

  /// `radial/radius-fixed-200.svg`: Fixed radius, 200 pt
  struct GalleryRadialRadiusFixed200: View {

    var body: some View {
      RadialLayout(arc: .fullCircle, radius: .fixed(200)) {
        Label("Create", systemImage: "plus")
        Label("Search", systemImage: "magnifyingglass")
        Label("Delete", systemImage: "trash")
        Label("Like", systemImage: "heart.fill")
      }
        .frame(width: 360, height: 360)
    }
  }

  /// `radial/wide-arc-330.svg`: Wide open arc, 330°
  struct GalleryRadialWideArc330: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: RadialArc(startDegrees: 0, sweepDegrees: 330, direction: .clockwise)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
        RadialMenuItem("Profile", systemImage: "person.fill") { chosen = "Profile" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/wide-arc-350-two.svg`: Two items on a 350° arc
  struct GalleryRadialWideArc350Two: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: RadialArc(startDegrees: 0, sweepDegrees: 350, direction: .clockwise)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/wide-arc-layout-300.svg`: Wide open arc in a frame
  struct GalleryRadialWideArcLayout300: View {

    var body: some View {
      RadialLayout(arc: RadialArc(startDegrees: 0, sweepDegrees: 300, direction: .clockwise)) {
        Label("Create", systemImage: "plus")
        Label("Search", systemImage: "magnifyingglass")
        Label("Delete", systemImage: "trash")
        Label("Like", systemImage: "heart.fill")
        Label("Home", systemImage: "house.fill")
      }
        .frame(width: 300, height: 300)
    }
  }

  /// `radial/line-up.svg`: Straight: a speed dial
  struct GalleryRadialLineUp: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, path: .line(.up)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/line-up-aligned-trailing.svg`: Speed dial in a trailing corner
  struct GalleryRadialLineUpAlignedTrailing: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, path: .line(.up.aligned(.trailing))) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/line-trailing-rtl-dark.svg`: Straight, right to left, dark
  struct GalleryRadialLineTrailingRtlDark: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, path: .line(.trailing)) {
        RadialMenuItem("חדש", systemImage: "plus") { chosen = "חדש" }
        RadialMenuItem("חיפוש", systemImage: "magnifyingglass") { chosen = "חיפוש" }
        RadialMenuItem("מחיקה", systemImage: "trash") { chosen = "מחיקה" }
        RadialMenuItem("אהבתי", systemImage: "heart.fill") { chosen = "אהבתי" }
      } label: {
        Text(isOpen ? "סגור" : "פתח")
      }
        .preferredColorScheme(.dark)
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `radial/tutorial-open.svg`: The tutorial's ContentView, open
  struct GalleryRadialTutorialOpen: View {
    @State private var isExpanded = true

    var body: some View {
      RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
        if isExpanded {
          Label("Crear", systemImage: "plus")
          Label("Buscar", systemImage: "magnifyingglass")
          Label("Borrar", systemImage: "trash")
        }
      }
        .frame(width: 300, height: 300)
    }
  }

  /// `radial/tutorial-closed.svg`: The tutorial's ContentView, closed
  struct GalleryRadialTutorialClosed: View {
    @State private var isExpanded = false

    var body: some View {
      RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
        if isExpanded {
          Label("Crear", systemImage: "plus")
          Label("Buscar", systemImage: "magnifyingglass")
          Label("Borrar", systemImage: "trash")
        }
      }
        .frame(width: 300, height: 300)
    }
  }

  /// `radial/menu-open-dark.svg`: Open, dark
  struct GalleryRadialMenuOpenDark: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: .leadingHalf) {
        RadialMenuItem("Crear", systemImage: "plus") { chosen = "Crear" }
        RadialMenuItem("Buscar", systemImage: "magnifyingglass") { chosen = "Buscar" }
        RadialMenuItem("Borrar", systemImage: "trash") { chosen = "Borrar" }
      } label: {
        Text(isOpen ? "Cerrar" : "Abrir")
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `radial/tutorial-closed-dark.svg`: Closed, dark
  struct GalleryRadialTutorialClosedDark: View {
    @State private var isExpanded = false

    var body: some View {
      RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
        if isExpanded {
          Label("Crear", systemImage: "plus")
          Label("Buscar", systemImage: "magnifyingglass")
          Label("Borrar", systemImage: "trash")
        }
      }
        .frame(width: 300, height: 300)
        .preferredColorScheme(.dark)
    }
  }

  /// `radial/disabled-item.svg`: A disabled item
  struct GalleryRadialDisabledItem: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
          .disabled(true)
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/text-accessibility3.svg`: Accessibility text size
  struct GalleryRadialTextAccessibility3: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
        .dynamicTypeSize(.accessibility3)
    }
  }

  /// `radial/destructive-item.svg`: A destructive item
  struct GalleryRadialDestructiveItem: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash", role: .destructive) { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/destructive-item-dark.svg`: A destructive item, dark
  struct GalleryRadialDestructiveItemDark: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, arc: .leadingHalf) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash", role: .destructive) { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `radial/over-content-light.svg`: Over busy content, light
  struct GalleryRadialOverContentLight: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/over-content-dark.svg`: Over busy content, dark
  struct GalleryRadialOverContentDark: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `radial/tutorial-vs-corrected.svg`: The tutorial's full circle and the corrected one
  struct GalleryRadialTutorialVsCorrected: View {

    var body: some View {
      RadialLayout(arc: .fullCircle) {
        Label("Crear", systemImage: "plus")
        Label("Buscar", systemImage: "magnifyingglass")
        Label("Borrar", systemImage: "trash")
      }
        .frame(width: 300, height: 300)
      // right: the corrected circle
    }
  }

  /// `radial/opening-animated.svg`: Opening, animated
  struct GalleryRadialOpeningAnimated: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
      // then: isOpen = true
    }
  }

  /// `radial/opening-filmstrip.svg`: Opening, filmstrip
  struct GalleryRadialOpeningFilmstrip: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
      // then: isOpen = true
    }
  }

  /// `radial/opening-reduce-motion-animated.svg`: Opening with Reduce Motion, animated
  struct GalleryRadialOpeningReduceMotionAnimated: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
      // then: isOpen = true
    }
  }

  /// `radial/opening-reduce-motion-filmstrip.svg`: Opening with Reduce Motion, filmstrip
  struct GalleryRadialOpeningReduceMotionFilmstrip: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
      // then: isOpen = true
    }
  }

  /// `radial/drag-to-choose-filmstrip.svg`: Drag to choose, filmstrip
  struct GalleryRadialDragToChooseFilmstrip: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
        RadialMenuItem("Home", systemImage: "house.fill") { chosen = "Home" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `radial/flick-line-filmstrip.svg`: Flick to choose, speed dial
  struct GalleryRadialFlickLineFilmstrip: View {
    @State private var isOpen = true
    @State private var chosen = ""

    var body: some View {
      RadialMenu(isExpanded: $isOpen, path: .line(.up)) {
        RadialMenuItem("Create", systemImage: "plus") { chosen = "Create" }
        RadialMenuItem("Search", systemImage: "magnifyingglass") { chosen = "Search" }
        RadialMenuItem("Delete", systemImage: "trash") { chosen = "Delete" }
        RadialMenuItem("Like", systemImage: "heart.fill") { chosen = "Like" }
      } label: {
        Text(isOpen ? "Close" : "Open")
      }
    }
  }

  /// `value-picker/pushed-single-closed.svg`: Single, closed
  struct GalleryValuePickerPushedSingleClosed: View {
    @State private var name = "Juan"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/pushed-single-open.svg`: Single, pushed list
  struct GalleryValuePickerPushedSingleOpen: View {
    @State private var name = "Juan"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/pushed-optional-closed.svg`: Optional, closed
  struct GalleryValuePickerPushedOptionalClosed: View {
    @State private var name: String? = nil

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/pushed-optional-open.svg`: Optional, pushed list
  struct GalleryValuePickerPushedOptionalOpen: View {
    @State private var name: String? = nil

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/pushed-multiple-closed.svg`: Multiple, closed
  struct GalleryValuePickerPushedMultipleClosed: View {
    @State private var guests: Set<String> = ["Juan", "Ana", "Eva", "Luz", "Inés"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/pushed-multiple-open.svg`: Multiple, pushed list
  struct GalleryValuePickerPushedMultipleOpen: View {
    @State private var guests: Set<String> = ["Juan", "Ana", "Eva", "Luz", "Inés"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/inline-single.svg`: Inline
  struct GalleryValuePickerInlineSingle: View {
    @State private var name = "John"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.inline)
    }
  }

  /// `value-picker/inline-multiple.svg`: Inline, multiple
  struct GalleryValuePickerInlineMultiple: View {
    @State private var guests: Set<String> = ["Ana", "Marta"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.inline)
    }
  }

  /// `value-picker/sheet-closed.svg`: Sheet, closed
  struct GalleryValuePickerSheetClosed: View {
    @State private var name: String? = "Jean"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.sheet)
    }
  }

  /// `value-picker/sheet-open.svg`: Sheet, open
  struct GalleryValuePickerSheetOpen: View {
    @State private var name: String? = "Jean"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.sheet)
    }
  }

  /// `value-picker/menu-closed.svg`: Menu, closed
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  struct GalleryValuePickerMenuClosed: View {
    @State private var name = "Jean"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.menu)
    }
  }

  /// `value-picker/menu-open.svg`: Menu, open
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  struct GalleryValuePickerMenuOpen: View {
    @State private var name = "Jean"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.menu)
    }
  }

  /// `value-picker/sections.svg`: Sections and search field
  struct GalleryValuePickerSections: View {
    @State private var owner = "Josefina"

    var body: some View {
      ValuePicker("Owner", selection: $owner) {
        ForEach(["Ana María", "Ángela", "Beatriz", "Zoë"], id: \.self) { Text($0).choiceTag($0) }
          .choiceSection("Design")
        ForEach(["José", "Josefina", "Joaquín", "Juan", "Jean", "John"], id: \.self) { Text($0).choiceTag($0) }
          .choiceSection("Engineering")
        ForEach(["Inés", "Íñigo", "Óscar", "Marta", "José Luis"], id: \.self) { Text($0).choiceTag($0) }
          .choiceSection("Sales")
      }
    }
  }

  /// `value-picker/search-jose.svg`: Search: “jose”
  struct GalleryValuePickerSearchJose: View {
    @State private var owner = "Josefina"

    var body: some View {
      ValuePicker("Owner", selection: $owner) {
        ForEach(["Ana María", "Ángela", "Beatriz", "Zoë"], id: \.self) { Text($0).choiceTag($0) }
          .choiceSection("Design")
        ForEach(["José", "Josefina", "Joaquín", "Juan", "Jean", "John"], id: \.self) { Text($0).choiceTag($0) }
          .choiceSection("Engineering")
        ForEach(["Inés", "Íñigo", "Óscar", "Marta", "José Luis"], id: \.self) { Text($0).choiceTag($0) }
          .choiceSection("Sales")
      }
    }
  }

  /// `value-picker/limits-reached.svg`: Limits reached
  struct GalleryValuePickerLimitsReached: View {
    @State private var guests: Set<String> = ["Juan", "Ana", "Eva"]

    var body: some View {
      ValuePicker("Guests", selection: $guests, limits: .init(maximum: 3)) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
    }
  }

  /// `value-picker/disabled-rows.svg`: Disabled rows
  struct GalleryValuePickerDisabledRows: View {
    @State private var name = "Juan"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        Text("John").choiceTag("John")
        Text("Jean").choiceTag("Jean").choiceDisabled()
        Text("Juan").choiceTag("Juan")
        Text("Marta").choiceTag("Marta").choiceDisabled()
      }
    }
  }

  /// `value-picker/dark-open.svg`: Dark
  struct GalleryValuePickerDarkOpen: View {
    @State private var name = "Juan"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `value-picker/dark-closed.svg`: Dark, closed
  struct GalleryValuePickerDarkClosed: View {
    @State private var guests: Set<String> = ["Ana", "Eva"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .preferredColorScheme(.dark)
    }
  }

  /// `value-picker/leading-checkmark.svg`: Leading checkmark
  struct GalleryValuePickerLeadingCheckmark: View {
    @State private var guests: Set<String> = ["Juan", "Luz"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerCheckmark(.leading)
    }
  }

  /// `value-picker/rtl-closed.svg`: Right to left, closed
  struct GalleryValuePickerRtlClosed: View {
    @State private var selection = "שרה"

    var body: some View {
      ValuePicker("שם", selection: $selection) {
        ForEach(["דוד", "שרה", "יעל", "נועה"], id: \.self) { Text($0).choiceTag($0) }
      }
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `value-picker/rtl-open.svg`: Right to left, open
  struct GalleryValuePickerRtlOpen: View {
    @State private var selection = "שרה"

    var body: some View {
      ValuePicker("שם", selection: $selection) {
        ForEach(["דוד", "שרה", "יעל", "נועה"], id: \.self) { Text($0).choiceTag($0) }
      }
        .environment(\.layoutDirection, .rightToLeft)
    }
  }

  /// `value-picker/accessibility-closed.svg`: Accessibility text, closed
  struct GalleryValuePickerAccessibilityClosed: View {
    @State private var guests: Set<String> = ["Juan", "Ana", "Eva", "Luz"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .dynamicTypeSize(.accessibility3)
    }
  }

  /// `value-picker/accessibility-open.svg`: Accessibility text, open
  struct GalleryValuePickerAccessibilityOpen: View {
    @State private var name = "Juan"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .dynamicTypeSize(.accessibility3)
    }
  }

  /// `value-picker/accessibility-long-names.svg`: Accessibility text, long names
  struct GalleryValuePickerAccessibilityLongNames: View {
    @State private var name = "Juan Carlos Pérez"

    var body: some View {
      ValuePicker("Name", selection: $name) {
        ForEach(["Juan Carlos Pérez", "Juan Carlos Ruiz", "Ana"], id: \.self) { Text($0).choiceTag($0) }
      }
        .dynamicTypeSize(.accessibility5)
    }
  }

  /// `value-picker/accessibility-long-names-closed.svg`: Accessibility text, long name, closed
  struct GalleryValuePickerAccessibilityLongNamesClosed: View {
    @State private var selection = "Juan Carlos Ruiz"

    var body: some View {
      ValuePicker("Assigned to", selection: $selection) {
        ForEach(["Juan Carlos Pérez", "Juan Carlos Ruiz", "Ana"], id: \.self) { Text($0).choiceTag($0) }
      }
        .dynamicTypeSize(.accessibility5)
    }
  }

  /// `value-picker/spanish-closed.svg`: Spanish
  struct GalleryValuePickerSpanishClosed: View {
    @State private var invitados: Set<String> = ["Juan", "Ana", "Inés"]

    var body: some View {
      ValuePicker("Invitados", selection: $invitados) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerWording(.spanish)
    }
  }

  /// `value-picker/spanish-limits-sheet.svg`: Spanish, limits reached in a sheet
  struct GalleryValuePickerSpanishLimitsSheet: View {
    @State private var invitados: Set<String> = ["Juan", "Marta"]

    var body: some View {
      ValuePicker("Invitados", selection: $invitados, limits: .init(maximum: 2)) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.sheet)
        .valuePickerWording(.spanish)
    }
  }

  /// `value-picker/narrow-summary.svg`: Narrow row
  struct GalleryValuePickerNarrowSummary: View {
    @State private var guests: Set<String> = ["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"]

    var body: some View {
      ValuePicker("Guests", selection: $guests) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 320)
    }
  }

  /// `value-picker/long-title-closed.svg`: Long title, truncated value
  struct GalleryValuePickerLongTitleClosed: View {
    @State private var selection = "Chimes (default)"

    var body: some View {
      ValuePicker("Notification sound", selection: $selection) {
        ForEach(["Chimes (default)", "Bamboo", "Radar"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 320)
    }
  }

  /// `value-picker/long-option-open.svg`: Long option
  struct GalleryValuePickerLongOptionOpen: View {
    @State private var selection = "Crystal bells at dawn (long version)"

    var body: some View {
      ValuePicker("Notification sound", selection: $selection) {
        ForEach(["Chimes (default)", "Bamboo", "Radar", "Crystal bells at dawn (long version)"], id: \.self) { Text($0).choiceTag($0) }
      }
        .frame(width: 320)
    }
  }
#endif
