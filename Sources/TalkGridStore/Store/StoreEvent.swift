import TalkGrid
import TalkGridSpeech
import TalkGridStorage

/// What happened, as a front end tells the ``SessionStore``: the person's presses, the timer's
/// ticks, the speaker's events, what the front end's edge read from or saved to the settings
/// file (``SettingsDisk``), and a history that could not be written.
public enum StoreEvent: Equatable, Sendable {
    /// The person pressed a key or a switch. A switch press within the "ignore repeats" time of
    /// the last one taken is dropped; otherwise the notice goes and the session takes the key.
    /// While the first run's keypad question is asked, the key answers it (``KeypadAnswer``) or
    /// is ignored. The front end sends ``settingsRead(_:)`` first when the file changed.
    case key(Key)
    /// The person pressed a key that means nothing to the session (a letter): a hint says which
    /// keys to use.
    case keyWithoutMeaning
    /// The person touched or clicked a cell or a control (``SessionInput/touchCell(row:column:by:)``,
    /// ``SessionInput/touchControl(_:)``): as a key, the notice goes; no repeat is ignored (a
    /// touch is no switch).
    case touch(SessionInput)
    /// An input that is no press of the person's (a script's step, a front end's command): no
    /// repeat is ignored, no file read, and the notice stays unless the step brings another.
    case input(SessionInput)
    /// The person answered the first run's keypad question another way than by a key (a Skip
    /// button): that keypad from now on, saved even when it is the one in use, so the question is
    /// not asked again; nil: the question was skipped (the keypad in use is kept and saved).
    case keypadChosen(Keypad?)
    /// The auto-scan timer of this number ran out (see ``ScanTimer``); an older timer's tick,
    /// overtaken by a press, is ignored.
    case tick(Int)
    /// Speech started, ended, or cannot be heard.
    case speech(SpeechEvent)
    /// The settings file as the front end's edge read it after another program saved it
    /// (``SettingsDisk/changes()``): its caregiver lock (set, changed, cleared or unreadable)
    /// holds from now. Ignored while a save of the store's own is under way (its outcome says).
    case settingsRead(SavedSettings)
    /// A ``StoreOutput/save`` was done: the settings the file holds now (another program's lock
    /// kept); once no other save is under way, their caregiver lock holds.
    case settingsSaved(SavedSettings)
    /// A ``StoreOutput/save`` failed: a notice says why (the change holds for this run).
    case settingsNotSaved(StorageError)
    /// What fits the screen may have changed (a new window size): the layout is fitted again.
    case screenChanged
    /// Picks or messages could not be kept in the usage record (after ``SessionStore/perform(_:on:waitingForEach:)``).
    case historyNotKept(StorageError)
    /// The set's files changed (an edit on screen, the command line, another window): the set as
    /// saved now, shown where the person is, with a short notice.
    case boardSetChanged(BoardSet)
}
