import Dispatch
import Synchronization

/// Runs async speech work from synchronous code (a command, the benchmark) and waits for it.
///
/// The work runs on the concurrency pool and the speech thread, never on the waiting thread, so
/// waiting cannot deadlock the engine.
public enum SynchronousWait {
    /// The result of `work`, once it has finished.
    public static func result<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await work()
            box.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return box.withLock { $0! }
    }
}
