/// One file of a set as a change leaves it: new bytes, a prepared file moved into place, or removed.
public struct FileChange: Sendable, Equatable {
    /// What the file becomes.
    public enum Content: Sendable, Equatable {
        /// These bytes.
        case bytes([UInt8])
        /// The file at this path, on the same file system, renamed into place (an unpacked import).
        case file(String)
        /// No file.
        case removed
    }

    /// The file's path inside the set, `/`-separated (`boards/home.obf`).
    public var entry: String
    public var content: Content

    public init(entry: String, content: Content) {
        self.entry = entry
        self.content = content
    }
}
