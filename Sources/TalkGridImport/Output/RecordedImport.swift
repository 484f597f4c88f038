import Foundation
import TalkGridStorage

/// Brings an import into a set folder as one recorded, atomic step of the set's history.
///
/// The files are first written into the folder's `.talkgrid/staging` (an `.obz` unpacked with all of
/// ``ArchiveExtractor``'s checks, or a converted set), then moved into place under the history's
/// journal. Killed at any moment (kill -9, a closed terminal, a power cut), the import leaves the
/// folder as it was or holding the whole import; the next TalkGrid command that opens the folder
/// rolls a cut-short import back from the journal (a folder the import made is removed again), so
/// the same import can simply be run again. Ctrl-C (`stopping`) stops it before it is committed,
/// with nothing written.
public enum RecordedImport {
    /// Imports into `folder` (new, or empty but for TalkGrid's own `.talkgrid`): `unpack` writes the
    /// files into the folder it is given and returns their entries, which are moved into the set.
    /// Returns the entries written.
    ///
    /// Throws ``HistoryError/stopped`` when `stopping` said yes before the commit; then, as on any
    /// failure, the folder is as it was (a folder made for the import is removed). A disk that
    /// fills up is ``HistoryError/diskFull(path:neededBytes:)`` naming `folder` (not the staging
    /// file it stopped at) and about `neededBytes`, what the import's files take.
    public static func record(
        into folder: String, history: SetHistory, summary: String, neededBytes: Int, stopping: () -> Bool,
        unpack: (_ folder: String) throws(StorageError) -> [String]
    ) throws(HistoryError) -> [String] {
        // An earlier import into this folder that was cut short is rolled back first (and says so).
        if FileManager.default.fileExists(atPath: folder) { try history.recoverIfNeeded() }
        var isFolder: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        func isEmpty() -> Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).allSatisfy { $0 == SetHistory.folderName }
        }
        if existed {
            guard isFolder.boolValue else { throw .storage(.notAFolder(path: folder)) }
            guard isEmpty() else { throw .storage(.destinationNotEmpty(path: folder)) }  // before anything is made in it
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            } catch {
                throw .storage(.writeFailed(path: folder, reason: error.localizedDescription))
            }
        }
        var written: [String] = []
        // Checked and written under the set's lock: two imports into one new folder cannot both find it empty.
        let outcome = try history.whileLocked { () -> Result<Void, HistoryError> in
            guard isEmpty() else { return .failure(.storage(.destinationNotEmpty(path: folder))) }
            do throws(HistoryError) {
                if !existed { try history.markAsNewFolder() }
                try history.applyStaged(
                    command: "import", summary: summary, time: Int64(Date().timeIntervalSince1970), isCreation: true,
                    stopping: stopping
                ) { staging throws(HistoryError) in
                    do {
                        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
                    } catch {
                        throw .storage(.writeFailed(path: staging, reason: error.localizedDescription))
                    }
                    let unpacked = staging + "/set"
                    do throws(StorageError) {
                        written = try unpack(unpacked)
                    } catch {
                        throw .storage(error)
                    }
                    return written.map { FileChange(entry: $0, content: .file(unpacked + "/" + $0)) }
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = outcome {
            if !existed { try? FileManager.default.removeItem(atPath: folder) }  // nothing half-made is left behind
            switch error {
            case .storage(.diskFull), .diskFull: throw .diskFull(path: folder, neededBytes: neededBytes)
            default: throw error
            }
        }
        return written
    }
}
