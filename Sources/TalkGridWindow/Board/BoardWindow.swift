import CGtk
import TalkGrid
import TalkGridPictures
import TalkGridPrint
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

#if canImport(Glibc)
    import Glibc
#endif

/// The board in a window: a thin front end over the ``SessionStore``, as the terminal board
/// is. GTK 3 widgets, so that the AT-SPI registry (the Orca screen reader, switch and voice
/// tools) reads a labelled button for every cell and control; keys, switches, touch, click and
/// dwell all end as the store's events; the cells' faces are drawn with the printed page's
/// ``CellPainter`` at the tile's size.
///
/// Everything here runs on GTK's thread: speech and pictures come back to it through
/// ``MainLoop``. It never waits: speech is performed on a task, pictures on a worker thread.
public final class BoardWindow {
    /// What the window is asked to show and how.
    public struct Options {
        public var fullscreen = false
        /// How long the pointer rests on a tile to pick it; nil: dwell is off.
        public var dwellMilliseconds: Int?
        /// The disk cache of the tiles' pictures, for the next start; nil: they are decoded each time.
        public var pictureCache: DiskCache?
        public init(fullscreen: Bool = false, dwellMilliseconds: Int? = nil, pictureCache: DiskCache? = nil) {
            self.fullscreen = fullscreen
            self.dwellMilliseconds = dwellMilliseconds
            self.pictureCache = pictureCache
        }
    }

    public private(set) var store: SessionStore
    /// Problems to tell once the window is closed.
    public var problems: [CaregiverText] { store.state.problems }

    private let speaker: (any Speaker)?
    private let options: Options
    /// The text size nearest the desktop's text scale (read at start).
    private var desktopTextSize = TextSize(step: SessionSettings.standardTextSize)
    /// The text size the settings ask for (the menu's Text size, Ctrl-+ and Ctrl--, `--text-size`),
    /// else the desktop's.
    private var textSize: TextSize { store.session.settings.textSize.map(TextSize.init(step:)) ?? desktopTextSize }
    /// Whether the desktop's theme is a high-contrast one (HighContrast, HighContrastInverse).
    private var desktopHighContrast = false
    private let pictures: WindowPictures
    private let painter: CellPainter

    private var window: OpaquePointer!
    private var titleLabel: OpaquePointer!
    private var noticeLabel: OpaquePointer!
    private var messageLabel: OpaquePointer!
    private var controlBox: OpaquePointer!
    private var boardArea: OpaquePointer!
    /// The first run's keypad question, while the store asks it.
    private var question: KeypadQuestionView?
    /// Where the store's saves go and another program's saves are read; nil: nowhere.
    private let settings: SettingsDisk?
    private var css: OpaquePointer!
    /// The grid of tiles shown, and a cache of the last ones shown before it, hidden (see ``TileGrid``).
    private var grids: [TileGrid] = []
    /// How many grids are kept: a large board's, its nine regions', and the one shown before.
    private static let gridsKept = 11
    private var tiles: [TileButton] { grids.first?.tiles ?? [] }
    /// A control shown: its button, its label and what they say now.
    private struct ShownControl {
        let button: OpaquePointer
        let label: OpaquePointer
        let key: Key
        var text: String?
        var accessible = AccessibleText()
    }
    private var controls: [ShownControl] = []
    /// What the style sheet was made for.
    private struct Style: Equatable {
        var contrast: Bool
        var scans: Bool
        var textSize: TextSize
    }
    private var styled: Style?
    /// The style the settings ask for now.
    private var wantedStyle: Style {
        Style(contrast: isHighContrast, scans: store.session.settings.access.scans, textSize: textSize)
    }
    /// High contrast, from TalkGrid's setting or the desktop's theme.
    private var isHighContrast: Bool { store.session.settings.highContrast || desktopHighContrast }
    /// The text each of the window's own labels (and its title) shows.
    private var shownTexts: [OpaquePointer: String] = [:]
    /// The screen model shown (made once a change, not once a tile).
    private var shownScreen = ScreenModel(printing: Board(id: "", name: "", grid: Grid(rows: 0, columns: 0), cells: []))
    private var shownBoard: String?
    /// Speech is performed in order, one reaction after the other, off the window's thread.
    private var performing: Task<Void, Never>?
    private var speechEvents: Task<Void, Never>?
    private var dwellGeneration = 0
    /// Whether the window was closed (its widgets are gone).
    private var isClosed = false
    /// Timings for the benchmark (`TALKGRID_WINDOW_TRACE`); nil: none are kept.
    private let trace = WindowTrace()

    public init(store: SessionStore, media: SetMedia, speaker: (any Speaker)?, settings: SettingsDisk? = nil, options: Options) {
        self.store = store
        self.speaker = speaker
        self.settings = settings
        self.options = options
        pictures = WindowPictures(media: media, disk: options.pictureCache)
        painter = CellPainter(words: store.words, decoder: PictureDecoder(), scale: 1)
    }

    /// Shows the board in the toolkit's window and runs until the person quits or closes it.
    public func run(on toolkit: WindowToolkit) {
        // SIGTERM, SIGINT and SIGHUP close the window as its close button does (speech stops, the
        // caregiver is told what went wrong).
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            g_unix_signal_add(
                signal,
                { _ in
                    gtk_main_quit()
                    return 1
                }, nil)
        }
        desktopTextSize = TextSize(desktopScale: talkgrid_gtk_text_scale())
        if let theme = talkgrid_gtk_theme_name() {
            desktopHighContrast = String(cString: theme).lowercased().contains("contrast")
            g_free(theme)
        }
        build(in: toolkit.window)
        pictures.onReady = { [unowned self] in if !isClosed { for tile in tiles { tile.redraw() } } }
        if let speaker {
            let box = Unchecked(self)
            speechEvents = Task.detached {
                for await event in speaker.events { MainLoop.post { box.value.send(.speech(event)) } }
            }
        }
        let output = store.start()
        keepTimer(output.timer)
        show()
        gtk_main()
        speechEvents?.cancel()
    }

    /// After the window closed: the last words are handed to the speaker, then it stops.
    public func finish() async {
        await performing?.value
        await speaker?.stop()
        settings?.finish()
    }

    // MARK: Building

    private func build(in window: OpaquePointer) {
        self.window = window
        gtk_window_set_title(window, "TalkGrid")
        gtk_window_set_default_size(window, 1024, 720)
        css = gtk_css_provider_new()
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), css, guint(talkgrid_gtk_style_priority_application))
        let me = Unmanaged.passUnretained(self).toOpaque()
        talkgrid_on_widget(
            window, "destroy",
            { _, data in
                guard let data else { return }
                // Work posted before the window closed (speech events, pictures) finds it closed.
                Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue().isClosed = true
                gtk_main_quit()
            }, me)
        talkgrid_on_event(
            window, "key-press-event",
            { _, event, data in
                guard let data, let event else { return 0 }
                var keysym: guint = 0
                var state: guint = 0
                gdk_event_get_keyval(event, &keysym)
                gdk_event_get_state(event, &state)
                let window = Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue()
                return window.typed(keysym: keysym, control: state & talkgrid_gdk_control_mask != 0) ? 1 : 0
            }, me)
        talkgrid_on_event(
            window, "configure-event",
            { _, _, data in
                guard let data else { return 0 }
                let window = Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue()
                let box = Unchecked(window)
                MainLoop.post { box.value.show() }  // after the new size is given out
                return 0
            }, me)

        let column = gtk_box_new(Int32(talkgrid_gtk_orientation_vertical), 8)!
        gtk_container_set_border_width(column, 8)
        gtk_container_add(window, column)

        titleLabel = gtk_label_new("")
        gtk_style_context_add_class(gtk_widget_get_style_context(titleLabel), "title")
        gtk_label_set_xalign(titleLabel, 0)
        gtk_box_pack_start(column, titleLabel, 0, 1, 0)

        messageLabel = gtk_label_new("")
        gtk_style_context_add_class(gtk_widget_get_style_context(messageLabel), "message")
        gtk_label_set_line_wrap(messageLabel, 1)
        gtk_label_set_xalign(messageLabel, 0)
        let messageAccessible = gtk_widget_get_accessible(messageLabel)
        atk_object_set_role(messageAccessible, Int32(talkgrid_atk_role_status_bar))
        gtk_box_pack_start(column, messageLabel, 0, 1, 0)

        noticeLabel = gtk_label_new("")
        gtk_style_context_add_class(gtk_widget_get_style_context(noticeLabel), "notice")
        gtk_label_set_line_wrap(noticeLabel, 1)
        gtk_label_set_xalign(noticeLabel, 0)
        gtk_box_pack_start(column, noticeLabel, 0, 1, 0)

        controlBox = gtk_box_new(Int32(talkgrid_gtk_orientation_horizontal), 8)
        gtk_box_set_homogeneous(controlBox, 1)
        gtk_box_pack_start(column, controlBox, 0, 1, 0)

        boardArea = gtk_box_new(Int32(talkgrid_gtk_orientation_vertical), 0)
        gtk_widget_set_vexpand(boardArea, 1)
        gtk_widget_set_hexpand(boardArea, 1)
        atk_object_set_role(gtk_widget_get_accessible(boardArea), Int32(talkgrid_atk_role_panel))
        gtk_box_pack_start(column, boardArea, 1, 1, 0)
        if store.asksKeypad {
            let view = KeypadQuestionView(words: store.words)
            view.onSkip = { [unowned self] in send(.keypadChosen(nil)) }
            gtk_box_pack_start(column, view.box, 1, 1, 0)
            question = view
        }

        applyStyle()
        gtk_widget_show_all(window)
        if question != nil {
            // The question alone: the board waits behind it.
            for part in [messageLabel, noticeLabel, controlBox, boardArea] { gtk_widget_set_visible(part, 0) }
        }
        if trace != nil {
            let me = Unmanaged.passUnretained(self).toOpaque()
            talkgrid_on_frame_clock(
                window, "before-paint",
                { _, data in
                    guard let data else { return }
                    Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue().trace?.frameBegins()
                }, me)
            talkgrid_on_frame_clock(
                window, "after-paint",
                { _, data in
                    guard let data else { return }
                    let window = Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue()
                    window.trace?.framePainted(pending: window.pictures.pendingCount, ready: window.pictures.readyCount)
                }, me)
        }
        if options.fullscreen { gtk_window_fullscreen(window) }
    }

    /// The text sizes and colours, as CSS (the high contrast setting, or the desktop's theme).
    /// Nothing moves by itself (Reduce Motion): the theme's transitions are turned off; the dwell
    /// ring is the one thing that fills over time.
    private func applyStyle() {
        let style = wantedStyle
        styled = style
        let contrast = style.contrast
        let text = contrast ? "#ffffff" : "#1b1b1b"
        let background = contrast ? "#000000" : "#f4f4f0"
        let sheet = """
            * { transition: none; animation: none; }
            window { background: \(background); color: \(text); }
            label.title { font-size: \(Int(textSize.controlPoints * 1.2))pt; font-weight: bold; }
            label.message { font-size: \(Int(textSize.messagePoints))pt; padding: 10px; background: \(contrast ? "#000000" : "#ffffff"); border: 2px solid \(contrast ? "#ffff00" : "#8a8a8a"); border-radius: 8px; }
            label.notice { font-size: \(Int(textSize.controlPoints))pt; }
            button.control label { font-size: \(Int(textSize.controlPoints))pt; }
            button.control { padding: 8px; \(contrast ? "background: #000000; color: #ffffff; border: 2px solid #ffff00;" : "") }
            button.control.scanned { box-shadow: inset 0 0 0 4px #000000, inset 0 0 0 8px #ffd500; }
            button.tile { padding: 0; margin: 0; border: none; min-width: 0; min-height: 0; }
            """
        gtk_css_provider_load_from_data(css, sheet, -1, nil)
    }

    // MARK: Events

    /// A key typed into the window; false when it is left to the toolkit.
    private func typed(keysym: guint, control: Bool) -> Bool {
        let meaning = WindowKey(keysym: keysym, control: control, scans: store.session.settings.access.scans)
        if meaning != .toolkit { trace?.keyTaken() }
        if question != nil, meaning != .quit {
            // The store reads the answer (or ignores the key).
            if case .key(let key) = meaning { send(.key(key)) }
            return meaning != .toolkit
        }
        switch meaning {
        case .toolkit:
            return false
        case .quit:
            gtk_widget_destroy(window)
        case .textSize(let delta):
            // Saved as the menu's Text size is (`text_size` in `config.json`).
            send(.input(.setTextSize(textSize.changed(by: delta).step)))
        case .withoutMeaning:
            send(.keyWithoutMeaning)
        case .key(let key):
            send(.key(key))
        }
        return true
    }

    /// Once the store no longer asks the keypad question: the board shows.
    private func closeQuestion() {
        guard let view = question, !store.asksKeypad else { return }
        question = nil
        gtk_widget_destroy(view.box)
        for part in [messageLabel, noticeLabel, controlBox, boardArea] { gtk_widget_set_visible(part, 1) }
    }

    /// Sends an event to the store, performs what it says (speech on a task, the timer, the
    /// settings to save) and shows the new screen.
    private func send(_ event: StoreEvent) {
        guard !isClosed else { return }
        switch event {
        case .key, .touch:
            // Another program's save (`talkgrid lock set`) holds from this press on.
            if let read = settings?.changes() { send(read) }
        default:
            break
        }
        let output = store.send(event)
        closeQuestion()
        keepTimer(output.timer)
        if let save = output.save, let settings {
            let box = Unchecked(self)
            settings.save(save) { outcome in MainLoop.post { box.value.send(outcome) } }
        }
        let previous = performing
        let store = store
        let speaker = speaker
        let box = Unchecked(self)
        performing = Task.detached {
            await previous?.value
            let failures = await store.perform(output, on: speaker, waitingForEach: false)
            if let failure = failures.first { MainLoop.post { box.value.send(.historyNotKept(failure)) } }
        }
        if output.quits {
            gtk_widget_destroy(window)
            return
        }
        show()
        trace?.keyHandled()
    }

    private func keepTimer(_ timer: ScanTimer?) {
        guard case .start(let number, let pace)? = timer else { return }
        let box = Unchecked(self)
        MainLoop.after(milliseconds: Int(pace / .milliseconds(1))) {
            let window = box.value
            guard window.store.state.pendingTick == number else { return }
            window.send(.tick(number))
        }
    }

    private func pressed(_ tile: TileButton) {
        trace?.keyTaken()
        switch tile.tile {
        case .cell(let cell): send(.touch(.touchCell(row: cell.row, column: cell.column)))
        case .group(let key, _, _): send(.touch(.key(.digit(key))))
        }
    }

    /// Dwell: the pointer resting on a tile fills its ring; when full, the tile is pressed.
    private func hovered(_ tile: TileButton, entered: Bool) {
        guard let dwell = options.dwellMilliseconds else { return }
        dwellGeneration += 1
        for other in tiles where other.dwellProgress != nil {
            other.dwellProgress = nil
            other.redraw()
        }
        guard entered else { return }
        let generation = dwellGeneration
        let steps = 10
        tile.dwellProgress = 0
        tile.redraw()
        let box = Unchecked((self, tile))
        for step in 1...steps {
            MainLoop.after(milliseconds: dwell * step / steps) {
                let (window, tile) = box.value
                guard !window.isClosed, window.dwellGeneration == generation, window.tiles.contains(where: { $0 === tile }) else { return }
                tile.dwellProgress = Double(step) / Double(steps)
                tile.redraw()
                if step == steps {
                    window.dwellGeneration += 1
                    tile.dwellProgress = nil
                    window.pressed(tile)
                }
            }
        }
    }

    // MARK: Showing

    /// Shows the store's screen: the title, the message, the notice, the controls and the tiles
    /// (a grid of them kept or made anew when the board or the layout changes, else redrawn).
    private func show() {
        guard !isClosed else { return }
        let screen = store.screen
        shownScreen = screen
        // The menu may have turned high contrast or switches on or off, or changed the text size.
        if styled != wantedStyle {
            applyStyle()
            for tile in tiles { tile.redraw() }
        }
        let words = store.words
        let title = words.text(screen.title)
        setText(window, "TalkGrid · \(title)", with: gtk_window_set_title)
        setText(
            titleLabel,
            title + (screen.titleNotes.isEmpty ? "" : "  ·  " + screen.titleNotes.map { words.text($0) }.joined(separator: " · ")))
        setText(messageLabel, messageText(screen, words: words))
        setText(noticeLabel, screen.status.notice.map { words.text($0.text) } ?? "")
        showControls(screen, words: words)

        let layout = self.layout(of: screen)
        let board = gridBoard(of: screen, title: title)
        pictures.show(board: board)
        let place = TileGrid.Place(board: board, layout: layout)
        if grids.first?.place != place {
            showGrid(place, layout, of: screen, title: title)
            if screen.zoomRegion == nil && !screen.keyGroups.isEmpty { makeRegionGridsAhead(board: board, keys: Array(1...9)) }
        }
        // Only the tiles whose look changed are drawn again.
        // A zoom or a highlight changes only the marks: the screen reader's words stay.
        for (tile, placed) in zip(tiles, layout.tiles) where tile.tile != placed.tile {
            let renamed = tile.tile.withoutMarks != placed.tile.withoutMarks
            tile.tile = placed.tile
            if renamed { describe(tile, words: words) }
            tile.redraw()
        }
        if let speaker, let ahead = store.speechAhead() { speaker.prepare(ahead) }
    }

    /// The layout of `screen` in the board area at the text size.
    private func layout(of screen: ScreenModel) -> WindowLayout {
        let width = Double(gtk_widget_get_allocated_width(boardArea))
        let height = Double(gtk_widget_get_allocated_height(boardArea))
        return WindowLayout(screen: screen, width: width > 1 ? width : 1000, height: height > 1 ? height : 560, textSize: textSize)
    }

    /// The board (or choice screen) a grid of tiles is made for.
    private func gridBoard(of screen: ScreenModel, title: String) -> String {
        "\(screen.kind) \(title) \(screen.layout.rows)x\(screen.layout.columns)"
    }

    /// The grids that the region keys of the board shown open, made ahead (hidden, one at a time
    /// when the window is idle, so that no key waits for them): the first zoom into a region of a
    /// large board then shows a kept grid.
    private func makeRegionGridsAhead(board: String, keys: [Int]) {
        guard let key = keys.first else { return }
        let box = Unchecked(self)
        MainLoop.whenIdle {
            let window = box.value
            guard !window.isClosed, window.shownBoard == board, window.grids.first?.place.board == board else { return }
            window.makeRegionGrid(key: key, board: board)
            window.makeRegionGridsAhead(board: board, keys: Array(keys.dropFirst()))
        }
    }

    /// Makes the grid the region `key` opens on the board shown, hidden, unless it is kept already.
    private func makeRegionGrid(key: Int, board: String) {
        var session = store.session
        _ = session.reduce(.key(.digit(key)))
        let screen = ScreenModel(session: session, status: store.state.status)
        guard screen.zoomRegion != nil else { return }
        let layout = layout(of: screen)
        let place = TileGrid.Place(board: gridBoard(of: screen, title: store.words.text(screen.title)), layout: layout)
        guard place.board == board, !grids.contains(where: { $0.place == place }) else { return }
        let grid = makeGrid(place, layout, of: screen)
        gtk_widget_set_visible(grid.grid, 0)
        grids.insert(grid, at: min(1, grids.count))
        keepGrids()
    }

    /// Lets grids go beyond ``gridsKept``, shown longest ago first: those of boards off the way back
    /// (Back never shows them), then the regions of large boards (a few tiles each, quick to make
    /// again), then any. So going back, to the home board most often, shows a kept grid: making an
    /// 11 x 16 board's 176 buttons again took 7 ms of the key's handling and 12 ms of its frame.
    private func keepGrids() {
        let wayBack = Set(store.session.boardStack)
        while grids.count > Self.gridsKept {
            let older = grids.indices.dropFirst().reversed()
            let index =
                older.first { !wayBack.contains(grids[$0].boardID) } ?? older.first { grids[$0].isRegion } ?? grids.count - 1
            gtk_widget_destroy(grids.remove(at: index).grid)
        }
    }

    /// Gives one of the window's own labels (or, with `set`, the window's title) new text only
    /// when it changed: a new text makes GTK measure and place the whole window again. (They live
    /// as long as the window; a control's label keeps its text in its ``ShownControl``.)
    private func setText(
        _ widget: OpaquePointer, _ text: String,
        with set: (OpaquePointer, UnsafePointer<CChar>) -> Void = { gtk_label_set_text($0, $1) }
    ) {
        guard shownTexts[widget] != text else { return }
        shownTexts[widget] = text
        set(widget, text)
    }

    /// Shows the grid for `place`: the one kept from before when there is one (hidden while another
    /// showed: zooming out of a region shows the whole board again without making 176 buttons and
    /// drawing their faces anew), else a new one. The grid shown before is hidden and kept.
    private func showGrid(_ place: TileGrid.Place, _ layout: WindowLayout, of screen: ScreenModel, title: String) {
        if let shown = grids.first { gtk_widget_set_visible(shown.grid, 0) }
        if let kept = grids.firstIndex(where: { $0.place == place }) {
            let grid = grids.remove(at: kept)
            grids.insert(grid, at: 0)
            gtk_widget_set_visible(grid.grid, 1)
        } else {
            grids.insert(makeGrid(place, layout, of: screen), at: 0)
            keepGrids()
        }
        atk_object_set_name(gtk_widget_get_accessible(boardArea), title)
        if place.board != shownBoard {
            trace?.boardShown(title)
            if let first = tiles.first { gtk_widget_grab_focus(first.button) }
        }
        shownBoard = place.board
    }

    private func makeGrid(_ place: TileGrid.Place, _ layout: WindowLayout, of screen: ScreenModel) -> TileGrid {
        var tiles: [TileButton] = []
        let grid = gtk_grid_new()!
        gtk_grid_set_row_homogeneous(grid, 1)
        gtk_grid_set_column_homogeneous(grid, 1)
        gtk_grid_set_row_spacing(grid, 6)
        gtk_grid_set_column_spacing(grid, 6)
        gtk_widget_set_vexpand(grid, 1)
        gtk_widget_set_hexpand(grid, 1)
        // Every slot holds something, so that rows and columns keep their share of the area.
        var filled = Set<Int>()
        for placed in layout.tiles {
            let tile = TileButton(tile: placed.tile)
            tile.onPress = { [unowned self] in pressed($0) }
            tile.onDraw = { [unowned self] in draw($0, on: $1) }
            tile.onHover = { [unowned self] in hovered($0, entered: $1) }
            describe(tile, words: store.words)
            gtk_grid_attach(grid, tile.button, Int32(placed.column), Int32(placed.row), 1, 1)
            filled.insert(placed.row * layout.columns + placed.column)
            tiles.append(tile)
        }
        for row in 0..<layout.rows {
            for column in 0..<layout.columns where !filled.contains(row * layout.columns + column) {
                let empty = gtk_box_new(Int32(talkgrid_gtk_orientation_vertical), 0)
                gtk_widget_set_hexpand(empty, 1)
                gtk_widget_set_vexpand(empty, 1)
                gtk_grid_attach(grid, empty, Int32(column), Int32(row), 1, 1)
            }
        }
        gtk_box_pack_start(boardArea, grid, 1, 1, 0)
        gtk_widget_show_all(grid)
        return TileGrid(
            place: place, grid: grid, tiles: tiles, boardID: screen.isChoiceScreen ? "" : store.session.currentBoard.id,
            isRegion: screen.zoomRegion != nil)
    }

    /// The tile's name and description for a screen reader: the word; a folder, the keys.
    private func describe(_ tile: TileButton, words: InterfaceWords) {
        switch tile.tile {
        case .cell(let cell):
            var parts: [String] = []
            if cell.opensBoard { parts.append(words.text(InterfaceText(.windowFolder))) }
            if !cell.keySequence.isEmpty {
                parts.append(
                    words.text(
                        InterfaceText(.windowKeys, ["keys": .text(cell.keySequence.map { words.name(of: $0) }.joined(separator: " "))])))
            }
            tile.describe(name: words.text(cell.label), description: parts.joined(separator: ", "))
        case .group(let key, _, let cells):
            let sample = cells.prefix(6).map { words.text($0.label) }.joined(separator: ", ")
            tile.describe(
                name: words.text(InterfaceText(.windowGroup, ["count": .number(cells.count), "words": .text(sample)])),
                description: words.text(InterfaceText(.windowKeys, ["keys": .text(String(key))])))
        }
    }

    private func messageText(_ screen: ScreenModel, words: InterfaceWords) -> String {
        guard !screen.messageWords.isEmpty else { return words.text(screen.messageHint) }
        return (screen.status.isSpeaking ? "🔊 " : "") + Message.text(of: screen.messageWords, glyphs: true)
    }

    private func showControls(_ screen: ScreenModel, words: InterfaceWords) {
        let keys = screen.controls.map(\.key)
        if keys != controls.map(\.key) {
            for control in controls { gtk_widget_destroy(control.button) }
            controls = []
            for control in screen.controls {
                let button = gtk_button_new()!
                let label = gtk_label_new("")!
                gtk_label_set_line_wrap(label, 1)
                gtk_container_add(button, label)
                gtk_style_context_add_class(gtk_widget_get_style_context(button), "control")
                gtk_widget_set_can_focus(button, 1)
                let key = control.key
                let box = Unmanaged.passRetained(ControlPress(window: self, key: key)).toOpaque()
                talkgrid_on_widget(
                    button, "clicked",
                    { _, data in
                        guard let data else { return }
                        let press = Unmanaged<ControlPress>.fromOpaque(data).takeUnretainedValue()
                        press.window?.send(.touch(.touchControl(press.key)))
                    }, box)
                // The press is let go with its button.
                talkgrid_on_widget(
                    button, "destroy",
                    { _, data in
                        guard let data else { return }
                        Unmanaged<ControlPress>.fromOpaque(data).release()
                    }, box)
                gtk_box_pack_start(controlBox, button, 1, 1, 0)
                controls.append(ShownControl(button: button, label: label, key: key))
            }
            for control in controls { gtk_widget_show_all(control.button) }  // the bar itself may wait hidden
        }
        for (index, control) in screen.controls.enumerated() where index < controls.count {
            let shown = controls[index]
            // The key in brackets, but not at the accessibility sizes (the word stays on one line).
            let key = screen.picksWithSwitches || textSize.isAccessibilitySize ? "" : " (\(words.name(of: control.key)))"
            let text = "\(control.glyph) \(words.text(control.label))\(key)"
            if shown.text != text {
                gtk_label_set_text(shown.label, text)
                controls[index].text = text
            }
            // A screen reader says the control's word; its key is the description.
            controls[index].accessible.tell(
                shown.button, name: words.text(control.label),
                description: words.text(InterfaceText(.windowKeys, ["keys": .text(words.name(of: control.key))])))
            gtk_widget_set_sensitive(shown.button, control.isAvailable ? 1 : 0)
            let context = gtk_widget_get_style_context(shown.button)
            if control.isHighlighted {
                gtk_style_context_add_class(context, "scanned")
            } else {
                gtk_style_context_remove_class(context, "scanned")
            }
        }
    }

    // MARK: Drawing a tile

    private func draw(_ tile: TileButton, on context: OpaquePointer) {
        let (width, height) = tile.size
        let box = PageRect(x: 3, y: 3, width: max(0, width - 6), height: max(0, height - 6))
        let contrast = isHighContrast
        var painter = painter
        painter.words = store.words
        painter.largestLabel = textSize.labelPixels
        switch tile.tile {
        case .cell(let shown):
            let cell = shown.shown(highContrast: contrast)
            let layout = painter.layout(of: cell, in: box)
            let request = painter.pictureRequest(for: cell, layout: layout)
            let picture = request.flatMap { pictures.picture($0) }
            // The face (colours, picture, label) is drawn once for its look and size, then painted
            // from its cache: a key that only zooms or moves the highlight redraws no text.
            let look = TileButton.FaceLook(
                cell: cell.normalisedForFace, width: Int(width), height: Int(height), hasPicture: picture != nil,
                labelPixels: painter.largestLabel)
            tile.paintFace(look, on: context) { face in
                _ = painter.draw(cell, layout: layout, pictures: request.flatMap { r in picture.map { [r: $0] } } ?? [:], on: face)
            }
            if cell.isDimmed && shownScreen.zoomRegion != nil { TileMarks.dim(box, on: context) }
            if cell.isHighlighted { TileMarks.scanFrame(box, reach: layout.padding, on: context) }
        case .group(let key, _, let cells):
            TileMarks.group(box, key: key, cells: cells, painter: painter, pictures: pictures, contrast: contrast, on: context)
            if shownScreen.highlightedRegion.map({ region in cells.contains { region.contains(row: $0.row, column: $0.column) } }) == true {
                TileMarks.scanFrame(box, on: context)
            }
        }
        if let progress = tile.dwellProgress { TileMarks.dwellRing(box, progress: progress, on: context) }
        // With switches the scanning frame is the one mark: the keyboard focus ring would be a second.
        if tile.showsFocus && !store.session.settings.access.scans {
            TileMarks.focusRing(width: width, height: height, contrast: contrast, on: context)
        }
    }
}

/// A control button's press, for its GTK handler.
private final class ControlPress {
    weak var window: BoardWindow?
    let key: Key
    init(window: BoardWindow, key: Key) {
        self.window = window
        self.key = key
    }
}
