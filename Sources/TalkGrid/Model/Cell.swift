/// One button of a board: an icon and a label that adds a word, runs an action or opens a board.
public struct Cell: Equatable, Sendable, Identifiable {
    public var id: String
    /// The text shown on the cell.
    public var label: String
    /// The id of the cell's image in the board's `images`.
    public var imageID: String?
    /// What few cells have (a vocalization, a sound, a glyph, actions, a link), kept apart so that a
    /// set's tens of thousands of plain cells are a third as large; nil when the cell has none of it.
    private var extras: Extras?
    private var packedBackground: PackedColor
    private var packedBorder: PackedColor
    /// Hidden cells keep their slot but cannot be picked or seen.
    public var hidden: Bool

    public init(
        id: String, label: String, vocalization: String? = nil, imageID: String? = nil, soundID: String? = nil,
        glyph: String? = nil, actions: [CellAction] = [], link: BoardLink? = nil, backgroundColor: RGBAColor? = nil,
        borderColor: RGBAColor? = nil, hidden: Bool = false
    ) {
        self.id = id
        self.label = label
        self.imageID = imageID
        self.extras = Extras.holding(vocalization: vocalization, soundID: soundID, glyph: glyph, actions: actions, link: link)
        self.packedBackground = PackedColor(backgroundColor)
        self.packedBorder = PackedColor(borderColor)
        self.hidden = hidden
    }

    /// The text spoken instead of the label, when the board gives one.
    public var vocalization: String? {
        get { extras?.vocalization }
        set { change { $0.vocalization = newValue } }
    }
    /// The id of the cell's recorded sound in the board's `sounds`.
    public var soundID: String? {
        get { extras?.soundID }
        set { change { $0.soundID = newValue } }
    }
    /// A glyph given on the cell itself (`ext_talkgrid_glyph`); usually the glyph comes from the image.
    public var glyph: String? {
        get { extras?.glyph }
        set { change { $0.glyph = newValue } }
    }
    /// The cell's actions, in order (OBF `action` and `actions`).
    public var actions: [CellAction] {
        get { extras?.actions ?? [] }
        set { change { $0.actions = newValue } }
    }
    /// The board this cell opens, if it is a folder cell.
    public var link: BoardLink? {
        get { extras?.link }
        set { change { $0.link = newValue } }
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
            && lhs.actions == rhs.actions && lhs.link == rhs.link
    }

    /// Changes the extras through a copy of them (they are shared by copies of the cell).
    private mutating func change(_ edit: (inout Extras.Values) -> Void) {
        var values = extras?.values ?? Extras.Values()
        edit(&values)
        extras = Extras.holding(values)
    }

    /// The fields few cells have, never changed once made (a change makes new extras).
    private final class Extras: Sendable {
        struct Values {
            var vocalization: String?
            var soundID: String?
            var glyph: String?
            var actions: [CellAction] = []
            var link: BoardLink?
        }
        let values: Values

        private init(_ values: Values) { self.values = values }

        var vocalization: String? { values.vocalization }
        var soundID: String? { values.soundID }
        var glyph: String? { values.glyph }
        var actions: [CellAction] { values.actions }
        var link: BoardLink? { values.link }

        /// Extras holding `values`, or nil when they are all absent.
        static func holding(_ values: Values) -> Extras? {
            values.vocalization == nil && values.soundID == nil && values.glyph == nil && values.actions.isEmpty && values.link == nil
                ? nil : Extras(values)
        }

        static func holding(vocalization: String?, soundID: String?, glyph: String?, actions: [CellAction], link: BoardLink?) -> Extras? {
            holding(Values(vocalization: vocalization, soundID: soundID, glyph: glyph, actions: actions, link: link))
        }
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
