/// Where a finding may be reported later: a line and a column, 32 bits each.
///
/// What a board's check keeps for a set check (a word's slot, a picture's path) waits in tens of
/// thousands in a large set; it keeps only what a finding shows, not the byte offset.
struct FindingPlace: Sendable {
    private let line: Int32
    private let column: Int32

    init(_ position: TextPosition) {
        line = Int32(clamping: position.line)
        column = Int32(clamping: position.column)
    }

    /// The place as a finding takes it (its offset is not kept: 0).
    var position: TextPosition { TextPosition(line: Int(line), column: Int(column), offset: 0) }
}
