#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Frames recorded while SwiftUI lays views out, by a key the test chooses: each recording
  /// replaces the last for its key, so after a render or a settled window the log holds the
  /// frames of the last layout.
  @MainActor
  final class FrameLog<Key: Hashable> {
    private(set) var frames: [Key: CGRect] = [:]

    /// Records `frame` under `key`; returns true, so a view builder can call it in a `let _`.
    func record(_ key: Key, _ frame: CGRect) -> Bool {
      frames[key] = frame
      return true
    }

    /// The frames of `keys`, in their order, leaving out the keys never recorded.
    func frames(of keys: some Sequence<Key>) -> [CGRect] {
      keys.compactMap { frames[$0] }
    }
  }

  extension View {
    /// Records this view's frame in the coordinate space `space` (a named one, or the window's
    /// `.global`) under `key` in `log`, each time SwiftUI lays it out, without changing its
    /// layout.
    @MainActor
    func recordingFrame<Key: Hashable>(
      _ key: Key, in space: CoordinateSpace, into log: FrameLog<Key>
    ) -> some View {
      background {
        GeometryReader { proxy in
          let _ = log.record(key, proxy.frame(in: space))
          Color.clear
        }
      }
    }
  }
#endif
