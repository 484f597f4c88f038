import TalkGrid

/// The texts of a run's problems told to the caregiver after the run (`talkgrid: ...` on
/// standard error); their English words are in the command line's catalogue.
public enum RunTextKey: String, WordKey {
    case historyNotKept = "run.problem.historyNotKept"
    case keyboardFailed = "run.problem.keyboardFailed"
    case terminalWriteFailed = "run.problem.terminalWriteFailed"
    case settingNotSaved = "run.problem.settingNotSaved"
}
