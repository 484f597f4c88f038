import Dispatch
import Synchronization
import TalkGridStorage

/// The settings file as a front end's edge reaches it for its ``SessionStore``, which never
/// touches the disk itself: the terminal board and the window each keep one.
///
/// Before each key the front end asks ``changes()`` (one `stat`): when another program saved
/// the file meanwhile (`talkgrid lock set`), the settings it holds come back as
/// ``StoreEvent/settingsRead(_:)`` to send before the key, so a lock holds from that key on. The
/// store's ``StoreOutput/save`` goes to ``save(_:then:)``, which writes on a queue of its own, in
/// order, and hands the outcome (an event for the store) to the front end's mailbox.
public final class SettingsDisk: Sendable {
    /// The file read and written.
    public let file: SettingsFile
    /// The file's stamp when it was last read or written here.
    private let stamp: Mutex<SettingsFile.Stamp?>
    /// Saves run here, one after the other, never on the front end's thread.
    private let queue = DispatchQueue(label: "talkgrid.settings")

    /// The edge of `file`, as it is now (read just before: a later change is news).
    public init(file: SettingsFile) {
        self.file = file
        stamp = Mutex(file.stamp())
    }

    /// The settings another program saved since the last look, as an event for the store; nil when
    /// the file did not change (or cannot be read now: that changes nothing). A file removed gives
    /// the defaults (no lock), as `talkgrid lock clear` would.
    public func changes() -> StoreEvent? {
        let now = file.stamp()
        let changed = stamp.withLock { seen in
            guard seen != now else { return false }
            seen = now
            return true
        }
        guard changed else { return nil }
        guard now != nil else { return .settingsRead(SavedSettings()) }
        return file.peek().map(StoreEvent.settingsRead)
    }

    /// Saves on the queue, after every save asked before; `outcome` gets the event to send back
    /// (on the queue's thread: post it to the front end's own).
    public func save(_ save: SettingsSave, then outcome: @escaping @Sendable (StoreEvent) -> Void) {
        queue.async { [self] in
            let event: StoreEvent
            do throws(StorageError) {
                let saved = try file.save(save.settings, changedFrom: save.changedFrom)
                stamp.withLock { $0 = file.stamp() }
                event = .settingsSaved(saved)
            } catch {
                event = .settingsNotSaved(error)
            }
            outcome(event)
        }
    }

    /// Waits until every save asked so far is done (before the program ends).
    public func finish() {
        queue.sync {}
    }
}
