import Foundation
import Synchronization
import TalkGrid
import Testing

@Suite("Side-by-side work")
struct SideBySideTests {
    @Test("side-by-side work gives its results in the items' order, whatever the threads and however long each item takes")
    func resultsInOrder() {
        let squares = (0..<200).map { $0 * $0 }
        for workers in [1, 2, 3, 8] {
            let results = ParallelMap.map(count: 200, workers: workers, start: { worker in worker }) { worker, index in
                if index % 17 == worker { usleep(200) }  // some items take longer
                return index * index
            }
            #expect(results == squares)
        }
        #expect(ParallelMap.map(count: 0, workers: 2, start: { _ in () }) { _, index in index }.isEmpty)
    }

    @Test("one thread per core, at most the limit, at least one")
    func workerCount() {
        #expect(ParallelMap.workers(for: 100, cores: 2) == 2)
        #expect(ParallelMap.workers(for: 100, cores: 16) == 4)
        #expect(ParallelMap.workers(for: 100, cores: 16, limit: 8) == 8)
        #expect(ParallelMap.workers(for: 1, cores: 16) == 1)
        #expect(ParallelMap.workers(for: 0, cores: 2) == 1)
    }

    @Test("a map inside another map's work is joined by a second thread once the outer map's other items are done")
    func nestedMapGetsAnotherThread() {
        let outer = ParallelMap.map(count: 2, workers: 2) { item -> Set<Int> in
            guard item == 1 else { return [] }  // item 0 ends at once, freeing its thread
            let taken = Atomic<Int>(0)
            let workers = ParallelMap.map(count: 4, workers: 2, start: { worker in worker }) { worker, index -> Int in
                taken.add(1, ordering: .relaxed)
                // The first item waits (at most 5 s) until another worker has taken an item: a nested map
                // that ran on one thread for good would never see it.
                var waited = 0
                while index == 0 && taken.load(ordering: .relaxed) < 2 && waited < 5_000 {
                    usleep(1_000)
                    waited += 1
                }
                return worker
            }
            return Set(workers)
        }
        #expect(outer[1].count == 2)
    }

    @Test("each item is worked once, with many more workers than threads and results that hold references")
    func eachItemOnce() {
        let calls = Atomic<Int>(0)
        let results = ParallelMap.map(count: 1_000, workers: 64) { index -> [String] in
            calls.add(1, ordering: .relaxed)
            return [String(index), "item \(index)"]
        }
        #expect(calls.load(ordering: .relaxed) == 1_000)
        #expect(results == (0..<1_000).map { [String($0), "item \($0)"] })
        let nested = ParallelMap.map(count: 8, workers: 8) { outer in
            ParallelMap.map(count: 50, workers: 8) { inner in outer * 100 + inner }.reduce(0, +)
        }
        #expect(nested == (0..<8).map { outer in (0..<50).reduce(0) { $0 + outer * 100 + $1 } })
    }

    @Test("work in runs: each thread takes whole runs of indexes in turn, its state follows them, results in order")
    func runs() {
        for (count, run, workers) in [(1_000, 64, 3), (100, 7, 2), (10, 64, 4), (0, 8, 2)] {
            // Each result says whether the index came right after the last one this thread's state saw, or began a run.
            let results = ParallelMap.map(count: count, workers: workers, runsOf: run, start: { -1 }) { last, index -> Int in
                let followed = last == index - 1 || index % run == 0
                last = index
                return followed ? index : -1
            }
            #expect(results == Array(0..<count))
        }
    }
}
