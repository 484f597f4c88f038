import TalkGrid

/// Where each part of the screen goes in a window of character cells for a window size: message bar on top, the words-ahead
/// strip under it (when shown), title, the board, the notice line, and the control bar always on the last line.
public struct ScreenGeometry: Hashable, Sendable {
    /// The smallest window anything but a "too small" message is drawn in.
    public static let minimumSize = TerminalSize(columns: 30, rows: 12)
    /// The fewest columns inside a cell's frame: a key badge and a little of the label.
    public static let narrowestCell = 5
    /// The fewest lines a window needs for the words-ahead strip's line (below it the board keeps every line).
    public static let wordsAheadMinimumRows = 20

    public var size: TerminalSize
    /// The fewest lines a window needs for a message bar of three lines (pictures three lines high
    /// beside the words); from 30 lines it has two, below one.
    public static let tallMessageRows = 50

    /// Rows of the message bar, its frame included (top of the screen).
    public var messageHeight: Int
    /// The line of the words-ahead strip, under the message bar; nil when it is not shown.
    public var wordsAheadRow: Int?
    public var titleRow: Int
    public var bodyTop: Int
    public var bodyHeight: Int
    public var noticeRow: Int
    /// The line above the control bar, when the window is tall enough for it.
    public var ruleRow: Int?
    public var controlRow: Int

    /// - Parameter showsWordsAhead: whether a line under the message bar is kept for the
    ///   words-ahead strip (only in a window of at least ``wordsAheadMinimumRows`` lines).
    public init(size: TerminalSize, showsWordsAhead: Bool = false) {
        self.size = size
        messageHeight = size.rows >= Self.tallMessageRows ? 5 : size.rows >= 30 ? 4 : 3
        wordsAheadRow = showsWordsAhead && size.rows >= Self.wordsAheadMinimumRows ? messageHeight : nil
        titleRow = messageHeight + (wordsAheadRow == nil ? 0 : 1)
        bodyTop = titleRow + 1
        controlRow = max(0, size.rows - 1)
        ruleRow = size.rows >= 16 ? size.rows - 2 : nil
        noticeRow = (ruleRow ?? controlRow) - 1
        bodyHeight = max(0, noticeRow - bodyTop)
    }

    /// Whether the window is big enough for a screen at all.
    public var isUsable: Bool {
        size.columns >= Self.minimumSize.columns && size.rows >= Self.minimumSize.rows
    }

    /// The cell sizes of a grid drawn with shared frame lines, or nil when it does not fit
    /// (cells at least 5 columns wide and 1 line high inside their frames).
    public func grid(rows: Int, columns: Int) -> GridPlacement? {
        guard isUsable, rows > 0, columns > 0 else { return nil }
        let cellWidth = (size.columns - 1) / columns - 1
        let innerHeight = (bodyHeight - 1) / rows - 1
        guard cellWidth >= Self.narrowestCell, innerHeight >= 1 else { return nil }
        let width = columns * (cellWidth + 1) + 1
        return GridPlacement(
            x: (size.columns - width) / 2, y: bodyTop, cellWidth: cellWidth, innerHeight: innerHeight, rows: rows,
            columns: columns)
    }

    /// Whether the rows layout fits `lines` cells: one line each, inside a frame when there is
    /// room for it, else without.
    public func rowsFit(lines: Int) -> Bool {
        isUsable && bodyHeight >= lines
    }
}

/// A grid placed on the screen: its top-left corner, and the inside size of each cell.
public struct GridPlacement: Hashable, Sendable {
    public var x: Int
    public var y: Int
    /// Columns inside a cell's frame.
    public var cellWidth: Int
    /// Lines inside a cell's frame.
    public var innerHeight: Int
    public var rows: Int
    public var columns: Int

    /// The column of the frame line left of a grid column (`columns` for the right edge).
    public func lineX(_ column: Int) -> Int { x + column * (cellWidth + 1) }
    /// The row of the frame line above a grid row (`rows` for the bottom edge).
    public func lineY(_ row: Int) -> Int { y + row * (innerHeight + 1) }
}
