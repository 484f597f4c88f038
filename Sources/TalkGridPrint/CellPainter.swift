import CPangoCairo
import TalkGrid
import TalkGridPictures

/// Draws one cell on a cairo context, in the units of the context (points on a printed page,
/// pixels in a window): its rounded box in the cell's colours, a folder's tab, the key sequence's
/// band when asked, the picture (or glyph, a colour emoji drawn as pixels) above the label, the
/// label in the largest size that fits whole. The printed page and the window draw cells with it.
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

    /// Where the parts of `cell` go in `box`.
    public func layout(of cell: ScreenCell, in box: PageRect, showsKeys: Bool = false) -> CellLayout {
        CellLayout(cell: cell, label: words.text(cell.label), in: box, showsKeys: showsKeys)
    }

    /// The picture `cell` needs when drawn in `layout`; nil when it has none (or no room for one).
    public func pictureRequest(for cell: ScreenCell, layout: CellLayout) -> PictureRequest? {
        guard !cell.isHidden, let reference = cell.picture, layout.isDrawable, layout.art.width > 0, layout.art.height > 0 else {
            return nil
        }
        return PictureRequest(reference, art: layout.art, scale: scale, background: RGBColor(onPaper: cell.backgroundColor))
    }

    /// Draws `cell` in `layout` with its prepared picture (none yet: its glyph, or only its label);
    /// returns whether a picture was drawn, and why it could not be.
    public func draw(
        _ cell: ScreenCell, layout: CellLayout, pictures: [PictureRequest: DrawablePicture], on context: OpaquePointer
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

        if cell.opensBoard {
            // A folder's tab on the top edge, right side.
            let tab = PageRect(x: box.x + box.width * 0.6, y: box.y - 1, width: box.width * 0.3, height: max(3, layout.band * 0.5))
            roundedRectangle(tab, radius: min(2, tab.height / 2), on: context)
            setColor(cell.borderColor, default: (0.3, 0.3, 0.3), on: context)
            cairo_fill(context)
        }
        if let keysBox = layout.keys {
            let keys = cell.keySequence.map(\.token).joined(separator: " ")
            setColor(textOn: cell.backgroundColor, on: context)
            TextBox(text: keys, bold: true, largest: min(9, layout.band), smallest: 4, alignment: .leading, wraps: false)
                .draw(in: keysBox, on: context)
        }
        let art = layout.art
        var drawn = false
        var failure: PictureFailure? = nil
        if let request = pictureRequest(for: cell, layout: layout) {
            let reference = request.reference
            let fail = { (cause: PictureFailure.Cause) in
                failure = PictureFailure(boardID: reference.boardID, imageID: reference.imageID, cause: cause)
            }
            switch pictures[request] {
            case .raster(let surface)?:
                surface.draw(in: art, on: context)
                drawn = true
            case .vector(let bytes)?:
                do throws(PictureError) {
                    if let vector = try decoder.vector(bytes) {
                        try vector.draw(onCairo: context, x: art.x, y: art.y, width: art.width, height: art.height)
                        drawn = true
                    }
                } catch {
                    fail(.undecodable(error))
                }
            case .failed(let cause)?: fail(cause)
            case nil: break
            }
        }
        if !drawn, let glyph = cell.glyph, !glyph.isEmpty, art.height > 0 {
            // A colour emoji as pixels at print resolution (as text, cairo would embed it at 72 dpi).
            let asPicture =
                GlyphPicture.isColourEmoji(glyph)
                && GlyphPicture.draw(
                    glyph, largest: art.height * 0.8, in: art, on: RGBColor(onPaper: cell.backgroundColor), scale: scale, onto: context)
            if !asPicture {
                Self.setColor(gray: 0, on: context)
                TextBox(text: glyph, largest: art.height * 0.8, smallest: 4, wraps: false).draw(in: art, on: context)
            }
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

    /// Black text, or white on a dark background.
    private func setColor(textOn background: RGBAColor?, on context: OpaquePointer) {
        Self.setColor(gray: (background.map { $0.luminance < 0.18 && $0.alpha > 0.5 } ?? false) ? 1 : 0, on: context)
    }
}
