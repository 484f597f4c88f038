/// One OBF board: a titled grid of cells in one language.
public struct Board: Equatable, Sendable, Identifiable {
    /// The board's id (OBF ids may be numbers in real files; they are kept as text).
    public var id: String
    /// The board's title, shown above the grid.
    public var name: String
    /// The board's language as a BCP-47 tag (`en-US`), when the file gives one.
    public var locale: String?
    /// The board's own icon: a glyph a terminal can show (`ext_talkgrid_glyph`), if any.
    public var glyph: String?
    /// The layout of the cells.
    public var grid: Grid
    /// The board's buttons, in file order, including those the grid does not place.
    public var cells: [Cell]
    /// Images by id, from the board's `images` list.
    public var images: BoardImages
    /// Sounds by id, from the board's `sounds` list.
    public var sounds: [String: BoardSound]
    /// Translations: language tag -> original text -> translated text (OBF `strings`).
    public var strings: [String: [String: String]]
    /// The entry of the set this board was read from (`boards/home.obf`), or the file name.
    public var file: String
    /// The board's JSON as read, kept so that writing it back preserves every field.
    public var document: JSONNode

    public init(
        id: String, name: String, locale: String? = nil, glyph: String? = nil, grid: Grid, cells: [Cell],
        images: BoardImages = [:], sounds: [String: BoardSound] = [:],
        strings: [String: [String: String]] = [:], file: String = "", document: JSONNode = .object([])
    ) {
        self.id = id
        self.name = name
        self.locale = locale
        self.glyph = glyph
        self.grid = grid
        self.cells = cells
        self.images = images
        self.sounds = sounds
        self.strings = strings
        self.file = file
        self.document = document
    }

    /// A board whose images are given as a dictionary by id.
    public init(
        id: String, name: String, locale: String? = nil, glyph: String? = nil, grid: Grid, cells: [Cell],
        images: [String: BoardImage], sounds: [String: BoardSound] = [:],
        strings: [String: [String: String]] = [:], file: String = "", document: JSONNode = .object([])
    ) {
        self.init(
            id: id, name: name, locale: locale, glyph: glyph, grid: grid, cells: cells, images: BoardImages(images), sounds: sounds,
            strings: strings, file: file, document: document)
    }

    /// The cell with the given id.
    public func cell(id: String) -> Cell? { cells.first { $0.id == id } }

    /// The cell placed at a grid slot, if the slot holds one.
    public func cell(row: Int, column: Int) -> Cell? {
        guard let id = grid.cellID(row: row, column: column) else { return nil }
        return cell(id: id)
    }

    /// The glyph shown for a cell: its image's glyph, if the image has one.
    public func glyph(for cell: Cell) -> String? {
        if let glyph = cell.glyph { return glyph }
        guard let imageID = cell.imageID else { return nil }
        return images.withImage(imageID) { $0.glyph } ?? nil
    }

    /// The picture shown for a cell: its image, when the board has that image and it has a
    /// picture TalkGrid can read (see ``BoardImage/hasReadablePicture``).
    public func picture(for cell: Cell) -> PictureReference? {
        guard let imageID = cell.imageID, images.withImage(imageID, { $0.hasReadablePicture }) == true else { return nil }
        return PictureReference(boardID: id, imageID: imageID)
    }
}
