import ChoiceKit
import SwiftUI

/// A period of time: the segmented picker's sample options. `String`-backed, so a data-driven
/// picker labels them with their raw values.
enum Period: String, CaseIterable, Identifiable, Sendable {
  case day = "Day"
  case week = "Week"
  case month = "Month"
  case year = "Year"

  var id: Self { self }

  /// The SF Symbol the label-closure example draws beside the title.
  var systemImage: String {
    switch self {
    case .day: "sun.max"
    case .week: "calendar"
    case .month: "calendar.circle"
    case .year: "globe"
    }
  }
}

/// The twelve months, enough segments to overflow a phone's width and scroll.
enum Month: Int, CaseIterable, Identifiable, Sendable {
  case january = 1, february, march, april, may, june, july, august, september, october,
    november, december

  var id: Self { self }

  /// The month's English name, shown as it is.
  var name: String {
    [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ][rawValue - 1]
  }
}

/// A built-in or custom segmented picker style, as the style example offers them.
enum SegmentedStyleChoice: String, CaseIterable, Identifiable, Sendable {
  case capsule = "Capsule"
  case underline = "Underline"
  case bordered = "Bordered"
  case custom = "Custom"

  var id: Self { self }
}

/// The tabs of the sample ``CurvedTabView``.
enum DemoTab: Hashable, Sendable {
  case home, inbox, favorites, profile
}

/// The tabs of the "Tab Bar curvo en SwiftUI" tutorial: raw values are the symbols, as there.
enum TutorialTab: String, CurvedTabItem, Sendable {
  case home = "house.fill"
  case search = "magnifyingglass"
  case notifications = "bell.fill"
  case profile = "person.fill"

  var title: String {
    switch self {
    case .home: "Inicio"
    case .search: "Buscar"
    case .notifications: "Avisos"
    case .profile: "Perfil"
    }
  }
}

/// An arc the radial examples can use, with the names the core gives them.
enum ArcChoice: String, CaseIterable, Identifiable, Sendable {
  case full = "Full"
  case leading = "Leading"
  case trailing = "Trailing"
  case custom = "Custom"

  var id: Self { self }
}

/// A pizza topping: the multiple-selection example's options, one of them premium.
enum Topping: String, CaseIterable, Identifiable, Sendable {
  case cheese = "Cheese"
  case mushrooms = "Mushrooms"
  case olives = "Olives"
  case peppers = "Peppers"
  case onions = "Onions"
  case truffle = "Truffle"

  var id: Self { self }
}

/// Sample words for the value picker examples.
enum SampleNames {
  /// The tutorial's names.
  static let tutorial = ["John", "Jean", "Juan"]
  /// One section of the grouped example.
  static let team = ["Ana", "Eva", "Inés", "Juan"]
  /// The other section of the grouped example.
  static let guests = ["Olga", "Pablo"]
  /// More than twelve options, so the list shows a search field; accents to try searching
  /// without them ("peru" finds "Perú").
  static let countries = [
    "Argentina", "Australia", "Brazil", "Canada", "Chile", "Colombia", "Côte d’Ivoire",
    "Denmark", "España", "France", "Germany", "Iceland", "India", "Japan", "México", "Norway",
    "Perú", "Portugal", "São Tomé and Príncipe", "Sweden", "Türkiye", "Uruguay",
  ]
  /// Text sizes in points, tagged with SwiftUI's `tag(_:)` over `ForEach` indices: the sizes are
  /// the tags only where a custom picker can read `tag(_:)`.
  static let smallSizes = [11, 12, 13, 15]
  /// The larger text sizes, in a section of their own.
  static let largeSizes = [17, 20, 24, 28]
}
