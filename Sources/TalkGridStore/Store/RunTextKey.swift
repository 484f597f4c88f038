import TalkGrid

/// The texts of a run's problems told to the caregiver after the run (`talkgrid: ...` on
/// standard error); their English words are in the command line's catalogue.
public enum RunTextKey: String, WordKey {
    public static let catalogueSection = "run"

    case historyNotKept
    case keyboardFailed
    case terminalWriteFailed
}
