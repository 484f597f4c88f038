import TalkGrid

/// The name of one text of the terminal library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why the terminal could not be used (``TerminalError``).
public enum TerminalTextKey: String, WordKey {
    public static let catalogueSection = "terminal"

    case notATerminal
    case alreadyActive
    case systemCall
}
