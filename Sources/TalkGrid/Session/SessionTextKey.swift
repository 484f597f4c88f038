/// The name of one text of the session in the command line's word catalogue
/// (`Interface/command-line/en.json`): why a session cannot start (``SessionError``).
public enum SessionTextKey: String, WordKey {
    public static let catalogueSection = "session"

    case missingRootBoard
}
