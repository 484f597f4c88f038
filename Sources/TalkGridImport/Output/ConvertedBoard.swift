import TalkGrid

/// One converted board: a grid of cells with names in every language of the source.
public struct ConvertedBoard: Equatable, Sendable {
    /// The board id, usable as a file name (letters, digits, `-`, `_`).
    public var id: String
    /// The board's name per language tag.
    public var names: [String: String]
    public var rows: Int
    public var columns: Int
    public var cells: [ConvertedCell]
    /// The source app's own board data kept as `ext_<app>_*` members.
    public var extensions: [JSONMember] = []
    /// Where the board is in the source, for the report ("grid 'Food'").
    public var location: CaregiverText

    public init(id: String, names: [String: String], rows: Int, columns: Int, cells: [ConvertedCell], location: CaregiverText) {
        self.id = id
        self.names = names
        self.rows = rows
        self.columns = columns
        self.cells = cells
        self.location = location
    }

    /// The entry the board is written to.
    public var entry: String { "boards/\(id).obf" }
}
