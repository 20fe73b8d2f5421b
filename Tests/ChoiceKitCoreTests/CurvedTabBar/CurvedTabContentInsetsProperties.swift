import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the content insets over generated input, bad lengths included: every number is
/// finite, the bar spans the container's width with the tabs' row inside it, the content never
/// reaches under the keyboard or a visible bar, and a taller keyboard never lowers the content's
/// edge.
@Suite("CurvedTabContentInsets properties", .timeLimit(.minutes(10)))
struct CurvedTabContentInsetsProperties {
  struct Input: CustomStringConvertible {
    var size: CGSize
    var leading: CGFloat
    var trailing: CGFloat
    var bottom: CGFloat
    var keyboard: CGFloat
    var bar: CGFloat
    var overhang: CGFloat
    var showsBar: Bool
    var isRightToLeft: Bool

    var description: String {
      "size \(size), sides \(leading)/\(trailing), bottom \(bottom), keyboard \(keyboard), bar \(bar), "
        + "overhang \(overhang), shown \(showsBar), rtl \(isRightToLeft)"
    }

    func insets(keyboard: CGFloat? = nil) -> CurvedTabContentInsets {
      CurvedTabContentInsets(
        containerSize: size, leadingSafeArea: leading, trailingSafeArea: trailing, bottomSafeArea: bottom,
        keyboardHeight: keyboard ?? self.keyboard, barHeight: bar, circleOverhang: overhang,
        showsBar: showsBar,
        isRightToLeft: isRightToLeft)
    }
  }

  /// Mostly phone-like lengths, sometimes a bad one.
  static func length(_ random: inout SeededRandom, upTo limit: CGFloat) -> CGFloat {
    let bad = InputLadders.invalidLengths + InputLadders.hugeLengths
    return random.int(in: 0...9) == 0
      ? bad[random.int(in: 0...(bad.count - 1))] : random.cgFloat(in: 0...limit)
  }

  static func input(_ random: inout SeededRandom) -> Input {
    Input(
      size: CGSize(width: length(&random, upTo: 1_400), height: length(&random, upTo: 1_400)),
      leading: length(&random, upTo: 80), trailing: length(&random, upTo: 80),
      bottom: length(&random, upTo: 40),
      keyboard: random.int(in: 0...1) == 0 ? 0 : length(&random, upTo: 500), bar: length(&random, upTo: 140),
      overhang: length(&random, upTo: 40), showsBar: random.int(in: 0...3) != 0,
      isRightToLeft: random.int(in: 0...1) == 0)
  }

  @Test func insetsAreWellFormed() {
    checkProperty("content insets are well formed", generate: Self.input) { input in
      let insets = input.insets()
      let size = insets.containerSize
      let numbers = [
        size.width, size.height, insets.contentBottomInset, insets.extraBottomInset, insets.circleOverhang,
      ]
      guard numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return "a bad number: \(numbers)" }
      guard let bar = insets.barFrame, let items = insets.itemsFrame else {
        if input.showsBar { return "a shown bar without frames" }
        return insets.isBarCovered ? "a hidden bar covered" : nil
      }
      guard input.showsBar else { return "a hidden bar with frames" }
      // A bar taller than the container starts above it, and edges found by adding lengths round,
      // by no more than the lengths allow.
      let tolerance = max(bar.height, bar.width, size.height) * 1e-12
      guard bar.minX == 0, bar.width == size.width, abs(bar.maxY - size.height) <= tolerance else {
        return "bar \(bar)"
      }
      guard items.minX >= 0, items.maxX <= bar.maxX + tolerance, items.width >= 0, items.minY == bar.minY
      else {
        return "items \(items) outside bar \(bar)"
      }
      let floor = insets.contentBottomInset - insets.extraBottomInset
      if insets.isBarVisible, insets.contentBottomInset < bar.height + insets.circleOverhang {
        return "the content reaches under the bar"
      }
      if insets.extraBottomInset > 0, floor < 0 { return "extra inset below the floor" }
      return nil
    }
  }

  @Test func aTallerKeyboardNeverLowersTheContentsEdge() {
    checkProperty("the content's edge rises with the keyboard", generate: Self.input) { input in
      var previous: CGFloat = 0
      for keyboard in stride(from: CGFloat(0), through: 600, by: 7) {
        let insets = input.insets(keyboard: keyboard)
        let inset = insets.contentBottomInset
        if inset < previous { return "keyboard \(keyboard): inset fell from \(previous) to \(inset)" }
        if keyboard <= CurvedTabBarLayout.maximumLength, inset < keyboard {
          return "under the keyboard at \(keyboard)"
        }
        previous = inset
      }
      return nil
    }
  }
}
