import Foundation

/// Another process holding a set's lock, as a second `talkgrid` command would: `flock(1)` on the
/// set's `.talkgrid/lock`, running `script` (a shell command) while it holds it.
public final class SetLockHolder {
    private let process = Process()

    /// Takes the lock of the set folder `set` and runs `script` under it; returns once the lock is held.
    public init(set: String, running script: String, in folder: URL) throws {
        let ready = folder.appendingPathComponent("lock-held").path
        try? FileManager.default.removeItem(atPath: ready)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = [set + "/.talkgrid/lock", "-c", "touch '\(ready)'; \(script)"]
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: ready) && Date() < deadline { usleep(10_000) }
    }

    /// Ends the holder (its lock dies with it) and waits for it.
    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}
