#if canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS))
  import ChoiceKitCore
  import Foundation
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  /// A view hosted as an app hosts it: in a window, laid out by SwiftUI and updated through the
  /// main run loop, so state written by a measurement (`onGeometryChange`, `onAppear`) reaches
  /// the next frame as it does on a device.
  ///
  /// `ImageRenderer` draws one frame and is enough where a view's first layout is what a test
  /// reads; a window is needed where a control measures itself and lays out again, where the
  /// safe area matters, and for the accessibility tree a VoiceOver user moves through.
  ///
  /// The host is UIKit's, and the accessibility tree is read through UIKit's accessibility
  /// container protocol, so the tests that need a window run on iOS, tvOS and visionOS: a Mac
  /// runs them in an iOS simulator (`Scripts/check-apple.sh ios-tests`), while `swift test` on
  /// macOS runs the tests that one `ImageRenderer` frame can answer.
  @MainActor
  final class HostedWindow {
    let window: UIWindow
    let root: UIView

    /// Hosts `content` in a window of `size` points and lets SwiftUI settle its first frames.
    init<Content: View>(_ content: Content, size: CGSize) {
      let controller = UIHostingController(rootView: content)
      let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
      let window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow()
      window.frame = CGRect(origin: .zero, size: size)
      window.rootViewController = controller
      window.isHidden = false
      controller.view.frame = window.bounds
      self.window = window
      self.root = controller.view
      settle()
    }

    /// Lays the view out and runs the main run loop briefly, so the updates a layout scheduled
    /// (measured widths, appearances, animations with Reduce Motion's zero duration) are drawn.
    func settle() {
      for _ in 0..<4 {
        root.setNeedsLayout()
        root.layoutIfNeeded()
        RunLoop.main.run(until: Date().addingTimeInterval(0.02))
      }
    }

    /// Settles until `condition` holds, for at most `limit` seconds; returns whether it held.
    ///
    /// The limit is only a ceiling for a condition that never comes: a test asserts the
    /// condition, never the time it took, so a slow machine only waits longer.
    @discardableResult
    func settle(until condition: () -> Bool, limit: TimeInterval = 30) -> Bool {
      let deadline = Date().addingTimeInterval(limit)
      while !condition() {
        guard Date() < deadline else { return false }
        settle()
      }
      return true
    }

    /// Closes the window, so a test's view disappears as a dismissed screen's does.
    func close() {
      window.isHidden = true
      window.rootViewController = nil
      settle()
    }
  }

  /// One element of the accessibility tree, as VoiceOver reaches it.
  @MainActor
  struct AccessibleElement {
    let object: NSObject

    var label: String { object.accessibilityLabel ?? "" }
    var value: String { object.accessibilityValue ?? "" }
    var traits: UIAccessibilityTraits { object.accessibilityTraits }
    var isSelected: Bool { has(UIAccessibilityTraits.selected) }
    var isButton: Bool { has(UIAccessibilityTraits.button) }
    var isAdjustable: Bool { has(UIAccessibilityTraits.adjustable) }
    /// VoiceOver says "dimmed": the element cannot be used.
    var isDimmed: Bool { has(UIAccessibilityTraits.notEnabled) }

    /// Whether the element has `trait`, compared by raw bits: every SDK imports the traits'
    /// raw value, not every one their option-set methods.
    func has(_ trait: UIAccessibilityTraits) -> Bool {
      traits.rawValue & trait.rawValue == trait.rawValue
    }
    /// The element's frame in the window's coordinates (UIKit gives it in the screen's).
    func frame(in window: UIWindow) -> CGRect {
      window.convert(object.accessibilityFrame, from: nil)
    }

    /// What a double tap with VoiceOver does: the element's action.
    @discardableResult
    func activate() -> Bool { object.accessibilityActivate() }

    /// A swipe up (adjustable elements).
    func increment() { object.accessibilityIncrement() }
    /// A swipe down (adjustable elements).
    func decrement() { object.accessibilityDecrement() }
  }

  extension HostedWindow {
    /// Every accessibility element in the window, in the order VoiceOver moves through them.
    ///
    /// Containers are opened through `accessibilityElements`, or the indexed container
    /// methods, or a view's subviews; an element or container marked hidden is skipped with
    /// everything inside it, as VoiceOver skips it.
    var accessibilityElements: [AccessibleElement] {
      var found: [AccessibleElement] = []
      Self.collect(root, into: &found, depth: 0)
      return found
    }

    /// The elements whose label is `label`.
    func elements(labelled label: String) -> [AccessibleElement] {
      accessibilityElements.filter { $0.label == label }
    }

    /// Every accessibility element in the whole window, presented sheets and alerts included,
    /// which are not inside the hosted view.
    var windowAccessibilityElements: [AccessibleElement] {
      var found: [AccessibleElement] = []
      Self.collect(window, into: &found, depth: 0)
      return found
    }

    /// Whether VoiceOver can reach an element labelled `label`.
    func reaches(_ label: String) -> Bool { !elements(labelled: label).isEmpty }

    /// The one element labelled `label`; fails the test when there is none or several.
    func element(labelled label: String, sourceLocation: SourceLocation = #_sourceLocation) throws
      -> AccessibleElement
    {
      let found = elements(labelled: label)
      try #require(found.count == 1, "\(label): \(accessibilityLabels)", sourceLocation: sourceLocation)
      return found[0]
    }

    /// Activates the one element labelled `label`, as a VoiceOver double tap does, and lets the
    /// window settle.
    func activate(labelled label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
      try element(labelled: label, sourceLocation: sourceLocation).activate()
      settle()
    }

    /// The labels in VoiceOver's order.
    var accessibilityLabels: [String] { accessibilityElements.map(\.label) }

    /// The elements inside the first accessibility container whose traits include `trait`
    /// (such as `.tabBar`), in VoiceOver's order; `nil` when no container has it.
    func elements(inContainerWith trait: UIAccessibilityTraits) -> [AccessibleElement]? {
      Self.containers(from: root) { $0.accessibilityTraits.rawValue & trait.rawValue == trait.rawValue }.first
    }

    /// The elements inside each accessibility container marked modal (`accessibilityViewIsModal`,
    /// which SwiftUI's `isModal` trait sets), in VoiceOver's order, one list per container.
    var modalAccessibilityContainers: [[AccessibleElement]] {
      Self.containers(from: window) { $0.accessibilityViewIsModal }
    }

    /// The elements inside each accessibility container below `start` that `matches`, one list per
    /// container, the containers in breadth-first order; a hidden container is skipped with
    /// everything inside it.
    private static func containers(from start: NSObject, where matches: (NSObject) -> Bool)
      -> [[AccessibleElement]]
    {
      var containers: [[AccessibleElement]] = []
      var queue: [NSObject] = [start]
      var index = 0
      while index < queue.count, index < 10_000 {
        let object = queue[index]
        index += 1
        guard !object.accessibilityElementsHidden, !object.isAccessibilityElement else { continue }
        if matches(object) {
          var found: [AccessibleElement] = []
          for child in children(of: object) { collect(child, into: &found, depth: 0) }
          containers.append(found)
        }
        queue += children(of: object)
      }
      return containers
    }

    private static func collect(_ object: NSObject, into found: inout [AccessibleElement], depth: Int) {
      guard depth < 80, !object.accessibilityElementsHidden else { return }
      if let view = object as? UIView, view.isHidden || view.alpha == 0 { return }
      if object.isAccessibilityElement {
        found.append(AccessibleElement(object: object))
        return
      }
      for child in children(of: object) {
        collect(child, into: &found, depth: depth + 1)
      }
    }

    private static func children(of object: NSObject) -> [NSObject] {
      if let elements = object.accessibilityElements, !elements.isEmpty {
        return elements.compactMap { $0 as? NSObject }
      }
      let count = object.accessibilityElementCount()
      if count > 0, count != NSNotFound {
        return (0..<count).compactMap { object.accessibilityElement(at: $0) as? NSObject }
      }
      return (object as? UIView)?.subviews ?? []
    }
  }

  extension HostedWindow {
    /// The key commands the responder chain offers from the hosted view down: what a hardware
    /// keyboard can trigger, and what the Command key's overlay lists on iPad.
    var keyCommands: [UIKeyCommand] {
      let start: [UIResponder] = [root] + [window.rootViewController].compactMap { $0 }
      return Self.keyCommands(from: start) { $0.subviews }
    }

    /// The Escape commands a key press could perform in the whole window, presented sheets
    /// included: the enabled key commands for Escape of every view and view controller in it
    /// (SwiftUI's `.cancelAction` shortcuts among them).
    var windowEscapeCommands: [UIKeyCommand] {
      Self.keyCommands(from: [window]) { view in
        [view.next as? UIViewController].compactMap { $0 } + view.subviews
      }
      .filter { $0.input == UIKeyCommand.inputEscape && !$0.attributes.contains(.disabled) }
    }

    /// The key commands of `start` and of every responder `next` reaches from each view, breadth
    /// first.
    private static func keyCommands(from start: [UIResponder], next: (UIView) -> [UIResponder])
      -> [UIKeyCommand]
    {
      var commands: [UIKeyCommand] = []
      var responders = start
      var index = 0
      while index < responders.count, index < 20_000 {
        let responder = responders[index]
        commands += responder.keyCommands ?? []
        if let view = responder as? UIView { responders += next(view) }
        index += 1
      }
      return commands
    }
  }

  extension HostedWindow {
    /// The window's view as drawn, for the few promises only pixels show (a fade's side).
    func snapshot() -> PixelGrid? {
      let bounds = root.bounds
      let image = UIGraphicsImageRenderer(bounds: bounds).image { _ in
        _ = root.drawHierarchy(in: bounds, afterScreenUpdates: true)
      }
      return image.cgImage.flatMap { PixelGrid($0, pointsWide: bounds.width) }
    }
  }

  /// The pixels of an image, redrawn in a known format (8-bit RGBA, premultiplied, device RGB)
  /// and read by point.
  struct PixelGrid {
    let width: Int
    let height: Int
    /// Pixels per point.
    let scale: CGFloat
    private let bytes: [UInt8]

    init?(_ image: CGImage, pointsWide: CGFloat) {
      let width = image.width
      let height = image.height
      guard width > 0, height > 0, pointsWide > 0 else { return nil }
      var bytes = [UInt8](repeating: 0, count: width * height * 4)
      let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      guard drawn else { return nil }
      self.width = width
      self.height = height
      self.scale = CGFloat(width) / pointsWide
      self.bytes = bytes
    }

    /// The green component, 0 to 1, of the pixel under `point` (in points, from the top left);
    /// nil outside the image. Over white, red content is the less green the more opaque it is.
    func green(at point: CGPoint) -> Double? {
      let x = Int((point.x * scale).rounded(.down))
      let y = Int((point.y * scale).rounded(.down))
      guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
      // A bitmap context keeps its top row first.
      return Double(bytes[(y * width + x) * 4 + 1]) / 255
    }
  }
#endif
