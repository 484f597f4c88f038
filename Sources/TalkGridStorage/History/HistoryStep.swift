import TalkGrid

/// One recorded change of a set: what it was, when, and every file it touched as it was before.
///
/// Saved as a small zip archive (deflated): `step.json` with the description, the
/// `before/ENTRY` bytes of each file that existed before the change, and the `after/ENTRY` bytes
/// a change left in each board file and the manifest (``keepsSavedVersion(of:)``), so the version
/// TalkGrid saved last of a board can be shown and put back when the file is damaged later
/// (``SetHistory/savedVersion(of:accepting:)``). The same record serves as the journal while a
/// change is being made (see ``SetHistory``).
public struct HistoryStep: Sendable, Equatable {
    /// What the record is for.
    public enum Kind: String, Sendable {
        /// A change; as a journal: not finished yet.
        case change
        /// As a journal: undoing step `number`, with the files as they were before the undo; kept
        /// as the undone step's `.redo` record afterwards (the bytes a redo writes back).
        case undo
        /// As a journal only: redoing step `number`, with the files as they were before the redo.
        case redo
    }

    /// One file the step touched.
    public struct File: Sendable, Equatable {
        public var entry: String
        /// The bytes before the change; nil when the file did not exist.
        public var before: [UInt8]?
        /// The SHA-256 (hex) of the bytes the change left; nil when it removed the file.
        public var afterDigest: String?
        /// The bytes the change left, kept for a board file or the manifest (``keepsSavedVersion(of:)``)
        /// of a ``Kind/change``; nil otherwise, and when the record was read without its contents.
        public var after: [UInt8]? = nil
    }

    /// Whether a change keeps the bytes it left in `entry`: a board file (`.obf`) or the manifest,
    /// what a set needs to open; pictures and sounds are left out (they are large, and a set runs without them).
    public static func keepsSavedVersion(of entry: String) -> Bool {
        entry == "manifest.json" || entry.lowercased().hasSuffix(".obf")
    }

    public var kind: Kind
    /// The step's number, counting up from 1 in a set.
    public var number: Int
    /// Seconds since 1970 (UTC).
    public var time: Int64
    /// The command that made it (`cell set`).
    public var command: String
    /// One line saying what changed.
    public var summary: String
    /// Whether the step made the set (`talkgrid new`, an import into a new folder): it is never undone.
    public var isCreation: Bool
    public var files: [File]

    static let format = "talkgrid-history-1"

    /// The record's bytes.
    func encoded() throws(StorageError) -> [UInt8] {
        let files = files.map { file -> JSONNode in
            .object([
                ("entry", JSONNode.string(file.entry)),
                ("existed", JSONNode(.bool(file.before != nil))),
                ("after_sha256", file.afterDigest.map(JSONNode.string) ?? JSONNode(.null)),
            ])
        }
        let header = JSONNode.object([
            ("format", JSONNode.string(Self.format)),
            ("kind", JSONNode.string(kind.rawValue)),
            ("step", JSONNode(integerLiteral: number)),
            ("time", JSONNode(.number(JSONNumber(text: String(time))))),
            ("command", JSONNode.string(command)),
            ("summary", JSONNode.string(summary)),
            ("creation", JSONNode(.bool(isCreation))),
            ("files", .array(files)),
        ])
        var entries = [ZipWriter.Entry(path: "step.json", bytes: JSONWriter.prettyBytes(header))]
        for file in self.files {
            if let before = file.before { entries.append(ZipWriter.Entry(path: "before/" + file.entry, bytes: before)) }
            if let after = file.after { entries.append(ZipWriter.Entry(path: "after/" + file.entry, bytes: after)) }
        }
        return try ZipWriter.archive(entries, displayPath: "history step \(number)")
    }

    /// Reads a record; `withContents` false reads only `step.json` (for listing), true also the
    /// bytes before the change (not those after it: ``savedBytes(of:path:)`` reads them).
    static func decode(path: String, withContents: Bool) throws(HistoryError) -> HistoryStep {
        let archive: ZipArchive
        var named: [String: Int] = [:]
        do {
            archive = try ZipArchive(path: path)
            for entry in try archive.entries() { named[entry.name] = entry.index }
        } catch {
            throw .damagedRecord(path: path, reason: error.caregiverText)
        }
        return try decode(archive, named: named, path: path, withContents: withContents)
    }

    /// The bytes the record at `path` keeps of `entry`: those the change left (when kept), then
    /// those it had before, as they are in the record; nil for what it does not keep.
    static func savedBytes(of entry: String, path: String) throws(HistoryError) -> (after: [UInt8]?, before: [UInt8]?) {
        do {
            let archive = try ZipArchive(path: path)
            var named: [String: Int] = [:]
            for item in try archive.entries() { named[item.name] = item.index }
            let after = try named["after/" + entry].map { index throws(StorageError) in
                try archive.read(entryAt: index, maxBytes: ArchiveLimits.standard.maxEntryBytes)
            }
            let before = try named["before/" + entry].map { index throws(StorageError) in
                try archive.read(entryAt: index, maxBytes: ArchiveLimits.standard.maxEntryBytes)
            }
            return (after, before)
        } catch {
            throw .damagedRecord(path: path, reason: error.caregiverText)
        }
    }

    private static func decode(
        _ archive: ZipArchive, named: [String: Int], path: String, withContents: Bool
    ) throws(HistoryError) -> HistoryStep {
        func read(_ name: String) throws(HistoryError) -> [UInt8] {
            guard let index = named[name] else {
                throw .damagedRecord(path: path, reason: StorageText.recordLacks(name: name))
            }
            do {
                return try archive.read(entryAt: index, maxBytes: ArchiveLimits.standard.maxEntryBytes)
            } catch {
                throw .damagedRecord(path: path, reason: error.caregiverText)
            }
        }
        let header: JSONNode
        do {
            header = try JSONParser.parse(try read("step.json"), file: path)
        } catch let error as HistoryError {
            throw error
        } catch let error as JSONParseError {
            throw .damagedRecord(path: path, reason: error.caregiverText)
        } catch {
            throw .damagedRecord(path: path, reason: StorageText.problem(problem: "\(error)"))
        }
        guard header["format"]?.string == format, let kind = header["kind"]?.string.flatMap(Kind.init(rawValue:)),
            let number = header["step"]?.scalarText.flatMap({ Int($0) }),
            let time = header["time"]?.scalarText.flatMap({ Int64($0) }), let fileList = header["files"]?.elements
        else { throw .damagedRecord(path: path, reason: CaregiverText(StorageTextKey.recordNotStep)) }
        var files: [File] = []
        for item in fileList {
            guard let entry = item["entry"]?.string else {
                throw .damagedRecord(path: path, reason: CaregiverText(StorageTextKey.recordNoEntry))
            }
            guard case .success(let checked) = EntryPath.check(entry), checked.joined == entry, !checked.isDirectory else {
                throw .damagedRecord(path: path, reason: StorageText.recordEntryOutside(entry: entry))
            }
            let existed = item["existed"]?.value == .bool(true)
            files.append(
                File(
                    entry: entry, before: existed ? (withContents ? try read("before/" + entry) : []) : nil,
                    afterDigest: item["after_sha256"]?.string))
        }
        return HistoryStep(
            kind: kind, number: number, time: time, command: header["command"]?.string ?? "",
            summary: header["summary"]?.string ?? "", isCreation: header["creation"]?.value == .bool(true), files: files)
    }
}

extension JSONNode {
    /// A JSON string.
    fileprivate static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
}
