import TalkGrid

/// The words a board set can say (every text a cell reachable from the root adds), each with the
/// cell that says it nearest by keys: what prediction offers by default.
public struct SetWords: Sendable {
    /// The words, cheapest by keys first.
    public private(set) var words: [SetWord]
    private var byText: [String: Int]

    /// The words of a set, from its effort report (which finds the cheapest cell of each word).
    public init(boardSet: BoardSet, keypad: Keypad = .phone) {
        let report = EffortReport(boardSet: boardSet, keypad: keypad)
        words = []
        byText = [:]
        words.reserveCapacity(report.words.count)
        // Each board's cells by id, made once for the boards that have words.
        var cellsByID: [String: [String: Cell]] = [:]
        func cell(_ id: String, on boardID: String) -> Cell? {
            if let cells = cellsByID[boardID] { return cells[id] }
            let cells = Dictionary(boardSet.boards[boardID]?.cells.map { ($0.id, $0) } ?? [], uniquingKeysWith: { first, _ in first })
            cellsByID[boardID] = cells
            return cells[id]
        }
        for word in report.words {
            let cell = cell(word.cellID, on: word.boardID)
            let glyph = cell.flatMap { cell in cell.glyph ?? cell.imageID.flatMap { boardSet.boards[word.boardID]?.images[$0]?.glyph } }
            let entry = SetWord(
                text: word.word, boardID: word.boardID, cellID: cell?.id ?? "", imageID: cell?.imageID, glyph: glyph, keys: word.keys)
            let key = word.word.lowercased()
            guard byText[key] == nil else { continue }
            byText[key] = words.count
            words.append(entry)
        }
    }

    /// The set's word with this text (any case), if the set says it.
    public func word(_ text: String) -> SetWord? {
        byText[text.lowercased()].map { words[$0] }
    }

    public var count: Int { words.count }
}
