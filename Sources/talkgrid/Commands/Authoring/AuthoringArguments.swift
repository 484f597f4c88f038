import TalkGrid

/// Reads the values authoring commands take: slots, counts, `BOARD:ROW,COL`, field changes.
enum AuthoringArguments {
    /// A 1-based `ROW,COL`.
    static func slot(_ text: String) throws(UsageError) -> GridSlot {
        guard let slot = GridSlot(oneBased: text) else {
            throw UsageError("\"\(text)\" is not a cell position: write ROW,COL counted from 1, e.g. 1,1 for the top left")
        }
        return slot
    }

    /// `BOARD:ROW,COL`.
    static func boardSlot(_ text: String) throws(UsageError) -> (boardID: String, slot: GridSlot) {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex else {
            throw UsageError("\"\(text)\" is not BOARD:ROW,COL, e.g. home:2,3")
        }
        return (String(text[..<colon]), try slot(String(text[text.index(after: colon)...])))
    }

    /// A whole number from 1 to 20, or the default when not given.
    static func count(_ text: String?, name: String, default value: Int) throws(UsageError) -> Int {
        guard let text else { return value }
        guard let number = Int(text), (1...BlankBoard.maximumSide).contains(number) else {
            throw UsageError("--\(name) needs a whole number from 1 to \(BlankBoard.maximumSide), not \"\(text)\"")
        }
        return number
    }

    /// A field change: an empty value removes the field.
    static func field(_ text: String?) -> SetCell.Field<String>? {
        guard let text else { return nil }
        return text.isEmpty ? .remove : .set(text)
    }
}
