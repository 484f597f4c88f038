import Synchronization
import TalkGridTerminal

/// A ``RunTerminal`` in memory, for tests: the test presses keys and resizes, the loop's frames
/// land on a ``TerminalScreen`` the test reads.
public final class InMemoryTerminal: RunTerminal {
    private struct State {
        var size: TerminalSize
        var screen: TerminalScreen
        var frames = 0
    }

    private let state: Mutex<State>
    private let stream: AsyncThrowingStream<InputEvent, any Error>
    private let continuation: AsyncThrowingStream<InputEvent, any Error>.Continuation

    public init(size: TerminalSize = TerminalSize(columns: 100, rows: 30)) {
        state = Mutex(State(size: size, screen: TerminalScreen(columns: size.columns, rows: size.rows)))
        (stream, continuation) = AsyncThrowingStream.makeStream(of: InputEvent.self)
    }

    public var size: TerminalSize { state.withLock { $0.size } }

    public func events() -> AsyncThrowingStream<InputEvent, any Error> { stream }

    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        state.withLock { state in
            state.screen.apply(bytes)
            state.frames += 1
        }
    }

    /// What the screen shows now.
    public var screen: TerminalScreen { state.withLock { $0.screen } }

    /// How many frames were written.
    public var frames: Int { state.withLock { $0.frames } }

    /// Queues key presses for the loop.
    public func press(_ keys: [KeyPress]) {
        for key in keys { continuation.yield(.key(key)) }
    }

    /// Changes the window's size and tells the loop, as `SIGWINCH` does.
    public func resize(to size: TerminalSize) {
        state.withLock { state in
            state.size = size
            state.screen.resize(columns: size.columns, rows: size.rows)
        }
        continuation.yield(.resize(size))
    }

    /// Ends the input, as a terminal that went away does.
    public func endInput() {
        continuation.yield(.endOfInput)
        continuation.finish()
    }

    /// Makes reading the keyboard fail.
    public func failInput(_ error: any Error) {
        continuation.finish(throwing: error)
    }
}
