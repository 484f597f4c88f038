import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridWords

/// What a run on a screen needs before its first frame, the terminal's and the window's alike:
/// the settings (saved, then the command line), the session, the speaker, the history, and the
/// notice the first frame shows; ``finish(problems:)`` tells the caregiver what went wrong.
public struct RunSetup {
    public let opened: OpenedBoardSet
    public let settingsFile: SettingsFile
    /// Where the store's saves go and another program's saves are read (the front end's edge).
    public let settingsDisk: SettingsDisk
    public let loaded: SettingsFile.Loaded
    public let session: Session
    public let interpreter: EffectInterpreter
    /// Where speech goes; nil with `--no-audio` and no `--speak-to`.
    public let speaker: LiveSpeaker?
    /// Shown on the first frame: a damaged board, unreadable settings, or that a lock exists.
    public let notice: Announcement?
    /// No keypad saved or given, and no switches: the first thing shown asks which way round it is.
    public let asksKeypad: Bool
    /// The first run (no settings saved yet): the caregiver is told afterwards that a lock exists.
    package let firstRunWithoutLock: Bool

    /// The setup for `options` on an opened set; nil when the session or the speaker cannot
    /// start (said on standard error). A run shown on a screen (`withSpeaker`; the board printed
    /// instead has none) is remembered as the set run last.
    package static func make(opened: OpenedBoardSet, voices: VoiceCatalog, options: RunOptions, withSpeaker: Bool = true) -> RunSetup? {
        let boardSet = opened.boardSet
        let environment = ProcessInfo.processInfo.environment
        // The settings about the person are the set's own (the account's until it has some).
        let settingsFile = SettingsFile(forSetAt: options.setPath, environment: environment)
        let loaded = settingsFile.load()
        let settings = RunSettings.starting(
            saved: loaded.settings, overrides: options.overrides, environment: environment, boardSet: boardSet)
        let session: Session
        do {
            session = try Session(
                boardSet: boardSet, settings: settings.session, voices: SpeechSetup.voiceChoices(voices),
                surface: options.window ? .window : .terminal)
        } catch {
            Output.error("\(boardSet.source): \(error)")
            return nil
        }
        var speaker: LiveSpeaker?
        if withSpeaker, !options.noAudio || options.speakTo != nil {
            do {
                let files = try options.speakTo.map { folder throws(SpeechError) in try WAVFolderSink(folder: folder) }
                speaker = SpeechSetup.speaker(voices: voices, playsAloud: !options.noAudio, files: files, waitsForNaturalVoices: false)
            } catch {
                Output.error("talkgrid run: \(error)")
                return nil
            }
        }
        let firstRunWithoutLock = !loaded.existed && session.settings.caregiverLock == nil
        let damaged = boardSet.damagedBoards.first.map {
            Announcement(.damagedAtStart, .noticeDamagedAtStart(detail: $0.notice))
        }
        let lastSet: Announcement? =
            switch options.lastSet {
            case .none: nil
            case .present:
                Announcement(.lastSetOpened, .noticeLastSet(set: boardSet.name(path: options.setPath)))
            case .gone(let path):
                Announcement(.lastSetGone, .noticeLastSetGone(set: FileManager.default.displayName(atPath: path)))
            }
        let notice =
            damaged ?? settingsNotice(loaded) ?? lastSet ?? (firstRunWithoutLock ? Announcement(.noLockYet, .noticeNoLockYet) : nil)
        if withSpeaker {
            do throws(StorageError) {
                try LastSet(environment: environment).record(options.setPath, currentFolder: FileManager.default.currentDirectoryPath)
            } catch {
                Output.error("talkgrid: \(error)")
            }
        }
        let record = settings.keepsHistory ? UsageRecord(forSetAt: boardSet.source, environment: environment) : nil
        var interpreter = EffectInterpreter(media: opened.media, usage: record.map { UsageRecorder(record: $0) })
        // A set folder of its own learns the word pairs of its spoken messages (counts only), as the usage record keeps them.
        let pairsFile = WordPairsFile(setPath: options.path)
        if settings.keepsHistory { interpreter.wordPairs = pairsFile }
        let prediction = SetPrediction(boardSet: boardSet, pairsFile: pairsFile, language: session.settings.language)
        // Made ahead only for a run shown on a screen: the board printed instead finds no words ahead.
        if withSpeaker, session.offersWordsAhead { prediction.prepareInBackground() }
        interpreter.wordsAhead = prediction.wordsAhead(after:spelling:)
        return RunSetup(
            opened: opened, settingsFile: settingsFile, settingsDisk: SettingsDisk(file: settingsFile), loaded: loaded, session: session,
            interpreter: interpreter, speaker: speaker,
            notice: notice,
            asksKeypad: !loaded.settings.choseKeypad && options.overrides.keypad == nil && !session.settings.access.scans,
            firstRunWithoutLock: firstRunWithoutLock)
    }

    /// What the board says first of the settings file's mistakes: a lock that cannot be read
    /// (the board stays locked), else the first mistake with its line and column; nil: none.
    package static func settingsNotice(_ loaded: SettingsFile.Loaded) -> Announcement? {
        if loaded.settings.session.caregiverLock?.isUnreadable == true { return Announcement(.damagedAtStart, .noticeLockUnreadable) }
        guard let problem = loaded.problems.first else { return nil }
        guard problem.line > 0 else { return Announcement(.damagedAtStart, .noticeSettingsUnreadable) }
        return Announcement(
            .damagedAtStart,
            .noticeSettingsMistake(line: problem.line, column: problem.column, detail: ShippedContent.commandLineWords.text(problem.detail))
        )
    }

    /// The store the run's screen shows.
    public func store() -> SessionStore {
        SessionStore(
            session: session, interpreter: interpreter, savesSettings: true, savedSettings: loaded.settings, notice: notice,
            asksKeypad: asksKeypad)
    }

    /// After the run: the problems the caregiver may have missed on screen, the unreadable
    /// settings, and (on a first run that set no lock) that a lock exists.
    public func finish(problems: [CaregiverText]) {
        // What is still queued is written now; a record that could not be written is said once.
        interpreter.usage?.finish()
        if let failure = interpreter.usage?.takeFailures().first {
            Output.error("talkgrid: \(RunText.historyNotKept(reason: failure))")
        }
        for problem in problems { Output.error("talkgrid: \(problem)") }
        for problem in loaded.problems { Output.error("talkgrid: \(problem)") }
        if firstRunWithoutLock, settingsFile.peek()?.session.caregiverLock == nil {
            Output.error(CommandText(.runNoLockYet).description)
        }
    }
}
