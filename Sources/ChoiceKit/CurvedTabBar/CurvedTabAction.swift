#if canImport(SwiftUI)
  import SwiftUI

  /// The raised button in the centre of a curved tab bar: not a tab, but the app's main action,
  /// such as writing a new post.
  ///
  /// ```swift
  /// CurvedTabAction("New post", systemImage: "plus") { isComposing = true }
  /// ```
  ///
  /// The button draws the symbol; VoiceOver speaks the title, or without one the symbol's own
  /// label (“Add” for `plus`, in the system's language).
  public struct CurvedTabAction {
    /// The words VoiceOver speaks for the button, or `nil` to speak the symbol's own label.
    let title: Text?
    /// The name of the SF Symbol the button draws.
    let systemImage: String
    /// What pressing the button does.
    let perform: @MainActor () -> Void

    /// Creates an action with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The button's accessibility label, looked up in the app's strings.
    ///   - systemImage: The SF Symbol the button draws.
    ///   - action: What pressing the button does.
    public init(
      _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
      self.title = Text(titleKey)
      self.systemImage = systemImage
      self.perform = action
    }

    /// Creates an action with a title that is not localized.
    ///
    /// - Parameters:
    ///   - title: The button's accessibility label, used as it is.
    ///   - systemImage: The SF Symbol the button draws.
    ///   - action: What pressing the button does.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
      self.title = Text(title)
      self.systemImage = systemImage
      self.perform = action
    }

    /// Creates an action that VoiceOver names by its symbol's own label.
    ///
    /// - Parameters:
    ///   - systemImage: The SF Symbol the button draws; `plus` is spoken “Add”.
    ///   - action: What pressing the button does.
    public init(systemImage: String = "plus", action: @escaping @MainActor () -> Void) {
      self.title = nil
      self.systemImage = systemImage
      self.perform = action
    }
  }
#endif
