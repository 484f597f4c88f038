import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The person's usage record on disk: every pick, message, delete and clear, one line each (see
/// ``RecordedEvent``), in one file a month (`2026-12.log`), kept in the set's own folder
/// (`SET/.talkgrid/usage/`), so the record travels with the set and two children's sets keep two
/// records. A set with no folder of its own (a shipped set, an `.obz` file) keeps it in
/// `$XDG_STATE_HOME/talkgrid/usage/NAME/`.
///
/// Private: the folder and files are readable by their owner only, and nothing reads them but
/// `talkgrid said`, `talkgrid report` and `talkgrid backup`. Crash-safe: each line is appended in
/// one write and never rewritten; a line cut short by a crash is skipped when read (the next line
/// starts on a line of its own). Bounded: a month's file stops growing at ``maximumBytes`` (a year
/// of heavy use, 200 messages of five words a day, is about 2.5 MiB a month); `talkgrid said SET
/// --forget` deletes.
public struct UsageRecord: Sendable {
    /// The folder holding the month files.
    public let folder: String

    /// The most bytes one month's file holds (8 MiB, about 100,000 events).
    public static let maximumBytes = 8 << 20

    public init(folder: String) {
        self.folder = folder
    }

    /// The record of the set at `path` (a folder, a board file, an `.obz`, `shipped:NAME`); nil when
    /// no folder can hold it (an `.obz` or shipped set with neither `XDG_STATE_HOME` nor `HOME`).
    public init?(forSetAt path: String, environment: [String: String]) {
        if let root = SetHistory.root(forSetAt: path) {
            self.init(folder: root + "/" + SetHistory.folderName + "/usage")
            return
        }
        let name =
            path.hasPrefix(BoardInput.shippedPrefix)
            ? String(path.dropFirst(BoardInput.shippedPrefix.count))
            : PathText.name(of: path)
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
        guard let folder = XDGBaseDirectory.state.path(of: "usage/" + (safe.isEmpty ? "set" : safe), environment: environment) else {
            return nil
        }
        self.init(folder: folder)
    }

    /// The file of a month.
    public func path(ofMonth month: String) -> String { folder + "/" + month + ".log" }

    // MARK: Writing

    /// Appends events, each in the file of its month (created with the header). A file left
    /// without a final line break by a crash gets one first.
    public func append(_ events: [RecordedEvent]) throws(StorageError) {
        guard !events.isEmpty else { return }
        try SettingsFile.makeFolders(folder)
        _ = chmod(folder, 0o700)
        var index = 0
        while index < events.count {
            let month = events[index].time.date.monthText
            var bytes: [UInt8] = []
            while index < events.count, events[index].time.date.monthText == month {
                bytes += Array(events[index].line.utf8)
                index += 1
            }
            let path = path(ofMonth: month)
            let file = try FileSystem.openForAppending(path)
            let size = try FileSystem.size(of: file, path: path)
            if size + bytes.count > Self.maximumBytes {
                throw .writeFailed(path: path, reason: "this month's usage record is full (\(Self.maximumBytes >> 20) MiB)")
            }
            if size == 0 {
                bytes = Array(RecordedEvent.header.utf8) + bytes
            } else if Self.lastByte(of: file) != UInt8(ascii: "\n") {
                bytes = [UInt8(ascii: "\n")] + bytes
            }
            try FileSystem.writeAll(bytes, to: file, path: path)
        }
    }

    private static func lastByte(of file: FileSystem.Descriptor) -> UInt8? {
        var info = stat()
        guard fstat(file.fd, &info) == 0, info.st_size > 0 else { return nil }
        var byte: UInt8 = 0
        guard pread(file.fd, &byte, 1, info.st_size - 1) == 1 else { return nil }
        return byte
    }

    // MARK: Reading

    /// The months the record holds (`2026-12`), oldest first.
    public func months() throws(StorageError) -> [String] {
        guard try FileSystem.kind(of: folder) == .folder else { return [] }
        let names = try FileSystem.names(in: try FileSystem.openFolder(folder), path: folder)
        return names.filter { Self.isMonthFile($0) }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The events from `from` on (the local date; nil: all), oldest first.
    public func events(from: LocalDate? = nil) throws(StorageError) -> [RecordedEvent] {
        var events: [RecordedEvent] = []
        for month in try months() where from.map({ month >= $0.monthText }) ?? true {
            let path = path(ofMonth: month)
            let bytes = try FileSystem.readAll(
                try FileSystem.openFile(path), maxBytes: Self.maximumBytes * 2, path: path, entry: month + ".log")
            // Split on the line-break byte and read each line on its bytes, never as characters: a
            // year of heavy use is 25 MB.
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
                guard let event = RecordedEvent(utf8: line) else { continue }
                if let from, event.time.date < from { continue }
                events.append(event)
            }
        }
        events.sort { $0.time.seconds < $1.time.seconds }
        return events
    }

    // MARK: Forgetting

    /// Deletes the events before `before` (a local date; nil: every event). A month wholly before
    /// is removed; the month it falls in is written again without the older days (atomically).
    /// Returns how many events were deleted.
    @discardableResult
    public func forget(before: LocalDate? = nil) throws(StorageError) -> Int {
        var deleted = 0
        for month in try months() {
            let path = path(ofMonth: month)
            if let before, month > before.monthText { continue }
            let bytes = try FileSystem.readAll(
                try FileSystem.openFile(path), maxBytes: Self.maximumBytes * 2, path: path, entry: month + ".log")
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            guard let before, month == before.monthText else {
                deleted += lines.count { RecordedEvent(line: $0) != nil }
                FileSystem.removeFile(path)
                continue
            }
            var kept = RecordedEvent.header
            for line in lines {
                guard let event = RecordedEvent(line: line) else { continue }
                if event.time.date < before {
                    deleted += 1
                } else {
                    kept += line + "\n"
                }
            }
            try AtomicFile.write(Array(kept.utf8), to: path)
        }
        return deleted
    }

    private static func isMonthFile(_ name: String) -> Bool {
        name.hasSuffix(".log") && name.count == 11 && LocalDate(text: String(name.prefix(7)) + "-01") != nil
    }
}
