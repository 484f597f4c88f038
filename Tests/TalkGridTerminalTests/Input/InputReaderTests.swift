import Glibc
import Testing

@testable import TalkGridTerminal

@Suite("Input reader")
struct InputReaderTests {
    @Test("keys written in pieces come out whole, in order")
    func keys() throws {
        let pipe = TestPipe()
        let reader = try InputReader(fileDescriptor: pipe.readEnd)
        pipe.send(Array("12\u{1B}[".utf8))
        #expect(try reader.next() == .key(.digit(1)))
        #expect(try reader.next() == .key(.digit(2)))
        pipe.send(Array("A/".utf8))
        #expect(try reader.next() == .key(.up))
        #expect(try reader.next() == .key(.slash))
    }

    @Test("a lone ESC becomes Escape once input goes quiet")
    func loneEscape() throws {
        let pipe = TestPipe()
        let reader = try InputReader(fileDescriptor: pipe.readEnd)
        pipe.send([0x1B])
        #expect(try reader.next() == .key(.escape))
    }

    @Test("the end of input is reported once, after the last keys")
    func endOfInput() throws {
        let pipe = TestPipe()
        let reader = try InputReader(fileDescriptor: pipe.readEnd)
        pipe.send(Array("9\u{1B}".utf8))
        pipe.closeWriteEnd()
        #expect(try reader.next() == .key(.digit(9)))
        #expect(try reader.next() == .key(.escape))
        #expect(try reader.next() == .endOfInput)
        #expect(try reader.next() == nil)
    }

    @Test("stop wakes a reader blocked on a quiet input, from another thread")
    func stop() async throws {
        let pipe = TestPipe()
        let reader = try InputReader(fileDescriptor: pipe.readEnd)
        var events: [InputEvent] = []
        let stream = reader.events()
        pipe.send(Array("5".utf8))
        for try await event in stream {
            events.append(event)
            reader.stop()
        }
        #expect(events == [.key(.digit(5))])
    }

    @Test("resize notifications are coalesced into one event")
    func resize() throws {
        let pipe = TestPipe()
        let pty = try PseudoTerminal(columns: 42, rows: 13)
        let reader = try InputReader(fileDescriptor: pipe.readEnd, sizeFileDescriptor: pty.terminal)
        reader.notifyResize()
        reader.notifyResize()
        #expect(try reader.next() == .resize(TerminalSize(columns: 42, rows: 13)))
        pipe.send(Array("0".utf8))
        #expect(try reader.next() == .key(.digit(0)))
    }
}
