import Dispatch
import Synchronization

/// Work on many items at once, with the results in the items' order: what doing them one after
/// another would give, so output and findings do not depend on the threads.
public enum SideBySide {
    /// How many threads to use for `count` items on `cores` cores: one per core, at most `limit`,
    /// at least one.
    public static func workers(for count: Int, cores: Int, limit: Int = 4) -> Int {
        max(min(cores, limit, count), 1)
    }

    /// Runs `work` for every index of `0..<count` on `workers` threads and returns the results in
    /// index order.
    ///
    /// Each thread first makes its own state with `start(worker)` (for example its own archive
    /// reader: a libzip handle must not be shared between threads), then takes the next index
    /// nobody has taken, until none is left; a thread held up by other programs takes fewer.
    /// `start` and `work` run on several threads at once: they may only share what is safe to.
    public static func map<State, Value: Sendable>(
        count: Int, workers: Int, start: @Sendable (_ worker: Int) -> State, work: @Sendable (inout State, _ index: Int) -> Value
    ) -> [Value] {
        let workers = max(min(workers, count), 1)
        if workers == 1 {
            var state = start(0)
            return (0..<count).map { work(&state, $0) }
        }
        let next = Mutex(0)
        let results = Mutex([Value?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var state = start(worker)
            while true {
                let index = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard index < count else { return }
                let value = work(&state, index)
                results.withLock { $0[index] = value }
            }
        }
        return results.withLock { $0 }.map { $0! }
    }

    /// Runs `work` for every index of `0..<count` on `workers` threads, results in index order.
    public static func map<Value: Sendable>(count: Int, workers: Int, work: @Sendable (_ index: Int) -> Value) -> [Value] {
        map(count: count, workers: workers, start: { _ in () }) { _, index in work(index) }
    }
}
