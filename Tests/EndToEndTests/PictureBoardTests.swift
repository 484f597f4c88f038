import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

/// A set's pictures as a person sees them: `talkgrid show --symbols blocks`, and the real board
/// in a tmux pane (where block art is what works), at two sizes and after a resize.
@Suite("Pictures on the board, as a person sees them", .serialized)
struct PictureBoardTests {
    typealias Pane = TerminalPane

    /// The labels of the picture cells, and of the cell without one.
    static let pictureLabels = ["apple", "house", "pencil", "apple photo"]
    static let labels = pictureLabels + ["broken", "no picture"]

    /// A set folder with a 2 x 3 board: a PNG file, an SVG file, a line-art PNG (black on
    /// transparent), a `data:` JPEG, a truncated PNG and a cell without a picture.
    static func makeSet() throws -> URL {
        let folder = try Fixtures.temporaryFolder("picture-board")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("boards"), withIntermediateDirectories: true)
        let files = ["apple.png": "apple.png", "house.svg": "house.svg", "line-art.png": "line-art.png", "broken.png": "truncated.png"]
        for (name, fixture) in files {
            try Data(Fixtures.picture(fixture)).write(to: folder.appendingPathComponent("images/\(name)"))
        }
        let red = "data:image/jpeg;base64," + Base64.encode(Fixtures.picture("apple.jpg"))
        let board = """
            {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Pictures", "description": "pictures test",
             "grid": {"rows": 2, "columns": 3, "order": [["a", "b", "c"], ["d", "e", "f"]]},
             "buttons": [
              {"id": "a", "label": "apple", "image_id": "i1"}, {"id": "b", "label": "house", "image_id": "i2"},
              {"id": "c", "label": "pencil", "image_id": "i3"}, {"id": "d", "label": "apple photo", "image_id": "i4"},
              {"id": "e", "label": "broken", "image_id": "i5"}, {"id": "f", "label": "no picture"}],
             "images": [
              {"id": "i1", "path": "images/apple.png", "content_type": "image/png"},
              {"id": "i2", "path": "images/house.svg", "content_type": "image/svg+xml"},
              {"id": "i3", "path": "images/line-art.png", "content_type": "image/png"},
              {"id": "i4", "data": "\(red)", "content_type": "image/jpeg"},
              {"id": "i5", "path": "images/broken.png", "content_type": "image/png"}]}
            """
        try Data(board.utf8).write(to: folder.appendingPathComponent("boards/home.obf"))
        let manifest = """
            {"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf"}}}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    /// `swift test` runs the tests with `NO_COLOR=1`: the coloured runs unset it.
    static let withColour = "unset NO_COLOR;"

    /// Whether a character is a block element (U+2580–U+259F), what block art is made of.
    static func isBlock(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x2580...0x259F).contains($0.value) }
    }

    /// Whether each picture label has block art above it, within its own columns: for every
    /// label, some line above it (up to `above` lines) holds a block character or a coloured
    /// background in the label's columns. `lines` are the screen's plain lines; `colored` are
    /// the same lines' columns that carry a 24-bit or 256-colour background.
    static func picturesAbove(_ labels: [String], in lines: [String], colored: [[Bool]], above: Int = 12) -> [String: Bool] {
        var found: [String: Bool] = [:]
        for label in labels {
            // A label inside a cell (between frame lines), not the same word in the words-ahead strip.
            guard let row = lines.firstIndex(where: { $0.contains("│") && $0.contains(label) }),
                let start = lines[row].range(of: label).map({ lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) })
            else {
                found[label] = false
                continue
            }
            let columns = start..<(start + label.count)
            found[label] = (max(0, row - above)..<row).contains { line in
                let characters = Array(lines[line])
                return columns.contains { column in
                    (column < characters.count && isBlock(characters[column]))
                        || (line < colored.count && column < colored[line].count && colored[line][column])
                }
            }
        }
        return found
    }

    /// Which columns of each line have a colour background set (SGR 48;2 or 48;5), from text
    /// with escape codes.
    static func coloredColumns(_ codes: String) -> [[Bool]] {
        codes.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var columns: [Bool] = []
            var background = false
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == "\u{1B}", let end = line[index...].firstIndex(where: { $0 == "m" }) {
                    let parameters = line[line.index(index, offsetBy: 2)..<end].split(separator: ";").map(String.init)
                    if parameters.isEmpty || parameters.contains("0") && parameters.count == 1 { background = false }
                    if let at = parameters.firstIndex(of: "48"), at + 1 < parameters.count, ["2", "5"].contains(parameters[at + 1]) {
                        background = true
                    } else if parameters.first == "0" || parameters.contains("49") {
                        background = false
                    }
                    index = line.index(after: end)
                    continue
                }
                columns.append(background)
                index = line.index(after: index)
            }
            return columns
        }
    }

    @Test("show --symbols blocks prints each picture as colour block art above its label; a broken one leaves a mark and one warning")
    func showBlocks() throws {
        let folder = try Self.makeSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let cache = folder.appendingPathComponent("cache").path
        let run = try TalkGridBinary.run(
            ["show", folder.path, "--symbols", "blocks", "--width", "90"], shellPrefix: Self.withColour,
            environment: ["COLORTERM": "truecolor", "XDG_CACHE_HOME": cache])
        #expect(run.status == 0, "\(run)")
        let plain = run.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for label in Self.labels { #expect(plain.contains(label), "\(label) missing:\n\(plain)") }
        let found = Self.picturesAbove(Self.pictureLabels, in: lines, colored: Self.coloredColumns(run.output))
        for label in Self.pictureLabels { #expect(found[label] == true, "no picture above \(label):\n\(plain)") }
        #expect(run.output.contains("\u{1B}[0;") && run.output.contains(";48;"), "no colours:\n\(run.output.prefix(2000))")
        #expect(plain.contains("▢"), "the broken picture left no mark")
        let warnings = run.error.split(separator: "\n").filter { $0.contains("i5") }
        #expect(warnings.count == 1 && warnings[0].contains("cannot be drawn"), "\(run.error)")
        // The second time the pictures come from the disk cache: the same printout.
        let again = try TalkGridBinary.run(
            ["show", folder.path, "--symbols", "blocks", "--width", "90"], shellPrefix: Self.withColour,
            environment: ["COLORTERM": "truecolor", "XDG_CACHE_HOME": cache])
        #expect(again.output == run.output)
        // Without colour the art is shapes and reverse video only; --symbols off is today's text.
        let shapes = try TalkGridBinary.run(
            ["show", folder.path, "--symbols", "blocks", "--width", "90"], environment: ["NO_COLOR": "1", "XDG_CACHE_HOME": cache])
        #expect(!shapes.output.contains("38;2;") && !shapes.output.contains("48;2;") && !shapes.output.contains("48;5;"))
        #expect(shapes.output.contains(where: Self.isBlock))
        let off = try TalkGridBinary.run(["show", folder.path, "--symbols", "off", "--width", "90"])
        let plainShow = try TalkGridBinary.run(["show", folder.path, "--width", "90"])
        #expect(off.output == plainShow.output && !off.output.contains("\u{1B}") && !off.output.contains(where: Self.isBlock))
        let wrong = try TalkGridBinary.run(["show", folder.path, "--symbols", "kitty"])
        #expect(wrong.status == 2 && wrong.error.contains("--symbols takes blocks or off"), "\(wrong)")
        let wrongRun = try TalkGridBinary.run(["run", folder.path, "--symbols", "hologram", "--keys", "1"])
        #expect(wrongRun.status == 2 && wrongRun.error.contains("--symbols takes auto, kitty, sixel, iterm, blocks or off"), "\(wrongRun)")
    }

    @Test(
        "the full-screen board draws block art above every picture label at 120 x 40 and after a resize to 200 x 55; the broken picture is told once",
        .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
    func boardUnderTmux() throws {
        let folder = try Self.makeSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let pane = try Pane(
            ["run", folder.path, "--no-audio", "--symbols", "blocks"], columns: 120, rows: 40,
            environment: ["COLORTERM": "truecolor", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        defer { pane.kill() }
        for size in [(120, 40), (200, 55)] {
            if size.0 != 120 { try pane.tmux(["resize-window", "-x", "\(size.0)", "-y", "\(size.1)"]) }
            try pane.waitFor("no picture")
            let complete = pane.waitUntil {
                let screen = (try? pane.screen()) ?? ""
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let codes = (try? pane.tmux(["capture-pane", "-p", "-e"])) ?? ""
                return Self.picturesAbove(Self.pictureLabels, in: lines, colored: Self.coloredColumns(codes)).values.allSatisfy { $0 }
                    && screen.contains("▢")
            }
            let screen = try pane.screen()
            #expect(complete, "\(size): not every picture drawn:\n\(screen)")
            for label in Self.labels { #expect(screen.contains(label), "\(size): \(label) missing") }
        }
        try TerminalBoardTests().quit(pane)
        let after = try pane.screen()
        #expect(after.components(separatedBy: "\"i5\"").count - 1 == 1, "the broken picture is not told exactly once:\n\(after)")
    }

    /// Whether the message bar's words line (`row`) shows `word` with a picture in the columns
    /// before it, on its line and the one above (block characters or coloured backgrounds).
    static func pictureBefore(_ word: String, row: Int, in lines: [String], colored: [[Bool]]) -> Bool {
        guard row < lines.count, let range = lines[row].range(of: word) else { return false }
        let column = lines[row].distance(from: lines[row].startIndex, to: range.lowerBound)
        let box = (column - 5)..<(column - 1)
        return [row - 1, row].allSatisfy { line in
            let characters = Array(lines[line])
            return box.contains { x in
                x >= 0
                    && ((x < characters.count && isBlock(characters[x]))
                        || (line < colored.count && x < colored[line].count && colored[line][x]))
            }
        }
    }

    @Test(
        "the message bar shows each picked word's picture beside it where the bar has two lines (120 x 40) or three (200 x 55), the words alone at 80 x 24; Delete and Clear take words and pictures together",
        .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
    func messagePictures() throws {
        let folder = try Self.makeSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let pane = try Pane(
            ["run", folder.path, "--no-audio", "--symbols", "blocks", "--speak-to", "%FOLDER%/wav"], columns: 120, rows: 40,
            environment: ["COLORTERM": "truecolor", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        defer { pane.kill() }
        try pane.waitFor("no picture")
        try pane.send("1", "2")
        // The words' line: the bar's last (its pictures as high as the bar), or its only one.
        func messageShows(_ words: [String], pictures: Bool, row: Int = 2) -> Bool {
            pane.waitUntil {
                let screen = (try? pane.screen()) ?? ""
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let colored = Self.coloredColumns((try? pane.tmux(["capture-pane", "-p", "-e"])) ?? "")
                let row = pictures ? row : 1
                guard row < lines.count else { return false }
                return words.allSatisfy { word in
                    lines[row].contains(word) && Self.pictureBefore(word, row: row, in: lines, colored: colored) == pictures
                }
            }
        }
        for size in [(120, 40, 2), (200, 55, 3)] {
            if size.0 != 120 { try pane.tmux(["resize-window", "-x", "\(size.0)", "-y", "\(size.1)"]) }
            #expect(messageShows(["apple", "house"], pictures: true, row: size.2), "\(size):\n\((try? pane.screen()) ?? "")")
        }
        // 80 x 24: one line of words, no room for a picture beside them (this set has no glyphs).
        try pane.tmux(["resize-window", "-x", "80", "-y", "24"])
        #expect(messageShows(["apple", "house"], pictures: false), "80 x 24:\n\((try? pane.screen()) ?? "")")
        try pane.tmux(["resize-window", "-x", "120", "-y", "40"])
        #expect(messageShows(["apple", "house"], pictures: true))
        // Enter speaks the words shown.
        try pane.send("Enter")
        #expect(pane.waitUntil { pane.wavFiles().count >= 1 }, "nothing spoken")
        // Delete takes the last word and its picture.
        try pane.send(".")
        #expect(messageShows(["apple"], pictures: true))
        let afterDelete = try pane.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!afterDelete[2].contains("house"))
        // Nothing drawn after "apple" on the bar's two lines (the picture of "house" went with it).
        let colored = Self.coloredColumns(try pane.tmux(["capture-pane", "-p", "-e"]))
        let appleEnd = try #require(
            afterDelete[2].range(of: "apple").map { afterDelete[2].distance(from: afterDelete[2].startIndex, to: $0.upperBound) })
        for row in [1, 2] {
            let characters = Array(afterDelete[row])
            let drawn = (appleEnd..<min(characters.count, 118)).filter { x in
                Self.isBlock(characters[x]) || (x < colored[row].count && colored[row][x])
            }
            #expect(drawn.isEmpty, "row \(row) after Delete: \(afterDelete[row])")
        }
        // Clear (asked first) takes the rest, pictures too.
        try pane.send("*")
        try pane.waitFor("Clear the message?")
        try pane.send("1")
        let cleared = try pane.waitFor("Message cleared").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!cleared[1].contains(where: Self.isBlock) && !cleared[2].contains(where: Self.isBlock), "\(cleared.prefix(4))")
        #expect(!cleared[2].contains("apple"))
        try TerminalBoardTests().quit(pane)
    }
}
