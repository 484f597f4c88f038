import CPangoCairo
import TalkGrid
import TalkGridPictures

/// Draws one board's page from the semantic screen model (``ScreenModel/init(printing:keypad:language:)``):
/// the title with the board's icon and name, the grid of cells (picture above label, the
/// cell's colours, folder cells marked with a tab, hidden cells' places left empty, the key
/// sequence in the corner when asked) and the footer.
struct PagePainter {
    /// What the footer says.
    struct Footer {
        var setName: String
        var number: Int
        var count: Int
        var date: String
    }

    var settings: PrintSettings
    /// The board's words (titles, labels, the title's notes), in the board's interface language.
    var words: InterfaceWords
    /// The footer's words, from the command line's catalogue (``PrintTextKey``).
    var caregiverWords: InterfaceWords
    /// Parses SVG pictures for drawing as vectors (the same decoder prepared the raster ones).
    var decoder: PictureDecoder

    /// The pictures `screen`'s page needs, in reading order, to be prepared before it is drawn.
    func pictureRequests(_ screen: ScreenModel) -> [PictureRequest] {
        let geometry = geometry(of: screen)
        return screen.cells.compactMap { cell in
            guard !cell.isHidden, let reference = cell.picture else { return nil }
            let layout = self.layout(of: cell, in: geometry)
            guard layout.isDrawable, layout.art.width > 0, layout.art.height > 0 else { return nil }
            return PictureRequest(reference, art: layout.art, background: RGBColor(onPaper: cell.backgroundColor))
        }
    }

    /// Draws `screen` on the current page of `context` with its prepared pictures; returns the
    /// pictures drawn and those that failed.
    func draw(
        _ screen: ScreenModel, footer: Footer, pictures: [PictureRequest: PreparedPicture], on context: OpaquePointer
    ) -> (drawn: Int, failed: [PictureFailure]) {
        let geometry = geometry(of: screen)
        fill(geometry.page, gray: 1, on: context)
        drawTitle(screen, in: geometry.title, on: context)
        var drawn = 0
        var failed: [PictureFailure] = []
        for cell in screen.cells where !cell.isHidden {
            let outcome = drawCell(cell, layout: layout(of: cell, in: geometry), pictures: pictures, on: context)
            if outcome.drawn { drawn += 1 }
            if let failure = outcome.failure { failed.append(failure) }
        }
        drawFooter(footer, in: geometry.footer, on: context)
        if settings.grayscale {
            // A grey painted in saturation blend mode takes the colour out of everything below
            // it (fills, pictures, colour emoji) and keeps each point's lightness.
            cairo_set_operator(context, CAIRO_OPERATOR_HSL_SATURATION)
            fill(geometry.page, gray: 0.5, on: context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        return (drawn, failed)
    }

    private func geometry(of screen: ScreenModel) -> PageGeometry {
        let (width, height) = settings.pageSize
        return PageGeometry(width: width, height: height, rows: screen.layout.rows, columns: screen.layout.columns)
    }

    private func layout(of cell: ScreenCell, in geometry: PageGeometry) -> CellLayout {
        CellLayout(
            cell: cell, label: words.text(cell.label), in: geometry.cell(row: cell.row, column: cell.column),
            showsKeys: settings.showsKeys)
    }

    private func drawTitle(_ screen: ScreenModel, in box: PageRect, on context: OpaquePointer) {
        var text = words.text(screen.title)
        var textBox = box
        if let glyph = screen.titleGlyph, !glyph.isEmpty {
            // A colour emoji icon as pixels at print resolution in a square before the name.
            let icon = PageRect(x: box.x, y: box.y, width: box.height, height: box.height)
            if GlyphPicture.isColourEmoji(glyph) && GlyphPicture.draw(glyph, largest: 20, in: icon, on: .white, onto: context) {
                textBox = PageRect(x: box.x + icon.width + 4, y: box.y, width: max(0, box.width - icon.width - 4), height: box.height)
            } else {
                text = glyph + " " + text
            }
        }
        let notes = screen.titleNotes.map { words.text($0) }.joined(separator: " · ")
        let notesWidth = notes.isEmpty ? 0 : box.width * 0.35
        setColor(gray: 0, on: context)
        TextBox(text: text, bold: true, largest: 20, smallest: 8, alignment: .leading, wraps: false)
            .draw(in: PageRect(x: textBox.x, y: textBox.y, width: max(0, textBox.width - notesWidth), height: textBox.height), on: context)
        if !notes.isEmpty {
            setColor(gray: 0.35, on: context)
            TextBox(text: notes, largest: 9, smallest: 5, alignment: .trailing, wraps: false)
                .draw(in: PageRect(x: box.x + box.width - notesWidth, y: box.y, width: notesWidth, height: box.height), on: context)
        }
    }

    private func drawFooter(_ footer: Footer, in box: PageRect, on context: OpaquePointer) {
        setColor(gray: 0.35, on: context)
        let third = box.width / 3
        let parts: [(String, TextBox.Alignment)] = [
            (footer.setName, .leading),
            (
                caregiverWords.text(
                    CaregiverText(PrintTextKey.footerPage, ["number": .number(footer.number), "count": .number(footer.count)])), .center
            ),
            (footer.date, .trailing),
        ]
        for (index, part) in parts.enumerated() {
            TextBox(text: part.0, largest: 8, smallest: 5, alignment: part.1, wraps: false)
                .draw(in: PageRect(x: box.x + Double(index) * third, y: box.y, width: third, height: box.height), on: context)
        }
    }

    private func drawCell(
        _ cell: ScreenCell, layout: CellLayout, pictures: [PictureRequest: PreparedPicture], on context: OpaquePointer
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
        if let reference = cell.picture, art.width > 0, art.height > 0 {
            let request = PictureRequest(reference, art: art, background: RGBColor(onPaper: cell.backgroundColor))
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
                    glyph, largest: art.height * 0.8, in: art, on: RGBColor(onPaper: cell.backgroundColor), onto: context)
            if !asPicture {
                setColor(gray: 0, on: context)
                TextBox(text: glyph, largest: art.height * 0.8, smallest: 4, wraps: false).draw(in: art, on: context)
            }
        }
        if let labelBox = layout.label {
            let hasArt = cell.picture != nil || !(cell.glyph ?? "").isEmpty
            setColor(textOn: cell.backgroundColor, on: context)
            TextBox(text: words.text(cell.label), largest: min(16, hasArt ? labelBox.height * 0.8 : labelBox.height * 0.3), smallest: 3)
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

    private func fill(_ box: PageRect, gray: Double, on context: OpaquePointer) {
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        setColor(gray: gray, on: context)
        cairo_fill(context)
    }

    private func setColor(gray: Double, on context: OpaquePointer) {
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
        setColor(gray: (background.map { $0.luminance < 0.18 && $0.alpha > 0.5 } ?? false) ? 1 : 0, on: context)
    }
}
