import TalkGrid

/// The set the board ran last on this computer account (`$XDG_STATE_HOME/talkgrid/last-set`, one
/// line: an absolute path or `shipped:NAME`), so `talkgrid` alone opens the person's own set.
///
/// Written when a board is shown on a screen (the terminal's or a window), never by `run --keys`.
/// A file that cannot be read or written changes nothing but which set opens: the shipped one.
public struct LastSet: Sendable {
    /// Where the line is kept; nil when neither `XDG_STATE_HOME` nor `HOME` says.
    public let path: String?

    /// The file the XDG base directory rules give for an environment.
    public init(environment: [String: String]) {
        path = XDGBaseDirectory.state.path(of: "last-set", environment: environment)
    }

    /// What the file says of the set run last.
    public enum Found: Equatable, Sendable {
        /// No set was run on a screen yet (or the file cannot be read).
        case none
        /// The set is there to open: its path, as recorded.
        case present(String)
        /// The recorded set is not there any more (moved or deleted): its path, as recorded.
        case gone(String)
    }

    /// Reads which set ran last, and whether it is still there.
    public func find() -> Found {
        guard let path, let file = try? FileSystem.openFile(path),
            let bytes = try? FileSystem.readAll(file, maxBytes: 1 << 14, path: path, entry: path)
        else { return .none }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard !line.isEmpty else { return .none }
        if line.hasPrefix(BoardInput.shippedPrefix) { return .present(line) }
        switch try? FileSystem.kind(of: line) {
        case .folder?, .regularFile?: return .present(line)
        default: return .gone(line)
        }
    }

    /// Remembers `setPath` (made absolute against `currentFolder`) as the set run last.
    public func record(_ setPath: String, currentFolder: String) throws(StorageError) {
        guard let path else { return }
        let absolute =
            setPath.hasPrefix("/") || setPath.hasPrefix(BoardInput.shippedPrefix)
            ? setPath : Self.joined(currentFolder, setPath)
        try SettingsFile.makeFolders(PathText.folder(of: path))
        try AtomicFile.write(Array((absolute + "\n").utf8), to: path)
    }

    /// `folder/relative` with `.` and `..` steps and a trailing `/` taken out.
    static func joined(_ folder: String, _ relative: String) -> String {
        var parts: [Substring] = []
        for part in (folder + "/" + relative).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
