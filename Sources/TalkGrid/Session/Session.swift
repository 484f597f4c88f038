/// A person using a board set: the pure state machine behind every front end.
///
/// `reduce(_:)` takes what happened (a key, a command) and returns what to do as values
/// (`SessionEffect`); the session performs no I/O, reads no clock, and never waits: nothing in it
/// happens after a timeout. The state is `Equatable`, so tests compare whole sessions.
public struct Session: Equatable, Sendable {
    /// The boards the person uses.
    public internal(set) var boardSet: BoardSet
    /// The way the person came: the root first, the current board last.
    public internal(set) var boardStack: [String]
    /// The zoom path and rows page on the current board.
    public internal(set) var selection: Selection
    /// The sentence being built.
    public internal(set) var message: Message
    /// What the keys operate: the board, the menu, or a confirmation.
    public internal(set) var mode: SessionMode
    /// The zoom path and rows page on the current choice screen.
    public internal(set) var choiceSelection: Selection
    /// The last message cleared, to bring back.
    public internal(set) var lastClearedMessage: Message?
    /// The last whole message spoken, to say again.
    public internal(set) var lastSpokenMessage: Utterance?
    public internal(set) var settings: SessionSettings
    /// Where the scanning highlight is (used when the access method scans).
    public internal(set) var scan: ScanState
    /// The voices the front end offers in the menu.
    public let voices: [VoiceChoice]
    /// What shows the session (the terminal, a window): its menu offers what that screen can change.
    public let surface: SessionSurface
    /// Whether the caregiver typed the code since the menu opened: the locked entries then open
    /// without asking again until the board is shown.
    public internal(set) var menuUnlocked: Bool
    /// How the input being reduced was made (a key, a touch, a switch while scanning): what the
    /// usage record says of the picks it makes.
    public internal(set) var pickMethod: PickMethod
    /// The words most likely next, shown in the words-ahead strip on the board, best first (at
    /// most ``wordsAheadSlots``); the front end finds them (``offerWordsAhead(_:)``).
    public internal(set) var wordsAheadStrip: [WordAhead]
    /// Whether the screen shows the strip with the board (a screen too small for both shows the
    /// board alone): scanning steps onto the strip only where it can be seen (``stripShows(_:)``).
    public internal(set) var wordsAheadStripShows: Bool

    /// Starts on the set's root board.
    public init(
        boardSet: BoardSet, settings: SessionSettings = SessionSettings(), voices: [VoiceChoice] = [], surface: SessionSurface = .terminal
    ) throws {
        guard boardSet.root != nil else { throw SessionError.missingRootBoard(boardSet.rootID) }
        self.boardSet = boardSet
        self.boardStack = [boardSet.rootID]
        self.selection = Selection()
        self.message = Message()
        self.mode = .board
        self.choiceSelection = Selection()
        self.settings = settings
        self.voices = voices
        self.surface = surface
        self.scan = ScanState()
        self.menuUnlocked = false
        self.pickMethod = .key
        self.wordsAheadStrip = []
        self.wordsAheadStripShows = true
    }

    // MARK: What the screen shows

    /// The board the person is on, as stored (untranslated).
    public var currentBoard: Board {
        // The stack only ever holds ids of boards in the set (the root is checked at start, others
        // when they are opened), so the empty board is never reached.
        boardSet.boards[boardStack.last ?? boardSet.rootID]
            ?? Board(id: boardSet.rootID, name: "", grid: Grid(rows: 0, columns: 0), cells: [])
    }

    /// The board the person is on, as stored, with the cells above the person's vocabulary level
    /// hidden in their slots: what the keys pick from (``shownBoard`` is it translated).
    public var currentBoardAtLevel: Board { currentBoard.atLevel(settings.level) }

    /// The language TalkGrid's own words are shown and said in: the one the person chose (even
    /// when the boards lack it, they keep their own words then), else the boards' own.
    public var interfaceLanguage: String {
        settings.language.map(LanguageTag.normalized) ?? defaultLanguage
    }

    /// The language of boards that give none: the root board's, else English.
    public var defaultLanguage: String {
        boardSet.root?.locale.map(LanguageTag.normalized) ?? "en"
    }

    /// How a board's texts read in the session's language.
    public func translation(for board: Board) -> BoardTranslation {
        BoardTranslation(board: board, language: settings.language, defaultLanguage: defaultLanguage)
    }

    /// The step-by-step screen shown instead of the board, if any.
    public var choiceScreen: ChoiceScreen? {
        ChoiceScreen.screen(
            for: mode, settings: settings, voices: voices, languages: boardSet.locales, surface: surface, locked: isLocked)
    }

    /// Whether Quit and the settings of the menu ask for the caregiver code now.
    public var isLocked: Bool {
        settings.caregiverLock != nil && !menuUnlocked
    }

    /// The board to draw: the current board translated, with the cells above the person's level
    /// hidden in their slots (the one place the board decides what the person sees: keys, touch and
    /// scanning all read it), or the choice screen's board.
    public var shownBoard: Board {
        if let choiceScreen { return choiceScreen.board }
        return translation(for: currentBoard).translated(currentBoardAtLevel)
    }

    /// The zoom path and page of the board drawn.
    public var shownSelection: Selection { mode == .board ? selection : choiceSelection }

    /// The keys of the drawn board at its current zoom level (grid layout).
    public var keyMap: KeyMap {
        SelectionRule.keyMap(for: shownBoard, zoomPath: shownSelection.zoomPath, keypad: settings.keypad)
    }

    /// Whether `0` has somewhere to go back to on the board (a zoom level or a previous board).
    public var canGoBack: Bool { !selection.zoomPath.isEmpty || boardStack.count > 1 }

    // MARK: Reducing

    /// Applies one input and returns the effects for the edges to perform, in order.
    public mutating func reduce(_ input: SessionInput) -> [SessionEffect] {
        switch input {
        case .key(let key):
            if settings.access.scans, let which = settings.scan.switchFor(key) {
                pickMethod = settings.access == .autoScan ? .auto : .step
                return press(which)
            }
            pickMethod = .key
            return pressKeys([key])
        case .touchCell(let row, let column, let method):
            pickMethod = method
            return touchCell(row: row, column: column)
        case .touchWordAhead(let slot):
            pickMethod = .touch
            return touchWordAhead(slot: slot)
        case .touchControl(let key):
            // A control does what its key does; a switch user's Select and Next keys keep their
            // meaning for the switches only.
            pickMethod = .touch
            return pressKeys([key])
        case .tick:
            return tick()
        case .setAccess(let access):
            return change { $0.access = access }
        case .setScanSettings(let scan):
            return change { $0.scan = scan }
        case .setLayout(let layout):
            return change { $0.layout = layout }
        case .setKeypad(let keypad):
            return change { $0.keypad = keypad }
        case .setLanguage(let language):
            return change { $0.language = language.map(LanguageTag.normalized) }
        case .setSpeakOnSelect(let on):
            return change { $0.speakOnSelect = on }
        case .setSpeaksScreen(let on):
            return change { $0.speaksScreen = on }
        case .setWordsAhead(let on):
            return setWordsAhead(on)
        case .setLevel(let level):
            return change { $0.level = VocabularyLevel.levels.clamp(level) }
        case .setVoice(let id):
            return change { $0.voiceID = id }
        case .setRate(let rate):
            return change { $0.rate = rate.map { max(1, $0) } }
        case .setFolderWords(let policy):
            return change { $0.folderWords = policy }
        case .setHighContrast(let on):
            return change { $0.highContrast = on }
        case .setCaregiverLock(let lock):
            return change { $0.caregiverLock = lock }
        case .setSymbols(let symbols):
            return change { $0.symbols = symbols }
        case .setTextSize(let step):
            return change { $0.textSize = step.map(SessionSettings.textSizes.clamp) }
        case .restoreClearedMessage:
            return restoreClearedMessage()
        case .repeatLastMessage:
            return repeatLastMessage()
        case .editBoards:
            return editBoards()
        case .openBoard(let id):
            guard let board = boardSet.boards[id] else { return [] }
            _ = open(.board)
            return openBoard(board)
        case .changedWord(let form):
            return replaceLastWord(with: form)
        case .formsFound(let forms):
            return showForms(forms)
        case .wordsAheadFound(let words):
            return showWordsAhead(words)
        }
    }

    /// Changes the settings; a new layout starts both selections at the top, and a new layout or
    /// access method starts the scanning highlight at the first item.
    mutating func change(_ update: (inout SessionSettings) -> Void) -> [SessionEffect] {
        var new = settings
        update(&new)
        guard new != settings else { return [] }
        // A level changes which cells show (never their keys): a rows page or a zoom may hold none now.
        if new.layout != settings.layout || new.level != settings.level {
            selection = Selection()
            choiceSelection = Selection()
        }
        let restartsScan = new.layout != settings.layout || new.access != settings.access || new.level != settings.level
        settings = new
        if restartsScan { scan = ScanState() }
        return [.settingsChanged(new)]
    }

    // MARK: Message commands shared by keys, cell actions and the menu

    /// Speaks the whole message and records it.
    mutating func speakMessage() -> [SessionEffect] {
        guard !message.isEmpty else { return [.announce(Announcement(.nothingToDo, .noticeMessageEmpty))] }
        let utterance = message.utterance(voiceID: settings.voiceID, prosody: settings.messageProsody)
        lastSpokenMessage = utterance
        return [.speak(utterance), .record(usage(.said, language: Self.languages(of: utterance), text: utterance.text))]
    }

    /// Removes the last entry (the last letter while spelling).
    mutating func deleteLast() -> [SessionEffect] {
        guard !message.isEmpty else {
            message = Message()
            return [.announce(Announcement(.nothingToDo, .noticeMessageEmpty))]
        }
        let removed = message.entries.last { $0.kind != .wordBreak }
        message.removeLast()
        return [.record(usage(.delete, language: removed?.language ?? defaultLanguage, text: removed?.label ?? ""))]
    }

    /// An event for the usage record, made by this step's method on the current board.
    func usage(
        _ action: UsageEvent.Action, language: String, cell: String? = nil, unit: UsageEvent.Unit = .none, text: String
    ) -> UsageEvent {
        UsageEvent(action, method: pickMethod, language: language, board: currentBoard.id, cell: cell, unit: unit, text: text)
    }

    /// The languages of an utterance, in order, joined by `+` (`en`, `en+es`).
    static func languages(of utterance: Utterance) -> String {
        var languages: [String] = []
        for segment in utterance.segments where !languages.contains(segment.language) { languages.append(segment.language) }
        return languages.joined(separator: "+")
    }

    /// Asks the edge for a form of the last word (a modifier cell); nothing to change says so.
    mutating func askToChangeLastWord(_ modifier: WordModifier) -> [SessionEffect] {
        guard let index = message.entries.lastIndex(where: { $0.kind != .wordBreak }), message.entries[index].kind == .word else {
            return [.announce(Announcement(.nothingToDo, .noticeNoWordToChange))]
        }
        let entry = message.entries[index]
        return [.changeWord(modifier, word: entry.spokenText, language: entry.language)]
    }

    /// Asks the edge for the forms of the last word, to show the change-word screen.
    mutating func askForForms() -> [SessionEffect] {
        guard let index = message.entries.lastIndex(where: { $0.kind != .wordBreak }), message.entries[index].kind == .word else {
            return [.announce(Announcement(.nothingToDo, .noticeNoWordToChange))]
        }
        let entry = message.entries[index]
        let before = message.words.dropLast().map(\.spokenText)
        return [.findForms(word: entry.spokenText, language: entry.language, before: Array(before))]
    }

    /// Opens the change-word screen with the forms found; a word with no other form says so.
    mutating func showForms(_ forms: [String]) -> [SessionEffect] {
        guard mode == .board, let index = message.entries.lastIndex(where: { $0.kind != .wordBreak }),
            message.entries[index].kind == .word
        else { return [] }
        let entry = message.entries[index]
        guard forms.contains(where: { $0 != entry.label && $0 != entry.spokenText }) else {
            return [.announce(Announcement(.nothingToDo, .noticeNoOtherForms(word: entry.label)))]
        }
        return open(.changingWord(WordChoice(word: entry.label, glyph: entry.glyph, forms: forms)))
    }

    /// The last word becomes its form (keeping its picture), said as a pick says a word and kept
    /// in the usage record as a changed word (LAM `WPR`); without a form the message stays as it
    /// is and the notice says so.
    mutating func replaceLastWord(with form: String?) -> [SessionEffect] {
        guard let index = message.entries.lastIndex(where: { $0.kind != .wordBreak }), message.entries[index].kind == .word else {
            return [.announce(Announcement(.nothingToDo, .noticeNoWordToChange))]
        }
        guard let form, !form.isEmpty else {
            return [.announce(Announcement(.nothingToDo, .noticeNoSuchForm(word: message.entries[index].label)))]
        }
        message.entries[index].label = form
        message.entries[index].spokenText = form
        let picked = SessionEffect.record(usage(.pick, language: message.entries[index].language, unit: .predicted, text: form))
        guard settings.speakOnSelect else { return [picked] }
        return [
            picked,
            .speak(
                Utterance(
                    text: form, language: message.entries[index].language, voiceID: settings.voiceID, prosody: settings.messageProsody)),
        ]
    }

    /// Asks whether to clear the message.
    mutating func askToClear() -> [SessionEffect] {
        guard !message.isEmpty else { return [.announce(Announcement(.nothingToDo, .noticeMessageAlreadyEmpty))] }
        return open(.confirmingClear)
    }

    /// Empties the message at once, keeping it to bring back; returns the record of the clear, nil
    /// when there was nothing to clear. The clear key asks first (``askToClear()``), a clear that is
    /// one step of a cell does not.
    mutating func clearAtOnce() -> SessionEffect? {
        defer { message = Message() }
        guard !message.isEmpty else { return nil }
        lastClearedMessage = message
        let utterance = message.utterance()
        return .record(usage(.clear, language: Self.languages(of: utterance), text: utterance.text))
    }

    /// Brings back the last cleared message; the current one (if any) becomes the one to bring
    /// back, so this can be undone the same way and nothing is lost.
    mutating func restoreClearedMessage() -> [SessionEffect] {
        guard let cleared = lastClearedMessage, !cleared.isEmpty else {
            return [.announce(Announcement(.nothingToDo, .noticeNoClearedMessage))]
        }
        lastClearedMessage = message.isEmpty ? nil : message
        message = cleared
        return [.announce(Announcement(.messageChanged, .noticeBroughtBack))]
    }

    /// Says the last spoken message again.
    mutating func repeatLastMessage() -> [SessionEffect] {
        guard let lastSpokenMessage else {
            return [.announce(Announcement(.nothingToDo, .noticeNothingSpokenYet))]
        }
        return [.speak(lastSpokenMessage)]
    }

    /// Switches to a mode's screen, starting its selection at the top.
    mutating func open(_ newMode: SessionMode) -> [SessionEffect] {
        mode = newMode
        if newMode == .board { menuUnlocked = false }
        choiceSelection = Selection()
        if let screen = choiceScreen {
            return [.announce(Announcement(.screenOpened, screen.title))]
        }
        return [.announce(Announcement(.boardOpened, .noticeBackTo(board: shownBoard.name)))]
    }
}
