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
/// by taking it away), the files' stamps (of the folders an event came from, whose own stamp
/// changed, or that hold boards: not the thousands of pictures each time), and the boards that
/// changed read.
@GLibMain
final class SetWatcher {
    private let path: String
    private let root: String
    private var monitors: [FolderMonitor] = []
    /// What the files were when the set was last read, folder by folder.
    private var fingerprint: [String: FolderFiles] = [:]
    /// The folders an event came from since the last look: their files are looked at again (of the
    /// others, only those of a folder whose own stamp changed, or that holds boards).
    private var dirty: Set<String> = []
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
        for (monitor, folder) in zip(monitors, folders + [root + "/" + SetHistory.folderName]) {
            monitor.connect(.folderChanged) { [weak self] in self?.changed(in: folder) }
        }
        queue.async { [folders] in
            let now = Self.fingerprint(of: folders, root: root, looking: [], before: [:])
            GLibMain.post { [weak self] in
                if self?.fingerprint.isEmpty == true { self?.fingerprint = now }
            }
        }
    }

    /// While the window's own edit is being saved, what the folders' events say waits for it: the
    /// set is not read again while the save still runs, and the save's outcome does not wait on
    /// GTK's thread behind the set read again. Set back, it looks at once if anything came.
    var isPaused = false {
        didSet { if !isPaused && lookAgain { lookSoon() } }
    }

    /// Looks now (after the window's own save), without waiting for the monitor.
    func checkSoon() { changed(in: nil) }

    /// The folders whose files make the set: the root and its folders (boards, images, sounds).
    nonisolated private static func folders(of root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return [root]
            + names.filter { !$0.hasPrefix(".") }.map { root + "/" + $0 }.filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            }
    }

    /// A folder's own stamp (it changes when a file comes, goes or is renamed in) and each of its
    /// files, by its entry in the set (`boards/home.obf`), with its stamp: a save writes a new file
    /// in place of the old (another inode), a hand edit another time or size.
    struct FolderFiles: Equatable, Sendable {
        var stamp: FileSystem.Stamp?
        var files: [String: FileSystem.Stamp]

        /// Whether the folder holds the set's boards or manifest: looked at each time.
        var holdsBoards: Bool { files.keys.contains { $0.hasSuffix(".obf") || $0 == "manifest.json" } }
    }

    /// The files of the folders, folder by folder. A folder is looked at when an event came from it
    /// (`looking`), when `before` lacks it or it holds boards, or when its own stamp changed; the
    /// others (thousands of pictures) are as `before` found them: a picture written in place is
    /// looked at when its own event comes.
    nonisolated private static func fingerprint(
        of folders: [String], root: String, looking: Set<String>, before: [String: FolderFiles]
    ) -> [String: FolderFiles] {
        var found: [String: FolderFiles] = [:]
        for folder in folders {
            let stamp = FileSystem.stamp(of: folder)
            if let kept = before[folder], !looking.contains(folder), !kept.holdsBoards, kept.stamp == stamp {
                found[folder] = kept
                continue
            }
            var files: [String: FileSystem.Stamp] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let file = folder + "/" + name
                guard let stamp = FileSystem.stamp(of: file) else { continue }
                files[String(file.dropFirst(root.count + 1))] = stamp
            }
            found[folder] = FolderFiles(stamp: stamp, files: files)
        }
        return found
    }

    /// The entries whose stamps differ between two fingerprints (made, changed or gone).
    nonisolated private static func entries(changedBetween old: [String: FolderFiles], and new: [String: FolderFiles]) -> Set<String> {
        var changed: Set<String> = []
        for folder in Set(old.keys).union(new.keys) {
            let (before, now) = (old[folder]?.files ?? [:], new[folder]?.files ?? [:])
            guard before != now else { continue }
            for entry in before.keys where now[entry] == nil { changed.insert(entry) }
            for (entry, stamp) in now where before[entry] != stamp { changed.insert(entry) }
        }
        return changed
    }

    /// Something changed in `folder` (nil: anywhere): looked at as soon as GTK's thread is free, once for a burst.
    private func changed(in folder: String?) {
        if let folder { dirty.insert(folder) }
        lookSoon()
    }

    /// A look as soon as GTK's thread is free (after the one under way, or the window's own save).
    private func lookSoon() {
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
        let (path, root, previous, before, looking) = (path, root, opened, fingerprint, dirty)
        dirty = []
        queue.async {
            let journal = root + "/" + SetHistory.folderName + "/journal"
            guard !FileManager.default.fileExists(atPath: journal) else {
                // A change under way: its files are not all written yet. It commits by taking the journal away.
                GLibMain.after(milliseconds: Self.journalPollMilliseconds) { [weak self] in
                    self?.reading = false
                    self?.dirty.formUnion(looking)
                    self?.lookSoon()
                }
                return
            }
            let now = Self.fingerprint(of: Self.folders(of: root), root: root, looking: looking, before: before)
            let changed = Self.entries(changedBetween: before, and: now)
            guard !changed.isEmpty || before.isEmpty else {
                GLibMain.post { [weak self] in self?.looked(at: now, reading: nil, looking: looking) }
                return
            }
            // Before the first stamps were taken nothing is known: the set is read whole.
            let read =
                if let previous, !before.isEmpty {
                    try? OpenedBoardSet(running: path, after: previous, changed: changed)
                } else {
                    try? OpenedBoardSet(running: path)
                }
            GLibMain.post { [weak self] in self?.looked(at: now, reading: read, looking: looking) }
        }
    }

    /// A look is done: the files as found, and the set read again when they changed.
    private func looked(at now: [String: FolderFiles], reading read: OpenedBoardSet?, looking: Set<String>) {
        reading = false
        if fingerprint.isEmpty || read != nil || now == fingerprint {
            fingerprint = now
        } else {
            dirty.formUnion(looking)  // a set that did not read is read again at the next change
        }
        if let read {
            opened = read
            onChange(read)
        }
        if lookAgain { lookSoon() }
    }
}
