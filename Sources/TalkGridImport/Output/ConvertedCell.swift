import TalkGrid

/// One cell of a converted board, in OBF terms, before it is written as a button.
public struct ConvertedCell: Equatable, Sendable {
    /// The button id (unique on its board).
    public var id: String
    /// Top-left slot, from 0.
    public var row: Int
    public var column: Int
    /// How many slots the source cell covered (OBF has no spans: the cell takes its top-left slot).
    public var rowSpan: Int = 1
    public var columnSpan: Int = 1
    /// The label per language tag.
    public var labels: [String: String] = [:]
    /// The spoken text per language tag, where it differs from the label.
    public var vocalizations: [String: String] = [:]
    public var picture: ConvertedPicture?
    /// The id of the converted board this cell opens.
    public var linkedBoard: String?
    /// OBF actions (`:speak`, `:back`, `+a`, ...) in order.
    public var actions: [String] = []
    public var backgroundColor: RGBAColor?
    public var borderColor: RGBAColor?
    public var hidden = false
    /// The source app's own data kept as `ext_<app>_*` members.
    public var extensions: [JSONMember] = []
    /// Where the cell is in the source, for the report ("grid 'Food', element 12").
    public var location: CaregiverText

    public init(id: String, row: Int, column: Int, location: CaregiverText) {
        self.id = id
        self.row = row
        self.column = column
        self.location = location
    }
}
