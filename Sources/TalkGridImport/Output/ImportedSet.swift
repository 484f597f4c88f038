import TalkGrid

/// The result of an import: the files of an OBF set folder and the report of what came over.
public struct ImportedSet: Equatable, Sendable {
    /// One file of the set folder.
    public struct File: Equatable, Sendable {
        /// The path inside the set folder (`manifest.json`, `boards/home.obf`, `images/….png`).
        public var path: String
        public var bytes: [UInt8]
    }

    /// The files, `manifest.json` first, then boards and images sorted by path.
    public var files: [File]
    public var report: ImportReport
    /// What the validator found in the files (warnings and notes: a set with an error is never
    /// made), named after the imported file and the entry (`talk.gridset/boards/home.obf`).
    public var findings: [Diagnostic] = []

    /// The files by path, as a board-set source reads them.
    public var filesByPath: [String: [UInt8]] {
        Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    }
}
