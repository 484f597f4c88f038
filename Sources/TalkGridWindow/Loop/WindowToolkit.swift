import Dispatch
import TalkGridGtk

/// GTK started and the board's top-level window made (which reads the theme), before the board
/// set is known: `talkgrid-window` opens the set on another thread meanwhile, so the two halves
/// of start-up (about 40 ms each on a two-core machine) overlap instead of adding up.
@GLibMain
public final class WindowToolkit {
    /// The top-level window, not shown yet.
    public let window: Window

    private init(window: Window) { self.window = window }

    /// Starts GTK on this thread (which then runs the window, on ``GLibMain``) and makes the
    /// window; nil when no display can be reached.
    public nonisolated static func start() -> WindowToolkit? {
        guard Toolkit.start() else { return nil }
        return GLibMain.assumeIsolated { WindowToolkit(window: Window()) }
    }

    /// Runs `work` on another thread while the caller goes on; ``BackgroundWork/value`` waits for it.
    // @unchecked Sendable: `result` is written once, before `done` is signalled, and read only after waiting for it.
    public final class BackgroundWork<Value>: @unchecked Sendable {
        private var result: Value?
        private let done = DispatchSemaphore(value: 0)

        public init(_ work: @escaping @Sendable () -> Value) {
            DispatchQueue.global(qos: .userInteractive).async { [self] in
                result = work()
                done.signal()
            }
        }

        /// The work's result, once it is done (read once, on one thread).
        public nonisolated var value: Value {
            done.wait()
            done.signal()
            return result!
        }
    }
}
