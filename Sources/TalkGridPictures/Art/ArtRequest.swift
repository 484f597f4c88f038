import TalkGrid

/// How one picture is to be drawn: the box of character cells it fills and what it stands on.
public struct ArtRequest: Hashable, Sendable, Codable {
    /// The box, in character cells; the picture is centred in it keeping its proportions and the
    /// rest of the box is the background colour, so the art always covers the whole box.
    public var columns: Int
    public var rows: Int
    /// One character cell in pixels: what pixel outputs draw at (block art assumes 8 x 16).
    public var cellPixels: PixelSize
    public var output: PictureOutput
    /// The colour the picture is composited on (transparent parts show it): the cell's light
    /// background, so that black line art stays visible on a dark terminal.
    public var background: RGBColor
    /// The characters block art may use (pixel outputs ignore it).
    public var symbols: BlockSymbols

    public init(
        columns: Int, rows: Int, cellPixels: PixelSize = .defaultCell, output: PictureOutput, background: RGBColor,
        symbols: BlockSymbols = .blocks
    ) {
        self.columns = columns
        self.rows = rows
        self.cellPixels = cellPixels
        self.output = output
        self.background = background
        self.symbols = symbols
    }

    /// The pixel size the picture is composed at before conversion.
    var boxPixels: PixelSize {
        let cell = output.drawsPixels ? cellPixels : .defaultCell
        return PixelSize(width: max(1, columns) * max(1, cell.width), height: max(1, rows) * max(1, cell.height))
    }

    /// The pixels block art is chosen from: chafa draws each character cell from 8 x 8 of them
    /// (one of them is as wide as a pixel of ``boxPixels`` and twice as high).
    var blockPixels: PixelSize {
        PixelSize(width: max(1, columns) * 8, height: max(1, rows) * 8)
    }

    /// The pixel size the picture is composed at: ``boxPixels``; for block art finer, so that
    /// ``InkKeeping`` sees thin strokes whole when it samples the picture down to ``blockPixels``:
    /// 4 times (2 over 64 pixels, as is over 128), at most 256 pixels a side, which bounds the
    /// decoding and sampling time of a picture (a 16 x 7 cell box: 256 x 224, a stroke 0.5 % of
    /// the picture still a pixel wide).
    var composedPixels: PixelSize {
        let box = boxPixels
        guard case .blocks = output else { return box }
        let side = max(box.width, box.height)
        let fineness = side <= 64 ? 4 : side <= 128 ? 2 : 1
        return PixelSize(width: box.width * fineness, height: box.height * fineness)
    }
}

extension PixelSize {
    /// A typical character cell, 8 x 16 pixels (the proportions of most terminal fonts).
    public static let defaultCell = PixelSize(width: 8, height: 16)
}

extension PictureOutput: Codable {
    private enum Kind: String, Codable {
        case blocks, kitty, sixel, iterm, off
    }

    private enum CodingKeys: String, CodingKey {
        case kind, colors
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .blocks: self = .blocks(try container.decode(BlockColors.self, forKey: .colors))
        case .kitty: self = .kitty
        case .sixel: self = .sixel
        case .iterm: self = .iterm
        case .off: self = .off
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .blocks(let colors):
            try container.encode(Kind.blocks, forKey: .kind)
            try container.encode(colors, forKey: .colors)
        case .kitty: try container.encode(Kind.kitty, forKey: .kind)
        case .sixel: try container.encode(Kind.sixel, forKey: .kind)
        case .iterm: try container.encode(Kind.iterm, forKey: .kind)
        case .off: try container.encode(Kind.off, forKey: .kind)
        }
    }
}
