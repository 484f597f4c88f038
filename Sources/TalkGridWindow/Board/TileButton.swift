import CGtk
import TalkGrid
import TalkGridGtk

/// One tile of the board area: a real GTK button (a role, the focus, activation by Space, a
/// click, a touch or a screen reader's action) whose face is drawn by the window (the cell's
/// picture above its whole label, in its colours), named for the screen reader by its word.
/// The face is drawn on the button itself, instead of the theme's button and a child drawing
/// area: one widget a tile, not two (a third of a key's frame on an 11 x 16 board went to GTK's
/// size allocation, style and drawing of the second one).
@GLibMain
final class TileButton {
    let button = Button(framed: false)
    var tile: WindowLayout.Tile
    /// Where the pointer rests when dwell is on: how far the ring has filled (0 to 1); nil: not resting.
    var dwellProgress: Double?
    /// What the screen reader was last told.
    private var accessible = AccessibleText()
    /// Called on the window's thread when the button is pressed (click, touch, Space, a screen reader).
    var onPress: (TileButton) -> Void = { _ in }
    /// Called when the face must be drawn.
    var onDraw: (TileButton, DrawingContext) -> Void = { _, _ in }
    /// Called when the pointer enters or leaves the button, with where it is on the screen.
    var onCrossing: (TileButton, PointerCrossing) -> Void = { _, _ in }

    init(tile: WindowLayout.Tile) {
        self.tile = tile
        button.addStyleClass("tile")
        button.expand()
        button.receivesCrossings()
        button.connect(.clicked) { [weak self] in
            guard let self else { return }
            onPress(self)
        }
        // The window draws the whole button (the theme's frame and focus ring are not drawn: the
        // handler says the drawing is done).
        button.connect(.draw) { [weak self] context in
            guard let self else { return false }
            onDraw(self, context)
            return true
        }
        for crossing in [Signal.enter, .leave] {
            button.connect(crossing) { [weak self] crossed in
                guard let self else { return false }
                onCrossing(self, crossed)
                return false
            }
        }
    }

    /// What a screen reader says: the word (name) and, as its description, what else it is.
    func describe(name: String, description: String) {
        accessible.tell(button, name: name, description: description)
    }

    func redraw() { button.redraw() }

    /// What a tile's face looks like: when it is the same as the last one drawn, the face is
    /// painted from its cached surface.
    struct FaceLook: Equatable {
        var cell: ScreenCell
        var width: Int
        var height: Int
        var hasPicture: Bool
        /// How the face shares the tile (the label's line, the key badge).
        var face: TileFace
    }

    private var drawnFace: (look: FaceLook, surface: OpaquePointer)?

    /// Paints the face for `look` on `context`: from the cached surface when it was drawn for the
    /// same look, else drawn by `draw` into a new cached surface first.
    func paintFace(_ look: FaceLook, on context: OpaquePointer, draw: (OpaquePointer) -> Void) {
        if drawnFace?.look != look {
            if let old = drawnFace { cairo_surface_destroy(old.surface) }
            drawnFace = nil
            // A surface like the window's own (on X11 a pixmap in the server): painting it again is a
            // copy there, not an upload of pixels each frame.
            guard look.width > 0, look.height > 0,
                let surface = cairo_surface_create_similar(
                    cairo_get_target(context), CAIRO_CONTENT_COLOR_ALPHA, Int32(look.width), Int32(look.height))
            else { return }
            let faceContext = cairo_create(surface)!
            draw(faceContext)
            cairo_destroy(faceContext)
            drawnFace = (look, surface)
        }
        guard let face = drawnFace else { return }
        cairo_set_source_surface(context, face.surface, 0, 0)
        cairo_paint(context)
    }

    isolated deinit {
        if let face = drawnFace { cairo_surface_destroy(face.surface) }
    }

    /// Whether the keyboard focus is on the tile and should be seen (moved there by Tab or keys).
    var showsFocus: Bool { button.showsFocus }
}

extension ScreenCell {
    /// The cell in the window's colours: with high contrast, black with a yellow border (its
    /// label then white), whatever colours the board gives it.
    func shown(highContrast: Bool) -> ScreenCell {
        guard highContrast else { return self }
        var cell = self
        cell.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0)
        cell.borderColor = RGBAColor(red: 255, green: 255, blue: 0)
        return cell
    }

    /// The cell as its face shows it: what only the marks over the face show (the key, the zoom,
    /// the highlight) is left out, so that zooming and scanning reuse the drawn face.
    var normalisedForFace: ScreenCell {
        var cell = self
        cell.key = nil
        cell.keyOpensGroup = false
        cell.isInZoomRegion = true
        cell.isDimmed = false
        cell.isHighlighted = false
        return cell
    }
}

extension WindowLayout.Tile {
    /// The tile as its face and its screen reader's words show it (a cell without its marks).
    var withoutMarks: WindowLayout.Tile {
        if case .cell(let cell) = self { return .cell(cell.normalisedForFace) }
        return self
    }
}
