import TalkGrid

extension SetBackup {
    /// Why a backup was not restored; nothing is left in the destination.
    public enum RestoreFailure: Error {
        /// The file is an `.obz` but holds no TalkGrid backup (`talkgrid import` brings in a plain `.obz`).
        case notABackup
        /// The unpacked files do not open as a set, or their history cannot be read.
        case notASet(reason: any Error)
        /// The file could not be read or unpacked, or the settings not written.
        case storage(StorageError)
    }

    /// Writes the backup of the set folder `root` to `file`, atomically: under the set's lock (`history`,
    /// whose holder names who makes it), after rolling back a change cut short. The account's
    /// settings the set runs with (`settingsFile`) go along when the set has none of its own.
    /// A `root` that is not a folder is ``StorageError/notAFolder(path:)``.
    public static func write(setAt root: String, to file: String, history: SetHistory, settingsFile: SettingsFile) throws(HistoryError)
        -> Contents
    {
        guard (try? FileSystem.kind(of: root)) == .folder else { throw .storage(.notAFolder(path: root)) }
        _ = try history.recoverIfNeeded()
        var settings: [UInt8]?
        if let path = settingsFile.readPath, path != settingsFile.path {
            settings = try? FileSystem.readAll(try FileSystem.openFile(path), maxBytes: 1 << 20, path: path, entry: path)
        }
        let made = try history.whileLocked { () -> Result<([ZipWriter.Entry], Contents), StorageError> in
            Result { () throws(StorageError) in try entries(ofSetAt: root, settings: settings) }
        }
        do throws(StorageError) {
            let (entries, contents) = try made.get()
            try ZipWriter.write(entries, to: file)
            return contents
        } catch {
            throw .storage(error)
        }
    }

    /// Restores the backup `file` into the new or empty folder `folder`: unpacked through the `.obz`
    /// checks, opened as a set with its history read before it is called restored (else removed
    /// again), and the account's settings it carried kept as the set's own when it has none.
    /// Returns the set's settings file, when it has one.
    public static func restoreSet(from file: String, into folder: String) throws(RestoreFailure) -> String? {
        let source: ObzSource
        let settings: [UInt8]?
        do {
            source = try ObzSource(path: file)
        } catch {
            throw .storage(error)
        }
        guard isBackup(source) else { throw .notABackup }
        do {
            settings = try restore(source, into: folder)
        } catch {
            throw .storage(error)
        }
        do {
            _ = try OpenedBoardSet(path: folder)
            _ = try SetHistory(root: folder).steps()
        } catch {
            FileSystem.removeTree(folder)
            throw .notASet(reason: error)
        }
        let path = SettingsFile.path(ofSetAt: folder)
        do throws(StorageError) {
            guard try FileSystem.kind(of: path, followingLinks: false) == .missing else { return path }
            guard let settings else { return nil }
            try SettingsFile.makeFolders(PathText.folder(of: path))
            try AtomicFile.write(settings, to: path)
            return path
        } catch {
            throw .storage(error)
        }
    }
}
