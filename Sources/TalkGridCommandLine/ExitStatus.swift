/// The exit statuses every command uses.
package enum ExitStatus {
    /// It worked (for `validate`: no error).
    package static let success: Int32 = 0
    /// The input was bad or the work failed: the message says why.
    package static let failure: Int32 = 1
    /// The command was called wrongly.
    package static let usage: Int32 = 2
    /// `import` of a damaged `.obz`: what could be read is imported, the parts that could not be are named.
    package static let partial: Int32 = 3
    /// Stopped by Ctrl-C (or SIGTERM) once the files were safe: 128 + SIGINT, as shells report it.
    package static let interrupted: Int32 = 130
}
