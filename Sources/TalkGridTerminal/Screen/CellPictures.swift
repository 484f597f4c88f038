import TalkGrid

/// Where the painter finds the pictures of cells: the front end's prepared pictures, asked for
/// each picture cell's box in every frame (never waiting); nil while a picture is not ready,
/// and the box stays reserved so nothing moves when it arrives.
public protocol CellPictures: Sendable {
    /// The picture drawn in a box of `columns` x `rows` characters, if it is ready.
    func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt?
    /// Whether pictures come as pixels, small enough to stand beside a word in the message bar.
    var drawsPixels: Bool { get }
    /// Whether glyphs are drawn as pictures too: a cell with a glyph and no picture then has its
    /// glyph in its picture box, as large as a picture.
    var drawsGlyphs: Bool { get }
    /// A frame is about to be drawn: the pictures asked for from now on are what it shows.
    func frameBegins()
}

extension CellPictures {
    public var drawsPixels: Bool { false }
    public var drawsGlyphs: Bool { false }
    public func frameBegins() {}
}
