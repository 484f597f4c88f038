import CGtk
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// GTK started and the board's top-level window made (which reads the theme), before the board
/// set is known: `talkgrid-window` opens the set on another thread meanwhile, so the two halves
/// of start-up (about 40 ms each on a two-core machine) overlap instead of adding up.
public final class WindowToolkit {
    /// The top-level window, not shown yet.
    let window: OpaquePointer

    private init(window: OpaquePointer) { self.window = window }

    /// Starts GTK on this thread (the one that will run the window); nil when no display can be
    /// reached.
    public static func start() -> WindowToolkit? {
        // GTK 3 asks the X server for OpenGL while it opens the display (loading the GL driver:
        // 55 of the 60 ms gtk_init took under Xvfb); the board draws with cairo only, so GL is off
        // unless the person's environment asks for it.
        setenv("GDK_GL", "disable", 0)
        guard gtk_init_check(nil, nil) != 0, let window = gtk_window_new(Int32(talkgrid_gtk_window_toplevel)) else { return nil }
        return WindowToolkit(window: window)
    }

    /// Runs `work` on another thread while the caller goes on; ``BackgroundWork/value`` waits for it.
    public final class BackgroundWork<Value>: @unchecked Sendable {
        private var result: Value?
        private let done = DispatchSemaphore(value: 0)

        public init(_ work: @escaping @Sendable () -> Value) {
            let box = Unchecked(self)
            DispatchQueue.global(qos: .userInteractive).async {
                box.value.result = work()
                box.value.done.signal()
            }
        }

        /// The work's result, once it is done (read once, on one thread).
        public var value: Value {
            done.wait()
            done.signal()
            return result!
        }
    }
}
