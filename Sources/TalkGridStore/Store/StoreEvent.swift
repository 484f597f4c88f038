import TalkGrid
import TalkGridSpeech
import TalkGridStorage

/// What happened, as a front end tells the ``SessionStore``: the person's presses, the timer's
/// ticks, the speaker's events, the settings file, and a history that could not be written.
public enum StoreEvent: Equatable, Sendable {
    /// The person pressed a key or a switch. A switch press within the "ignore repeats" time of
    /// the last one taken is dropped; otherwise the notice goes, the caregiver lock is read back
    /// from the settings file when another program saved it, and the session takes the key.
    case key(Key)
    /// The person pressed a key that means nothing to the session (a letter): a hint says which
    /// keys to use.
    case keyWithoutMeaning
    /// The person touched or clicked a cell or a control (``SessionInput/touchCell(row:column:)``,
    /// ``SessionInput/touchControl(_:)``): as a key, the notice goes and the lock is read back;
    /// no repeat is ignored (a touch is no switch).
    case touch(SessionInput)
    /// An input that is no press of the person's (a script's step, a front end's command): no
    /// repeat is ignored, no file read, and the notice stays unless the step brings another.
    case input(SessionInput)
    /// The person answered the first run's keypad question (the key at the keypad's top left):
    /// that keypad from now on, saved even when it is the one in use, so the question is not
    /// asked again; nil: the question was skipped (the keypad in use is kept and saved).
    case keypadChosen(Keypad?)
    /// The auto-scan timer of this number ran out (see ``ScanTimer``); an older timer's tick,
    /// overtaken by a press, is ignored.
    case tick(Int)
    /// Speech started, ended, or cannot be heard.
    case speech(SpeechEvent)
    /// The settings file may have changed (a file monitor said so): a caregiver lock saved there
    /// by another program holds from now. The store also looks before each key.
    case settingsFileChanged
    /// What fits the screen may have changed (a new window size): the layout is fitted again.
    case screenChanged
    /// Spoken messages could not be kept in the history (after ``SessionStore/perform(_:on:waitingForEach:)``).
    case historyNotKept(StorageError)
}
