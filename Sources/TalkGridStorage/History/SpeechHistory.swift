import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The person's private history of spoken messages: `$XDG_STATE_HOME/talkgrid/history.log`
/// (else `~/.local/state/talkgrid/history.log`), one line per message:
/// `2026-11-30T05:32:38Z<TAB>en-US<TAB>I want drink`.
///
/// Only this machine ever reads it: the file is created readable by its owner alone (`0600`),
/// each line is appended in one write, and a link in its place is refused, never followed. It is
/// bounded: once a line would take it past ``maxBytes``, it becomes `history.log.1` (replacing
/// the one before) and a new file starts, so the two together stay under twice that.
public struct SpeechHistory: Sendable {
    /// The file; nil when neither `XDG_STATE_HOME` nor `HOME` says where.
    public let path: String?

    /// The most bytes the current file holds before it is set aside (1 MiB, about 20,000 messages).
    public static let maxBytes = 1 << 20

    public init(path: String?) {
        self.path = path
    }

    /// The file the XDG base directory rules give for an environment.
    public init(environment: [String: String]) {
        path = XDGBaseDirectory.state.path(of: "history.log", environment: environment)
    }

    /// Appends one spoken message, said at `time` (seconds since 1970, UTC).
    public func append(_ utterance: Utterance, at time: Int) throws(StorageError) {
        guard let path else { throw .writeFailed(path: "history.log", reason: "neither XDG_STATE_HOME nor HOME is set") }
        let line = Array(Self.line(for: utterance, at: time).utf8)
        try SettingsFile.makeFolders(FileSystem.folder(of: path))
        var file = try FileSystem.openForAppending(path)
        if try FileSystem.size(of: file, path: path) + line.count > Self.maxBytes {
            try FileSystem.renameItem(path, to: path + ".1")
            file = try FileSystem.openForAppending(path)
        }
        try FileSystem.writeAll(line, to: file, path: path)
    }

    /// The line for one message: time, language(s), text, with tabs and line breaks in the text
    /// made spaces so that a line is always one message.
    static func line(for utterance: Utterance, at time: Int) -> String {
        var languages: [String] = []
        for segment in utterance.segments where !languages.contains(segment.language) { languages.append(segment.language) }
        var text = String.UnicodeScalarView()
        for scalar in utterance.text.unicodeScalars {
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            text.append(isControl ? " " : scalar)
        }
        return "\(timestamp(time))\t\(languages.joined(separator: "+"))\t\(String(text))\n"
    }

    /// `2026-11-30T05:32:38Z` for seconds since 1970.
    static func timestamp(_ time: Int) -> String {
        var seconds = time_t(time)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "\(time)" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// The current time in seconds since 1970.
    public static func now() -> Int {
        Int(time(nil))
    }
}
