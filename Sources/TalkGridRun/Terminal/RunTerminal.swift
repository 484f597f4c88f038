import TalkGridTerminal

/// The terminal a ``BoardLoop`` runs on: events in, frames out.
///
/// ``FullScreenTerminal`` is the real one; ``InMemoryTerminal`` lets tests press keys and read
/// the screen without a terminal.
public protocol RunTerminal: Sendable {
    /// The size to draw the next frame at.
    var size: TerminalSize { get }
    /// Keys, resizes and the end of input; read by one consumer.
    func events() -> AsyncThrowingStream<InputEvent, any Error>
    /// Writes one frame's bytes in one go.
    func write(_ bytes: [UInt8]) throws(TerminalError)
}

extension FullScreenTerminal: RunTerminal {
    public func events() -> AsyncThrowingStream<InputEvent, any Error> {
        input.events()
    }
}
