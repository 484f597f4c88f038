import Foundation
import TalkGrid
import Testing

@Suite("Side-by-side work")
struct SideBySideTests {
    @Test("side-by-side work gives its results in the items' order, whatever the threads and however long each item takes")
    func resultsInOrder() {
        let squares = (0..<200).map { $0 * $0 }
        for workers in [1, 2, 3, 8] {
            let results = SideBySide.map(count: 200, workers: workers, start: { worker in worker }) { worker, index in
                if index % 17 == worker { usleep(200) }  // some items take longer
                return index * index
            }
            #expect(results == squares)
        }
        #expect(SideBySide.map(count: 0, workers: 2, start: { _ in () }) { _, index in index }.isEmpty)
    }

    @Test("one thread per core, at most the limit, at least one")
    func workerCount() {
        #expect(SideBySide.workers(for: 100, cores: 2) == 2)
        #expect(SideBySide.workers(for: 100, cores: 16) == 4)
        #expect(SideBySide.workers(for: 100, cores: 16, limit: 8) == 8)
        #expect(SideBySide.workers(for: 1, cores: 16) == 1)
        #expect(SideBySide.workers(for: 0, cores: 2) == 1)
    }
}
