import Foundation
import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridRun
import TalkGridShipped
import TalkGridStorage
import TalkGridTerminal
import TalkGridTestSupport

/// Pictures on a generated symbol set (``GeneratedBoardSet/symbolBook``): the root board's 91
/// pictures converted cold (empty disk cache) and warm (from the disk cache, as a second run;
/// from memory, as a second visit), a board switch, peak memory after 20 boards, the disk cache's
/// size; next to, in the same run, a plain loop that decodes and converts the same pictures one
/// after another (no cache, one thread) and `talkgrid show --symbols off` of the root board.
struct PictureBenchmark {
    let talkgrid: String
    var runs = 9
    /// The picture box of a root cell at 200 x 55: the 16 x 11 grid leaves cells of 12 x 4
    /// characters; the picture takes 10 x 3 of them above the label.
    let request = ArtRequest(columns: 10, rows: 3, output: .blocks(.trueColor), background: RGBColor(red: 250, green: 248, blue: 240))

    func run(into report: inout BenchmarkReport) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-pictures.obz").path
        let started = nowMilliseconds()
        do {
            try GeneratedBoardSet.symbolBook.write(folder: nil, archive: path)
        } catch {
            report.note("pictures", "could not write the generated set: \(error)")
            return
        }
        report.note("pictures", "the set ready (generated or already there) in \(Int(nowMilliseconds() - started)) ms")
        guard case .boardSetArchive(let source) = try? BoardInput(opening: path), let set = try? BoardSetLoader.loadSet(from: source)
        else {
            report.note("pictures", "could not open the generated set \(path)")
            return
        }
        let archive = Mutex(source)  // libzip reads one entry at a time
        func jobs(board: String) -> [PictureJob<String>] {
            guard let board = set.boards[board] else { return [] }
            return board.cells.compactMap { cell in
                guard let imageID = cell.imageID, let entry = set.imagePaths[imageID] ?? board.images[imageID]?.path else { return nil }
                return PictureJob(id: entry, request: request) { () throws(PictureError) -> [UInt8] in
                    do {
                        return try archive.withLock { try $0.contents(of: entry) }
                    } catch {
                        throw .unreadable("\(error)")
                    }
                }
            }
        }
        let root = jobs(board: "board0")
        let rootBytes = root.compactMap { try? $0.bytes() }
        let imageCount = set.imagePaths.count
        let archiveSize = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        report.note(
            "pictures",
            "set: \(set.boards.count) boards, \(imageCount) pictures, \(archiveSize / 1_000_000) MB; root 11 x 16 with \(root.count) pictures; "
                + "art box \(request.columns) x \(request.rows) cells, \(request.output)")

        // Reference: decode and convert each root picture, one after another, no cache.
        let artist = PictureArtist()
        let plain = measureTimes(runs) {
            for bytes in rootBytes { _ = try? artist.art(for: bytes, request: request) }
        }
        report.add("pictures", "reference: plain decode+convert loop, 91 root pictures, median", plain.median, unit: "ms")

        let cacheRoot = NSTemporaryDirectory() + "talkgrid-benchmark-picture-cache-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: cacheRoot) }
        // Cold: empty disk cache, the worker's 2 threads; time until the last root picture is ready.
        var coldSamples: [Double] = []
        for run in 0..<runs {
            let disk = DiskCache(folder: cacheRoot + "/cold-\(run)")
            coldSamples.append(timeUntilReady(root, artist: CachedArtist(disk: disk)))
            try? FileManager.default.removeItem(atPath: disk.folder)
        }
        let cold = Timings(samples: coldSamples)
        report.add("pictures", "cold cache: last root picture ready (2 threads), median", cold.median, unit: "ms")
        report.add("pictures", "cold cache: last root picture ready, p99", cold.p99, unit: "ms")

        // Warm disk (a second run): a new worker, the disk cache filled by a first pass.
        let disk = DiskCache(folder: cacheRoot + "/warm")
        _ = timeUntilReady(root, artist: CachedArtist(disk: disk))
        let warmDisk = Timings(samples: (0..<max(runs, 15)).map { _ in timeUntilReady(root, artist: CachedArtist(disk: disk)) })
        report.add("pictures", "warm disk cache (second run): all root pictures ready, median", warmDisk.median, unit: "ms")
        report.add("pictures", "warm disk cache (second run): all root pictures ready, p99", warmDisk.p99, unit: "ms")

        // Warm memory (a second visit): the art a frame needs, taken from the worker's memory.
        let worker = PictureWorker<String>(artist: CachedArtist(disk: disk)) { _ in }
        defer { worker.stop() }
        _ = waitUntilReady(worker, root)
        let fromMemory = measureTimes(200) {
            for job in root { _ = worker.readyArt(for: job.id, request: job.request) }
        }
        report.add("pictures", "warm memory: art of the 91 root pictures for a frame, median", fromMemory.median, unit: "ms")
        report.add("pictures", "warm memory: art of the 91 root pictures for a frame, p99", fromMemory.p99, unit: "ms")

        // Board switch, warm: the next board's 56 pictures were prepared ahead while the root showed.
        let next = jobs(board: "board1")
        worker.prepare(next, priority: .ahead)
        _ = waitUntilReady(worker, next)
        let switchTimes = measureTimes(200) {
            for job in next { _ = worker.readyArt(for: job.id, request: job.request) }
        }
        report.add("pictures", "board switch, warm: art of 56 pictures, median", switchTimes.median, unit: "ms")

        // Memory after 20 boards' pictures are prepared.
        let before = peakResidentKilobytes()
        for index in 1...20 { _ = waitUntilReady(worker, jobs(board: "board\(index)")) }
        report.add("pictures", "peak resident memory of this process after 20 boards", Double(peakResidentKilobytes()), unit: "KiB")
        report.add("pictures", "growth over the 20 boards", Double(peakResidentKilobytes() - before), unit: "KiB")
        report.add("pictures", "memory cache after 20 boards", Double(worker.memory.usage.bytes / 1024), unit: "KiB")
        report.add(
            "pictures", "disk cache after 20 boards (\(worker.memory.usage.count) pictures)", Double(disk.byteCount / 1024), unit: "KiB")

        frames(path: path, cacheRoot: cacheRoot, into: &report)

        let show = measureProcess(runs, [talkgrid, "show", path, "--board", "board0"])
        report.add("pictures", "reference: talkgrid show (text only) of the root board, process median", show.0.median, unit: "ms")
    }

    /// The full-screen board's own path at 200 x 55: the root board's frame (screen model, painter
    /// with the pictures the board has ready, colours and bytes) from a new `PreparedCellPictures`
    /// over a warm disk cache until a frame holds every root picture (a second run), a frame
    /// with every picture in memory (any later frame), and the same frame without pictures.
    private func frames(path: String, cacheRoot: String, into report: inout BenchmarkReport) {
        guard let opened = try? OpenedBoardSet(path: path), let session = try? Session(boardSet: opened.boardSet) else { return }
        let size = TerminalSize(columns: 200, rows: 55)
        let screen = ScreenModel(session: session)
        let renderer = ANSIRenderer(colorSupport: .trueColor)
        let words = ShippedContent.englishWords
        let environment = ["COLORTERM": "truecolor"]
        func frame(_ pictures: PreparedCellPictures?) -> [UInt8] {
            renderer.render(ScreenPainter(words: words, pictures: pictures).canvas(for: screen, size: size), theme: .standard)
        }
        let boxes = PictureBox.boxes(of: screen, size: size, words: words, drawsPixels: false).count
        let disk = DiskCache(folder: cacheRoot + "/frames")
        // Fill the disk cache as a first run would.
        let first = PreparedCellPictures(
            media: opened.media, symbols: .blocks, environment: environment, disk: disk, onReady: {}, onFailure: { _, _ in })
        _ = frame(first)
        while !first.isIdle { usleep(1_000) }
        first.stop()
        let secondRun = measureTimes(runs) {
            let pictures = PreparedCellPictures(
                media: opened.media, symbols: .blocks, environment: environment, disk: disk, onReady: {}, onFailure: { _, _ in })
            defer { pictures.stop() }
            var drawn = 0
            while drawn < boxes {
                let canvas = ScreenPainter(words: words, pictures: pictures).canvas(for: screen, size: size)
                _ = renderer.render(canvas, theme: .standard)
                drawn = Self.picturesDrawn(canvas)
                if drawn < boxes { usleep(200) }
            }
        }
        report.note(
            "pictures", "full-screen frames of the root board at 200 x 55: \(boxes) picture boxes (beside the keys: cells of 3 lines)")
        report.add(
            "pictures", "second run (warm disk): new board pictures until a frame holds every root picture, median", secondRun.median,
            unit: "ms")
        report.add("pictures", "second run (warm disk): until a frame holds every root picture, p99", secondRun.p99, unit: "ms")
        let warm = PreparedCellPictures(
            media: opened.media, symbols: .blocks, environment: environment, disk: disk, onReady: {}, onFailure: { _, _ in })
        defer { warm.stop() }
        _ = frame(warm)
        while !warm.isIdle { usleep(1_000) }
        let withPictures = measureTimes(200) { _ = frame(warm) }
        let without = measureTimes(200) { _ = frame(nil) }
        report.add("pictures", "a frame with every root picture ready (any later frame), median", withPictures.median, unit: "ms")
        report.add("pictures", "a frame with every root picture ready, p99", withPictures.p99, unit: "ms")
        report.add("pictures", "reference: the same frame without pictures, median", without.median, unit: "ms")

        // The magnified region after one key (the region's cells large, with their pictures), warm.
        var zoomed = session
        _ = zoomed.reduce(.key(.digit(1)))
        let region = ScreenModel(session: zoomed)
        for size in [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 55)] {
            let regionFrame = {
                renderer.render(ScreenPainter(words: words, pictures: warm).canvas(for: region, size: size), theme: .standard)
            }
            let expected = PictureBox.boxes(of: region, size: size, words: words, drawsPixels: false).count
            _ = regionFrame()
            while !warm.isIdle { usleep(1_000) }
            let drawn = Self.picturesDrawn(ScreenPainter(words: words, pictures: warm).canvas(for: region, size: size))
            let times = measureTimes(200) { _ = regionFrame() }
            let bare = measureTimes(200) {
                _ = renderer.render(ScreenPainter(words: words).canvas(for: region, size: size), theme: .standard)
            }
            let name = "magnified region after one key at \(size.columns) x \(size.rows) (\(drawn) of \(expected) pictures drawn)"
            report.add("pictures", "\(name): frame, warm, median", times.median, unit: "ms")
            report.add("pictures", "\(name): frame, warm, p99", times.p99, unit: "ms")
            report.add("pictures", "\(name): reference, the same frame without pictures, median", bare.median, unit: "ms")
        }
    }

    /// How many picture boxes a canvas holds drawn (counted by their top-left characters).
    private static func picturesDrawn(_ canvas: Canvas) -> Int {
        var count = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y].style.part == .picture {
                if canvas[x - 1, y].style.part != .picture && canvas[x, y - 1].style.part != .picture { count += 1 }
            }
        }
        return count
    }

    /// Milliseconds from asking a new worker for the jobs until every one is ready.
    private func timeUntilReady(_ jobs: [PictureJob<String>], artist: CachedArtist) -> Double {
        let done = DispatchSemaphore(value: 0)
        let worker = PictureWorker<String>(artist: artist) { _ in done.signal() }
        defer { worker.stop() }
        let start = nowMilliseconds()
        worker.prepare(jobs)
        for _ in jobs { done.wait() }
        return nowMilliseconds() - start
    }

    /// Waits until every job's art is in the worker's memory (or failed); returns how many are.
    private func waitUntilReady(_ worker: PictureWorker<String>, _ jobs: [PictureJob<String>]) -> Int {
        worker.prepare(jobs)
        while !worker.isIdle { usleep(1_000) }
        return jobs.filter { worker.readyArt(for: $0.id, request: $0.request) != nil }.count
    }

    private func peakResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }
}
