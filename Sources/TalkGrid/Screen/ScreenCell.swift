/// One cell as the screen shows it: its place in grid units, its keys, its icon, picture and
/// label, its colours and its state.
public struct ScreenCell: Hashable, Sendable {
    /// The cell's id on its board (or the option's id on a choice screen).
    public var id: String
    /// Its place in the layout (rows layout: the line on the page, column 0).
    public var row: Int
    public var column: Int
    /// The key that picks it (or zooms toward it) now; nil outside the zoom region.
    public var key: Int?
    /// Every key that picks it from the top of the board (zoom keys, or page turns in the rows
    /// layout, then the key), the same each time: for printed boards and for motor planning.
    public var keySequence: [Key]
    /// Whether ``key`` opens a group of cells (zoom) rather than picking this cell.
    public var keyOpensGroup: Bool
    /// The icon a text renderer can show (an emoji or other character).
    public var glyph: String?
    /// The cell's picture, for renderers that draw pictures.
    public var picture: PictureReference?
    public var label: ScreenText
    /// Whether picking the cell opens another board.
    public var opensBoard: Bool
    /// OBF `background_color` and `border_color`.
    public var backgroundColor: RGBAColor?
    public var borderColor: RGBAColor?
    /// Whether the cell lies in the region the keys work in now (always, when not zoomed in).
    public var isInZoomRegion: Bool
    /// Whether the cell cannot be picked now (outside the zoom region): drawn faint.
    public var isDimmed: Bool
    /// Whether this option is the current setting (on a menu screen): drawn picked.
    public var isCurrentChoice: Bool
    /// Whether the cell is highlighted now (the group a scanning switch would pick).
    public var isHighlighted: Bool
    /// Whether the cell is hidden from the person (shown only on a printed board, for caregivers).
    public var isHidden: Bool

    public init(
        id: String, row: Int, column: Int, key: Int?, keySequence: [Key] = [], keyOpensGroup: Bool = false,
        glyph: String?, picture: PictureReference? = nil, label: ScreenText, opensBoard: Bool = false,
        backgroundColor: RGBAColor? = nil, borderColor: RGBAColor? = nil, isInZoomRegion: Bool = true,
        isDimmed: Bool = false, isCurrentChoice: Bool = false, isHighlighted: Bool = false, isHidden: Bool = false
    ) {
        self.id = id
        self.row = row
        self.column = column
        self.key = key
        self.keySequence = keySequence
        self.keyOpensGroup = keyOpensGroup
        self.glyph = glyph
        self.picture = picture
        self.label = label
        self.opensBoard = opensBoard
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.isInZoomRegion = isInZoomRegion
        self.isDimmed = isDimmed
        self.isCurrentChoice = isCurrentChoice
        self.isHighlighted = isHighlighted
        self.isHidden = isHidden
    }
}
