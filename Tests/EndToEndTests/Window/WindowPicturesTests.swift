import Foundation
import TalkGridTestSupport
import Testing

/// The window on a real-sized line-art set (an 11 x 16 home board with a black line-art picture
/// on a transparent background in every cell, as CoughDrop's Quick Core 112 has ARASAAC's), full
/// screen at 1280 x 800: screenshots compared with reviewed pictures (after a blur that forgives
/// font hinting), and the marks checked pixel by pixel.
///
/// `TALKGRID_RECORD_GOLDENS=1` writes the screenshots as the new reviewed pictures (look at each
/// one before committing it).
@Suite(
    "The window's pictures", .serialized,
    .enabled(if: WindowSession.isAvailable, "needs Xvfb, xdotool, ImageMagick, D-Bus and pyatspi (scripts/setup installs them)"))
struct WindowPicturesTests {
    /// How long a new window is given to draw every picture of the board (decoded on a worker, on a
    /// machine busy with other tests).
    static let picturesDrawn = 7.0

    /// The line-art set, written once into a folder of its own.
    static func lineArtSet() throws -> URL {
        let folder = try Fixtures.temporaryFolder("window-line-art")
        try GeneratedBoardSet.lineArtBook.write(folder: folder.path, archive: nil)
        return folder
    }

    /// Compares the screenshot at `shot` with the reviewed picture `name` (or records it).
    static func matchesGolden(_ shot: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = Fixtures.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Window/Golden/\(name).png").path
        if ProcessInfo.processInfo.environment["TALKGRID_RECORD_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: shot, toPath: golden)
            return
        }
        let difference = try WindowTests.difference(shot, golden)
        #expect(
            difference < 0.06, "\(name): the screenshot differs from the reviewed one by \(difference) (RMSE)",
            sourceLocation: sourceLocation)
    }

    /// The mean colour of the part `box` (x, y, width, height) of a picture, 0 to 1 a channel.
    static func meanColour(_ picture: String, in box: [Int]) throws -> (red: Double, green: Double, blue: Double) {
        let geometry = "\(box[2])x\(box[3])+\(box[0])+\(box[1])"
        let run = try ChildProcess.run([
            "convert", picture, "-crop", geometry, "+repage", "-format", "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]", "info:",
        ])
        let values = run.output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard values.count == 3 else { throw WindowSession.Failure(description: "convert: \(run.output)") }
        return (values[0], values[1], values[2])
    }

    @Test(
        "the 11 x 16 line-art board at text sizes 1, 4, 6 and 7 matches the reviewed pictures; each cell shows its keys, each region tile its first words, larger",
        arguments: [1, 4, 6, 7])
    func textSizes(size: Int) throws {
        let set = try Self.lineArtSet()
        defer { Fixtures.removeTemporaryFolder(set) }
        let window = try WindowSession(arguments: [set.path, "--fullscreen", "--text-size", String(size)])
        defer { window.stop() }
        // Every picture drawn (the first frame may come before the last picture).
        Thread.sleep(forTimeInterval: Self.picturesDrawn)
        let shot = window.folder.appendingPathComponent("size-\(size).png").path
        try window.screenshot(shot)
        try Self.matchesGolden(shot, "line-art-size-\(size)")
    }

    /// How each word cell's picture covers it in the screenshot `shot`: the box of the picture's
    /// magenta square in the cell over the cell's rounded box (its tile's box less the tile's
    /// 2-pixel edge), and the picture's height over the box's.
    static func pictureShares(_ shot: String, cells: [WindowSession.Accessible]) throws -> [String: (area: Double, height: Double)] {
        var shares: [String: (area: Double, height: Double)] = [:]
        for cell in cells {
            guard let box = cell.box else { continue }
            // Everything not magenta turns white; the box left around what is magenta is the picture's.
            let run = try ChildProcess.run([
                "convert", shot, "-crop", "\(box[2])x\(box[3])+\(box[0])+\(box[1])", "+repage", "-fuzz", "30%", "-fill", "white",
                "+opaque", "#FF00FF", "-format", "%@ %[fx:minima]", "info:",
            ])
            // The box, and the darkest grey left (white: nothing magenta, no picture).
            let parts = run.output.trimmingCharacters(in: .whitespacesAndNewlines).split(whereSeparator: { "x+ ".contains($0) })
            guard parts.count == 5, let width = Double(parts[0]), let height = Double(parts[1]), let darkest = Double(parts[4]),
                darkest < 0.9
            else { continue }
            let cellWidth = Double(box[2]) - 2 * 2
            let cellHeight = Double(box[3]) - 2 * 2
            shares[cell.name] = (width * height / (cellWidth * cellHeight), height / cellHeight)
        }
        return shares
    }

    @Test(
        "on the 11 x 16 line-art board at 1280 x 800 each picture covers more than half of its cell at text sizes 1 and 4, and in the region key 1 opens at 7 is as tall as its cell",
        arguments: [1, 4, 7])
    func picturesFillTheirCells(size: Int) throws {
        var generated = GeneratedBoardSet.lineArtBook
        generated.lineArtBackground = (255, 0, 255)
        let set = try Fixtures.temporaryFolder("window-line-art-plates")
        defer { Fixtures.removeTemporaryFolder(set) }
        try generated.write(folder: set.path, archive: nil)
        let window = try WindowSession(arguments: [set.path, "--fullscreen", "--text-size", String(size)])
        defer { window.stop() }
        if size >= 6 {
            // At the accessibility sizes the board shows as region tiles: the cells key 1 opens.
            #expect(window.waitUntil { ((try? window.buttons()) ?? []).count >= 9 })
            try window.key("1")
            #expect(window.waitUntil { ((try? window.buttons()) ?? []).contains { $0.name == "folder 1" } })
        }
        Thread.sleep(forTimeInterval: Self.picturesDrawn)
        // The board's word cells: the strip of words ahead (slots of another size) left out.
        let words = try window.buttons().filter { $0.name.hasPrefix("word 0-") && $0.box?.count == 4 }
        let heights = words.map { $0.box![3] }.sorted()
        let height = try #require(heights.isEmpty ? nil : heights[heights.count / 2])
        let cells = words.filter { abs($0.box![3] - height) <= 2 }
        #expect(cells.count >= (size >= 6 ? 16 : 150), "\(cells.count) word cells")
        // Measured once every picture shows (a busy machine may take longer than the wait above).
        let shot = window.folder.appendingPathComponent("shares-\(size).png").path
        var shares: [String: (area: Double, height: Double)] = [:]
        for _ in 0..<6 {
            try window.screenshot(shot)
            shares = try Self.pictureShares(shot, cells: cells)
            if shares.count == cells.count { break }
            Thread.sleep(forTimeInterval: 2)
        }
        #expect(shares.count == cells.count, "cells without a picture drawn: \(Set(cells.map(\.name)).subtracting(shares.keys).sorted())")
        let areas = shares.values.map(\.area).sorted()
        print(
            "size \(size): \(cells.count) word cells \(height) px high (tiles); picture share smallest \(areas.first ?? 0), median \(areas.isEmpty ? 0 : areas[areas.count / 2])"
        )
        for (name, share) in shares {
            if size <= 5 {
                #expect(share.area >= 0.5, "size \(size), \(name): its picture covers \(share.area) of the cell")
            } else {
                // A region's cells at 7 are about twice as wide as high (the words-ahead strip and the
                // larger controls take the rest of the screen): a square picture as tall as the cell
                // is the most it can cover (at most its height over its width, 47 %).
                #expect(share.height >= 0.9 && share.area >= 0.38, "size \(size), \(name): its picture covers \(share) of the cell")
            }
        }
    }

    @Test("in high contrast the line art stays black on a light plate inside each black cell")
    func highContrast() throws {
        let set = try Self.lineArtSet()
        defer { Fixtures.removeTemporaryFolder(set) }
        let window = try WindowSession(
            arguments: [set.path, "--fullscreen", "--text-size", "4"], extraEnvironment: ["TALKGRID_THEME": "high-contrast"])
        defer { window.stop() }
        Thread.sleep(forTimeInterval: Self.picturesDrawn)
        let shot = window.folder.appendingPathComponent("contrast.png").path
        try window.screenshot(shot)
        try Self.matchesGolden(shot, "line-art-contrast")
        // A picture's middle (on the plate) is mostly light, with dark strokes; its label's column
        // beside it is black with white letters.
        let cell = try #require(try window.buttons().first { $0.name == "word 0-20" }?.box)
        // (The picture is a square as tall as the cell at its left, the label beside it.)
        let picture = try Self.meanColour(shot, in: [cell[0] + cell[3] / 2 - 8, cell[1] + cell[3] / 2 - 4, 16, 8])
        #expect(picture.red > 0.5 && picture.blue > 0.5, "the picture's plate is not light: \(picture)")
    }

    @Test("scanning: after a pick the highlight rests on the message bar, framed black and yellow as cells are")
    func scanningOnMessage() throws {
        let set = try Self.lineArtSet()
        defer { Fixtures.removeTemporaryFolder(set) }
        let window = try WindowSession(arguments: [set.path, "--fullscreen", "--text-size", "4", "--access", "step-scan"])
        defer { window.stop() }
        let bar = try #require(try window.accessibleTree().first { $0.role == "status bar" }?.box)
        let before = window.folder.appendingPathComponent("before.png").path
        try window.screenshot(before)
        // Next, Next: the third region (the top right, no folders in it); then Select until a word
        // is picked (the region, its first group, its first cell: "word 0-11").
        try window.key("space")
        Thread.sleep(forTimeInterval: 0.4)
        try window.key("space")
        Thread.sleep(forTimeInterval: 0.4)
        for _ in 0..<5 where !((try? window.message()) ?? "").contains("word") {
            try window.key("Return")
            Thread.sleep(forTimeInterval: 0.6)
        }
        #expect(window.waitUntil { (try? window.message())?.contains("word 0-11") == true }, "\((try? window.message()) ?? "")")
        Thread.sleep(forTimeInterval: Self.picturesDrawn)
        let shot = window.folder.appendingPathComponent("scan-message.png").path
        try window.screenshot(shot)
        // The bar's edge turns yellow (the frame inside its black border), its words untouched.
        let edge = try Self.meanColour(shot, in: [bar[0] + 40, bar[1] + 5, 200, 2])
        #expect(edge.red > 0.8 && edge.green > 0.7 && edge.blue < 0.3, "no yellow frame on the message bar: \(edge)")
        let beforeEdge = try Self.meanColour(before, in: [bar[0] + 40, bar[1] + 5, 200, 2])
        #expect(beforeEdge.blue > 0.8, "the bar was framed before the pick: \(beforeEdge)")
        try Self.matchesGolden(shot, "line-art-scan-message")
    }

    @Test("the message shows each word picked with its picture above it; Delete takes the last away")
    func symbolsInMessage() throws {
        let set = try Self.lineArtSet()
        defer { Fixtures.removeTemporaryFolder(set) }
        let window = try WindowSession(arguments: [set.path, "--fullscreen", "--text-size", "4"])
        defer { window.stop() }
        for name in ["word 0-20", "word 0-37", "word 0-54"] {
            let cell = try #require(try window.buttons().first { $0.name == name }?.center)
            try window.click(cell.x, cell.y)
            #expect(window.waitUntil { (try? window.message())?.contains(name) == true })
        }
        let bar = try #require(try window.accessibleTree().first { $0.role == "status bar" }?.box)
        Thread.sleep(forTimeInterval: Self.picturesDrawn)
        let shot = window.folder.appendingPathComponent("message.png").path
        try window.screenshot(shot)
        try Self.matchesGolden(shot, "line-art-message")
        // The words' cells start at the bar's left: ink (a picture's strokes) in the upper part of the first.
        let darkest = try ChildProcess.run([
            "convert", shot, "-crop", "80x30+\(bar[0] + 10)+\(bar[1] + 8)", "+repage", "-colorspace", "Gray", "-format", "%[fx:minima]",
            "info:",
        ])
        let ink = Double(darkest.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 1
        #expect(ink < 0.3, "no picture in the message's first word (darkest \(ink))")
        try window.key("period")
        #expect(window.waitUntil { (try? window.message()).map { !$0.contains("word 0-54") && $0.contains("word 0-37") } == true })
    }

    @Test(
        "each cell and words-ahead slot shows its keys in a badge and the hint names touch and keys; key_badges: false hides them for a person who only touches"
    )
    func keyBadges() throws {
        /// The darkest grey where the cell named `name` has its badge: at the top of the label's
        /// column right of the picture in a wide cell (the picture a square as tall as the cell),
        /// else in the top left corner.
        func corner(_ window: WindowSession, _ name: String) throws -> Double {
            let box = try #require(try window.buttons().first { $0.name == name }?.box)
            let shot = window.folder.appendingPathComponent("badges-\(UUID().uuidString).png").path
            try window.screenshot(shot)
            let beside = Double(box[2] - 4) >= Double(box[3] - 4) * 1.4
            let place = beside ? "16x10+\(box[0] + box[3] + 2)+\(box[1] + 6)" : "16x14+\(box[0] + 9)+\(box[1] + 9)"
            let run = try ChildProcess.run([
                "convert", shot, "-crop", place, "+repage", "-colorspace", "Gray", "-format", "%[fx:minima]", "info:",
            ])
            return Double(run.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        let keys = try WindowSession(arguments: [])
        defer { keys.stop() }
        #expect(try keys.message().contains("Touch a word or press its numbers"))
        #expect(try corner(keys, "I want") < 0.25, "no dark key badge on the first cell")
        // The words-ahead strip's slots too (Space, then the slot's digit): "school" is one of them.
        #expect(try corner(keys, "school") < 0.25, "no dark key badge on a words-ahead slot")
        keys.stop()

        let touch = try WindowSession(arguments: [], settings: "{\"key_badges\": false}")
        defer { touch.stop() }
        #expect(try touch.message().contains("Touch words to add them"))
        #expect(try corner(touch, "I want") > 0.5, "a key badge on a board whose keys are hidden")
        #expect(try corner(touch, "school") > 0.5, "a key badge on a words-ahead slot where the keys are hidden")
    }

    @Test(
        "the regions' faces and pictures are drawn ahead at the sizes the window gives their tiles: zooming into each region of the 11 x 16 board and out again draws no face in the key's frame and waits for no picture"
    )
    func regionFacesDrawnAhead() throws {
        let set = try Self.lineArtSet()
        defer { Fixtures.removeTemporaryFolder(set) }
        let tracePath = set.deletingLastPathComponent().appendingPathComponent("regions-ahead-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        // Without words ahead: the strip's six slots are drawn anew when it first shows with a region.
        let window = try WindowSession(
            arguments: [set.path, "--fullscreen"], extraEnvironment: ["TALKGRID_WINDOW_TRACE": tracePath],
            settings: "{\"words_ahead\": false}")
        defer { window.stop() }
        /// The trace's frames, each as its fields (`faces`, `pending`, `keyframe` …).
        func frames() -> [[String: String]] {
            var frames: [[String: String]] = []
            for line in ((try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? "").split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count > 1, words[1] == "frame" else { continue }
                var fields: [String: String] = [:]
                for word in words.dropFirst(2) {
                    let parts = word.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
                }
                frames.append(fields)
            }
            return frames
        }
        // The board's pictures drawn, then the regions made ahead and their pictures drawn: the
        // window idle (no frame for two seconds) with no picture pending. A debug build decodes the
        // line art slowly: about a second a region.
        var quiet = (frames: -1, since: Date())
        let settled = window.waitUntil(seconds: 90) {
            let now = frames()
            if now.count != quiet.frames { quiet = (now.count, Date()) }
            return now.last?["pending"] == "0" && now.last?["ready"] != "0" && Date().timeIntervalSince(quiet.since) > 2
        }
        #expect(settled, "the window never settled with every picture drawn: \(frames().suffix(3))")
        for key in ["1", "5", "9", "3", "7"] {
            for step in [key, "0"] {
                let before = frames().count
                try window.key(step)
                #expect(
                    window.waitUntil(seconds: 5) { frames().dropFirst(before).contains { $0["keyframe"] != nil } }, "no frame after \(step)"
                )
                let frame = try #require(frames().dropFirst(before).first { $0["keyframe"] != nil })
                #expect(frame["faces"] == "0", "the frame after key \(step) (region \(key)) drew \(frame["faces"] ?? "?") faces anew")
                #expect(
                    frame["pending"] == "0", "the frame after key \(step) (region \(key)) waits for \(frame["pending"] ?? "?") pictures")
            }
        }
    }
}
