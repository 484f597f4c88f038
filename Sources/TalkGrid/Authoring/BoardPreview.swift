/// A board drawn as plain text, as the terminal board lays it out, for `talkgrid show`.
///
/// Each slot is a framed cell with its key sequence (the keys that pick it from the top of the
/// board), its glyph and its label; `▸` marks a cell that opens another board. Pure: the size is
/// a parameter and the result a string whose lines are never wider than `width` columns.
public struct BoardPreview: Sendable {
    public var board: Board
    public var keypad: Keypad
    /// The language to show the labels in (the board's `strings`); nil for the board's own.
    public var language: String?

    public init(board: Board, keypad: Keypad = .phone, language: String? = nil) {
        self.board = board
        self.keypad = keypad
        self.language = language
    }

    /// The board drawn in at most `width` columns and, when given, `height` lines.
    public func rendered(width: Int, height: Int? = nil) -> String {
        let width = max(width, 8)
        let translation = BoardTranslation(board: board, language: language, defaultLanguage: board.locale ?? "en")
        let shown = translation.translated(board)
        var lines: [String] = []
        let title = [shown.glyph, shown.name].compactMap { $0 }.joined(separator: " ")
        let facts = "\(board.id) · \(board.grid.rows) x \(board.grid.columns) · \(translation.translatedLanguage)"
        let factsWidth = DisplayWidth.of(facts)
        if DisplayWidth.of(title) + 2 + factsWidth <= width {
            lines.append(TextLayout.pad(title, width: width - factsWidth) + facts)
        } else {
            lines.append(TextLayout.truncate(title, width: width))
        }

        let rows = board.grid.rows
        let columns = board.grid.columns
        guard rows > 0, columns > 0 else {
            lines.append("(this board has no cells)")
            return lines.joined(separator: "\n") + "\n"
        }
        // A cell needs at least one column and its frame line; columns that do not fit are left out
        // (and said so) rather than drawing lines wider than `width`.
        let drawnColumns = min(columns, max(1, (width - 1) / 2))
        let cellWidth = max(1, (width - 1) / drawnColumns - 1)
        var inner = 4
        if let height {
            // Title, footer and the frame lines take rows + 3 lines.
            inner = max(1, min(4, (height - rows - 3) / rows))
        }
        let horizontal = String(repeating: "─", count: cellWidth)
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + Array(repeating: horizontal, count: drawnColumns).joined(separator: middle) + right
        }
        // Cells looked up once by id: a board of thousands of cells is drawn in linear time.
        let cellsByID = Dictionary(shown.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        lines.append(rule("┌", "┬", "┐"))
        for row in 0..<rows {
            let cells = (0..<drawnColumns).map { column in
                cellLines(shown, cellsByID, row: row, column: column, width: cellWidth, height: inner)
            }
            for line in 0..<inner {
                lines.append("│" + cells.map { $0[line] }.joined(separator: "│") + "│")
            }
            lines.append(row == rows - 1 ? rule("└", "┴", "┘") : rule("├", "┼", "┤"))
        }
        if drawnColumns < columns {
            let note = "columns \(drawnColumns + 1) to \(columns) do not fit in \(width) columns; give a larger --width"
            lines.append(TextLayout.truncate(note, width: width))
        }
        lines.append(TextLayout.truncate("▸ opens a board · 0 back · Enter speaks", width: width))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text lines of one cell, each exactly `width` columns.
    private func cellLines(
        _ shown: Board, _ cellsByID: [String: Cell], row: Int, column: Int, width: Int, height: Int
    ) -> [String] {
        var content: [String] = []
        if let id = shown.grid.cellID(row: row, column: column), let cell = cellsByID[id] {
            let keys =
                cell.hidden ? nil : SelectionRule.keySequence(toSlotAtRow: row, column: column, in: shown.grid, keypad: keypad)
            let keyText = keys.map { $0.map(\.token).joined(separator: " ") } ?? "-"
            let marker = cell.link != nil ? "▸" : ""
            let glyph = shown.glyph(for: cell) ?? ""
            let label = cell.hidden ? "(hidden) " + cell.label : cell.label
            switch height {
            case 1:
                content = [TextLayout.pad([keyText, glyph, label, marker].filter { !$0.isEmpty }.joined(separator: " "), width: width)]
            case 2:
                content = [
                    keyLine(keyText, marker, width: width),
                    TextLayout.pad([glyph, label].filter { !$0.isEmpty }.joined(separator: " "), width: width, alignment: .center),
                ]
            default:
                content = [keyLine(keyText, marker, width: width), TextLayout.pad(glyph, width: width, alignment: .center)]
                content += TextLayout.wrap(label, width: width, maxLines: height - 2).map {
                    TextLayout.pad($0, width: width, alignment: .center)
                }
            }
        }
        while content.count < height { content.append(String(repeating: " ", count: width)) }
        return content
    }

    private func keyLine(_ keys: String, _ marker: String, width: Int) -> String {
        guard !marker.isEmpty, DisplayWidth.of(keys) + 2 <= width else { return TextLayout.pad(keys, width: width) }
        return TextLayout.pad(keys, width: width - 1) + marker
    }
}
