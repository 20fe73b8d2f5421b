import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of tab mounting over random sequences of selections and list changes: the active
/// tab is the selection whenever it names a tab, mounted tabs only grow except for removed tabs,
/// every appear follows the previous active tab's disappear, and a lazy view never builds a tab
/// before it is selected.
@Suite("CurvedTabMounting properties", .timeLimit(.minutes(10)))
struct CurvedTabMountingProperties {
  enum Step: CustomStringConvertible {
    case select(Int?)
    case list([Int], selection: Int?)

    var description: String {
      switch self {
      case .select(let id): "select(\(id.map(String.init) ?? "nil"))"
      case .list(let ids, let selection): "list(\(ids), \(selection.map(String.init) ?? "nil"))"
      }
    }
  }

  struct Input: CustomStringConvertible {
    var ids: [Int]
    var selection: Int?
    var policy: CurvedTabMountingPolicy
    var steps: [Step]

    var description: String { "\(policy) \(ids) from \(selection.map(String.init) ?? "nil"): \(steps)" }
  }

  /// Ids from a small range, so repeats, removals and stray selections all happen.
  static func id(_ random: inout SeededRandom) -> Int? {
    random.int(in: 0...9) == 0 ? nil : random.int(in: -1...8)
  }

  static func ids(_ random: inout SeededRandom) -> [Int] {
    (0..<random.int(in: 0...8)).map { _ in random.int(in: 0...7) }
  }

  static func input(_ random: inout SeededRandom) -> Input {
    let steps: [Step] = (0..<random.int(in: 0...40)).map { _ in
      random.int(in: 0...5) == 0 ? .list(ids(&random), selection: id(&random)) : .select(id(&random))
    }
    return Input(
      ids: ids(&random), selection: id(&random), policy: random.int(in: 0...1) == 0 ? .lazy : .eager,
      steps: steps)
  }

  static func shrink(_ input: Input) -> [Input] {
    guard !input.steps.isEmpty else { return [] }
    var shorter = input
    shorter.steps.removeLast()
    var later = input
    later.steps.removeFirst()
    return [shorter, later]
  }

  @Test func mountingFollowsTheSelection() {
    checkProperty("tab mounting follows the selection", generate: Self.input, shrink: Self.shrink) { input in
      var mounting = CurvedTabMounting(ids: input.ids, selection: input.selection, policy: input.policy)
      var selected: Set<Int> = input.selection.map { [$0] } ?? []
      var ids = input.ids
      for step in input.steps {
        let before = mounting
        let change: CurvedTabMountingChange<Int>
        let selection: Int?
        switch step {
        case .select(let id):
          selection = id
          change = mounting.select(id)
        case .list(let list, let id):
          selection = id
          ids = list
          change = mounting.update(ids: list, selection: id)
        }
        if let selection { selected.insert(selection) }
        let valid = selection.flatMap { ids.contains($0) ? $0 : nil }
        guard mounting.active == valid else {
          return "\(step): active \(String(describing: mounting.active))"
        }
        if let valid, !mounting.isMounted(valid) { return "\(step): the active tab is not mounted" }
        let kept = Set(ids)
        for id in before.mounted where kept.contains(id) && !mounting.isMounted(id) {
          return "\(step): \(id) was dropped while still a tab"
        }
        if Set(mounting.mounted) != Set(before.mounted).union(change.mounted).subtracting(change.unmounted) {
          return "\(step): the change does not account for the mounted tabs"
        }
        if mounting.mounted != mounting.ids.filter(mounting.mounted.contains) {
          return "\(step): mounted tabs out of the list's order"
        }
        if mounting.ids.count != Set(mounting.ids).count { return "\(step): a repeated id" }
        if before.active != mounting.active {
          guard change.disappeared == before.active, change.appeared == mounting.active else {
            return "\(step): appear \(String(describing: change.appeared)) without the previous disappear"
          }
        } else if change.disappeared != nil || change.appeared != nil {
          return "\(step): an appear or disappear without a change of the active tab"
        }
        if input.policy == .lazy, let early = mounting.mounted.first(where: { !selected.contains($0) }) {
          return "\(step): \(early) mounted before it was selected"
        }
        if input.policy == .eager, mounting.mounted != mounting.ids {
          return "\(step): an eager tab not mounted"
        }
      }
      return nil
    }
  }
}
