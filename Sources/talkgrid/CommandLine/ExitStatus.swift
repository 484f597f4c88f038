/// The exit statuses every command uses.
enum ExitStatus {
    /// It worked (for `validate`: no error).
    static let success: Int32 = 0
    /// The input was bad or the work failed: the message says why.
    static let failure: Int32 = 1
    /// The command was called wrongly.
    static let usage: Int32 = 2
}
