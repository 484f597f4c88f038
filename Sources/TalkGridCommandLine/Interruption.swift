import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C (or a polite `kill`) while a command changes files: said at once, acted on when the files
/// are safe.
///
/// A save is written as a whole new version and put in place in one step (and a set's history
/// journal puts a set right after a crash), so stopping in the middle never damages a file; but a
/// person who presses Ctrl-C should not wait in silence. The first press prints that the command
/// stops when its files are safe; the command then stops at its next safe point (an import or an
/// export before it commits, with nothing written) or when its save is complete, saying which
/// (``sayWhenStopped(_:)``), with exit status 130 as a shell expects. A closed terminal (SIGHUP)
/// stops it the same way.
package enum Interruption {
    private static let asked = Atomic<Bool>(false)
    /// The notice, made before any signal can come: a handler may only call `write`.
    nonisolated(unsafe) private static var notice: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var noticeLength = 0
    /// What the command says it did, when it was stopped (set by the command as its work goes on).
    private static let outcome = Mutex<CommandText?>(nil)

    /// Sets what is said if Ctrl-C was pressed and the command ends now: that nothing was written
    /// (before an import's commit) or what was kept and how to remove it (after it). Without it, the
    /// general words for an edit are said.
    package static func sayWhenStopped(_ text: CommandText) {
        outcome.withLock { $0 = text }
    }

    /// Whether Ctrl-C was pressed since ``whileChangingFiles(_:)`` began.
    package static var requested: Bool { asked.load(ordering: .relaxed) }

    /// Runs `work` (a command that writes) with Ctrl-C and SIGTERM deferred to its safe points.
    package static func whileChangingFiles(_ work: () -> Int32) -> Int32 {
        let saved = deferSignals()
        let status = work()
        return ended(status, restoring: saved)
    }

    /// ``whileChangingFiles(_:)`` for a command that waits (an import, an export, print).
    package static func whileChangingFiles(_ work: () async -> Int32) async -> Int32 {
        let saved = deferSignals()
        let status = await work()
        return ended(status, restoring: saved)
    }

    private static func deferSignals() -> (interrupt: sigaction, terminate: sigaction, hangUp: sigaction) {
        if notice == nil {
            let text = CommandText(.interruptStopping).description + "\n"
            notice = strdup(text)
            noticeLength = text.utf8.count
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            Interruption.asked.store(true, ordering: .relaxed)
            if let notice = Interruption.notice { _ = write(2, notice, Interruption.noticeLength) }
        }
        sigemptyset(&action.sa_mask)
        // A second press ends the command at once, which is safe too: the journal and the temporary
        // files of a save are put right by the next command.
        action.sa_flags = SA_RESTART | Int32(bitPattern: UInt32(SA_RESETHAND))
        var saved = (interrupt: sigaction(), terminate: sigaction(), hangUp: sigaction())
        sigaction(SIGINT, &action, &saved.interrupt)
        sigaction(SIGTERM, &action, &saved.terminate)
        sigaction(SIGHUP, &action, &saved.hangUp)  // the terminal closed: stop as for Ctrl-C
        return saved
    }

    private static func ended(_ status: Int32, restoring saved: (interrupt: sigaction, terminate: sigaction, hangUp: sigaction)) -> Int32 {
        var saved = saved
        sigaction(SIGINT, &saved.interrupt, nil)
        sigaction(SIGTERM, &saved.terminate, nil)
        sigaction(SIGHUP, &saved.hangUp, nil)
        guard requested else { return status }
        let said = outcome.withLock { $0 } ?? CommandText(status == ExitStatus.success ? .interruptStoppedAfterSaving : .interruptStopped)
        Output.error(said.description)
        return ExitStatus.interrupted
    }
}
