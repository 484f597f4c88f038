import TalkGrid
import TalkGridPictures
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridTerminal

/// The full-screen board: takes events (keys, resizes, speech, a redraw), feeds keys to the
/// session, performs its effects through the ``EffectInterpreter``, and draws the screen.
///
/// Everything happens in response to an event, in order, so nothing on the screen changes by
/// itself except the speaking sign and, when the person chose auto-scan, the highlight; a notice
/// stays until the next key. Speech never makes the loop wait: the speaker takes a request and
/// returns at once.
///
/// Auto-scan's clock is here, not in the session: while it runs, a timer task posts one
/// ``LoopEvent/scanTick(_:)`` a pace after the last press or tick (the loop sleeps until then,
/// no busy waiting); when the session stops and waits, so does the timer. Switch presses that
/// repeat within the person's "ignore repeats" time are dropped here too.
public final class BoardLoop {
    /// Where other tasks post events (see ``LoopEvent/redraw``).
    public let mailbox = LoopMailbox()
    /// What the session shows and does now.
    public private(set) var session: Session
    /// Problems to print once the terminal is given back (a caregiver may have missed them on screen).
    public private(set) var problems: [String] = []

    private var status = ScreenStatus()
    /// The layout the person chose; the rows layout stands in while the grid does not fit.
    private var preferredLayout: BoardLayout
    private let terminal: any RunTerminal
    private let renderer: ANSIRenderer
    private var previousCanvas: Canvas?
    private var size: TerminalSize
    private let speaker: (any Speaker)?
    private var interpreter: EffectInterpreter
    private let settingsFile: SettingsFile?
    /// The settings as saved (not as merged for this run): the menu's changes are added to them.
    private var savedSettings: SavedSettings
    private var reportedHistoryFailure = false
    /// The settings file's stamp when it was last read or written here: another program's save
    /// (`talkgrid lock set`) changes it.
    private var settingsStamp: SettingsFile.Stamp?
    /// Where the cells' pictures come from; nil: cells show their glyphs.
    public var pictures: PreparedCellPictures?
    /// The board, window and picture output whose neighbours' pictures are queued.
    private var preparedAhead: String?
    /// Where the session was when the speaker was last told what may be said next.
    private var speechPreparedFor: SpeechAhead?
    private struct SpeechAhead: Equatable {
        var board: String
        var message: Message
        var settings: SessionSettings
        var mode: SessionMode
    }
    /// The number of the auto-scan timer that is running; nil when none is.
    public private(set) var pendingTick: Int?
    private var ticksStarted = 0
    private var tickTask: Task<Void, Never>?
    /// The time now, for ignoring repeated switch presses.
    private let now: @Sendable () -> ContinuousClock.Instant
    /// When each switch was last pressed (and the press taken).
    private var lastSwitchPress: [Key: ContinuousClock.Instant] = [:]

    /// The colours the person chose (the menu changes them at once).
    private var theme: BoardTheme { session.settings.highContrast ? .highContrast : .standard }

    /// A loop over a session.
    /// - Parameters:
    ///   - speaker: where speech goes; nil for none.
    ///   - settingsFile: where the menu's changes are saved; nil to save nothing.
    ///   - savedSettings: the settings as loaded from `settingsFile`.
    ///   - notice: shown on the first frame (e.g. the saved settings were unreadable).
    ///   - now: the clock switch presses are timed with (ignore repeats).
    public init(
        session: Session, terminal: any RunTerminal, colorSupport: ColorSupport, speaker: (any Speaker)?,
        interpreter: EffectInterpreter, settingsFile: SettingsFile?, savedSettings: SavedSettings, notice: ScreenNotice? = nil,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.now = now
        self.session = session
        self.terminal = terminal
        self.speaker = speaker
        self.interpreter = interpreter
        self.settingsFile = settingsFile
        self.savedSettings = savedSettings
        settingsStamp = settingsFile?.stamp()
        preferredLayout = session.settings.layout
        renderer = ANSIRenderer(colorSupport: colorSupport)
        size = terminal.size
        status.notice = notice
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
    }

    /// Draws the first frame; false when the terminal is gone.
    public func start() -> Bool {
        if let said = interpreter.follow(session) { status.notice = status.notice ?? ScreenNotice(said) }
        fitLayout()
        scheduleTick(restart: true)
        return draw()
    }

    /// Reacts to one event and draws what changed; false when the run ends.
    public func handle(_ event: LoopEvent) async -> Bool {
        let goesOn: Bool
        var restartsTimer = false
        switch event {
        case .input(.key(let press)):
            restartsTimer = true
            goesOn = press == .interrupt ? false : await pressed(press)
        case .input(.resize(let newSize)):
            size = newSize
            previousCanvas = nil
            goesOn = true
        case .input(.endOfInput):
            goesOn = false
        case .inputFailed(let reason):
            problems.append("talkgrid: reading the keyboard failed: \(reason)")
            goesOn = false
        case .speech(let event):
            heard(event)
            goesOn = true
        case .scanTick(let number):
            guard number == pendingTick else { return true }
            pendingTick = nil
            restartsTimer = true
            let before = session.settings
            await perform(session.reduce(.tick), changedFrom: before)
            goesOn = true
        case .redraw:
            previousCanvas = nil
            goesOn = true
        case .pictureReady:
            goesOn = true
        case .pictureFailed(let problem):
            problems.append("talkgrid: \(problem)")
            goesOn = true
        }
        guard goesOn else { return false }
        fitLayout()
        scheduleTick(restart: restartsTimer)
        return draw()
    }

    /// Keeps the auto-scan timer running while the session auto-scans and does not wait: a
    /// new one after a press or a tick (the highlight stays a whole pace), the same one otherwise.
    private func scheduleTick(restart: Bool) {
        guard session.settings.access == .autoScan, !session.scan.isWaiting else {
            tickTask?.cancel()
            tickTask = nil
            pendingTick = nil
            return
        }
        guard restart || pendingTick == nil else { return }
        tickTask?.cancel()
        ticksStarted += 1
        let number = ticksStarted
        pendingTick = number
        let pace = Duration.milliseconds(session.settings.scan.paceMilliseconds)
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

    // MARK: Events

    private func pressed(_ press: KeyPress) async -> Bool {
        if let key = press.sessionKey, isRepeat(key) { return true }
        status.notice = nil
        guard let key = press.sessionKey else {
            status.notice = ScreenNotice(.hint, .noticeUseNumberKeys)
            return true
        }
        takeLockFromDisk()
        let before = session.settings
        return await perform(session.reduce(.key(key)), changedFrom: before)
    }

    /// Before each key, a look at the settings file's stamp (one `stat`); when another program
    /// saved it meanwhile, its caregiver lock (set, changed or cleared) holds from this key on.
    /// A file that is unreadable now changes nothing; a file removed takes the lock away, as
    /// `talkgrid lock clear` would.
    private func takeLockFromDisk() {
        guard let settingsFile else { return }
        let stamp = settingsFile.stamp()
        guard stamp != settingsStamp else { return }
        settingsStamp = stamp
        let onDisk: SavedSettings? = stamp == nil ? SavedSettings() : settingsFile.peek()
        guard let lock = onDisk.map({ $0.session.caregiverLock }) else { return }
        adopt(lock)
    }

    /// Uses a caregiver lock found in the file (not the person's change: nothing is saved).
    private func adopt(_ lock: CaregiverLock?) {
        savedSettings.session.caregiverLock = lock
        guard lock != session.settings.caregiverLock else { return }
        _ = session.reduce(.setCaregiverLock(lock))
    }

    /// Whether a switch press comes within the "ignore repeats" time of the last one taken from
    /// the same switch (tremor, key repeat); a press that is taken is remembered.
    private func isRepeat(_ key: Key) -> Bool {
        let settings = session.settings
        guard settings.access.scans, settings.scan.switchFor(key) != nil, settings.scan.ignoreRepeatsMilliseconds > 0 else {
            return false
        }
        let time = now()
        if let last = lastSwitchPress[key], time - last < .milliseconds(settings.scan.ignoreRepeatsMilliseconds) {
            return true
        }
        lastSwitchPress[key] = time
        return false
    }

    /// Performs one step's effects: speech and cues, notices, settings to save; false when the
    /// person quit.
    @discardableResult
    private func perform(_ effects: [SessionEffect], changedFrom before: SessionSettings) async -> Bool {
        let saidInEnglish = interpreter.follow(session)
        let reaction = interpreter.reaction(to: effects, speakingScreen: session.settings)
        let failures = await interpreter.perform(reaction, on: speaker, waitingForEach: false)
        if let announcement = saidInEnglish ?? reaction.announcements.last { status.notice = ScreenNotice(announcement) }
        if let settings = reaction.changedSettings { remember(settings, changedFrom: before) }
        if let failure = failures.first, !reportedHistoryFailure {
            // Said once: the person goes on talking; the caregiver reads it at the end too.
            reportedHistoryFailure = true
            status.notice = ScreenNotice(.problem, .noticeHistoryNotKept, ["reason": .text(failure.description)])
            problems.append("talkgrid: the history could not be written: \(failure.description)")
        }
        guard !reaction.quits else { return false }
        for followUp in reaction.followUps {
            let settings = session.settings
            guard await perform(session.reduce(followUp), changedFrom: settings) else { return false }
        }
        return true
    }

    private func heard(_ event: SpeechEvent) {
        switch event {
        case .started:
            status.isSpeaking = true
        case .finished, .interrupted:
            status.isSpeaking = false
        case .audioUnavailable(let reason):
            status.notice = ScreenNotice(.problem, .noticeNoSound, ["reason": .text(ShippedContent.commandLineWords.text(reason))])
        case .voiceUnavailable(let language, let reason):
            status.notice = ScreenNotice(
                .problem, .noticeNoVoice, ["language": .text(language), "reason": .text(ShippedContent.commandLineWords.text(reason))])
        case .naturalVoiceUnavailable(let voice, let reason):
            status.notice = ScreenNotice(
                .problem, .noticeNaturalVoiceUnavailable,
                ["voice": .text(voice), "reason": .text(ShippedContent.commandLineWords.text(reason))])
        }
        if let problem = event.problem { problems.append("talkgrid: \(ShippedContent.commandLineWords.text(problem))") }
    }

    /// Saves the settings the person changed in the menu.
    private func remember(_ settings: SessionSettings, changedFrom before: SessionSettings) {
        if settings.layout != before.layout { preferredLayout = settings.layout }
        if settings.highContrast != before.highContrast {
            previousCanvas = nil  // every character changes colour: draw the whole screen anew
        }
        if settings.symbols != before.symbols {
            pictures?.symbols = settings.symbols
            previousCanvas = nil  // every picture changes: draw the whole screen anew
        }
        let remembered = RunSettings.remembering(settings, changedFrom: before, in: savedSettings)
        guard let settingsFile else {
            savedSettings = remembered
            return
        }
        do {
            // Only the change replaces what the file holds: a lock saved meanwhile stays, and holds.
            savedSettings = try settingsFile.save(remembered, changedFrom: savedSettings)
            settingsStamp = settingsFile.stamp()
            adopt(savedSettings.session.caregiverLock)
        } catch {
            savedSettings = remembered
            status.notice = ScreenNotice(.problem, .noticeSettingNotSaved, ["reason": .text(error.description)])
        }
    }

    // MARK: Drawing

    /// Shows the rows layout while the chosen grid does not fit the window, and the grid again
    /// once it does.
    private func fitLayout() {
        let fitting = ScreenPainter.layoutThatFits(session, preferred: preferredLayout, in: size) ?? preferredLayout
        if fitting != session.settings.layout {
            _ = session.reduce(.setLayout(fitting))
        }
        status.showsRowsForSpace = fitting != preferredLayout
    }

    /// Draws the screen in one write (only what changed); false when the terminal is gone.
    private func draw() -> Bool {
        let screen = ScreenModel(session: session, status: status)
        let canvas = ScreenPainter(words: interpreter.words, pictures: shownPictures).canvas(for: screen, size: size)
        let bytes = renderer.render(canvas, theme: theme, since: previousCanvas)
        do {
            if !bytes.isEmpty { try terminal.write(bytes) }
        } catch {
            problems.append("talkgrid: writing to the terminal failed: \(error.description)")
            return false
        }
        previousCanvas = canvas
        prepareAhead(size: size)
        prepareSpeech()
        return true
    }

    /// Once a frame is drawn, tells the speaker what may be said next (the message, the words on
    /// this board and one link away), when that changed.
    private func prepareSpeech() {
        guard let speaker else { return }
        let place = SpeechAhead(board: session.currentBoard.id, message: session.message, settings: session.settings, mode: session.mode)
        guard place != speechPreparedFor else { return }
        speechPreparedFor = place
        speaker.prepare(session.utterancesAhead())
    }

    /// The cells' pictures while they are shown; nil when there are none or they are turned off.
    private var shownPictures: PreparedCellPictures? {
        pictures.flatMap { $0.output == .off ? nil : $0 }
    }

    /// Once a board is drawn, queues the pictures of the root board and of the boards one link
    /// away, laid out as they will be in this window (after everything on screen).
    private func prepareAhead(size: TerminalSize) {
        guard let pictures = shownPictures else { return }
        let key = "\(session.currentBoard.id) \(size) \(session.settings.layout) \(pictures.output)"
        guard key != preparedAhead else { return }
        preparedAhead = key
        let boxes = session.sessionsAhead().flatMap { ahead in
            PictureBox.boxes(
                of: ScreenModel(session: ahead, status: status), size: size, words: interpreter.words, drawsPixels: pictures.drawsPixels)
        }
        pictures.prepareAhead(boxes)
    }
}
