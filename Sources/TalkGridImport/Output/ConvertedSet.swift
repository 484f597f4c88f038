/// A whole source file converted to OBF terms: the value every importer returns.
public struct ConvertedSet: Equatable, Sendable {
    /// The set's name (`ext_talkgrid_name`).
    public var name: String
    /// The id of the board the set opens on.
    public var rootID: String
    /// Every language of the source, the boards' own language first.
    public var locales: [String]
    public var boards: [ConvertedBoard]
    public var format: SourceFormat

    public init(name: String, rootID: String, locales: [String], boards: [ConvertedBoard], format: SourceFormat) {
        self.name = name
        self.rootID = rootID
        self.locales = locales
        self.boards = boards
        self.format = format
    }
}
