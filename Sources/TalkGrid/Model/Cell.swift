/// One button of a board: an icon and a label that adds a word, runs an action or opens a board.
public struct Cell: Equatable, Sendable, Identifiable {
    public var id: String
    /// The text shown on the cell.
    public var label: String
    /// The text spoken instead of the label, when the board gives one.
    public var vocalization: String?
    /// The id of the cell's image in the board's `images`.
    public var imageID: String?
    /// The id of the cell's recorded sound in the board's `sounds`.
    public var soundID: String?
    /// A glyph given on the cell itself (`ext_talkgrid_glyph`); usually the glyph comes from the image.
    public var glyph: String?
    /// The cell's actions, in order (OBF `action` and `actions`).
    public var actions: [CellAction]
    /// The board this cell opens, if it is a folder cell.
    public var link: BoardLink?
    public var backgroundColor: RGBAColor?
    public var borderColor: RGBAColor?
    /// Hidden cells keep their slot but cannot be picked or seen.
    public var hidden: Bool

    public init(
        id: String, label: String, vocalization: String? = nil, imageID: String? = nil, soundID: String? = nil,
        glyph: String? = nil, actions: [CellAction] = [], link: BoardLink? = nil, backgroundColor: RGBAColor? = nil,
        borderColor: RGBAColor? = nil, hidden: Bool = false
    ) {
        self.id = id
        self.label = label
        self.vocalization = vocalization
        self.imageID = imageID
        self.soundID = soundID
        self.glyph = glyph
        self.actions = actions
        self.link = link
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.hidden = hidden
    }

    /// The text that speech uses: the vocalization when there is one, else the label.
    public var spokenText: String { vocalization ?? label }
}
