import TalkGrid

/// The characters a terminal shows after it was sent some bytes: enough of a terminal to read
/// back what ``ANSIRenderer`` draws (cursor moves, clearing, styles ignored, wide characters,
/// no line wrap), as `tmux capture-pane` reads a real one.
public struct TerminalScreen: Equatable, Sendable {
    public private(set) var columns: Int
    public private(set) var rows: Int
    /// Row by row; a wide character's second column holds "" (nothing of its own).
    private var cells: [String]
    private var cursor = (x: 0, y: 0)
    /// Bytes of an escape sequence or a character not yet complete.
    private var pending: [UInt8] = []

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: " ", count: self.columns * self.rows)
    }

    public static func == (lhs: TerminalScreen, rhs: TerminalScreen) -> Bool {
        lhs.lines == rhs.lines
    }

    /// The text of every row, trailing spaces left out.
    public var lines: [String] {
        (0..<rows).map { y in
            var text = cells[(y * columns)..<((y + 1) * columns)].joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The screen as one text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// A new size: what is shown stays where it fits (a terminal's own redraw follows anyway).
    public mutating func resize(columns: Int, rows: Int) {
        var resized = TerminalScreen(columns: columns, rows: rows)
        for y in 0..<min(rows, self.rows) {
            for x in 0..<min(columns, self.columns) { resized.cells[y * resized.columns + x] = cells[y * self.columns + x] }
        }
        self = resized
    }

    /// Applies bytes as a terminal would.
    public mutating func apply(_ bytes: [UInt8]) {
        var input = pending + bytes
        pending = []
        var text: [UInt8] = []
        var index = 0
        func flushText() {
            guard !text.isEmpty else { return }
            put(String(decoding: text, as: UTF8.self))
            text = []
        }
        while index < input.count {
            let byte = input[index]
            guard byte == 0x1B else {
                text.append(byte)
                index += 1
                continue
            }
            flushText()
            guard index + 1 < input.count else { break }
            if input[index + 1] != UInt8(ascii: "[") {
                index += 2  // ESC = , ESC > and the like: modes that change nothing shown
                continue
            }
            var end = index + 2
            while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
            guard end < input.count else { break }
            control(final: input[end], parameters: String(decoding: input[(index + 2)..<end], as: UTF8.self))
            index = end + 1
        }
        // Keep an unfinished sequence or character for the next write.
        if index < input.count {
            pending = Array(input[index...])
        } else if let cut = Self.unfinishedCharacterStart(text) {
            pending = Array(text[cut...])
            text.removeSubrange(cut...)
        }
        flushText()
        input = []
    }

    private mutating func control(final: UInt8, parameters: String) {
        guard !parameters.hasPrefix("?") else { return }  // private modes: nothing shown changes
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            let row = (numbers.first ?? nil) ?? 1
            let column = (numbers.count > 1 ? numbers[1] : nil) ?? 1
            cursor = (min(max(column - 1, 0), max(columns - 1, 0)), min(max(row - 1, 0), max(rows - 1, 0)))
        case UInt8(ascii: "J"):
            if (numbers.first ?? nil) == 2 { cells = Array(repeating: " ", count: columns * rows) }
        default:
            break  // styles (m) and anything else: no characters change
        }
    }

    private mutating func put(_ text: String) {
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0, cursor.y < rows else { continue }
            guard cursor.x + width <= columns else {
                cursor.x = columns
                continue
            }
            let row = cursor.y * columns
            // Writing over half of a wide character blanks its other half.
            if cells[row + cursor.x] == "", cursor.x > 0 { cells[row + cursor.x - 1] = " " }
            let after = cursor.x + width
            if after < columns, cells[row + after] == "" { cells[row + after] = " " }
            cells[row + cursor.x] = String(character)
            if width == 2 { cells[row + cursor.x + 1] = "" }
            cursor.x = after
        }
    }

    /// Where a UTF-8 character cut off at the end of `bytes` starts, if one is.
    private static func unfinishedCharacterStart(_ bytes: [UInt8]) -> Int? {
        var index = bytes.count - 1
        var continuation = 0
        while index >= 0, bytes[index] & 0xC0 == 0x80, continuation < 3 {
            index -= 1
            continuation += 1
        }
        guard index >= 0 else { return nil }
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return length > continuation + 1 ? index : nil
    }
}
