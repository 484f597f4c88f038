/// One button of a board: an icon and a label that adds a word, runs an action or opens a board.
public struct Cell: Equatable, Sendable, Identifiable {
    public var id: String
    /// The text shown on the cell.
    public var label: String
    /// The id of the cell's image in the board's `images`.
    public var imageID: String?
    /// What few cells have (a vocalization, a sound, a glyph, actions, a link), kept apart so that a
    /// set's tens of thousands of plain cells are a third as large; nil when the cell has none of it.
    private var extras: Shared<Extras>?
    private var packedBackground: PackedColor
    private var packedBorder: PackedColor
    /// Hidden cells keep their slot but cannot be picked or seen.
    public var hidden: Bool

    public init(
        id: String, label: String, vocalization: String? = nil, imageID: String? = nil, soundID: String? = nil,
        glyph: String? = nil, actions: [CellAction] = [], link: BoardLink? = nil, backgroundColor: RGBAColor? = nil,
        borderColor: RGBAColor? = nil, hidden: Bool = false, level: Int? = nil
    ) {
        self.id = id
        self.label = label
        self.imageID = imageID
        self.extras = Shared.holding(
            Extras(vocalization: vocalization, soundID: soundID, glyph: glyph, actions: actions, link: link, level: level))
        self.packedBackground = PackedColor(backgroundColor)
        self.packedBorder = PackedColor(borderColor)
        self.hidden = hidden
    }

    /// The text spoken instead of the label, when the board gives one.
    public var vocalization: String? {
        get { extras?.values.vocalization }
        set { extras.change { $0.vocalization = newValue } }
    }
    /// The id of the cell's recorded sound in the board's `sounds`.
    public var soundID: String? {
        get { extras?.values.soundID }
        set { extras.change { $0.soundID = newValue } }
    }
    /// A glyph given on the cell itself (`ext_talkgrid_glyph`); usually the glyph comes from the image.
    public var glyph: String? {
        get { extras?.values.glyph }
        set { extras.change { $0.glyph = newValue } }
    }
    /// The cell's actions, in order (OBF `action` and `actions`).
    public var actions: [CellAction] {
        get { extras?.values.actions ?? [] }
        set { extras.change { $0.actions = newValue } }
    }
    /// The board this cell opens, if it is a folder cell.
    public var link: BoardLink? {
        get { extras?.values.link }
        set { extras.change { $0.link = newValue } }
    }
    /// The vocabulary level the cell belongs to (1 to 5, `ext_talkgrid_level`): the person sees it
    /// once their level reaches it (``isShown(atLevel:)``); nil for a cell of every level.
    public var level: Int? {
        get { extras?.values.level }
        set { extras.change { $0.level = newValue } }
    }
    public var backgroundColor: RGBAColor? {
        get { packedBackground.color }
        set { packedBackground = PackedColor(newValue) }
    }
    public var borderColor: RGBAColor? {
        get { packedBorder.color }
        set { packedBorder = PackedColor(newValue) }
    }

    /// The text that speech uses: the vocalization when there is one, else the label.
    public var spokenText: String { vocalization ?? label }

    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.imageID == rhs.imageID && lhs.hidden == rhs.hidden
            && lhs.packedBackground.color == rhs.packedBackground.color && lhs.packedBorder.color == rhs.packedBorder.color
            && lhs.vocalization == rhs.vocalization && lhs.soundID == rhs.soundID && lhs.glyph == rhs.glyph
            && lhs.actions == rhs.actions && lhs.link == rhs.link && lhs.level == rhs.level
    }

    /// The fields few cells have.
    private struct Extras: RareValues {
        var vocalization: String?
        var soundID: String?
        var glyph: String?
        var actions: [CellAction] = []
        var link: BoardLink?
        var level: Int?

        var isEmpty: Bool { vocalization == nil && soundID == nil && glyph == nil && actions.isEmpty && link == nil && level == nil }
    }

    /// An optional colour in 16 bytes (an optional ``RGBAColor`` takes 17, padded to 24): the opacity as
    /// given, and red, green, blue and whether there is a colour in one number.
    private struct PackedColor: Sendable {
        var alpha: Double
        var channels: UInt32

        init(_ color: RGBAColor?) {
            alpha = color?.alpha ?? 0
            channels = color.map { 1 << 24 | UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) } ?? 0
        }

        var color: RGBAColor? {
            guard channels >> 24 != 0 else { return nil }
            return RGBAColor(
                red: UInt8(truncatingIfNeeded: channels >> 16), green: UInt8(truncatingIfNeeded: channels >> 8),
                blue: UInt8(truncatingIfNeeded: channels), alpha: alpha)
        }
    }
}
