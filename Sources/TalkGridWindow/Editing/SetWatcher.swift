import Dispatch
import Foundation
import TalkGrid
import TalkGridGtk
import TalkGridStorage

/// Watches a set folder while its board is shown (GIO's file monitor, inotify on Linux) and
/// hands over the set as saved whenever its files changed: an edit made on screen, by the
/// command line or by another window shows within a fraction of a second. A change still under
/// way (its journal is there: ``SetHistory``) is waited for; the set is read again off GTK's
/// thread, and only when a file of it really changed (its size, time or inode), and then only
/// the files that changed (``OpenedBoardSet/init(running:after:changed:)``).
///
/// What it takes between a save and the set handed over: the monitor's event (GLib passes on
/// the first of a burst at once, the rest up to 100 ms later), a look at once on GTK's thread,
/// the journal looked at every ``journalPollMilliseconds`` while it is there (the change commits
/// by taking it away), the files' stamps, and the boards that changed read.
@GLibMain
final class SetWatcher {
    private let path: String
    private let root: String
    private var monitors: [FolderMonitor] = []
    /// What the files were when the set was last read.
    private var fingerprint: [String: FileSystem.Stamp] = [:]
    /// The set as read last (the run's own at first): what a change leaves as it was is taken from it.
    private var opened: OpenedBoardSet?
    private var checkPending = false
    private var reading = false
    /// An event came while the set was being looked at: look again once that is done.
    private var lookAgain = false
    private let queue = DispatchQueue(label: "talkgrid.set-watcher", qos: .userInitiated)
    /// Called on GTK's thread with the set as saved now.
    var onChange: (OpenedBoardSet) -> Void = { _ in }

    /// How often a change under way (its journal there) is looked at, in milliseconds.
    nonisolated static let journalPollMilliseconds = 10

    /// Watches the set at `path` (a folder, or a board file's folder), shown as `opened` was
    /// read; nil for what cannot change in place (a shipped set, an `.obz`).
    init?(path: String, opened: OpenedBoardSet? = nil) {
        guard let root = SetHistory.root(forSetAt: path) else { return nil }
        self.path = path
        self.root = root
        self.opened = opened
        let folders = Self.folders(of: root)
        monitors = (folders + [root + "/" + SetHistory.folderName]).compactMap { FolderMonitor(path: $0) }
        for monitor in monitors { monitor.connect(.folderChanged) { [weak self] in self?.changed() } }
        queue.async { [folders] in
            let now = Self.fingerprint(of: folders, root: root)
            GLibMain.post { [weak self] in
                if self?.fingerprint.isEmpty == true { self?.fingerprint = now }
            }
        }
    }

    /// While the window's own edit is being saved, what the folders' events say waits for it: the
    /// set is not read again while the save still runs, and the save's outcome does not wait on
    /// GTK's thread behind the set read again. Set back, it looks at once if anything came.
    var isPaused = false {
        didSet { if !isPaused && lookAgain { changed() } }
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

    /// Each file of the folders, by its entry in the set (`boards/home.obf`), with its stamp: a
    /// save writes a new file in place of the old (another inode), a hand edit another time or size.
    nonisolated private static func fingerprint(of folders: [String], root: String) -> [String: FileSystem.Stamp] {
        var files: [String: FileSystem.Stamp] = [:]
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let file = folder + "/" + name
                guard let stamp = FileSystem.stamp(of: file) else { continue }
                files[String(file.dropFirst(root.count + 1))] = stamp
            }
        }
        return files
    }

    /// The entries whose stamps differ between two fingerprints (made, changed or gone).
    nonisolated private static func entries(changedBetween old: [String: FileSystem.Stamp], and new: [String: FileSystem.Stamp])
        -> Set<String>
    {
        var changed = Set(old.keys.filter { new[$0] == nil })
        for (entry, stamp) in new where old[entry] != stamp { changed.insert(entry) }
        return changed
    }

    /// Something changed in a folder watched: looked at as soon as GTK's thread is free, once for a burst.
    private func changed() {
        if reading || isPaused { lookAgain = true }
        guard !isPaused, !checkPending else { return }
        checkPending = true
        GLibMain.post { [weak self] in self?.check() }
    }

    private func check() {
        checkPending = false
        guard !reading else { return }
        guard !isPaused else {
            lookAgain = true
            return
        }
        reading = true
        lookAgain = false
        let (path, root, previous, before) = (path, root, opened, fingerprint)
        queue.async {
            let journal = root + "/" + SetHistory.folderName + "/journal"
            guard !FileManager.default.fileExists(atPath: journal) else {
                // A change under way: its files are not all written yet. It commits by taking the journal away.
                GLibMain.after(milliseconds: Self.journalPollMilliseconds) { [weak self] in
                    self?.reading = false
                    self?.changed()
                }
                return
            }
            let now = Self.fingerprint(of: Self.folders(of: root), root: root)
            let changed = Self.entries(changedBetween: before, and: now)
            guard !changed.isEmpty else {
                GLibMain.post { [weak self] in self?.looked(at: now, reading: nil) }
                return
            }
            // Before the first stamps were taken nothing is known: the set is read whole.
            let read =
                if let previous, !before.isEmpty {
                    try? OpenedBoardSet(running: path, after: previous, changed: changed)
                } else {
                    try? OpenedBoardSet(running: path)
                }
            GLibMain.post { [weak self] in self?.looked(at: now, reading: read) }
        }
    }

    /// A look is done: the files as found, and the set read again when they changed.
    private func looked(at now: [String: FileSystem.Stamp], reading read: OpenedBoardSet?) {
        reading = false
        // A set that did not read is read again at the next change.
        if fingerprint.isEmpty || read != nil { fingerprint = now }
        if let read {
            opened = read
            onChange(read)
        }
        if lookAgain { changed() }
    }
}
