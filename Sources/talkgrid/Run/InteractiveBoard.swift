import TalkGrid
import TalkGridSpeech
import TalkGridStorage
import TalkGridTerminal

/// The full-screen board: reads keys, feeds them to the session, draws the screen, and hands
/// speech to the speaker without waiting for it.
///
/// Everything happens on one task in response to an event (a key, a resize, a speech event), so
/// nothing on the screen changes by itself except the speaking sign; a notice stays until the
/// next key.
final class InteractiveBoard {
    /// Something the loop reacts to.
    enum Event: Sendable {
        case input(InputEvent)
        case inputFailed(String)
        case speech(SpeechEvent)
    }

    private var session: Session
    private var status = ScreenStatus()
    /// The layout the person chose; the rows layout stands in while the grid does not fit.
    private var preferredLayout: BoardLayout
    /// The colours the person chose (the menu changes them at once).
    private var theme: BoardTheme { session.settings.highContrast ? .highContrast : .standard }
    private let terminal: FullScreenTerminal
    private let renderer: ANSIRenderer
    private var previousCanvas: Canvas?
    private var size: TerminalSize
    private let speech: InteractiveSpeech?
    private let sounds: SoundLibrary
    private let settingsFile: SettingsFile
    private var savedSettings: SavedSettings
    /// Problems to print once the terminal is given back (a caregiver may have missed them on screen).
    private(set) var problems: [String] = []

    init(
        session: Session, terminal: FullScreenTerminal, colorSupport: ColorSupport,
        speech: InteractiveSpeech?, sounds: SoundLibrary, settingsFile: SettingsFile, savedSettings: SavedSettings,
        notice: ScreenNotice?
    ) {
        self.session = session
        self.terminal = terminal
        self.speech = speech
        self.sounds = sounds
        self.settingsFile = settingsFile
        self.savedSettings = savedSettings
        preferredLayout = session.settings.layout
        renderer = ANSIRenderer(colorSupport: colorSupport)
        size = terminal.size
        status.notice = notice
    }

    /// Runs until the person quits (Ctrl-C, or Quit in the menu) or the terminal goes away.
    func run() async {
        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        let input = terminal.input
        let inputTask = Task {
            do {
                for try await event in input.events() { continuation.yield(.input(event)) }
                continuation.yield(.input(.endOfInput))
            } catch {
                continuation.yield(.inputFailed("\(error)"))
            }
        }
        let speechTask = speech.map { speech in
            Task {
                for await event in speech.speaker.events { continuation.yield(.speech(event)) }
            }
        }
        defer {
            inputTask.cancel()
            speechTask?.cancel()
        }

        fitLayout()
        guard draw() else { return }
        for await event in events {
            guard handle(event) else { break }
            fitLayout()
            guard draw() else { break }
        }
        speech?.send(.stop)
        await speech?.finish()
    }

    // MARK: Events

    /// Reacts to one event; false when the run ends.
    private func handle(_ event: Event) -> Bool {
        switch event {
        case .input(.key(let press)):
            return press == .interrupt ? false : pressed(press)
        case .input(.resize(let newSize)):
            size = newSize
            previousCanvas = nil
            return true
        case .input(.endOfInput):
            return false
        case .inputFailed(let reason):
            problems.append("talkgrid: reading the keyboard failed: \(reason)")
            return false
        case .speech(let event):
            heard(event)
            return true
        }
    }

    private func pressed(_ press: KeyPress) -> Bool {
        status.notice = nil
        guard let key = press.sessionKey else {
            status.notice = ScreenNotice(
                .hint, "Use the number keys: 1-9 pick, 0 back, Enter speaks, . deletes, * clears, / menu (Ctrl-C quits)")
            return true
        }
        let before = session.settings
        for effect in session.reduce(.key(key)) {
            switch effect {
            case .speak(let utterance):
                speech?.send(.speak(utterance))
            case .playSound(let boardID, let soundID, let fallback):
                if let clip = sounds.clip(boardID: boardID, soundID: soundID) {
                    speech?.send(.play(clip))
                } else {
                    speech?.send(.speak(fallback))
                }
            case .stopSpeaking:
                speech?.send(.stop)
            case .announce(let announcement):
                status.notice = ScreenNotice(announcement)
            case .settingsChanged(let settings):
                remember(settings, changedFrom: before)
            case .log, .cue:
                break
            case .quit:
                return false
            }
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
            status.notice = ScreenNotice(.problem, "No sound: \(reason)")
            problems.append("talkgrid: \(reason)")
        case .voiceUnavailable(let language, let reason):
            status.notice = ScreenNotice(.problem, "No voice for \(language): \(reason)")
            problems.append("talkgrid: no voice for \(language): \(reason)")
        }
    }

    /// Saves the settings the person changed in the menu (only those: options given on the
    /// command line and the language taken from the locale are not saved unless changed).
    private func remember(_ settings: SessionSettings, changedFrom before: SessionSettings) {
        var saved = savedSettings.session
        if settings.layout != before.layout {
            preferredLayout = settings.layout
            saved.layout = settings.layout
        }
        if settings.keypad != before.keypad { saved.keypad = settings.keypad }
        if settings.language != before.language { saved.language = settings.language }
        if settings.voiceID != before.voiceID { saved.voiceID = settings.voiceID }
        if settings.rate != before.rate { saved.rate = settings.rate }
        if settings.speakOnSelect != before.speakOnSelect { saved.speakOnSelect = settings.speakOnSelect }
        if settings.folderWords != before.folderWords { saved.folderWords = settings.folderWords }
        if settings.highContrast != before.highContrast {
            saved.highContrast = settings.highContrast
            previousCanvas = nil  // every character changes colour: draw the whole screen anew
        }
        savedSettings.session = saved
        do {
            try settingsFile.save(savedSettings)
        } catch {
            status.notice = ScreenNotice(.problem, "The setting is used now but could not be saved: \(error)")
        }
    }

    // MARK: Drawing

    /// Shows the rows layout while the chosen grid does not fit the window, and the grid again
    /// once it does.
    private func fitLayout() {
        let screenSize = ScreenSize(columns: size.columns, rows: size.rows)
        let fitting = BoardScreen.layoutThatFits(session, preferred: preferredLayout, in: screenSize) ?? preferredLayout
        if fitting != session.settings.layout {
            _ = session.reduce(.setLayout(fitting))
        }
        status.showsRowsForSpace = fitting != preferredLayout
    }

    /// Draws the screen in one write (only what changed); false when the terminal is gone.
    private func draw() -> Bool {
        let screen = BoardScreen(session: session, status: status)
        let frame = screen.drawn(in: ScreenSize(columns: size.columns, rows: size.rows))
        let canvas = Canvas(frame, theme: theme)
        let bytes = renderer.render(canvas, since: previousCanvas)
        do {
            if !bytes.isEmpty { try terminal.write(bytes) }
        } catch {
            problems.append("talkgrid: writing to the terminal failed: \(error)")
            return false
        }
        previousCanvas = canvas
        return true
    }
}
