import CPangoCairo
import TalkGrid
import TalkGridPictures

/// Draws one cell on a cairo context, in the units of the context (points on a printed page,
/// pixels in a window): its rounded box in the cell's colours, a folder's tab, the key sequence's
/// band when asked, the picture (or glyph, a colour emoji drawn as pixels) above the label, the
/// label in the largest size that fits whole. The printed page and the window draw cells with it.
///
/// On a dark cell (the window's high contrast, a board's black or navy cells) the picture is
/// drawn on a light plate, as printed AAC symbols are: black line art on a transparent background
/// (ARASAAC, PCS, SymbolStix, Noun Project) would vanish into the cell, and colour art, emoji and
/// photos keep their own colours there.
public struct CellPainter {
    /// The cells' words (labels, interface words), in the language shown.
    public var words: InterfaceWords
    /// Parses SVG pictures for drawing as vectors.
    public var decoder: PictureDecoder
    /// Pixels of a picture per unit of the context (print: 300 dpi over 72 points; a window: 1).
    public var scale: Double
    /// The largest label size, in units of the context.
    public var largestLabel: Double

    public init(words: InterfaceWords, decoder: PictureDecoder, scale: Double = PictureRequest.printScale, largestLabel: Double = 16) {
        self.words = words
        self.decoder = decoder
        self.scale = scale
        self.largestLabel = largestLabel
    }

    /// Where the parts of `cell` go in `box`; `namesDestination`: a folder cell keeps a band for
    /// the board it opens (on paper).
    ///
    /// A window gives `labelLine` (one line of label at its text size: the picture takes the rest)
    /// and `keyBadge` (the size of the key badge's text, see ``keyBadge(for:size:)``), and
    /// `labelBeside` for a wide cell whose label goes beside its picture.
    public func layout(
        of cell: ScreenCell, in box: PageRect, showsKeys: Bool = false, namesDestination: Bool = false, labelLine: Double? = nil,
        keyBadge: Double? = nil, labelBeside: Bool = false
    ) -> CellLayout {
        CellLayout(
            cell: cell, label: words.text(cell.label), in: box, showsKeys: showsKeys, namesDestination: namesDestination,
            labelLine: labelLine,
            keyBadge: keyBadge.map { Self.keyBadgeSize(for: cell, size: $0) }, labelBeside: labelBeside)
    }

    /// What a cell's key badge says: its key sequence, keys a thin space apart; Space (which opens
    /// the words ahead before a digit picks one) as the keyboard's own sign for it, ␣.
    public static func keyBadgeText(for cell: ScreenCell) -> String {
        badgeTokens(of: cell).joined(separator: "\u{2009}")
    }

    /// Each key of a cell's badge as it is written there.
    private static func badgeTokens(of cell: ScreenCell) -> [String] {
        cell.keySequence.map { $0 == .space ? "\u{2423}" : $0.token }
    }

    /// The size of a cell's key badge with text of `size` (bold digits are about 0.65 of it wide,
    /// the thin spaces between them a fifth).
    static func keyBadgeSize(for cell: ScreenCell, size: Double) -> (width: Double, height: Double) {
        let digits = badgeTokens(of: cell).reduce(0) { $0 + $1.count }
        let spaces = max(0, cell.keySequence.count - 1)
        return (Double(digits) * size * 0.68 + Double(spaces) * size * 0.2 + size * 0.6, size * 1.3)
    }

    /// The picture `cell` needs when drawn in `layout`; nil when it has none (or no room for one).
    public func pictureRequest(for cell: ScreenCell, layout: CellLayout) -> PictureRequest? {
        guard !cell.isHidden, let reference = cell.picture, layout.isDrawable, layout.art.width > 0, layout.art.height > 0 else {
            return nil
        }
        return PictureRequest(reference, art: layout.art, scale: scale, background: Self.pictureBackground(of: cell))
    }

    /// The plate's colour: a warm white, lighter than any cell text needs (the yellow of high
    /// contrast, the white of a label on a dark cell still stand out against the cell around it).
    public static let plate = RGBColor(red: 250, green: 250, blue: 245)

    /// Whether pictures on `cell` are drawn on a light ``plate``: its background is dark (the same
    /// rule that turns its label white).
    public static func platesPictures(on cell: ScreenCell) -> Bool { isDark(cell.backgroundColor) }

    /// The colour a picture of `cell` is drawn on: the plate on a dark cell, else the cell's own.
    static func pictureBackground(of cell: ScreenCell) -> RGBColor {
        platesPictures(on: cell) ? plate : RGBColor(onPaper: cell.backgroundColor)
    }

    /// Draws `cell` in `layout` with its prepared picture (none yet: its glyph, or only its label)
    /// and, in a folder's band, `destination` (the board it opens); returns whether a picture was
    /// drawn, and why it could not be.
    public func draw(
        _ cell: ScreenCell, layout: CellLayout, pictures: [PictureRequest: DrawablePicture], destination: String? = nil,
        on context: OpaquePointer
    ) -> (drawn: Bool, failure: PictureFailure?) {
        guard layout.isDrawable else { return (false, nil) }
        let box = layout.box
        let radius = min(6, box.width * 0.06, box.height * 0.06)
        roundedRectangle(box, radius: radius, on: context)
        setColor(cell.backgroundColor, default: (1, 1, 1), on: context)
        cairo_fill_preserve(context)
        setColor(cell.borderColor, default: (0.55, 0.55, 0.55), on: context)
        cairo_set_line_width(context, cell.opensBoard ? 2 : 1)
        cairo_stroke(context)

        if let band = layout.destination, let destination {
            // On paper a folder says where it leads: a dark band along its bottom edge, the board's
            // name (and page) in white.
            cairo_save(context)
            roundedRectangle(box, radius: radius, on: context)
            cairo_clip(context)
            cairo_rectangle(context, band.x, band.y, band.width, band.height)
            setColor(cell.borderColor, default: (0.2, 0.2, 0.2), on: context)
            cairo_fill(context)
            cairo_restore(context)
            Self.setColor(gray: Self.isDark(cell.borderColor ?? RGBAColor(red: 51, green: 51, blue: 51)) ? 1 : 0, on: context)
            TextBox(text: destination, bold: true, largest: band.height * 0.7, smallest: 4, wraps: false)
                .draw(in: band.inset(by: min(2, band.height * 0.1)), on: context)
        }
        if cell.opensBoard {
            // A folder's tab on the top edge, right side.
            let tab = PageRect(x: box.x + box.width * 0.6, y: box.y - 1, width: box.width * 0.3, height: max(3, layout.band * 0.5))
            roundedRectangle(tab, radius: min(2, tab.height / 2), on: context)
            setColor(cell.borderColor, default: (0.3, 0.3, 0.3), on: context)
            cairo_fill(context)
        }
        if let keysBox = layout.keys, !layout.keysAreBadge {
            let keys = cell.keySequence.map(\.token).joined(separator: " ")
            setColor(textOn: cell.backgroundColor, on: context)
            TextBox(text: keys, bold: true, largest: min(9, layout.band), smallest: 4, alignment: .leading, wraps: false)
                .draw(in: keysBox, on: context)
        }
        let art = layout.art
        var drawn = false
        var failure: PictureFailure? = nil
        let request = pictureRequest(for: cell, layout: layout)
        // The picture to draw: a raster one, or an SVG parsed here (it is drawn at any size).
        var raster: PictureSurface? = nil
        var vector: VectorPicture? = nil
        if let request {
            let reference = request.reference
            let fail = { (cause: PictureFailure.Cause) in
                failure = PictureFailure(boardID: reference.boardID, imageID: reference.imageID, cause: cause)
            }
            switch pictures[request] {
            case .raster(let surface)?: raster = surface
            case .vector(let bytes)?:
                do throws(PictureError) { vector = try decoder.vector(bytes) } catch { fail(.undecodable(error)) }
            case .failed(let cause)?: fail(cause)
            case nil: break
            }
        }
        let glyph = cell.glyph ?? ""
        // A glyph (no picture drawn) takes a square in the middle of the art box.
        let side = min(art.width, art.height)
        let square = PageRect(x: art.x + (art.width - side) / 2, y: art.y + (art.height - side) / 2, width: side, height: side)
        if Self.platesPictures(on: cell), art.width > 0, art.height > 0, raster != nil || vector != nil || !glyph.isEmpty {
            // The plate: the picture's own box, a little wider, with round corners.
            let inner = raster?.box(in: art) ?? vector?.box(in: art) ?? square
            let margin = min(3, layout.padding)
            let plate = PageRect(
                x: inner.x - margin, y: inner.y - margin, width: inner.width + 2 * margin, height: inner.height + 2 * margin)
            roundedRectangle(plate, radius: min(4, plate.width * 0.08, plate.height * 0.08), on: context)
            Self.setColor(Self.plate, on: context)
            cairo_fill(context)
        }
        if let raster {
            raster.draw(in: art, on: context)
            drawn = true
        } else if let vector, let request {
            // Clipped to the picture's own box: what an SVG holds outside its view box (a hidden
            // template layer, a signature) never reaches the label or the next cell.
            let clip = vector.box(in: art)
            cairo_save(context)
            cairo_rectangle(context, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(context)
            do throws(PictureError) {
                try vector.draw(onCairo: context, x: art.x, y: art.y, width: art.width, height: art.height)
                drawn = true
            } catch {
                failure = PictureFailure(boardID: request.reference.boardID, imageID: request.reference.imageID, cause: .undecodable(error))
            }
            cairo_restore(context)
        }
        if !drawn, !glyph.isEmpty, art.height > 0 {
            // A colour emoji as pixels at print resolution (as text, cairo would embed it at 72 dpi).
            let glyphBox = Self.platesPictures(on: cell) ? square : art
            let asPicture =
                GlyphPicture.isColourEmoji(glyph)
                && GlyphPicture.draw(
                    glyph, largest: art.height * 0.8, in: glyphBox, on: Self.pictureBackground(of: cell), scale: scale, onto: context)
            if !asPicture {
                Self.setColor(gray: 0, on: context)
                TextBox(text: glyph, largest: art.height * 0.8, smallest: 4, wraps: false).draw(in: glyphBox, on: context)
            }
        }
        if let keysBox = layout.keys, layout.keysAreBadge {
            // A badge: dark with white digits (yellow with black ones on a dark cell), in the corner
            // the picture keeps out of; drawn after it, since an emoji's square is filled.
            roundedRectangle(keysBox, radius: min(4, keysBox.height * 0.3), on: context)
            let dark = Self.isDark(cell.backgroundColor)
            Self.setColor(dark ? RGBColor(red: 255, green: 213, blue: 0) : RGBColor(red: 30, green: 30, blue: 30), on: context)
            cairo_fill(context)
            Self.setColor(gray: dark ? 0 : 1, on: context)
            TextBox(text: Self.keyBadgeText(for: cell), bold: true, largest: keysBox.height / 1.3, smallest: 4, wraps: false)
                .draw(in: keysBox, on: context)
        }
        if let labelBox = layout.label {
            let hasArt = cell.picture != nil || !(cell.glyph ?? "").isEmpty
            setColor(textOn: cell.backgroundColor, on: context)
            TextBox(
                text: words.text(cell.label), largest: min(largestLabel, hasArt ? labelBox.height * 0.8 : labelBox.height * 0.3),
                smallest: 3
            )
            .draw(in: labelBox, on: context)
        }
        return (drawn, failure)
    }

    /// Draws a note (a line of the interface's words, such as how many more cells a region's
    /// tile opens) centred in `box`, as large as fits up to `largest`, black or (`light`) white.
    public static func drawNote(_ text: String, in box: PageRect, largest: Double, light: Bool, on context: OpaquePointer) {
        setColor(gray: light ? 1 : 0, on: context)
        TextBox(text: text, bold: true, largest: min(largest, box.height * 0.8), smallest: 4).draw(in: box, on: context)
    }

    // MARK: Drawing primitives

    private func roundedRectangle(_ box: PageRect, radius: Double, on context: OpaquePointer) {
        let r = max(0, min(radius, box.width / 2, box.height / 2))
        cairo_new_sub_path(context)
        cairo_arc(context, box.x + box.width - r, box.y + r, r, -Double.pi / 2, 0)
        cairo_arc(context, box.x + box.width - r, box.y + box.height - r, r, 0, Double.pi / 2)
        cairo_arc(context, box.x + r, box.y + box.height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, box.x + r, box.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    /// Fills `box` with a grey (0 black, 1 white).
    static func fill(_ box: PageRect, gray: Double, on context: OpaquePointer) {
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        setColor(gray: gray, on: context)
        cairo_fill(context)
    }

    static func setColor(gray: Double, on context: OpaquePointer) {
        cairo_set_source_rgb(context, gray, gray, gray)
    }

    private func setColor(_ color: RGBAColor?, default fallback: (Double, Double, Double), on context: OpaquePointer) {
        guard let color else {
            cairo_set_source_rgb(context, fallback.0, fallback.1, fallback.2)
            return
        }
        cairo_set_source_rgba(
            context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, max(0, min(1, color.alpha)))
    }

    private static func setColor(_ color: RGBColor, on context: OpaquePointer) {
        cairo_set_source_rgb(context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    /// Whether a cell's background is dark: its label is white, its pictures on a plate.
    private static func isDark(_ background: RGBAColor?) -> Bool {
        background.map { $0.luminance < 0.18 && $0.alpha > 0.5 } ?? false
    }

    /// Black text, or white on a dark background.
    private func setColor(textOn background: RGBAColor?, on context: OpaquePointer) {
        Self.setColor(gray: Self.isDark(background) ? 1 : 0, on: context)
    }
}
