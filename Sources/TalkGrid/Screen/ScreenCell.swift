/// One cell as the screen shows it: its place, its key now, its icon and label, its colours.
public struct ScreenCell: Hashable, Sendable {
    public var id: String
    /// The grid slot (rows layout: the line on the page, column 0).
    public var row: Int
    public var column: Int
    /// The key that picks the cell or its group now; nil outside the current zoom region.
    public var key: Int?
    /// Whether the key opens a group of cells (zoom) rather than picking this cell.
    public var keyOpensGroup: Bool
    public var glyph: String?
    public var label: ScreenText
    /// Whether picking the cell opens another board.
    public var opensBoard: Bool
    /// OBF `background_color` and `border_color`.
    public var backgroundColor: RGBAColor?
    public var borderColor: RGBAColor?
    /// Whether the cell cannot be picked now (outside the zoom region): drawn faint.
    public var isDimmed: Bool
    /// Whether this option is the current setting (on a menu screen).
    public var isCurrentChoice: Bool

    public init(
        id: String, row: Int, column: Int, key: Int?, keyOpensGroup: Bool = false, glyph: String?, label: ScreenText,
        opensBoard: Bool = false, backgroundColor: RGBAColor? = nil, borderColor: RGBAColor? = nil,
        isDimmed: Bool = false, isCurrentChoice: Bool = false
    ) {
        self.id = id
        self.row = row
        self.column = column
        self.key = key
        self.keyOpensGroup = keyOpensGroup
        self.glyph = glyph
        self.label = label
        self.opensBoard = opensBoard
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.isDimmed = isDimmed
        self.isCurrentChoice = isCurrentChoice
    }
}
