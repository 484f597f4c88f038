import Dispatch
import Synchronization

/// Parallel work (a parallel map on threads): many items at once, with the results in the items'
/// order, as doing them one after another would give, so output and findings do not depend on
/// the threads.
public enum ParallelMap {
    /// How many threads to use for `count` items on `cores` cores: one per core, at most `limit`,
    /// at least one.
    public static func workers(for count: Int, cores: Int, limit: Int = 4) -> Int {
        max(min(cores, limit, count), 1)
    }

    /// Runs `work` for every index of `0..<count` on up to `workers` threads and returns the results in
    /// index order.
    ///
    /// The calling thread works too; each other worker is a block on the system's shared threads that
    /// joins when a thread is free, so a `map` inside another `map`'s work gets every core as soon as
    /// the outer work's other items are done (not one core for good, as a nested `concurrentPerform`
    /// does). A worker that finds nothing left joins no more.
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
        return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Every index is taken by exactly one worker, which writes its result in place; the
            // waits below order those writes before the array is read.
            let results = Results(base: buffer.baseAddress!)
            let next = Atomic<Int>(0)
            withoutActuallyEscaping({ @Sendable (worker: Int) in
                guard next.load(ordering: .relaxed) < count else { return }
                var state = start(worker)
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < count else { return }
                    (results.base + index).initialize(to: work(&state, index))
                }
            }) { body in
                let job = Job(body: body)
                for worker in 1..<workers {
                    DispatchQueue.global().async { job.join(as: worker) }
                }
                body(0)
                job.close()
            }
            initialized = count
        }
    }

    /// Runs `work` for every index of `0..<count` on `workers` threads, results in index order.
    public static func map<Value: Sendable>(count: Int, workers: Int, work: @Sendable (_ index: Int) -> Value) -> [Value] {
        map(count: count, workers: workers, start: { _ in () }) { _, index in work(index) }
    }

    /// Runs `work` for every index of `0..<count` on up to `workers` threads that take runs of `run`
    /// indexes in turn, each thread with its own state made by `start` (so a state that follows the
    /// indexes, like a reader's last folder, mostly finds what it needs); results in index order.
    public static func map<State, Value: Sendable>(
        count: Int, workers: Int, runsOf run: Int, start: @Sendable () -> State, work: @Sendable (inout State, _ index: Int) -> Value
    ) -> [Value] {
        let runs = (count + run - 1) / run
        guard workers > 1, runs > 1 else {
            var state = start()
            return (0..<count).map { work(&state, $0) }
        }
        let parts = map(count: runs, workers: workers, start: { _ in start() }) { state, part in
            (part * run..<min(count, (part + 1) * run)).map { work(&state, $0) }
        }
        var values: [Value] = []
        values.reserveCapacity(count)
        for part in parts { values += part }
        return values
    }

    /// Where the workers write their results: each index once, by one worker.
    private struct Results<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value>
    }

    /// One `map`'s work as the other workers see it: they join while it is open, and the caller,
    /// once its own loop is done, closes it and waits for those that joined. A worker that starts
    /// later (the threads were busy) finds it closed and does nothing, so the caller never waits for
    /// a block that has not started, and the work closure is never called after `map` returns.
    private final class Job: Sendable {
        private struct State {
            var body: (@Sendable (Int) -> Void)?
            var running = 0
        }
        private let state: Mutex<State>
        private let finished = DispatchSemaphore(value: 0)

        init(body: @escaping @Sendable (Int) -> Void) {
            state = Mutex(State(body: body))
        }

        /// Works as `worker` if the job is still open.
        func join(as worker: Int) {
            if work(as: worker) { finished.signal() }
        }

        /// Works as `worker` if the job is still open; whether it did. Not inlined, so that this
        /// worker's hold on the work closure ends before the caller is told it is done.
        @inline(never)
        private func work(as worker: Int) -> Bool {
            let body = state.withLock { state -> (@Sendable (Int) -> Void)? in
                if state.body != nil { state.running += 1 }
                return state.body
            }
            guard let body else { return false }
            body(worker)
            return true
        }

        /// Lets no more workers join and waits for those that did.
        func close() {
            let running = state.withLock { state in
                state.body = nil
                return state.running
            }
            for _ in 0..<running { finished.wait() }
        }
    }
}
