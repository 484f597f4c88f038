import CGtk
import Dispatch
import TalkGrid
import TalkGridGtk
import TalkGridPictures
import TalkGridPrint
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

#if canImport(Glibc)
    import Glibc
#endif

/// The board in a window: a thin front end over the ``SessionStore``, as the terminal board
/// is. GTK 3 widgets (through the ``TalkGridGtk`` owner types), so that the AT-SPI registry (the
/// Orca screen reader, switch and voice tools) reads a labelled button for every cell and
/// control; keys, switches, touch, click and dwell all end as the store's events; the cells'
/// faces are drawn with the printed page's ``CellPainter`` at the tile's size.
///
/// It lives on ``GLibMain``, GTK's thread, as the compiler checks: speech events and pictures
/// come back to it by `await` or ``GLibMain/post(_:)``. It never waits: speech is performed on
/// a task, pictures on a worker thread.
@GLibMain
public final class BoardWindow {
    /// What the window is asked to show and how.
    public struct Options: Sendable {
        public var fullscreen = false
        /// How long the pointer rests on a tile to pick it; nil: dwell is off.
        public var dwellMilliseconds: Int?
        /// The disk cache of the tiles' pictures, for the next start; nil: they are decoded each time.
        public var pictureCache: DiskCache?
        /// The set's path, watched for changes made meanwhile (nil: the shipped set, nothing to watch).
        public var setPath: String?
        /// The set as read for the run: a change made meanwhile reads again only the files it changed.
        public var opened: OpenedBoardSet?
        /// Opens the set's editor when edit mode starts, or says why it cannot be edited; nil: no editing.
        public var editor: (@Sendable () -> Result<any SetEditing, SetNotEditable>)?
        /// Start in edit mode (`--edit`: after the caregiver code, when the lock is set).
        public var startsEditing = false
        public init(
            fullscreen: Bool = false, dwellMilliseconds: Int? = nil, pictureCache: DiskCache? = nil, setPath: String? = nil,
            opened: OpenedBoardSet? = nil, editor: (@Sendable () -> Result<any SetEditing, SetNotEditable>)? = nil,
            startsEditing: Bool = false
        ) {
            self.fullscreen = fullscreen
            self.dwellMilliseconds = dwellMilliseconds
            self.pictureCache = pictureCache
            self.setPath = setPath
            self.opened = opened
            self.editor = editor
            self.startsEditing = startsEditing
        }
    }

    /// What is left to do once the window closed: the last words handed to the speaker, and the
    /// problems to tell the caregiver.
    public struct Ending: Sendable {
        let performing: Task<Void, Never>?
        let speaker: (any Speaker)?
        let settings: SettingsDisk?
        /// Problems to tell once the window is closed.
        public let problems: [CaregiverText]

        /// The last words are handed to the speaker, then it stops.
        public func finish() async {
            await performing?.value
            await speaker?.stop()
            settings?.finish()
        }
    }

    public private(set) var store: SessionStore

    let speaker: (any Speaker)?
    let options: Options
    /// The text size nearest the desktop's text scale (read at start).
    private var desktopTextSize = TextSize(step: SessionSettings.standardTextSize)
    /// The text size the settings ask for (the menu's Text size, Ctrl-+ and Ctrl--, `--text-size`),
    /// else the desktop's.
    var textSize: TextSize { store.session.settings.textSize.map(TextSize.init(step:)) ?? desktopTextSize }
    /// Whether the desktop's theme is a high-contrast one (HighContrast, HighContrastInverse).
    private var desktopHighContrast = false
    let pictures: WindowPictures
    let painter: CellPainter

    /// The window (made as the toolkit started) and its parts, put together by ``build()``.
    let window: Window
    let column = Box(.column, spacing: columnSpacing)
    /// The pixels between the window's parts, top to bottom.
    static let columnSpacing = 8
    /// How many parts are over the board in the column: the title (and notice), the message, the controls.
    static let partsOverBoard = 3
    private let titleLabel = Label(leading: true)
    /// The title and the notice, side by side.
    private let titleRow = Box(.row, spacing: 16)
    /// The message: each word with its picture (``MessageBar``).
    let messageBar = MessageBar()
    let noticeLabel = Label(wraps: true, leading: true)
    let controlBox = Box(.row, spacing: 8)
    /// The words most likely next, under the board (``WordsAheadStrip``).
    let wordsAhead = WordsAheadStrip()
    let boardArea = Box(.column)
    private let styleSheet = StyleSheet()
    /// The first run's keypad question, while the store asks it.
    var question: KeypadQuestionView?
    /// Where the store's saves go and another program's saves are read; nil: nowhere.
    private let settings: SettingsDisk?
    /// The grid of tiles shown, and a cache of the last ones shown before it, hidden (see ``TileGrid``).
    private var grids: [TileGrid] = []
    /// The board's layout last shown, and whether the words-ahead strip showed under it.
    private var laidOut: (layout: WindowLayout, showsStrip: Bool)?
    /// Whether a layout after a change of size is waiting to be shown.
    private var relayoutPending = false
    /// How many grids are kept: a large board's, its nine regions', and the one shown before.
    private static let gridsKept = 11
    var tiles: [TileButton] { grids.first?.tiles ?? [] }
    private var controls: [ControlButton] = []
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
    var isHighContrast: Bool { store.session.settings.highContrast || desktopHighContrast }
    /// Whether the person moved the keyboard focus (Tab) since a board put it on its first cell:
    /// only then is the focus ring drawn on a tile.
    var focusMovedByPerson = false
    /// The window's title shown.
    private var shownTitle: String?
    /// The screen model shown (made once a change, not once a tile).
    var shownScreen = ScreenModel(
        printing: Board(id: "", name: "", grid: TalkGrid.Grid(rows: 0, columns: 0), cells: []))
    private var shownBoard: String?
    /// Speech is performed in order, one reaction after the other, off the window's thread.
    private var performing: Task<Void, Never>?
    private var speechEvents: Task<Void, Never>?
    private var dwellGeneration = 0
    /// Where the pointer was last seen in the window, on the screen (nil: not yet).
    private var lastPointer: PointerPlace?
    /// A tile that appeared under the pointer at rest (the window opening, a board the last pick
    /// opened): its dwell waits for the pointer to move, so dwell never picks what the person did
    /// not move to.
    private weak var restingOn: TileButton?
    /// Whether the hidden regions' faces are to be drawn again once the window is idle (pictures
    /// came): one drawing for all the pictures that come meanwhile.
    private var regionFacesAheadPending = false
    /// Whether the window was closed (its widgets are gone).
    private var isClosed = false
    /// Timings for the benchmark (`TALKGRID_WINDOW_TRACE`); nil: none are kept.
    let trace = WindowTrace()
    /// The window's frame clock, while the trace listens to it.
    private var frameClock: Object?

    // MARK: Editing
    /// The set's editor while in edit mode; nil on the person's board.
    var editor: (any SetEditing)?
    var isEditing: Bool { editor != nil }
    /// The bar of edit mode (Done, Undo, Redo), over the board.
    let editBar = Box(.row, spacing: 8)
    /// "Edit boards", shown under the menu's main screen.
    let editBoardsButton = Button()
    /// The person's vocabulary level, in the edit bar.
    let levelList = ChoiceList()
    /// The cell editor, while it is open (in place of the board).
    var cellEditor: CellEditorView?
    /// The board's settings ("Board settings"), shown in place of the board while open.
    var boardSettings: BoardSettingsView?
    /// "Add a board" and "Show a board", a row under the edit bar; a board just added, shown once the set is read again.
    let boardBar = Box(.row, spacing: 8)
    let boardChoice = BoardChoice()
    var boardToShow: String?
    /// What the last edit did, shown as the notice until the next one or a key.
    var editNotice: String?
    /// Whether edit mode said that a caregiver lock can keep it (once a run).
    var toldAboutLock = false
    /// Edits wait for the set's lock off GTK's thread, one after the other.
    let editQueue = DispatchQueue(label: "talkgrid.window-edits", qos: .userInitiated)
    /// Picture searches and the symbols' words for translations, beside the edits (a search never waits for a save).
    let symbolQueue = DispatchQueue(label: "talkgrid.window-symbols", qos: .userInitiated)
    /// The cell being moved without a pointer ("Move"): where it goes is touched next.
    var moving: (boardID: String, slot: GridSlot)?
    /// Whether an edit is under way (the editor's buttons wait for it).
    var editUnderWay = false
    /// Watches the set's folder while the board is shown.
    var watcher: SetWatcher?
    /// "Select several": the cells chosen and the bar of what to do with them; nil when not selecting.
    var selection: CellSelection?
    var selectionBar: SelectionBar?
    /// The cells "Copy" took, pasted into an empty slot.
    var copied: CopiedCells?

    /// The board of `store` in `window` (made as the toolkit started, while the set was opened).
    public init(
        window: Window, store: SessionStore, media: SetMedia, speaker: (any Speaker)?, settings: SettingsDisk? = nil, options: Options
    ) {
        self.window = window
        self.store = store
        self.speaker = speaker
        self.settings = settings
        self.options = options
        pictures = WindowPictures(media: media, disk: options.pictureCache)
        painter = CellPainter(words: store.words, decoder: PictureDecoder(), scale: 1)
    }

    /// Shows the board in the window and runs until the person quits or closes it.
    public func run() -> Ending {
        // SIGTERM, SIGINT and SIGHUP close the window as its close button does (speech stops, the
        // caregiver is told what went wrong).
        Toolkit.quit(onSignals: [SIGTERM, SIGINT, SIGHUP])
        desktopTextSize = TextSize(desktopScale: Toolkit.desktopTextScale)
        desktopHighContrast = Toolkit.themeName?.lowercased().contains("contrast") == true
        trace?.mark("stage toolkit")
        build()
        trace?.mark("stage built")
        pictures.onReady = { [weak self] in
            guard let self, !isClosed else { return }
            for tile in tiles + wordsAhead.tiles { tile.redraw() }
            messageBar.redraw()
            if !regionFacesAheadPending {
                regionFacesAheadPending = true
                GLibMain.whenIdle { [weak self] in self?.drawRegionFacesAhead() }
            }
        }
        if let speaker {
            speechEvents = Task.detached { [weak self] in
                for await event in speaker.events { await self?.send(.speech(event)) }
            }
        }
        let output = store.start()
        trace?.mark("stage started")
        keepTimer(output.timer)
        showFirstScreen()
        trace?.mark("stage shown")
        watchSet()
        if options.startsEditing { send(.input(.editBoards)) }
        Toolkit.run()
        speechEvents?.cancel()
        return Ending(performing: performing, speaker: speaker, settings: settings, problems: store.state.problems)
    }

    /// Shows the store's first screen at the sizes its first frame paints at. The window was given
    /// its sizes before the message, the notice and the controls had their words: laid out on those,
    /// a words-ahead strip chosen can turn out not to fit, and the board is drawn twice. So they get
    /// their words and GTK gives out their sizes first; the board laid out then is laid out again
    /// only if the sizes GTK gives out with it still change its layout. The first frame is the
    /// board's last, its pictures asked for once at their tiles' sizes, while that frame is laid
    /// out and painted.
    private func showFirstScreen() {
        // What is above the board first, and its sizes given out while the board area is empty (a
        // quick layout), so the board is laid out once, in the area it keeps.
        shownScreen = store.screen
        showAboveBoard(shownScreen, title: store.words.text(shownScreen.title), words: store.words)
        window.giveOutSizes()
        show()
        for _ in 0..<2 {
            window.giveOutSizes()
            guard let laidOut, layout(of: shownScreen, offersStrip: offersStrip(shownScreen)) != laidOut else { break }
            show()
        }
        askPictures()
    }

    // MARK: Building

    private func build() {
        window.setTitle("TalkGrid")
        window.setDefaultSize(width: 1024, height: 720)
        window.connect(.destroy) { [weak self] in
            // Work posted before the window closed (speech events, pictures) finds it closed.
            self?.isClosed = true
            Toolkit.quit()
        }
        window.connect(.keyPress) { [weak self] key in self?.typed(key) ?? false }
        if options.dwellMilliseconds != nil {
            window.receivesPointerMoves()
            window.connect(.pointerMoved) { [weak self] place in
                self?.pointerMoved(to: place)
                return false
            }
        }
        window.connect(.configure) { [weak self] in
            GLibMain.post { self?.show() }  // after the new size is given out
            return false
        }

        column.setBorder(8)
        window.add(column)
        // The title and the notice share a line (an empty notice line would be a band of nothing).
        titleLabel.addStyleClass("title")
        titleRow.append(titleLabel)
        noticeLabel.addStyleClass("notice")
        titleRow.append(noticeLabel, expand: true)
        column.append(titleRow)
        column.append(messageBar.box)
        messageBar.onDraw = { [weak self] in self?.drawMessage($0, on: $1) }
        controlBox.setHomogeneous(true)
        column.append(controlBox)
        boardArea.expand()
        boardArea.connect(.sizeAllocate) { [weak self] in self?.relayoutIfResized() }
        boardArea.describe(role: .panel)
        column.append(boardArea, expand: true)
        buildWordsAhead()
        if store.asksKeypad {
            let view = KeypadQuestionView(words: store.words)
            view.onSkip = { [weak self] in self?.send(.keypadChosen(nil)) }
            column.append(view.box, expand: true)
            question = view
        }

        applyStyle()
        window.showAll()
        if question != nil {
            // The question alone: the board waits behind it.
            for part: Widget in [messageBar.box, noticeLabel, controlBox, boardArea] { part.isVisible = false }
        }
        // Made after the window is shown, so that they stay hidden until edit mode and the menu
        // need them (a toplevel is given its size as it is shown, and a hidden part takes none).
        buildEditing()
        if let trace, let clock = window.frameClock {
            frameClock = clock
            clock.connect(.beforePaint) { trace.frameBegins() }
            clock.connect(.afterPaint) { [weak self] in
                guard let self else { return }
                trace.framePainted(pending: pictures.pendingCount, ready: pictures.readyCount)
            }
        }
        if options.fullscreen { window.fullscreen() }
    }

    /// The text sizes and colours, as CSS (the high contrast setting, or the desktop's theme).
    /// Nothing moves by itself (Reduce Motion): the theme's transitions are turned off; the dwell
    /// ring is the one thing that fills over time.
    private func applyStyle() {
        let style = wantedStyle
        styled = style
        styleSheet.load(WindowStyle(contrast: style.contrast, textSize: textSize).css)
        titleRow.setSize(width: -1, height: Int(textSize.titleLineHeight.rounded()))
    }

    // MARK: Events

    /// A key typed into the window; false when it is left to the toolkit.
    private func typed(_ key: KeyPress) -> Bool {
        let meaning = WindowKey(keysym: key.keysym, control: key.control, scans: store.session.settings.access.scans)
        if meaning != .toolkit { trace?.keyTaken() }
        if question != nil, meaning != .quit {
            // The store reads the answer (or ignores the key).
            if case .key(let key) = meaning { send(.key(key)) }
            return meaning != .toolkit
        }
        if isEditing, meaning != .quit, !isTextSize(meaning) {
            // Edit mode is worked like any form: Tab and the arrows move, Enter and Space press,
            // letters and digits are typed into the editor's fields; Escape closes the editor.
            if key.keysym == 0xff1b, cellEditor != nil || boardSettings != nil || moving != nil || selection != nil {
                if selection != nil, cellEditor == nil, boardSettings == nil {
                    endSelecting()
                    editNotice = nil
                    show()
                } else if moving != nil {
                    moving = nil
                    editNotice = nil
                    show()
                } else {
                    closeEditor()
                }
                return true
            }
            return false
        }
        switch meaning {
        case .toolkit:
            // Tab and Shift-Tab move the focus: from now on its ring shows where Space presses.
            if key.keysym == 0xff09 || key.keysym == 0xfe20 { focusMovedByPerson = true }
            return false
        case .quit:
            window.destroy()
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

    private func isTextSize(_ meaning: WindowKey) -> Bool {
        if case .textSize = meaning { return true }
        return false
    }

    /// Once the store no longer asks the keypad question: the board shows.
    private func closeQuestion() {
        guard let view = question, !store.asksKeypad else { return }
        question = nil
        view.box.destroy()
        for part: Widget in [messageBar.box, noticeLabel, controlBox, boardArea] { part.isVisible = true }
        // `--edit` on the first run: edit mode once the keypad is chosen.
        if options.startsEditing { GLibMain.post { [weak self] in self?.send(.input(.editBoards)) } }
    }

    /// Sends an event to the store, performs what it says (speech on a task, the timer, the
    /// settings to save) and shows the new screen.
    func send(_ event: StoreEvent) {
        guard !isClosed else { return }
        switch event {
        case .key, .touch:
            // Another program's save (`talkgrid lock set`) holds from this press on.
            if let read = settings?.changes() { send(read) }
            editNotice = nil
        default:
            break
        }
        let output = store.send(event)
        closeQuestion()
        keepTimer(output.timer)
        if let save = output.save, let settings {
            settings.save(save) { outcome in GLibMain.post { [weak self] in self?.send(outcome) } }
        }
        let previous = performing
        let store = store
        let speaker = speaker
        performing = Task.detached { [weak self] in
            await previous?.value
            let failures = await store.perform(output, on: speaker, waitingForEach: false)
            if let failure = failures.first { await self?.send(.historyNotKept(failure)) }
        }
        if output.quits {
            window.destroy()
            return
        }
        if output.reaction.startsEditing { startEditing() }
        show()
        trace?.keyHandled()
    }

    private func keepTimer(_ timer: ScanTimer?) {
        guard case .start(let number, let pace)? = timer else { return }
        GLibMain.after(milliseconds: Int(pace / .milliseconds(1))) { [weak self] in
            guard let self, store.state.pendingTick == number else { return }
            send(.tick(number))
        }
    }

    /// A tile pressed (a click, a touch, Space, a screen reader's action) or dwelt on (`method` `.dwell`).
    private func pressed(_ tile: TileButton, by method: PickMethod = .touch) {
        trace?.keyTaken()
        if isEditing, !shownScreen.isChoiceScreen, case .cell(let cell) = tile.tile {
            editSlot(GridSlot(row: cell.row, column: cell.column))
            return
        }
        switch tile.tile {
        case .cell(let cell): send(.touch(.touchCell(row: cell.row, column: cell.column, by: method)))
        case .group(let key, _, _): send(.touch(.key(.digit(key))))
        }
    }

    /// Dwell: the pointer moved onto a tile fills its ring; when full, the tile is pressed. Leaving
    /// the tile stops it. A tile that appears under the pointer at rest waits for the pointer to move.
    private func crossed(_ tile: TileButton, _ crossing: PointerCrossing) {
        guard options.dwellMilliseconds != nil else { return }
        dwellGeneration += 1
        restingOn = nil
        for other in tiles where other.dwellProgress != nil {
            other.dwellProgress = nil
            other.redraw()
        }
        let before = lastPointer
        lastPointer = crossing.screen
        guard crossing.crossing == .entered else { return }
        if before == nil || before == crossing.screen {
            restingOn = tile
        } else {
            dwell(on: tile)
        }
    }

    /// The pointer moved in the window: a tile it rests on since it appeared under it starts its
    /// dwell now.
    private func pointerMoved(to place: PointerPlace) {
        defer { lastPointer = place }
        guard let tile = restingOn, place != lastPointer else { return }
        restingOn = nil
        dwell(on: tile)
    }

    /// Starts the dwell ring on `tile`: it fills over the dwell time, then picks the tile.
    private func dwell(on tile: TileButton) {
        guard let dwell = options.dwellMilliseconds else { return }
        let generation = dwellGeneration
        let steps = 10
        tile.dwellProgress = 0
        tile.redraw()
        for step in 1...steps {
            GLibMain.after(milliseconds: dwell * step / steps) { [weak self, weak tile] in
                guard let self, let tile, !isClosed, dwellGeneration == generation, tiles.contains(where: { $0 === tile }) else { return }
                tile.dwellProgress = Double(step) / Double(steps)
                tile.redraw()
                if step == steps {
                    dwellGeneration += 1
                    tile.dwellProgress = nil
                    pressed(tile, by: .dwell)
                }
            }
        }
    }

    // MARK: Showing

    /// Shows the store's screen: the title, the message, the notice, the controls and the tiles
    /// (a grid of them kept or made anew when the board or the layout changes, else redrawn).
    func show() {
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
        showAboveBoard(screen, title: title, words: words)
        let laidOut = self.layout(of: screen, offersStrip: offersStrip(screen))
        self.laidOut = laidOut
        fitWordsAhead()
        let (layout, showsStrip) = laidOut
        showWordsAhead(showsStrip ? screen.wordsAhead : [], highlighted: screen.isWordsAheadHighlighted, words: words)
        let board = gridBoard(of: screen, title: title)
        pictures.show(board: board)
        let place = TileGrid.Place(board: board, layout: layout)
        if grids.first?.place != place {
            showGrid(place, layout, of: screen, title: title)
            // Made once a board: back from a region, the kept ones serve (each made again would cost
            // the idle window a screen of the whole board).
            let kept = grids.count { $0.isRegion && $0.place.board == board }
            if screen.zoomRegion == nil && kept < screen.keyGroups.count {
                makeRegionGridsAhead(board: board, store.session.regionsAhead())
            }
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

    /// The layout of `screen` at the text size in the space the board and the words-ahead strip
    /// share, and whether the strip shows under it: as in the terminal, the strip takes its row
    /// only where the board (or its zoom region) still shows whole with it, or would not show
    /// whole without it either, so the strip never turns a board that fits into region tiles.
    private func layout(of screen: ScreenModel, offersStrip: Bool) -> (layout: WindowLayout, showsStrip: Bool) {
        guard let space = boardSpace else {
            // Not laid out yet: a first guess, laid out again once GTK gives the area its size.
            return (WindowLayout(screen: screen, width: 1000, height: 560, textSize: textSize), offersStrip)
        }
        return Self.layout(of: screen, in: space, textSize: textSize, offersStrip: offersStrip)
    }

    /// The board's area now and the strip's row under it, which the two share; nil before GTK gave them sizes.
    private var boardSpace: BoardSpace? {
        let (width, area) = boardArea.size
        guard width > 1, area > 1 else { return nil }
        let stripShown = wordsAhead.box.isVisible ? wordsAhead.box.size.height : 0
        let shared = area + (stripShown > 0 ? stripShown + Double(Self.columnSpacing) : 0)
        return BoardSpace(width: width, height: shared, strip: Double(wordsAheadHeight + Self.columnSpacing))
    }

    /// The width and height the board and the words-ahead strip share, and the height the strip's row takes of it.
    struct BoardSpace: Sendable {
        var width: Double
        var height: Double
        var strip: Double
    }

    /// ``layout(of:offersStrip:)`` in `space`.
    nonisolated static func layout(of screen: ScreenModel, in space: BoardSpace, textSize: TextSize, offersStrip: Bool) -> (
        layout: WindowLayout, showsStrip: Bool
    ) {
        let plain = WindowLayout(screen: screen, width: space.width, height: space.height, textSize: textSize)
        guard offersStrip else { return (plain, false) }
        let withStrip = WindowLayout(screen: screen, width: space.width, height: space.height - space.strip, textSize: textSize)
        return withStrip.showsWhole || !plain.showsWhole ? (withStrip, true) : (plain, false)
    }

    /// Tells the store whether the strip shows with a screen in the board's space now, so that
    /// scanning's highlight never rests on a strip that gave way.
    private func fitWordsAhead() {
        guard let space = boardSpace else { return store.wordsAheadFits = nil }
        let textSize = textSize
        store.wordsAheadFits = { screen in
            Self.layout(of: screen, in: space, textSize: textSize, offersStrip: !screen.wordsAhead.isEmpty).showsStrip
        }
    }

    /// Whether `screen` has words ahead to show under the board (none behind the keypad question
    /// and in edit mode).
    private func offersStrip(_ screen: ScreenModel) -> Bool { question == nil && !isEditing && !screen.wordsAhead.isEmpty }

    /// Lays the board out again when its area changed size (the window shown, made full screen or
    /// resized, a notice wrapping onto a second line), once GTK has given out the new sizes.
    private func relayoutIfResized() {
        guard !isClosed, !relayoutPending, let laidOut else { return }
        guard layout(of: shownScreen, offersStrip: offersStrip(shownScreen)) != laidOut else { return }
        relayoutPending = true
        GLibMain.after(milliseconds: 0) { [weak self] in
            guard let self else { return }
            relayoutPending = false
            show()
        }
    }

    /// Shows what `screen` has above the board: the window's title, the title line, the message,
    /// the notice and the controls (and edit mode's).
    private func showAboveBoard(_ screen: ScreenModel, title: String, words: InterfaceWords) {
        let windowTitle = "TalkGrid · \(title)"
        if shownTitle != windowTitle {
            shownTitle = windowTitle
            window.setTitle(windowTitle)
        }
        titleLabel.setText(
            title + (screen.titleNotes.isEmpty ? "" : "  ·  " + ways.titleNotes(of: screen).map { words.text($0) }.joined(separator: " · "))
        )
        showMessage(screen, words: words)
        noticeLabel.setText(editNotice ?? screen.status.notice.map { words.text($0.text) } ?? "")
        showControls(screen, words: words)
        showEditing(screen)
    }

    /// The board (or choice screen) a grid of tiles is made for.
    private func gridBoard(of screen: ScreenModel, title: String) -> String {
        "\(screen.kind) \(title) \(screen.layout.rows)x\(screen.layout.columns)\(isEditing ? " edit" : "")\(selectionSignature)"
    }

    /// The grids of the regions the keys open on the board shown (the core's
    /// ``Session/regionsAhead()``), made ahead (hidden, one at a time when the window is idle, so
    /// that no key waits for them): the first zoom into a region of a large board then shows a
    /// kept grid.
    private func makeRegionGridsAhead(board: String, _ sessions: [Session]) {
        guard let session = sessions.first else { return }
        GLibMain.whenIdle { [weak self] in
            guard let self, !isClosed, shownBoard == board, grids.first?.place.board == board else { return }
            makeRegionGrid(session, board: board)
            makeRegionGridsAhead(board: board, Array(sessions.dropFirst()))
        }
    }

    /// Makes the grid of a region of the board shown (`session` zoomed into it), hidden, unless it is kept already.
    private func makeRegionGrid(_ session: Session, board: String) {
        let screen = ScreenModel(session: session, status: store.state.status)
        guard screen.zoomRegion != nil else { return }
        let (layout, showsStrip) = layout(of: screen, offersStrip: offersStrip(screen))
        let place = TileGrid.Place(board: gridBoard(of: screen, title: store.words.text(screen.title)), layout: layout)
        guard place.board == board, !grids.contains(where: { $0.place == place }) else { return }
        var grid = makeGrid(place, layout, of: screen, session: session)
        grid.grid.isVisible = false
        // The board's area, less the words-ahead strip's row when the strip shows with the region.
        grid.aheadArea = boardSpace.map { ($0.width, $0.height - (showsStrip ? $0.strip : 0)) }
        drawFacesAhead(of: grid)
        grids.insert(grid, at: min(1, grids.count))
        keepGrids()
    }

    /// Draws again, ahead, the faces of the hidden region grids of the board shown (those whose
    /// pictures came since).
    private func drawRegionFacesAhead() {
        regionFacesAheadPending = false
        guard !isClosed, let shown = grids.first else { return }
        for grid in grids.dropFirst() where grid.isRegion && grid.place.board == shown.place.board { drawFacesAhead(of: grid) }
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
            grids.remove(at: index).grid.destroy()
        }
    }

    /// Shows the grid for `place`: the one kept from before when there is one (hidden while another
    /// showed: zooming out of a region shows the whole board again without making 176 buttons and
    /// drawing their faces anew), else a new one. The grid shown before is hidden and kept.
    private func showGrid(_ place: TileGrid.Place, _ layout: WindowLayout, of screen: ScreenModel, title: String) {
        grids.first?.grid.isVisible = false
        if let kept = grids.firstIndex(where: { $0.place == place }) {
            let grid = grids.remove(at: kept)
            grids.insert(grid, at: 0)
            grid.grid.isVisible = true
        } else {
            grids.insert(makeGrid(place, layout, of: screen, session: store.session), at: 0)
            keepGrids()
        }
        boardArea.describe(name: title)
        if place.board != shownBoard {
            trace?.boardShown(title)
            focusMovedByPerson = false
            tiles.first?.button.grabFocus()
        }
        shownBoard = place.board
    }

    private func makeGrid(_ place: TileGrid.Place, _ layout: WindowLayout, of screen: ScreenModel, session: Session) -> TileGrid {
        var tiles: [TileButton] = []
        // No spacing: each tile's own edge (``TileFace/margin``) makes the gap between cells.
        let grid = TalkGridGtk.Grid(homogeneous: true, spacing: 0)
        grid.expand()
        // Every slot holds something, so that rows and columns keep their share of the area.
        var filled = Set<Int>()
        // In edit mode an empty slot of a whole board offers a new cell (or the hidden cell it holds).
        let slotsAreCells =
            isEditing && !screen.isChoiceScreen && screen.zoomRegion == nil && screen.layout.arrangement == .grid
            && layout.tiles.allSatisfy { if case .cell = $0.tile { true } else { false } }
        for placed in layout.tiles {
            let tile = TileButton(tile: placed.tile)
            if slotsAreCells { arrangeByDragging(tile.button, at: placed.tile, rows: layout.rows, columns: layout.columns) }
            tile.onPress = { [weak self] in self?.pressed($0) }
            tile.onDraw = { [weak self] in self?.draw($0, on: $1) }
            tile.onCrossing = { [weak self] in self?.crossed($0, $1) }
            describe(tile, words: store.words)
            grid.attach(tile.button, row: placed.row, column: placed.column)
            filled.insert(placed.row * layout.columns + placed.column)
            tiles.append(tile)
        }
        for row in 0..<layout.rows {
            for column in 0..<layout.columns where !filled.contains(row * layout.columns + column) {
                if slotsAreCells {
                    grid.attach(emptySlotButton(GridSlot(row: row, column: column), on: session.currentBoard), row: row, column: column)
                    continue
                }
                let empty = Box(.column)
                empty.expand()
                grid.attach(empty, row: row, column: column)
            }
        }
        boardArea.append(grid, expand: true)
        grid.showAll()
        return TileGrid(
            place: place, grid: grid, tiles: tiles, boardID: screen.isChoiceScreen ? "" : session.currentBoard.id,
            isRegion: screen.zoomRegion != nil)
    }

    /// The tile's name and description for a screen reader: the word; a folder, the keys.
    private func describe(_ tile: TileButton, words: InterfaceWords) {
        switch tile.tile {
        case .cell(let cell):
            var parts: [String] = []
            if isSelected(row: cell.row, column: cell.column) { parts.append(words.text(TextKey.editSelected)) }
            if cell.opensBoard { parts.append(words.text(InterfaceText(.windowFolder))) }
            if !cell.keySequence.isEmpty {
                parts.append(
                    words.text(
                        InterfaceText.windowKeys(keys: cell.keySequence.map { words.name(of: $0) }.joined(separator: " "))))
            }
            tile.describe(name: words.text(cell.label), description: parts.joined(separator: ", "))
        case .group(let key, _, let cells):
            let sample = cells.prefix(6).map { words.text($0.label) }.joined(separator: ", ")
            tile.describe(
                name: words.text(InterfaceText.windowGroup(count: cells.count, words: sample)),
                description: words.text(InterfaceText.windowKeys(keys: String(key))))
        }
    }

    private func showControls(_ screen: ScreenModel, words: InterfaceWords) {
        let keys = screen.controls.map(\.key)
        if keys != controls.map(\.key) {
            for control in controls { control.button.destroy() }
            controls = screen.controls.map { control in
                let key = control.key
                let shown = ControlButton(key: key)
                shown.button.connect(.clicked) { [weak self] in self?.send(.touch(.touchControl(key))) }
                controlBox.append(shown.button, expand: true)
                return shown
            }
            for control in controls { control.button.showAll() }  // the bar itself may wait hidden
        }
        for (control, shown) in zip(screen.controls, controls) {
            // The key in brackets, but not at the accessibility sizes (the word stays on one line).
            let key =
                !ways.showsKeys(on: screen, editing: isEditing) || textSize.isAccessibilitySize ? "" : " (\(words.name(of: control.key)))"
            shown.show(
                text: "\(control.glyph) \(words.text(control.label))\(key)", name: words.text(control.label),
                description: words.text(InterfaceText.windowKeys(keys: words.name(of: control.key))),
                available: control.isAvailable, highlighted: control.isHighlighted)
        }
    }
}
