import TalkGrid
import TalkGridPictures
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal

/// The full-screen board: a thin front end over the ``SessionStore`` for the terminal. It takes
/// events (keys, resizes, speech, ticks, a redraw), sends them to the store, performs what the
/// store returns (speech, the auto-scan timer, settings to save through its ``SettingsDisk``),
/// and draws the store's screen model (or the first run's keypad question, while the store asks it).
///
/// Everything happens in response to an event, in order. Speech never makes the loop wait: the
/// speaker takes a request and returns at once. The auto-scan timer the store asks for is a task
/// that sleeps a pace and posts ``LoopEvent/scanTick(_:)`` (no busy waiting).
public final class BoardLoop {
    /// Where other tasks post events (see ``LoopEvent/redraw``).
    public let mailbox = LoopMailbox()
    /// The session, the notice, the saved settings, the problems: the front-end-neutral part.
    public private(set) var store: SessionStore
    /// What the session shows and does now.
    public var session: Session { store.session }
    /// Problems to tell once the terminal is given back (a caregiver may have missed them on screen).
    public var problems: [CaregiverText] { store.state.problems }
    /// The number of the auto-scan timer that is running; nil when none is.
    public var pendingTick: Int? { store.state.pendingTick }

    private let terminal: any RunTerminal
    private let renderer: ANSIRenderer
    private var previousCanvas: Canvas?
    private var size: TerminalSize
    private let speaker: (any Speaker)?
    /// Where the settings are saved and another program's saves are read; nil: nowhere.
    private let settings: SettingsDisk?
    private var tickTask: Task<Void, Never>?
    /// Whether the last frame drawn was the keypad question (the board after it is drawn whole).
    private var drewQuestion = false
    /// Where the cells' pictures come from; nil: cells show their glyphs. Whether the words-ahead
    /// strip fits depends on them, so the store is told again when they are given.
    public var pictures: PreparedCellPictures? {
        didSet { fitToSize() }
    }
    /// The board, window and picture output whose neighbours' pictures are queued.
    private var preparedAhead: String?
    /// The colours and pictures of the last frame: when they change, every character is drawn anew.
    private var drawnLook: Look
    private struct Look: Equatable {
        var highContrast: Bool
        var symbols: SymbolsSetting
    }

    /// A loop over a session's store.
    /// - Parameters:
    ///   - speaker: where speech goes; nil for none.
    ///   - settings: where the store's saves go and another program's are read; nil: nowhere.
    public init(
        store: SessionStore, terminal: any RunTerminal, colorSupport: ColorSupport, speaker: (any Speaker)?,
        settings: SettingsDisk? = nil
    ) {
        self.store = store
        self.terminal = terminal
        self.speaker = speaker
        self.settings = settings
        renderer = ANSIRenderer(colorSupport: colorSupport)
        size = terminal.size
        drawnLook = Look(highContrast: store.session.settings.highContrast, symbols: store.session.settings.symbols)
        fitToSize()
    }

    /// A loop over a session.
    /// - Parameters:
    ///   - speaker: where speech goes; nil for none.
    ///   - settingsFile: where the menu's changes are saved; nil to save nothing.
    ///   - savedSettings: the settings as loaded from `settingsFile`.
    ///   - notice: shown on the first frame (e.g. the saved settings were unreadable).
    ///   - now: the clock switch presses are timed with (ignore repeats).
    public convenience init(
        session: Session, terminal: any RunTerminal, colorSupport: ColorSupport, speaker: (any Speaker)?,
        interpreter: EffectInterpreter, settingsFile: SettingsFile?, savedSettings: SavedSettings, notice: Announcement? = nil,
        asksKeypad: Bool = false, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.init(
            store: SessionStore(
                session: session, interpreter: interpreter, savesSettings: settingsFile != nil, savedSettings: savedSettings,
                notice: notice, asksKeypad: asksKeypad, now: now),
            terminal: terminal, colorSupport: colorSupport, speaker: speaker, settings: settingsFile.map(SettingsDisk.init))
    }

    /// Runs until the person quits (Ctrl-C, or Quit in the menu) or the input ends; then stops
    /// the speech.
    public func run() async {
        let mailbox = mailbox
        let input = terminal.events()
        let inputTask = Task {
            do {
                for try await event in input { mailbox.post(.input(event)) }
                mailbox.post(.input(.endOfInput))
            } catch {
                mailbox.post(.inputFailed("\(error)"))
            }
        }
        let speechTask = speaker.map { speaker in
            Task {
                for await event in speaker.events { mailbox.post(.speech(event)) }
            }
        }
        defer {
            inputTask.cancel()
            speechTask?.cancel()
            tickTask?.cancel()
            mailbox.finish()
        }
        if start() {
            for await event in mailbox.stream {
                guard await handle(event) else { break }
            }
        }
        await speaker?.stop()
        settings?.finish()
    }

    /// Draws the first frame; false when the terminal is gone.
    public func start() -> Bool {
        let output = store.start()
        keepTimer(output.timer)
        return draw()
    }

    /// Reacts to one event and draws what changed; false when the run ends.
    public func handle(_ event: LoopEvent) async -> Bool {
        guard await takeSaveOutcomes() else { return false }
        switch event {
        case .input(.key(.interrupt)):
            return false
        case .input(.key(let press)):
            // Switches keep their keys; a keypad's Num Lock off arrows are its digits with `numpad`.
            let settings = session.settings
            let key = press.sessionKey(keypad: settings.access.scans ? .phone : settings.keypad)
            // Another program's save (`talkgrid lock set`) holds from this key on.
            if let read = self.settings?.changes() { guard await send(read) else { return false } }
            guard await send(key.map(StoreEvent.key) ?? .keyWithoutMeaning) else { return false }
        case .input(.resize(let newSize)):
            size = newSize
            previousCanvas = nil
            fitToSize()
            guard await send(.screenChanged) else { return false }
        case .input(.endOfInput):
            return false
        case .inputFailed(let reason):
            store.report(RunText.keyboardFailed(reason: reason))
            return false
        case .speech(let event):
            guard await send(.speech(event)) else { return false }
        case .scanTick(let number):
            guard number == store.state.pendingTick else { return true }
            guard await send(.tick(number)) else { return false }
        case .redraw:
            previousCanvas = nil
        case .pictureReady:
            break
        case .pictureFailed(let problem):
            store.report(problem)
        case .settingsSaved:
            break  // taken above
        }
        return draw()
    }

    /// Sends an event to the store and does what it says: the speech and the history, then the
    /// timer; false when the person quit.
    private func send(_ event: StoreEvent) async -> Bool {
        let output = store.send(event)
        if let save = output.save, let settings {
            let mailbox = mailbox
            settings.save(save) { mailbox.post(saved: $0) }
        }
        let failures = await store.perform(output, on: speaker, waitingForEach: false)
        keepTimer(output.timer)
        guard !output.quits else { return false }
        if let failure = failures.first { return await send(.historyNotKept(failure)) }
        return true
    }

    /// Sends the store the outcomes of the saves done since the last event; false when the person quit.
    private func takeSaveOutcomes() async -> Bool {
        for outcome in mailbox.takeSaveOutcomes() {
            guard await send(outcome) else { return false }
        }
        return true
    }

    /// Waits until the settings the store gave out so far are saved and the store has their outcomes
    /// (for tests, which hand events to ``handle(_:)`` themselves); false when the person quit.
    public func waitForSaves() async -> Bool {
        settings?.finish()
        return await takeSaveOutcomes()
    }

    /// The layout that fits, and whether the words-ahead strip shows, are the terminal's to say
    /// (how many characters a grid needs).
    private func fitToSize() {
        let size = size
        store.layoutThatFits = { session, preferred in ScreenPainter.layoutThatFits(session, preferred: preferred, in: size) }
        // The pictures as they are when the store asks (the menu may have turned them off since).
        let (words, pictures) = (store.words, pictures)
        store.wordsAheadFits = { screen in ScreenPainter(words: words, pictures: Self.shown(pictures)).showsWordsAhead(screen, size: size) }
    }

    /// Starts or stops the auto-scan timer as the store asks: a task that sleeps a pace, then
    /// posts the tick (cancelled when a press or a change comes first).
    private func keepTimer(_ timer: ScanTimer?) {
        switch timer {
        case nil:
            return
        case .stop:
            tickTask?.cancel()
            tickTask = nil
        case .start(let number, let pace):
            tickTask?.cancel()
            let mailbox = mailbox
            tickTask = Task {
                do {
                    try await Task.sleep(for: pace)
                } catch {
                    return  // cancelled: a press or a change came first
                }
                mailbox.post(.scanTick(number))
            }
        }
    }

    // MARK: Drawing

    /// Draws the screen in one write (only what changed); false when the terminal is gone.
    private func draw() -> Bool {
        let look = Look(highContrast: session.settings.highContrast, symbols: session.settings.symbols)
        if look != drawnLook {
            // Every character changes colour, or every picture: draw the whole screen anew.
            if look.symbols != drawnLook.symbols { pictures?.symbols = look.symbols }
            drawnLook = look
            previousCanvas = nil
        }
        let asksKeypad = store.asksKeypad
        if asksKeypad != drewQuestion {
            drewQuestion = asksKeypad
            previousCanvas = nil
        }
        let canvas =
            asksKeypad
            ? KeypadQuestion.canvas(size: size, words: store.words)
            : ScreenPainter(words: store.words, pictures: shownPictures).canvas(for: store.screen, size: size)
        let bytes = renderer.render(canvas, theme: look.highContrast ? .highContrast : .standard, since: previousCanvas)
        do {
            if !bytes.isEmpty { try terminal.write(bytes) }
        } catch {
            store.report(RunText.terminalWriteFailed(reason: error))
            return false
        }
        previousCanvas = canvas
        guard !asksKeypad else { return true }
        prepareAhead(size: size)
        prepareSpeech()
        return true
    }

    /// Once a frame is drawn, tells the speaker what may be said next (the message, the words on
    /// this board and one link away), when that changed.
    private func prepareSpeech() {
        guard let speaker, let ahead = store.speechAhead() else { return }
        speaker.prepare(ahead)
    }

    /// The cells' pictures while they are shown; nil when there are none or they are turned off.
    private var shownPictures: PreparedCellPictures? { Self.shown(pictures) }

    /// `pictures` while they are shown; nil when there are none or they are turned off.
    private static func shown(_ pictures: PreparedCellPictures?) -> PreparedCellPictures? {
        pictures.flatMap { $0.output == .off ? nil : $0 }
    }

    /// Once a board is drawn, queues the pictures of the root board and of the boards one link
    /// away, laid out as they will be in this window (after everything on screen; laid out on the
    /// pictures' own threads, not this one).
    private func prepareAhead(size: TerminalSize) {
        guard let pictures = shownPictures else { return }
        let key = "\(session.currentBoard.id) \(size) \(session.settings.layout) \(pictures.output)"
        guard key != preparedAhead else { return }
        preparedAhead = key
        pictures.prepareAhead { [session, status = store.state.status, words = store.words, drawsPixels = pictures.drawsPixels] in
            PictureBox.boxesAhead(of: session, status: status, size: size, words: words, drawsPixels: drawsPixels)
        }
    }
}
