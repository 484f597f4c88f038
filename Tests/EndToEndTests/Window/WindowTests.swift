import Foundation
import TalkGridTestSupport
import Testing

/// The real `talkgrid run --window` on a virtual screen: keys, clicks and dwell typed and made
/// with xdotool, what a screen reader reads through the AT-SPI registry, screenshots.
@Suite(
    "The window", .serialized,
    .enabled(if: WindowSession.isAvailable, "needs Xvfb, xdotool, ImageMagick, D-Bus and pyatspi (scripts/setup installs them)"))
struct WindowTests {
    /// The shipped home board's words, as a screen reader must name its buttons.
    static let homeWords = ["I want", "I feel", "People", "Food and drink", "Places", "Yes", "No", "Help", "Stop"]

    @Test("every cell is a button a screen reader names by its word, with its keys as the description")
    func accessibleButtons() throws {
        let window = try WindowSession(arguments: [])
        defer { window.stop() }
        let buttons = try window.buttons()
        for (index, word) in Self.homeWords.enumerated() {
            let button = try #require(buttons.first { $0.name == word }, "no button named \(word): \(buttons.map(\.name))")
            #expect(button.description.contains("keys \(index + 1)"))
        }
        #expect(buttons.first { $0.name == "Places" }?.description.contains("folder") == true)
        for control in ["Back", "Speak", "Delete", "Clear", "Menu"] {
            #expect(buttons.contains { $0.name == control }, "no control named \(control)")
        }
        #expect(try window.message().contains("Touch a word"))
    }

    @Test("keys typed into the window pick and speak into --speak-to; the keypad works with Num Lock off")
    func keysSpeak() throws {
        let window = try WindowSession(arguments: [])
        defer { window.stop() }
        try window.key("6")
        #expect(window.waitUntil { (try? window.message())?.contains("Yes") == true })
        try window.key("Return")
        // Speak on select says "Yes", Enter says the message: two files.
        #expect(window.waitUntil { window.wavFiles().count >= 2 }, "\(window.log)")
        // KP_End is the keypad's 1 with Num Lock off: it opens "I want", never an arrow's move.
        try window.key("KP_End")
        #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "frame" && $0.name.contains("I want") } == true })
        try window.key("KP_Insert")
        #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "frame" && $0.name.contains("Home") } == true })
    }

    @Test("the first run asks for the key at the top left of the keypad; the keypad's 7 with Num Lock off chooses numpad, saved")
    func keypadQuestion() throws {
        let window = try WindowSession(arguments: [], asksKeypad: true)
        defer { window.stop() }
        let shown = try window.buttons()
        #expect(shown.contains { $0.name == "Skip" }, "\(shown.map(\.name))")
        #expect(!shown.contains { $0.name == "Yes" }, "the board waits behind the question")
        try window.key("KP_Home")  // the keypad's 7 with Num Lock off
        #expect(window.waitUntil { ((try? window.buttons()) ?? []).contains { $0.name == "Yes" } })
        #expect(
            window.waitUntil { ((try? String(contentsOf: window.settingsFile, encoding: .utf8)) ?? "").contains("\"keypad\": \"numpad\"") })
        // With numpad, 7 is the top left cell: "I want" opens its board.
        try window.key("KP_7")
        #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "frame" && $0.name.contains("I want") } == true })
    }

    @Test("Ctrl-C closes the window and ends the run; SIGTERM does too, never a hang")
    func quitting() throws {
        let window = try WindowSession(arguments: [])
        defer { window.stop() }
        try window.key("6")
        #expect(window.waitUntil { (try? window.message())?.contains("Yes") == true })
        try window.key("ctrl+c")
        #expect(window.waitForExit(seconds: 10) == 0, "Ctrl-C: \(window.log)")

        let terminated = try WindowSession(arguments: [])
        defer { terminated.stop() }
        terminated.terminate()
        #expect(terminated.waitForExit(seconds: 10) == 0, "SIGTERM: \(terminated.log)")
    }

    @Test("a click picks the cell under the pointer")
    func click() throws {
        let window = try WindowSession(arguments: [])
        defer { window.stop() }
        let no = try #require(try window.buttons().first { $0.name == "No" }?.center)
        try window.click(no.x, no.y)
        #expect(window.waitUntil { (try? window.message())?.contains("No") == true })
        #expect(window.waitUntil { window.wavFiles().count >= 1 })
    }

    @Test("resting the pointer on a cell picks it after the dwell time, and only with dwell on")
    func dwell() throws {
        let window = try WindowSession(arguments: ["--dwell", "0.6"])
        defer { window.stop() }
        let stop = try #require(window.waitForButton("Stop"), "Stop never showed")
        try window.move(to: stop.x, stop.y)
        #expect(window.waitUntil(seconds: 5) { (try? window.message())?.contains("Stop") == true })

        let still = try WindowSession(arguments: [])
        defer { still.stop() }
        let yes = try #require(try still.buttons().first { $0.name == "Yes" }?.center)
        try still.move(to: yes.x, yes.y)
        // A letter after the pointer came: once its hint shows, the window has handled the pointer's
        // crossing too (X delivers events in order), and with dwell off it started no timer.
        try still.key("x")
        let hinted = still.waitUntil {
            (try? still.accessibleTree())?.contains { ($0.text ?? $0.name).contains("Use the number keys") } == true
        }
        #expect(hinted)
        #expect(try still.message().contains("Touch a word"))
    }

    @Test(
        "dwell picks only what the pointer moved to: the board a dwell pick opens under the resting pointer waits for it to move, then picks as before"
    )
    func dwellWaitsForAMove() throws {
        let window = try WindowSession(arguments: ["--dwell", "0.6"])
        defer { window.stop() }
        let places = try #require(window.waitForButton("Places"), "Places never showed")
        try window.move(to: places.x, places.y)
        // The folder opens under the pointer, which rests on one of its cells.
        #expect(window.waitUntil(seconds: 10) { ((try? window.buttons()) ?? []).contains { $0.name == "kitchen" } })
        let words = ["home", "school", "park", "bedroom", "bathroom", "kitchen", "shop", "hospital", "car"]
        Thread.sleep(forTimeInterval: 2.5)  // four dwell times
        let rested = try window.message()
        #expect(!words.contains { rested.contains($0) }, "a cell was picked under the resting pointer: \(rested)")
        // A small move of the pointer starts the dwell on the cell it is on.
        try window.move(to: places.x + 6, places.y + 4)
        #expect(window.waitUntil(seconds: 5) { (try? window.message()).map { message in words.contains { message.contains($0) } } == true })
    }

    @Test("the largest text sizes show an 11 x 16 board a region at a time; a region's key opens it")
    func textSizes() throws {
        let folder = try Fixtures.temporaryFolder("window-big")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let board = folder.appendingPathComponent("big.obf")
        try Self.numberedBoard(rows: 11, columns: 16).write(to: board, atomically: true, encoding: .utf8)

        let standard = try WindowSession(arguments: [board.path, "--text-size", "4"])
        defer { standard.stop() }
        // The board's cells (the words-ahead strip's buttons, named by words too, are keyed Space first).
        #expect(try standard.buttons().filter { $0.name.hasPrefix("w") && !$0.description.contains("Space") }.count == 176)
        standard.stop()

        let largest = try WindowSession(arguments: [board.path, "--text-size", "7"])
        defer { largest.stop() }
        // Each key opens its region, shown larger, until the cells themselves are shown: at most
        // nine tiles at a time, the first one always holding w0-0 (the key rule does not change).
        var presses = 0
        while !(try largest.buttons()).contains(where: { $0.name == "w0-0" }) {
            let tiles = try largest.buttons().filter {
                $0.description.hasPrefix("keys") && !$0.description.contains("Space")
                    && !["Back", "Speak", "Delete", "Clear", "Menu"].contains($0.name)
            }
            #expect((2...9).contains(tiles.count), "\(tiles.map(\.name))")
            #expect(tiles.contains { $0.name.contains("w0-0") })
            try #require(presses < 4, "w0-0 never shown after \(presses) presses of 1")
            let before = try largest.buttons().map(\.name)
            try largest.key("1")
            presses += 1
            _ = largest.waitUntil { (try? largest.buttons().map(\.name)) != before }
        }
        #expect(presses >= 1)
        let cell = try #require(try largest.buttons().first { $0.name == "w0-0" })
        // Its keys from the top of the board, as the terminal and a printout give them.
        #expect(cell.description.contains("keys 1 1"))
        let center = try #require(cell.center)
        try largest.click(center.x, center.y)
        #expect(largest.waitUntil { (try? largest.message())?.contains("w0-0") == true })
    }

    @Test("Ctrl-+ makes the text larger and saves the size in config.json, beside what the file holds")
    func textSizeSaved() throws {
        let window = try WindowSession(arguments: ["--keypad", "numpad"])
        defer { window.stop() }
        try window.key("6")  // speak-on-select is saved nowhere; the keypad given is not saved either
        try window.key("ctrl+plus")
        #expect(window.waitUntil { ((try? String(contentsOf: window.settingsFile, encoding: .utf8)) ?? "").contains("\"text_size\": ") })
        let saved = try String(contentsOf: window.settingsFile, encoding: .utf8)
        #expect(saved.contains("\"text_size\": "), "\(saved)")
        #expect(!saved.contains("\"text_size\": 4"), "one step larger than the standard size: \(saved)")
    }

    @Test(
        "the menu's Text size (where the terminal has Pictures): the largest shows an 11 x 16 board a region at a time, saved with the set")
    func textSizeInMenu() throws {
        let folder = try Fixtures.temporaryFolder("window-menu-size")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let board = folder.appendingPathComponent("big.obf")
        try Self.numberedBoard(rows: 11, columns: 16).write(to: board, atomically: true, encoding: .utf8)
        let window = try WindowSession(arguments: [board.path, "--text-size", "4"])
        defer { window.stop() }
        #expect(try window.buttons().contains { $0.name == "w0-0" }, "the standard size shows the whole board")
        try window.key("slash")
        try window.key("1")
        #expect(window.waitUntil { (try? window.buttons())?.contains { $0.name == "Text size: Standard" } == true })
        #expect(try !window.buttons().contains { $0.name.hasPrefix("Pictures") })
        try window.key("3")
        #expect(window.waitUntil { (try? window.buttons())?.contains { $0.name == "Largest" } == true })
        try window.key("8")
        #expect(window.waitUntil { (try? window.message()) != nil && (try? window.buttons())?.contains { $0.name == "w0-0" } == false })
        let shown = try window.buttons()
        let tiles = shown.filter { $0.description.hasPrefix("keys") && $0.name.contains("w0-0") }
        #expect(tiles.count == 1, "w0-0 is inside the first region: \(shown.map(\.name))")
        // Saved with the board's own folder, the set the person runs (the account's config.json stays as it was).
        let setSettings = folder.appendingPathComponent(".talkgrid/settings.json")
        #expect(window.waitUntil { ((try? String(contentsOf: setSettings, encoding: .utf8)) ?? "").contains("\"text_size\": 7") })
        #expect(!((try? String(contentsOf: window.settingsFile, encoding: .utf8)) ?? "").contains("\"text_size\": 7"))
    }

    @Test("a screenshot of the home board matches the reviewed picture; high contrast turns it black and yellow")
    func screenshots() throws {
        let window = try WindowSession(arguments: [])
        defer { window.stop() }
        let shot = window.folder.appendingPathComponent("home.png").path
        try window.screenshot(shot)
        try WindowPicturesTests.matchesGolden(shot, "home-1280x800")
        window.stop()

        let contrast = try WindowSession(arguments: [], extraEnvironment: ["TALKGRID_THEME": "high-contrast"])
        defer { contrast.stop() }
        let dark = contrast.folder.appendingPathComponent("contrast.png").path
        try contrast.screenshot(dark)
        // Mostly black: the mean brightness of the window's area is low.
        let mean = try ChildProcess.run(["convert", dark, "-crop", "1024x720+0+0", "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"])
        #expect((Double(mean.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 1) < 0.35, "\(mean.output)")
    }

    @Test("scanning: the frame shows around the highlighted cells and covers none of their pictures or words")
    func scanFrameCoversNothing() throws {
        let window = try WindowSession(arguments: ["--access", "step-scan"])
        defer { window.stop() }
        // The board's cells (the words-ahead strip's buttons are reached with Space first).
        let cells = try window.buttons().filter { Self.homeWords.contains($0.name) && !$0.description.contains("Space") }
        try #require(cells.count == 9, "\(cells.map(\.name))")
        let before = window.folder.appendingPathComponent("before.png").path
        let after = window.folder.appendingPathComponent("after.png").path
        try window.screenshot(before)
        try window.key("space")
        // The highlight moves: some tile's look changes.
        var framed: [String] = []
        _ = try window.waitUntil {
            try window.screenshot(after)
            framed = try cells.filter { try Self.difference(before, after, in: $0.box ?? []) > 0.02 }.map(\.name)
            return !framed.isEmpty
        }
        #expect(!framed.isEmpty, "no tile shows a scanning frame after Space")
        // Inside the frame's reach (the tile's margin and the cell's empty edge) nothing changed.
        for cell in cells {
            guard let box = cell.box, box.count == 4 else { continue }
            let inside = [box[0] + 9, box[1] + 9, box[2] - 18, box[3] - 18]
            let difference = try Self.difference(before, after, in: inside)
            #expect(difference < 0.01, "\(cell.name): the frame covers its picture or word (RMSE \(difference))")
        }
    }

    /// The root-mean-square difference of the part `box` (x, y, width, height) of two pictures.
    static func difference(_ first: String, _ second: String, in box: [Int]) throws -> Double {
        guard box.count == 4 else { return 0 }
        let geometry = "\(box[2])x\(box[3])+\(box[0])+\(box[1])"
        let crops = [first, second].map { _ in
            FileManager.default.temporaryDirectory.appendingPathComponent("crop-\(UUID().uuidString).png").path
        }
        defer { for crop in crops { try? FileManager.default.removeItem(atPath: crop) } }
        for (picture, crop) in zip([first, second], crops) {
            _ = try ChildProcess.run(["convert", picture, "-crop", geometry, "+repage", crop])
        }
        return try rootMeanSquare(crops[0], crops[1])
    }

    /// The root-mean-square difference of two pictures (0: the same, 1: opposite), after a blur
    /// that forgives font hinting.
    static func difference(_ first: String, _ second: String) throws -> Double {
        let blurred = [first, second].map { _ in
            FileManager.default.temporaryDirectory.appendingPathComponent("blurred-\(UUID().uuidString).png").path
        }
        for (picture, blur) in zip([first, second], blurred) {
            _ = try ChildProcess.run(["convert", picture, "-blur", "0x2", blur])
        }
        defer { for blur in blurred { try? FileManager.default.removeItem(atPath: blur) } }
        return try rootMeanSquare(blurred[0], blurred[1])
    }

    /// ImageMagick's root-mean-square difference of two pictures of one size (0 to 1).
    static func rootMeanSquare(_ first: String, _ second: String) throws -> Double {
        let run = try ChildProcess.run(["compare", "-metric", "RMSE", first, second, "null:"])
        // compare prints "12345 (0.0123)".
        guard let open = run.output.firstIndex(of: "("), let close = run.output.firstIndex(of: ")") else {
            throw WindowSession.Failure(description: "compare: \(run.output)")
        }
        return Double(run.output[run.output.index(after: open)..<close]) ?? 1
    }

    /// An OBF board of `rows` x `columns` cells labelled `wROW-COLUMN`.
    static func numberedBoard(rows: Int, columns: Int) -> String {
        var buttons: [String] = []
        var order: [String] = []
        for row in 0..<rows {
            var line: [String] = []
            for column in 0..<columns {
                let id = "b\(row)-\(column)"
                buttons.append("{\"id\": \"\(id)\", \"label\": \"w\(row)-\(column)\"}")
                line.append("\"\(id)\"")
            }
            order.append("[" + line.joined(separator: ", ") + "]")
        }
        return """
            {"format": "open-board-0.1", "id": "big", "locale": "en", "name": "Big", "buttons": [\(buttons.joined(separator: ", "))],
             "grid": {"rows": \(rows), "columns": \(columns), "order": [\(order.joined(separator: ", "))]}, "images": [], "sounds": []}
            """
    }
}
