import Foundation
import Synchronization
import Testing

@testable import TalkGridPictures

@Suite("Picture worker")
struct PictureWorkerTests {
    let request = ArtRequest(columns: 8, rows: 4, output: .blocks(.trueColor), background: .white)

    /// Collects events and lets a test wait for a number of them.
    final class EventLog: Sendable {
        let events = Mutex<[PictureEvent<String>]>([])
        let arrived = DispatchSemaphore(value: 0)

        func record(_ event: PictureEvent<String>) {
            events.withLock { $0.append(event) }
            arrived.signal()
        }

        /// Waits for `count` more events (at most 10 s each).
        func wait(for count: Int) -> Bool {
            (0..<count).allSatisfy { _ in arrived.wait(timeout: .now() + 10) == .success }
        }
    }

    func job(_ name: String, file: String) -> PictureJob<String> {
        PictureJob(id: name, request: request) { () throws(PictureError) -> [UInt8] in PictureFixtures.bytes(file) }
    }

    @Test("Jobs are prepared off the calling thread; each picture is told once, ready or failed")
    func preparesAndTells() {
        let log = EventLog()
        let worker = PictureWorker<String>(artist: CachedArtist(disk: nil)) { log.record($0) }
        defer { worker.stop() }
        #expect(worker.readyArt(for: "apple", request: request) == nil)
        worker.prepare([job("apple", file: "apple.png"), job("house", file: "house.svg"), job("bad", file: "huge-header.png")])
        #expect(log.wait(for: 3))
        #expect(worker.readyArt(for: "apple", request: request) != nil)
        #expect(worker.readyArt(for: "house", request: request) != nil)
        guard case .dimensionsTooLarge = worker.failure(for: "bad") else {
            Issue.record("the huge picture should have failed")
            return
        }
        // Asking again queues nothing: done and failed pictures are not prepared twice.
        worker.prepare([job("apple", file: "apple.png"), job("bad", file: "huge-header.png")])
        #expect(worker.isIdle)
        worker.prepare([job("line", file: "line-art.png")])
        #expect(log.wait(for: 1))
        #expect(log.events.withLock { $0.count } == 4)
    }

    @Test("A picture whose bytes cannot be read fails with the reason")
    func unreadable() {
        let log = EventLog()
        let worker = PictureWorker<String>(artist: CachedArtist(disk: nil), threads: 1) { log.record($0) }
        defer { worker.stop() }
        worker.prepare([
            PictureJob(id: "gone", request: request) { () throws(PictureError) -> [UInt8] in throw .unreadable("no such file") }
        ])
        #expect(log.wait(for: 1))
        #expect(worker.failure(for: "gone") == .unreadable("no such file"))
    }

    @Test("Pictures on screen go before pictures prepared ahead")
    func priorities() {
        let log = EventLog()
        let gate = DispatchSemaphore(value: 0)
        let worker = PictureWorker<String>(artist: CachedArtist(disk: nil), threads: 1) { log.record($0) }
        defer { worker.stop() }
        // The first job holds the only thread until the others are queued.
        worker.prepare([
            PictureJob(id: "first", request: request) { () throws(PictureError) -> [UInt8] in
                gate.wait()
                return PictureFixtures.bytes("apple.png")
            }
        ])
        worker.prepare([job("ahead", file: "line-art.png")], priority: .ahead)
        worker.prepare([job("visible", file: "house.svg")], priority: .visible)
        gate.signal()
        #expect(log.wait(for: 3))
        let order = log.events.withLock {
            $0.map { event -> String in
                if case .ready(let id, _, _) = event { return id }
                return "failed"
            }
        }
        #expect(order == ["first", "visible", "ahead"])
    }

    /// The ids of the ready events, in order.
    static func readyOrder(_ log: EventLog) -> [String] {
        log.events.withLock {
            $0.map { event -> String in
                if case .ready(let id, _, _) = event { return id }
                return "failed"
            }
        }
    }

    @Test("Work ahead takes one thread at most: with two threads busy ahead, a picture asked for on screen starts at once")
    func aheadTakesOneThread() {
        let log = EventLog()
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let worker = PictureWorker<String>(artist: CachedArtist(disk: nil), threads: 2) { log.record($0) }
        defer { worker.stop() }
        let held = (1...3).map { index in
            PictureJob(id: "ahead\(index)", request: request) { () throws(PictureError) -> [UInt8] in
                started.signal()
                gate.wait()
                return PictureFixtures.bytes("apple.png")
            }
        }
        worker.prepare(held, priority: .ahead)
        #expect(started.wait(timeout: .now() + 10) == .success)
        // One ahead job holds a thread; the other thread takes no ahead job while it does.
        #expect(started.wait(timeout: .now() + 0.3) == .timedOut)
        worker.prepare([job("visible", file: "house.svg")])
        #expect(log.wait(for: 1))
        #expect(Self.readyOrder(log) == ["visible"])
        for _ in 0..<3 { gate.signal() }
        #expect(log.wait(for: 3))
        // A thread tells its picture after it frees its place, so two ahead pictures finishing
        // back to back may be told in either order; each is told once, after the one on screen.
        let order = Self.readyOrder(log)
        #expect(order.first == "visible")
        #expect(order.dropFirst().sorted() == ["ahead1", "ahead2", "ahead3"])
    }

    @Test(
        "A plan ahead runs after the pictures on screen; a newer plan replaces it and what it queued; a board left drops its queued pictures"
    )
    func plansAhead() {
        let log = EventLog()
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let worker = PictureWorker<String>(artist: CachedArtist(disk: nil), threads: 1) { log.record($0) }
        defer { worker.stop() }
        worker.prepare([
            PictureJob(id: "first", request: request) { () throws(PictureError) -> [UInt8] in
                started.signal()
                gate.wait()
                return PictureFixtures.bytes("apple.png")
            },
            job("left", file: "line-art.png"), job("shown", file: "house.svg"),
        ])
        #expect(started.wait(timeout: .now() + 10) == .success)
        let stalePlanRan = Mutex(false)
        worker.planAhead {
            stalePlanRan.withLock { $0 = true }
            return [job("stale", file: "apple.png")]
        }
        worker.planAhead { [job("root", file: "line-art.png")] }
        // The board with "left" was left before its picture started: only "shown" is on screen now.
        worker.keepVisible([PreparedPicture(id: "shown", request: request)])
        gate.signal()
        #expect(log.wait(for: 3))
        #expect(Self.readyOrder(log) == ["first", "shown", "root"])
        #expect(!stalePlanRan.withLock { $0 })
        #expect(worker.readyArt(for: "left", request: request) == nil)
    }
}
