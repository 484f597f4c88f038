import Glibc
import Synchronization

/// Gives the terminal back when a signal ends the process, and turns `SIGWINCH` into a
/// resize event.
///
/// Everything a handler needs is prepared before the handlers are installed: the saved
/// terminal settings and the bytes that leave full-screen mode sit in memory allocated once
/// and never freed, so a handler only reads memory, calls `write(2)`, `tcsetattr(3)`,
/// `sigaction(2)` and `raise(3)` — all async-signal-safe — and never allocates.
enum SignalRestorer {
    /// Signals that end the process: the terminal is restored, then the signal is raised
    /// again with the disposition it had before (normally the default: terminate).
    static var endingSignals: [Int32] {
        [Syscalls.terminate, Syscalls.hangUp, Syscalls.interrupt, Syscalls.quit] + Syscalls.crashSignals
    }

    /// What the handlers read.
    struct Storage {
        /// 1 while there is a terminal to give back.
        var isArmed: Int32 = 0
        var inputFileDescriptor: Int32 = -1
        var outputFileDescriptor: Int32 = -1
        var settings = termios()
        var leaveBytes: UnsafeMutablePointer<UInt8>
        var leaveCount = 0
        static let leaveCapacity = 256
        /// The input reader's wake-up pipe, or -1.
        var wakeUpFileDescriptor: Int32 = -1
        var resizeByte: UInt8 = InputReader.resizeByte
        /// Dispositions replaced by ours, indexed by signal number.
        var previous: UnsafeMutablePointer<Syscalls.SignalAction>
        var isInstalled: UnsafeMutablePointer<Bool>
    }

    /// The handlers' storage, or nil before the first ``arm(rawMode:outputFileDescriptor:leaveBytes:wakeUpFileDescriptor:)``.
    ///
    /// `nonisolated(unsafe)` is safe here: the pointer is written once, under `lock`, before
    /// any handler is installed, and never changes or is freed afterwards; the pointee is
    /// written only under `lock` while the handlers are not installed, except `isArmed`,
    /// which a handler clears.
    nonisolated(unsafe) static var storage: UnsafeMutablePointer<Storage>? = nil
    static let lock = Mutex(false)  // whether the at-exit restore is registered

    /// Prepares the handlers' data and installs them.
    static func arm(
        rawMode: RawMode, outputFileDescriptor: Int32, leaveBytes: [UInt8], wakeUpFileDescriptor: Int32
    ) throws(TerminalError) {
        try lock.withLock { (atExitRegistered: inout Bool) throws(TerminalError) in
            let data = storage ?? allocateStorage()
            data.pointee.isArmed = 0
            data.pointee.inputFileDescriptor = rawMode.fileDescriptor
            data.pointee.outputFileDescriptor = outputFileDescriptor
            data.pointee.settings = rawMode.original.storage
            let count = min(leaveBytes.count, Storage.leaveCapacity)
            for index in 0..<count { data.pointee.leaveBytes[index] = leaveBytes[index] }
            data.pointee.leaveCount = count
            data.pointee.wakeUpFileDescriptor = wakeUpFileDescriptor
            storage = data
            if !atExitRegistered {
                Syscalls.atExit(restoreAtExit)
                atExitRegistered = true
            }
            data.pointee.isArmed = 1
            do throws(TerminalError) {
                for signal in endingSignals {
                    try install(restoreAndRaise, for: signal, in: data, restartingCalls: false)
                }
                try install(notifyResize, for: Syscalls.windowChange, in: data, restartingCalls: true)
            } catch {
                uninstallAll(in: data)
                data.pointee.isArmed = 0
                throw error
            }
        }
    }

    /// Removes the handlers, putting back what was there before; the terminal is no
    /// longer restored by them.
    static func disarm() {
        lock.withLock { _ in
            guard let data = storage else { return }
            uninstallAll(in: data)
            data.pointee.isArmed = 0
        }
    }

    /// Signal-safe: writes the leave bytes and restores the saved settings, once.
    static func restoreTerminal() {
        guard let data = storage, data.pointee.isArmed == 1 else { return }
        data.pointee.isArmed = 0
        Syscalls.writeAllSignalSafe(
            data.pointee.outputFileDescriptor, data.pointee.leaveBytes, count: data.pointee.leaveCount)
        withUnsafePointer(to: &data.pointee.settings) { settings in
            Syscalls.setAttributesSignalSafe(settings, of: data.pointee.inputFileDescriptor)
        }
    }

    private static func allocateStorage() -> UnsafeMutablePointer<Storage> {
        let previous = UnsafeMutablePointer<Syscalls.SignalAction>.allocate(capacity: Syscalls.signalTableSize)
        previous.initialize(repeating: Syscalls.SignalAction(), count: Syscalls.signalTableSize)
        let isInstalled = UnsafeMutablePointer<Bool>.allocate(capacity: Syscalls.signalTableSize)
        isInstalled.initialize(repeating: false, count: Syscalls.signalTableSize)
        let leaveBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Storage.leaveCapacity)
        leaveBytes.initialize(repeating: 0, count: Storage.leaveCapacity)
        let data = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        data.initialize(to: Storage(leaveBytes: leaveBytes, previous: previous, isInstalled: isInstalled))
        return data
    }

    private static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32, in data: UnsafeMutablePointer<Storage>,
        restartingCalls: Bool
    ) throws(TerminalError) {
        guard !data.pointee.isInstalled[Int(signal)] else { return }
        if let previous = try Syscalls.installHandler(handler, for: signal, restartingCalls: restartingCalls) {
            data.pointee.previous[Int(signal)] = previous
            data.pointee.isInstalled[Int(signal)] = true
        }
    }

    private static func uninstallAll(in data: UnsafeMutablePointer<Storage>) {
        for signal in endingSignals + [Syscalls.windowChange] where data.pointee.isInstalled[Int(signal)] {
            Syscalls.restoreHandler(data.pointee.previous + Int(signal), for: signal)
            data.pointee.isInstalled[Int(signal)] = false
        }
    }
}

/// The handler of ending signals: restore the terminal, put back the previous disposition,
/// raise the signal again (it is delivered when this handler returns).
private func restoreAndRaise(_ signal: Int32) {
    SignalRestorer.restoreTerminal()
    if let data = SignalRestorer.storage, signal >= 0, Int(signal) < Syscalls.signalTableSize,
        data.pointee.isInstalled[Int(signal)]
    {
        Syscalls.restoreHandler(data.pointee.previous + Int(signal), for: signal)
    }
    Syscalls.raiseSignal(signal)
}

/// The `SIGWINCH` handler: one byte into the input reader's wake-up pipe.
private func notifyResize(_ signal: Int32) {
    let savedError = Syscalls.errorNumber
    if let data = SignalRestorer.storage, data.pointee.wakeUpFileDescriptor >= 0 {
        withUnsafePointer(to: &data.pointee.resizeByte) { byte in
            Syscalls.writeAllSignalSafe(data.pointee.wakeUpFileDescriptor, byte, count: 1)
        }
    }
    Syscalls.errorNumber = savedError
}

/// Restores the terminal when the process calls `exit` while still in full-screen mode.
private func restoreAtExit() {
    SignalRestorer.restoreTerminal()
}
