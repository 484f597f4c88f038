import TalkGrid
import TalkGridCommandLine

/// Reads the values authoring commands take: slots, counts, `BOARD:ROW,COL`, field changes.
enum AuthoringArguments {
    /// A 1-based `ROW,COL`.
    static func slot(_ text: String) throws(UsageError) -> GridSlot {
        guard let slot = GridSlot(oneBased: text) else {
            throw UsageError(.usageCellPosition(text: text))
        }
        return slot
    }

    /// `BOARD:ROW,COL`.
    static func boardSlot(_ text: String) throws(UsageError) -> (boardID: String, slot: GridSlot) {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex else {
            throw UsageError(.usageBoardCellPosition(text: text))
        }
        return (String(text[..<colon]), try slot(String(text[text.index(after: colon)...])))
    }

    /// A whole number from 1 to `maximum` (20, the most rows or columns), or the default when not given.
    static func count(
        _ text: String?, name: String, default value: Int, maximum: Int = BlankBoard.maximumSide
    ) throws(UsageError) -> Int {
        guard let text else { return value }
        guard let number = Int(text), (1...maximum).contains(number) else {
            throw UsageError(.usageSideCount(option: name, maximum: maximum, text: text))
        }
        return number
    }

    /// A field change: an empty value removes the field.
    static func field(_ text: String?) -> SetCell.Field<String>? {
        guard let text else { return nil }
        return text.isEmpty ? .remove : .set(text)
    }
}
