import Foundation
import TalkGrid
import TalkGridStorage

/// Brings what ``Importer/open(_:stringsFiles:limits:)`` opened into a new set folder, as one
/// recorded step of the set's history: the one entry point of an import, for the command line
/// and for an editor alike.
///
/// An `.obz` is read and checked before anything is written (a set whose manifest or first board
/// cannot be read is not imported at all), then unpacked as it is: without the parts a damaged
/// archive cannot give, each named in ``Outcome/unreadable``. A converted set is written whole.
public enum SetImport {
    /// What came over.
    public struct Outcome {
        /// What the import found and converted, as the command reports it.
        public var report: ImportReport
        /// How many files were written into the set.
        public var files: Int
        /// An archive's parts that could not be read and were left out (none for a converted set).
        public var unreadable: [ArchiveExtractor.UnreadableEntry]
        /// The set as read from the archive, to say what uses each unreadable part (nil for a converted set).
        public var archiveSet: BoardSet?
    }

    /// Why nothing was imported.
    public enum Failure: Error {
        /// The archive's set cannot be read (its manifest or first board); nothing was written.
        case notABoardSet(file: String, BoardLoadError)
        /// `stopping` said yes before anything was written.
        case stoppedBeforeWriting
        /// Writing the set failed or was stopped (``HistoryError/stopped``); the folder is as it was.
        case notRecorded(HistoryError)
    }

    /// Imports `input`, opened from `file`, into `folder` (new, or empty but for TalkGrid's own
    /// `.talkgrid`) as a step of `history` (the folder's, holding its lock as the caller names it);
    /// `stopping` is asked at each safe point (Ctrl-C), before the import is committed.
    public static func bring(
        _ input: ImportInput, from file: String, into folder: String, history: SetHistory, stopping: () -> Bool
    ) throws(Failure) -> Outcome {
        let record = { (summary: String, neededBytes: Int, unpack: (String) throws(StorageError) -> [String]) throws(Failure) in
            do throws(HistoryError) {
                _ = try RecordedImport.record(
                    into: folder, history: history, summary: summary, neededBytes: neededBytes, stopping: stopping, unpack: unpack)
            } catch {
                throw Failure.notRecorded(error)
            }
        }
        return switch input {
        case .obfArchive(let archive): try unpack(archive, from: file, stopping: stopping, record: record)
        case .converted(let imported): try write(imported, record: record)
        }
    }

    /// Writes an import's files into the set as one step: a summary, the bytes they take, and what writes them.
    private typealias Recording = (String, Int, (String) throws(StorageError) -> [String]) throws(Failure) -> Void

    private static func unpack(_ archive: ObzSource, from file: String, stopping: () -> Bool, record: Recording) throws(Failure)
        -> Outcome
    {
        let set: BoardSet
        do {
            set = try BoardSetLoader.loadSet(from: archive)
        } catch {
            throw .notABoardSet(file: file, error)
        }
        guard !stopping() else { throw .stoppedBeforeWriting }
        var rescue = ArchiveExtractor.Rescue(written: [], unreadable: [])
        try record("Imported \(file)", Int(clamping: archive.declaredBytes)) { unpacked throws(StorageError) in
            rescue = try ArchiveExtractor.extractReadable(archive, into: unpacked)
            return rescue.written
        }
        var report = ImportReport(format: .obz, source: file)
        report.boards = set.boards.count
        report.languages = set.locales
        report.noteRepeated(archive.repeatedEntries)
        return Outcome(report: report, files: rescue.written.count, unreadable: rescue.unreadable, archiveSet: set)
    }

    private static func write(_ imported: ImportedSet, record: Recording) throws(Failure) -> Outcome {
        let neededBytes = imported.files.reduce(0) { $0 + $1.bytes.count }
        try record("Imported \(imported.report.source)", neededBytes) { unpacked throws(StorageError) in
            try ArchiveExtractor.write(imported.files.map { ($0.path, $0.bytes) }, into: unpacked)
        }
        return Outcome(report: imported.report, files: imported.files.count, unreadable: [], archiveSet: nil)
    }
}
