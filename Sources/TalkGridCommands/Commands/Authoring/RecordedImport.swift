import Foundation
import TalkGridStorage

/// Unpacks an `.obz` into a set folder as one recorded, atomic step of the set's history.
///
/// The archive's readable entries are unpacked (with all of ``ArchiveExtractor``'s checks; see
/// ``ArchiveExtractor/extractReadable(_:into:replacingFiles:)`` for what a damaged entry does)
/// into the folder's `.talkgrid/staging`, then its files are moved into place under the history's
/// journal: a crash leaves the folder as it was, or holding the whole import.
enum RecordedImport {
    /// Unpacks `source` into `folder` (new, or empty but for TalkGrid's own `.talkgrid`); returns the
    /// files written and the entries that could not be read.
    static func extract(_ source: ObzSource, archive: String, into folder: String) throws(HistoryError) -> ArchiveExtractor.Rescue {
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
        var rescue = ArchiveExtractor.Rescue(written: [], unreadable: [])
        let history = SetHistory(root: folder, command: "import")
        // Checked and written under the set's lock: two imports into one new folder cannot both find it empty.
        let outcome = try history.whileLocked { () -> Result<Void, HistoryError> in
            guard isEmpty() else { return .failure(.storage(.destinationNotEmpty(path: folder))) }
            do throws(HistoryError) {
                try record()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = outcome {
            if !existed { try? FileManager.default.removeItem(atPath: folder) }  // nothing half-made is left behind
            throw error
        }
        return rescue

        func record() throws(HistoryError) {
            try history.applyStaged(
                command: "import", summary: "Imported \(archive)", time: Int64(Date().timeIntervalSince1970), isCreation: true
            ) { staging throws(HistoryError) in
                do {
                    try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
                } catch {
                    throw .storage(.writeFailed(path: staging, reason: error.localizedDescription))
                }
                let unpacked = staging + "/set"
                do throws(StorageError) {
                    rescue = try ArchiveExtractor.extractReadable(source, into: unpacked)
                } catch {
                    throw .storage(error)
                }
                return rescue.written.map { FileChange(entry: $0, content: .file(unpacked + "/" + $0)) }
            }
        }
    }
}
