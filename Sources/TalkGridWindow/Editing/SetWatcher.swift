import Dispatch
import Foundation
import TalkGrid
import TalkGridGtk
import TalkGridStorage

/// Watches a set folder while its board is shown (GIO's file monitor, inotify on Linux) and
/// hands over the set as saved whenever its files changed: an edit made on screen, by the
/// command line or by another window shows within a fraction of a second. A change still under
/// way (its journal is there: ``SetHistory``) is waited for; the set is read again off GTK's
/// thread, and only when a file of it really changed (its size, time or inode).
@GLibMain
final class SetWatcher {
    private let path: String
    private let root: String
    private var monitors: [FolderMonitor] = []
    /// What the files were when the set was last read.
    private var fingerprint: [String: String] = [:]
    private var checkPending = false
    private var reading = false
    private let queue = DispatchQueue(label: "talkgrid.set-watcher", qos: .userInitiated)
    /// Called on GTK's thread with the set as saved now.
    var onChange: (OpenedBoardSet) -> Void = { _ in }

    /// Watches the set at `path` (a folder, or a board file's folder); nil for what cannot change
    /// in place (a shipped set, an `.obz`).
    init?(path: String) {
        guard let root = SetHistory.root(forSetAt: path) else { return nil }
        self.path = path
        self.root = root
        let folders = Self.folders(of: root)
        monitors = (folders + [root + "/" + SetHistory.folderName]).compactMap { FolderMonitor(path: $0) }
        for monitor in monitors { monitor.connect(.folderChanged) { [weak self] in self?.changed() } }
        queue.async { [folders] in
            let now = Self.fingerprint(of: folders)
            GLibMain.post { [weak self] in
                if self?.fingerprint.isEmpty == true { self?.fingerprint = now }
            }
        }
    }

    /// Looks now (after the window's own save), without waiting for the monitor.
    func checkSoon() { changed() }

    /// The folders whose files make the set: the root and its folders (boards, images, sounds).
    nonisolated private static func folders(of root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return [root]
            + names.filter { !$0.hasPrefix(".") }.map { root + "/" + $0 }.filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            }
    }

    /// Each file of the folders with its size, time and inode (a save writes a new file in place of the old).
    nonisolated private static func fingerprint(of folders: [String]) -> [String: String] {
        var files: [String: String] = [:]
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let file = folder + "/" + name
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { continue }
                let size = attributes[.size] as? Int ?? -1
                let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let inode = attributes[.systemFileNumber] as? Int ?? 0
                files[file] = "\(size) \(time) \(inode)"
            }
        }
        return files
    }

    private func changed() {
        guard !checkPending else { return }
        checkPending = true
        // A burst of events (a board, the manifest, the history's records) is one look.
        GLibMain.after(milliseconds: 60) { [weak self] in self?.check() }
    }

    private func check() {
        checkPending = false
        guard !reading else { return changed() }
        reading = true
        let (path, root) = (path, root)
        queue.async {
            let journal = root + "/" + SetHistory.folderName + "/journal"
            guard !FileManager.default.fileExists(atPath: journal) else {
                // A change under way: its files are not all written yet.
                GLibMain.post { [weak self] in
                    self?.reading = false
                    self?.changed()
                }
                return
            }
            let now = Self.fingerprint(of: Self.folders(of: root))
            GLibMain.post { [weak self] in
                guard let self else { return }
                guard now != fingerprint else {
                    reading = false
                    return
                }
                fingerprint = now
                queue.async {
                    let opened = try? OpenedBoardSet(running: path)
                    GLibMain.post { [weak self] in
                        guard let self else { return }
                        reading = false
                        if let opened { onChange(opened) }
                    }
                }
            }
        }
    }
}
