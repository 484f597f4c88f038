import TalkGrid
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage

/// A person's session as every front end runs it (the terminal board, `run --keys`, a window):
/// events in, the screen to show and the reactions to perform out, as TCA's `Store` runs a
/// reducer.
///
/// ``send(_:)`` takes what happened (a key, a switch press, a tick, a speech event, the settings
/// file read or saved), runs the session's reducer, follow-ups included, reads every effect
/// through the one ``EffectInterpreter``, and returns what the front end must do
/// (``StoreOutput``), the settings the person changed to save among it. It never waits, never
/// touches the disk and never draws: the front end shows ``screen`` in its own units, performs
/// the reaction (``perform(_:on:waitingForEach:)``), keeps the auto-scan timer's time, and has its
/// ``SettingsDisk`` save the settings and read another program's saves, whose outcomes come back
/// as events. Nothing on the screen changes by itself except the speaking sign and, with
/// auto-scan, the highlight; a notice stays until the next key.
///
/// The first run's keypad question is a mode of the store (``State/asksKeypad``): while it is
/// asked, a front end shows the question instead of ``screen``, and the key that answers it
/// chooses the keypad (saved), for the terminal and the window alike.
///
/// Its inputs are injected: the clock that times switch presses (ignore repeats), whether the
/// settings are saved, and the layout that fits the front end's screen.
public struct SessionStore: Sendable {
    /// What the store knows; tests compare it whole.
    public struct State: Equatable, Sendable {
        /// What the session shows and does now.
        public var session: Session
        /// What the front end shows beside the session: the speaking sign, the notice, rows for space.
        public var status: ScreenStatus
        /// The layout the person chose; the rows layout stands in while the grid does not fit.
        public var preferredLayout: BoardLayout
        /// The settings as saved (not as merged for this run): the menu's changes are added to them.
        public var savedSettings: SavedSettings
        /// The number of the auto-scan timer that runs; nil when none does.
        public var pendingTick: Int?
        /// How many timers were started (the next one's number is one more).
        public var ticksStarted: Int
        /// When each switch was last pressed (and the press taken).
        public var lastSwitchPress: [Key: ContinuousClock.Instant]
        /// Whether a history that could not be written was said already (it is said once).
        public var reportedHistoryFailure: Bool
        /// What to tell the caregiver after the run, in order.
        public var problems: [CaregiverText]
        /// Whether the first run's keypad question is asked (no keypad chosen yet): the board
        /// waits behind it until a key answers it.
        public var asksKeypad: Bool
        /// How many of the store's saves the front end has not yet said are done.
        public var savesUnderWay: Int

        public init(
            session: Session, status: ScreenStatus = ScreenStatus(), preferredLayout: BoardLayout? = nil,
            savedSettings: SavedSettings = SavedSettings(), pendingTick: Int? = nil, ticksStarted: Int = 0,
            lastSwitchPress: [Key: ContinuousClock.Instant] = [:], reportedHistoryFailure: Bool = false, problems: [CaregiverText] = [],
            asksKeypad: Bool = false, savesUnderWay: Int = 0
        ) {
            self.session = session
            self.status = status
            self.preferredLayout = preferredLayout ?? session.settings.layout
            self.savedSettings = savedSettings
            self.pendingTick = pendingTick
            self.ticksStarted = ticksStarted
            self.lastSwitchPress = lastSwitchPress
            self.reportedHistoryFailure = reportedHistoryFailure
            self.problems = problems
            self.asksKeypad = asksKeypad
            self.savesUnderWay = savesUnderWay
        }
    }

    public private(set) var state: State
    /// Reads effects into reactions; its words follow the session's language.
    public private(set) var interpreter: EffectInterpreter
    /// Whether the person's changes are given out to be saved (``StoreOutput/save``); false: they
    /// hold for this run only (a rehearsal).
    public let savesSettings: Bool
    /// The layout the front end can show for a session when the person prefers the given one
    /// (nil: that one); nil: every layout fits (nothing is fitted).
    public var layoutThatFits: (@Sendable (Session, BoardLayout) -> BoardLayout?)?
    /// Whether the front end shows the words-ahead strip with a screen (it gives way where the
    /// board would not show whole with it); nil: always. Asked only while the person scans, so
    /// that the highlight never rests on a strip that is not shown.
    public var wordsAheadFits: (@Sendable (ScreenModel) -> Bool)?
    /// The time now, for ignoring repeated switch presses.
    private let now: @Sendable () -> ContinuousClock.Instant
    /// The settings to save that the event being taken gave, all in one.
    private var outgoingSave: SettingsSave?
    /// Where the session was when the speaker was last told what may be said next.
    private var speechPreparedFor: SpeechAhead?
    private struct SpeechAhead: Equatable, Sendable {
        var board: String
        var message: Message
        var settings: SessionSettings
        var mode: SessionMode
    }
    /// What the words-ahead strip's words were last found for (inside, nil: words ahead were off);
    /// nil: not yet, or the set changed since.
    private var wordsAheadFoundFor: WordsAheadQuery??

    /// A store over a session.
    /// - Parameters:
    ///   - savesSettings: whether the person's changes are given out to be saved.
    ///   - savedSettings: the settings as loaded from the settings file.
    ///   - notice: shown until the first key (the saved settings were unreadable, a board is damaged).
    ///   - asksKeypad: whether the first run's keypad question is asked before the board.
    ///   - now: the clock switch presses are timed with (ignore repeats).
    public init(
        session: Session, interpreter: EffectInterpreter = EffectInterpreter(), savesSettings: Bool = false,
        savedSettings: SavedSettings = SavedSettings(), notice: Announcement? = nil, asksKeypad: Bool = false,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        state = State(session: session, status: ScreenStatus(notice: notice), savedSettings: savedSettings, asksKeypad: asksKeypad)
        self.interpreter = interpreter
        self.savesSettings = savesSettings
        self.now = now
    }

    /// Whether the first run's keypad question is asked now (the front end shows it instead of ``screen``).
    public var asksKeypad: Bool { state.asksKeypad }

    /// What the session shows and does now.
    public var session: Session { state.session }

    /// The screen to show now, in the words of ``words``.
    public var screen: ScreenModel { ScreenModel(session: state.session, status: state.status) }

    /// The interface words the screen is shown and said in (they follow the session's language).
    public var words: InterfaceWords { interpreter.words }

    // MARK: Events

    /// Before the first frame: the words follow the session's language (a notice says when they
    /// are English instead), the layout is fitted, and the auto-scan timer starts.
    public mutating func start() -> StoreOutput {
        if let said = interpreter.follow(state.session) { state.status.notice = state.status.notice ?? said }
        var output = StoreOutput(reaction: fitLayout())
        output.timer = scheduleTick(restart: true)
        findWordsAhead()
        return output
    }

    /// Takes one event; returns what the front end does about it (then it shows ``screen``).
    public mutating func send(_ event: StoreEvent) -> StoreOutput {
        outgoingSave = nil
        var reaction = Reaction()
        var restartsTimer = false
        switch event {
        case .key(let key) where state.asksKeypad:
            guard let answer = KeypadAnswer(topLeftKey: key) else { return StoreOutput() }
            restartsTimer = true
            reaction = chooseKeypad(answer.keypad)
        case .touch where state.asksKeypad, .keyWithoutMeaning where state.asksKeypad, .input where state.asksKeypad,
            .tick where state.asksKeypad:
            // The board waits behind the question.
            return StoreOutput()
        case .key(let key):
            restartsTimer = true
            if !isRepeat(key) {
                state.status.notice = nil
                reaction = step(.key(key))
            }
        case .touch(let input):
            restartsTimer = true
            state.status.notice = nil
            reaction = step(input)
        case .keyWithoutMeaning:
            restartsTimer = true
            let hint: InterfaceText = state.session.settings.access.scans ? .noticeUseSwitches : .noticeUseNumberKeys
            state.status.notice = Announcement(.keyDoesNothing, hint)
        case .input(let input):
            restartsTimer = true
            reaction = step(input)
        case .keypadChosen(let keypad):
            restartsTimer = true
            reaction = chooseKeypad(keypad)
        case .tick(let number):
            guard number == state.pendingTick else { return StoreOutput() }
            state.pendingTick = nil
            restartsTimer = true
            reaction = step(.tick)
        case .speech(let event):
            heard(event)
        case .settingsRead(let onDisk):
            // A save of the store's own under way would be undone by an older file: its outcome says.
            guard state.savesUnderWay == 0 else { return StoreOutput() }
            adoptLevel(onDisk.session.level)
            reaction = adopt(onDisk.session.caregiverLock)
        case .settingsSaved(let onDisk):
            state.savesUnderWay = max(0, state.savesUnderWay - 1)
            if state.savesUnderWay == 0 {
                adoptLevel(onDisk.session.level)
                reaction = adopt(onDisk.session.caregiverLock)
            }
        case .settingsNotSaved(let failure):
            state.savesUnderWay = max(0, state.savesUnderWay - 1)
            state.status.notice = Announcement(.notSaved, .noticeSettingNotSaved(reason: failure.description))
        case .screenChanged:
            break
        case .boardSetChanged(let changed):
            state.session.adopt(changed)
            wordsAheadFoundFor = nil
            state.status.notice = Announcement(.boardsChanged, .noticeBoardsChanged)
        case .historyNotKept(let failure):
            // Said once: the person goes on talking; the caregiver reads it at the end too.
            if !state.reportedHistoryFailure {
                state.reportedHistoryFailure = true
                state.status.notice = Announcement(.notSaved, .noticeHistoryNotKept(reason: failure.description))
                state.problems.append(RunText.historyNotKept(reason: failure))
            }
        }
        let save = outgoingSave
        outgoingSave = nil
        findWordsAhead()
        guard !reaction.quits else {
            return StoreOutput(reaction: reaction, timer: state.pendingTick == nil ? nil : stopTimer(), save: save)
        }
        reaction.append(fitLayout())
        return StoreOutput(reaction: reaction, timer: scheduleTick(restart: restartsTimer), save: save)
    }

    /// Keeps a problem of the front end's for the caregiver, told after the run (the keyboard
    /// could not be read, a picture cannot be drawn).
    public mutating func report(_ problem: CaregiverText) {
        state.problems.append(problem)
    }

    /// Hands the reaction's speech to `speaker` (none when nil), waiting for each utterance to
    /// end when `waitingForEach` (a scripted run), then keeps the spoken messages in the history;
    /// returns what went wrong keeping them, for ``StoreEvent/historyNotKept(_:)``.
    public func perform(_ output: StoreOutput, on speaker: (any Speaker)?, waitingForEach: Bool) async -> [StorageError] {
        await interpreter.perform(output.reaction, on: speaker, waitingForEach: waitingForEach)
    }

    /// What may be said next (the message, the words on this board and one link away), when the
    /// session moved since the speaker was last told; nil when it did not. Asked once a frame is
    /// shown, so that working it out never delays the frame.
    public mutating func speechAhead() -> [Utterance]? {
        let place = SpeechAhead(
            board: state.session.currentBoard.id, message: state.session.message, settings: state.session.settings,
            mode: state.session.mode)
        guard place != speechPreparedFor else { return nil }
        speechPreparedFor = place
        return state.session.utterancesAhead()
    }

    // MARK: Steps

    /// One input through the session and then its follow-ups (the lock made from a new caregiver
    /// code), each step's effects read by the interpreter; the settings the person changed are
    /// saved. The reaction holds every step's, in order, and no follow-up is left.
    private mutating func step(_ input: SessionInput) -> Reaction {
        let before = state.session.settings
        let effects = state.session.reduce(input)
        // TalkGrid's words follow the session's language, switched in this very step or before.
        let saidInEnglish = interpreter.follow(state.session)
        var reaction = interpreter.reaction(
            to: (saidInEnglish.map { [.announce($0)] } ?? []) + effects, speakingScreen: state.session.settings)
        if let shown = saidInEnglish ?? reaction.announcements.last { state.status.notice = shown }
        if let settings = reaction.changedSettings { reaction.append(remember(settings, changedFrom: before)) }
        let followUps = reaction.followUps
        reaction.followUps = []
        for followUp in followUps {
            guard !reaction.quits else { break }
            reaction.append(step(followUp))
        }
        return reaction
    }

    /// Gives the session a setting that is not the person's choice (a lock another program
    /// saved, the rows layout while the grid does not fit): its effects are read as any step's,
    /// but what it changes is not saved.
    private mutating func applyUnchosen(_ input: SessionInput) -> Reaction {
        let effects = state.session.reduce(input)
        var reaction = interpreter.reaction(to: effects, speakingScreen: state.session.settings)
        if let shown = reaction.announcements.last { state.status.notice = shown }
        reaction.changedSettings = nil
        return reaction
    }

    /// Saves the settings the person changed (only the change replaces what the file holds: a
    /// lock saved meanwhile stays, and holds).
    private mutating func remember(_ settings: SessionSettings, changedFrom before: SessionSettings) -> Reaction {
        if settings.layout != before.layout { state.preferredLayout = settings.layout }
        keep(RunSettings.remembering(settings, changedFrom: before, in: state.savedSettings))
        return Reaction()
    }

    /// The first run's keypad question answered (or skipped: nil): that keypad from now on, and
    /// the keypad in use saved as chosen when the settings file does not name one yet.
    private mutating func chooseKeypad(_ keypad: Keypad?) -> Reaction {
        state.asksKeypad = false
        state.status.notice = nil
        let reaction = keypad.map { step(.setKeypad($0)) } ?? Reaction()
        if !state.savedSettings.choseKeypad {
            var chosen = state.savedSettings
            chosen.session.keypad = state.session.settings.keypad
            chosen.choseKeypad = true
            keep(chosen)
        }
        return reaction
    }

    /// The settings as the person changed them from now on, given out to be saved (one save for
    /// the whole event); the front end's outcome comes back as an event.
    private mutating func keep(_ settings: SavedSettings) {
        guard settings != state.savedSettings else { return }
        if savesSettings {
            let save = SettingsSave(settings, changedFrom: state.savedSettings)
            if let earlier = outgoingSave {
                outgoingSave = earlier.then(save)
            } else {
                outgoingSave = save
                state.savesUnderWay += 1
            }
        }
        state.savedSettings = settings
    }

    /// Uses a caregiver lock found in the file (not the person's change: nothing is saved).
    private mutating func adopt(_ lock: CaregiverLock?) -> Reaction {
        state.savedSettings.session.caregiverLock = lock
        guard lock != state.session.settings.caregiverLock else { return Reaction() }
        return applyUnchosen(.setCaregiverLock(lock))
    }

    /// The person's level as another program saved it (`talkgrid level SET N`): the board shows
    /// it from the next key, as a lock holds; nothing to save.
    private mutating func adoptLevel(_ level: Int) {
        state.savedSettings.session.level = level
        guard level != state.session.settings.level else { return }
        _ = state.session.reduce(.setLevel(level))
    }

    /// Whether a switch press comes within the "ignore repeats" time of the last one taken from
    /// the same switch (tremor, key repeat); a press that is taken is remembered.
    private mutating func isRepeat(_ key: Key) -> Bool {
        let settings = state.session.settings
        guard settings.access.scans, settings.scan.switchFor(key) != nil, settings.scan.ignoreRepeatsMilliseconds > 0 else {
            return false
        }
        let time = now()
        if let last = state.lastSwitchPress[key], time - last < .milliseconds(settings.scan.ignoreRepeatsMilliseconds) {
            return true
        }
        state.lastSwitchPress[key] = time
        return false
    }

    private mutating func heard(_ event: SpeechEvent) {
        let words = ShippedContent.commandLineWords
        switch event {
        case .started:
            state.status.isSpeaking = true
        case .finished, .interrupted:
            state.status.isSpeaking = false
        case .audioUnavailable(let reason):
            state.status.notice = Announcement(.speechUnavailable, .noticeNoSound(reason: words.text(reason)))
        case .voiceUnavailable(let language, let reason):
            state.status.notice = Announcement(
                .speechUnavailable, .noticeNoVoice(language: language, reason: words.text(reason)))
        case .naturalVoiceUnavailable(let voice, let reason):
            state.status.notice = Announcement(
                .speechUnavailable, .noticeNaturalVoiceUnavailable(voice: voice, reason: words.text(reason)))
        }
        if let problem = event.problem { state.problems.append(problem) }
    }

    // MARK: Words ahead

    /// Finds the strip's words when what they are found for changed (a word added or deleted, a
    /// letter spelled, words ahead turned on or off): the board shows them before any key.
    private mutating func findWordsAhead() {
        let query = state.session.wordsAheadQuery
        guard wordsAheadFoundFor != .some(query) else { return }
        wordsAheadFoundFor = .some(query)
        state.session.offerWordsAhead(query.map { interpreter.wordsAhead($0.words, $0.spelling) } ?? [])
    }

    // MARK: Layout and timer

    /// Shows the rows layout while the chosen grid does not fit the screen, and the grid again
    /// once it does.
    private mutating func fitLayout() -> Reaction {
        fitWordsAhead()
        guard let layoutThatFits else { return Reaction() }
        let fitting = layoutThatFits(state.session, state.preferredLayout) ?? state.preferredLayout
        var reaction = Reaction()
        if fitting != state.session.settings.layout { reaction = applyUnchosen(.setLayout(fitting)) }
        state.status.showsRowsForSpace = fitting != state.preferredLayout
        return reaction
    }

    /// Tells the session whether the strip shows with the board, while the person scans.
    private mutating func fitWordsAhead() {
        let scans = state.session.settings.access.scans
        let shows = scans && !state.session.wordsAheadStrip.isEmpty ? wordsAheadFits.map { $0(screen) } ?? true : true
        if shows != state.session.wordsAheadStripShows { state.session.stripShows(shows) }
    }

    /// Keeps the auto-scan timer running while the session auto-scans and does not wait: a new
    /// one after a press or a tick (the highlight stays a whole pace), the same one otherwise.
    private mutating func scheduleTick(restart: Bool) -> ScanTimer? {
        let settings = state.session.settings
        guard settings.access == .autoScan, !state.session.scan.isWaiting else {
            return state.pendingTick == nil ? nil : stopTimer()
        }
        guard restart || state.pendingTick == nil else { return nil }
        state.ticksStarted += 1
        state.pendingTick = state.ticksStarted
        return .start(number: state.ticksStarted, after: .milliseconds(settings.scan.paceMilliseconds))
    }

    private mutating func stopTimer() -> ScanTimer {
        state.pendingTick = nil
        return .stop
    }
}
