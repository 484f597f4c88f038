import CGtk

/// The GLib main context, as a Swift global actor: its executor runs each job from GLib's main
/// loop on the thread that owns the context (the thread that started the toolkit, where
/// `gtk_main` runs). Every widget type of this module is isolated to it, so the compiler says
/// what runs on GTK's thread: work from other threads (speech events, prepared pictures) reaches
/// a widget only through `await`, `Task { @GLibMain in … }` or ``post(_:)``.
@globalActor
public actor GLibMain {
    public static let shared = GLibMain()

    public nonisolated var unownedExecutor: UnownedSerialExecutor { MainContextExecutor.shared.asUnownedSerialExecutor() }

    /// Runs `operation` on the main context's thread now; GTK's handlers and the program's start
    /// (before `gtk_main`) are there without a Swift task. Stops the program when called from
    /// another thread.
    public static func assumeIsolated<T>(_ operation: @GLibMain () throws -> T) rethrows -> T {
        MainContextExecutor.shared.checkIsolated()
        // The check above is what `MainActor.assumeIsolated` does before calling its operation
        // as a nonisolated one.
        return try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }

    /// Runs `job` on the main context soon (before the next frame is drawn), after what was posted before.
    public nonisolated static func post(_ job: @escaping @GLibMain @Sendable () -> Void) {
        MainContextExecutor.add(priority: G_PRIORITY_DEFAULT, after: nil) { job() }
    }

    /// Runs `job` on the main context when it has nothing else to do (after keys, pointer events
    /// and frames).
    public nonisolated static func whenIdle(_ job: @escaping @GLibMain @Sendable () -> Void) {
        MainContextExecutor.add(priority: G_PRIORITY_DEFAULT_IDLE, after: nil) { job() }
    }

    /// Runs `job` on the main context after `milliseconds`.
    public nonisolated static func after(milliseconds: Int, _ job: @escaping @GLibMain @Sendable () -> Void) {
        MainContextExecutor.add(priority: G_PRIORITY_DEFAULT, after: max(0, milliseconds)) { job() }
    }
}

/// The executor of ``GLibMain``: a job is a GLib source of the default main context, run once.
final class MainContextExecutor: SerialExecutor {
    static let shared = MainContextExecutor()

    /// A job waiting in the main context: a Swift task's, or a closure posted.
    private final class Job: Sendable {
        let run: @GLibMain @Sendable () -> Void
        init(_ run: @escaping @GLibMain @Sendable () -> Void) { self.run = run }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        Self.add(priority: G_PRIORITY_DEFAULT, after: nil) { job.runSynchronously(on: executor) }
    }

    /// Stops the program unless the caller runs on the thread that owns the main context.
    func checkIsolated() {
        precondition(g_main_context_is_owner(g_main_context_default()) != 0, "a GTK call off GTK's thread")
    }

    func isIsolatingCurrentContext() -> Bool? { g_main_context_is_owner(g_main_context_default()) != 0 }

    /// Adds `run` to the default main context: when idle at `priority`, or after `milliseconds`.
    /// (GLib's sources may be added from any thread.)
    nonisolated static func add(priority: Int32, after milliseconds: Int?, _ run: @escaping @GLibMain @Sendable () -> Void) {
        let data = Unmanaged.passRetained(Job(run)).toOpaque()
        if let milliseconds {
            g_timeout_add_full(priority, guint(milliseconds), runOnce, data, nil)
        } else {
            g_idle_add_full(priority, runOnce, data, nil)
        }
    }

    private static let runOnce: @convention(c) (gpointer?) -> gboolean = { data in
        guard let data else { return 0 }
        let job = Unmanaged<Job>.fromOpaque(data).takeRetainedValue()
        GLibMain.assumeIsolated { job.run() }
        return 0  // G_SOURCE_REMOVE: once
    }
}
