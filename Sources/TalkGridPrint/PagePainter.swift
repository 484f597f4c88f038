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

    /// Draws each cell as the window does.
    private var cellPainter: CellPainter { CellPainter(words: words, decoder: decoder) }

    /// The pictures `screen`'s page needs, in reading order, to be prepared before it is drawn.
    func pictureRequests(_ screen: ScreenModel) -> [PictureRequest] {
        let geometry = geometry(of: screen)
        return screen.cells.compactMap { cellPainter.pictureRequest(for: $0, layout: layout(of: $0, in: geometry)) }
    }

    /// Draws `screen` on the current page of `context` with its prepared pictures; returns the
    /// pictures drawn and those that failed.
    ///
    /// `destinations`: what each folder cell (by id) says about the board it opens.
    func draw(
        _ screen: ScreenModel, footer: Footer, pictures: [PictureRequest: DrawablePicture], destinations: [String: String] = [:],
        on context: OpaquePointer
    ) -> (drawn: Int, failed: [PictureFailure]) {
        let geometry = geometry(of: screen)
        fill(geometry.page, gray: 1, on: context)
        drawTitle(screen, in: geometry.title, on: context)
        var drawn = 0
        var failed: [PictureFailure] = []
        for cell in screen.cells where !cell.isHidden {
            let outcome = cellPainter.draw(
                cell, layout: layout(of: cell, in: geometry), pictures: pictures, destination: destinations[cell.id], on: context)
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
            showsKeys: settings.showsKeys, namesDestination: true)
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
                    PrintText.footerPage(number: footer.number, count: footer.count)), .center
            ),
            (footer.date, .trailing),
        ]
        for (index, part) in parts.enumerated() {
            TextBox(text: part.0, largest: 8, smallest: 5, alignment: part.1, wraps: false)
                .draw(in: PageRect(x: box.x + Double(index) * third, y: box.y, width: third, height: box.height), on: context)
        }
    }

    private func fill(_ box: PageRect, gray: Double, on context: OpaquePointer) { CellPainter.fill(box, gray: gray, on: context) }

    private func setColor(gray: Double, on context: OpaquePointer) { CellPainter.setColor(gray: gray, on: context) }
}
