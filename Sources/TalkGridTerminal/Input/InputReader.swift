import Foundation
import Synchronization

/// Reads keys from a terminal without busy-waiting, and reports window size changes.
///
/// ``next()`` blocks until there is an event, so call it from a thread of its own (or use
/// ``events()``, which runs such a thread); the rest of the program never waits on the
/// keyboard. It waits with `poll(2)` on the input and on a wake-up pipe that the `SIGWINCH`
/// handler and ``stop()`` write to. The only timeout is internal: after a lone ESC byte it
/// waits briefly for the rest of a sequence before reporting Escape.
public final class InputReader: Sendable {
    /// The descriptor keys are read from.
    public let fileDescriptor: Int32
    /// The descriptor whose size a resize reports (the output terminal).
    let sizeFileDescriptor: Int32
    /// The wake-up pipe: a byte `R` means "resized", `S` means "stop".
    let wakeUpRead: Int32
    let wakeUpWrite: Int32
    private let state = Mutex(State())

    /// How long to wait for the rest of an escape sequence before a lone ESC counts as
    /// Escape, in milliseconds. Terminals send a sequence in one write, so this is short.
    static let escapeWait: Int32 = 30

    static let resizeByte: UInt8 = 0x52  // "R"
    static let stopByte: UInt8 = 0x53  // "S"

    private struct State: ~Copyable {
        var decoder = KeyDecoder()
        var queue: [InputEvent] = []
        var queueStart = 0
        var isFinished = false
        var buffer = [UInt8](repeating: 0, count: 4096)
    }

    /// Reads from `fileDescriptor`; a resize reports the size of `sizeFileDescriptor`.
    public init(fileDescriptor: Int32 = 0, sizeFileDescriptor: Int32 = 1) throws(TerminalError) {
        self.fileDescriptor = fileDescriptor
        self.sizeFileDescriptor = sizeFileDescriptor
        (wakeUpRead, wakeUpWrite) = try Syscalls.makePipe()
    }

    deinit {
        Syscalls.close(wakeUpRead)
        Syscalls.close(wakeUpWrite)
    }

    /// Waits for the next event; nil once the reader has stopped or the input has ended
    /// (after an ``InputEvent/endOfInput`` event).
    public func next() throws(TerminalError) -> InputEvent? {
        while true {
            let (event, isFinished, waitsForSequence) = state.withLock { state in
                if state.queueStart < state.queue.count {
                    let event = state.queue[state.queueStart]
                    state.queueStart += 1
                    if state.queueStart == state.queue.count {
                        state.queue.removeAll(keepingCapacity: true)
                        state.queueStart = 0
                    }
                    return (Optional(event), state.isFinished, false)
                }
                return (nil, state.isFinished, state.decoder.hasPendingBytes)
            }
            if let event { return event }
            if isFinished { return nil }

            let ready = try Syscalls.waitForInput(
                [fileDescriptor, wakeUpRead], timeout: waitsForSequence ? Self.escapeWait : -1)
            if ready[1] {
                try readWakeUps()
                continue
            }
            if ready[0] {
                try readInput()
            } else {
                // Quiet after a partial sequence: what is pending is complete.
                state.withLock { state in
                    state.queue.append(contentsOf: state.decoder.finish().map(InputEvent.key))
                }
            }
        }
    }

    /// Makes ``next()`` return nil, from any thread.
    public func stop() {
        try? Syscalls.writeAll(wakeUpWrite, [Self.stopByte])
    }

    /// Reports a resize as if the window had changed size (what the `SIGWINCH` handler does).
    func notifyResize() {
        try? Syscalls.writeAll(wakeUpWrite, [Self.resizeByte])
    }

    /// The events as an asynchronous sequence, read on a dedicated thread; ends at the end
    /// of input, on ``stop()``, or when the consumer stops iterating.
    public func events() -> AsyncThrowingStream<InputEvent, any Error> {
        AsyncThrowingStream { continuation in
            let thread = Thread { [self] in
                do {
                    while let event = try next() {
                        continuation.yield(event)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            thread.name = "TalkGrid input"
            continuation.onTermination = { [self] _ in stop() }
            thread.start()
        }
    }

    private func readWakeUps() throws(TerminalError) {
        var bytes = [UInt8](repeating: 0, count: 64)
        var resized = false
        var stopped = false
        while let count = try Syscalls.read(wakeUpRead, into: &bytes), count > 0 {
            resized = resized || bytes[..<count].contains(Self.resizeByte)
            stopped = stopped || bytes[..<count].contains(Self.stopByte)
        }
        let size = resized ? TerminalSize.current(of: sizeFileDescriptor) : nil
        state.withLock { state in
            if stopped {
                state.isFinished = true
                state.queue.removeAll()
                state.queueStart = 0
            } else if let size {
                state.queue.append(.resize(size))
            }
        }
    }

    private func readInput() throws(TerminalError) {
        try state.withLock { (state) throws(TerminalError) in
            let count = try Syscalls.read(fileDescriptor, into: &state.buffer)
            guard let count else { return }  // spurious wake-up
            if count == 0 {
                state.queue.append(contentsOf: state.decoder.finish().map(InputEvent.key))
                state.queue.append(.endOfInput)
                state.isFinished = true
                return
            }
            state.queue.append(contentsOf: state.decoder.decode(state.buffer[..<count]).map(InputEvent.key))
        }
    }
}
