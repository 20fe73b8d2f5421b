import ChoiceKitCore
import Foundation

// Equality and hashing walk nested groups with a work list rather than by recursion, so a deeply
// nested item cannot exhaust the stack (recursing once per level overflowed it at a few thousand).
extension DisplayItem {
  public static func == (lhs: DisplayItem, rhs: DisplayItem) -> Bool {
    var pending = [(lhs, rhs)]
    while let pair = pending.popLast() {
      switch pair {
      case (.shape(let path, let fill, let stroke), .shape(let otherPath, let otherFill, let otherStroke)):
        guard path == otherPath, fill == otherFill, stroke == otherStroke else { return false }
      case (.text(let run), .text(let otherRun)):
        guard run == otherRun else { return false }
      case (.icon(let name, let frame, let color), .icon(let otherName, let otherFrame, let otherColor)):
        guard name == otherName, frame == otherFrame, color == otherColor else { return false }
      case (.group(let group), .group(let other)):
        guard group.hasSameEffects(as: other), group.items.count == other.items.count else { return false }
        pending.append(contentsOf: zip(group.items, other.items).reversed())
      default:
        return false
      }
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    var pending = [self]
    while let item = pending.popLast() {
      switch item {
      case .shape(let path, let fill, let stroke):
        hasher.combine(0)
        hasher.combine(path)
        hasher.combine(fill)
        hasher.combine(stroke)
      case .text(let run):
        hasher.combine(1)
        hasher.combine(run)
      case .icon(let name, let frame, let color):
        hasher.combine(2)
        hasher.combine(name)
        hasher.combine(rect: frame)
        hasher.combine(color)
      case .group(let group):
        hasher.combine(3)
        group.combineEffects(into: &hasher)
        hasher.combine(group.items.count)
        pending.append(contentsOf: group.items.reversed())
      }
    }
  }
}

extension DisplayGroup {
  /// Whether two groups share opacity, transform, clip and shadow, leaving their items aside.
  func hasSameEffects(as other: DisplayGroup) -> Bool {
    opacity == other.opacity && transform == other.transform && clip == other.clip && shadow == other.shadow
  }

  /// Feeds opacity, transform, clip and shadow, leaving the items aside.
  func combineEffects(into hasher: inout Hasher) {
    hasher.combine(opacity)
    hasher.combine(transform)
    hasher.combine(clip)
    hasher.combine(shadow)
  }
}
