import CGtk

/// GTK's main loop, the one thread that owns the window: work from other threads (speech
/// events, prepared pictures, history failures) is posted to it and runs there, in order.
enum MainLoop {
    private final class Job {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `job` on the window's thread soon (before the next frame is drawn).
    static func post(_ job: @escaping @Sendable () -> Void) {
        let data = Unmanaged.passRetained(Job(job)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, runOnce, data, nil)
    }

    /// Runs `job` on the window's thread when it has nothing else to do (after keys, pointer
    /// events and frames).
    static func whenIdle(_ job: @escaping @Sendable () -> Void) {
        let data = Unmanaged.passRetained(Job(job)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, data, nil)
    }

    /// Runs `job` on the window's thread after `milliseconds`.
    static func after(milliseconds: Int, _ job: @escaping @Sendable () -> Void) {
        let data = Unmanaged.passRetained(Job(job)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, milliseconds)), runOnce, data, nil)
    }

    private static let runOnce: @convention(c) (gpointer?) -> gboolean = { data in
        guard let data else { return 0 }
        Unmanaged<Job>.fromOpaque(data).takeRetainedValue().run()
        return 0  // G_SOURCE_REMOVE: once
    }
}
