import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridTerminal

@Suite("Key decoder")
struct KeyDecoderTests {
    func decode(_ text: String) -> [KeyPress] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.finish()
    }

    @Test("digits and the board's keys from the main keyboard")
    func plainKeys() {
        #expect(decode("0123456789") == (0...9).map { .digit($0) })
        #expect(decode(".*+-/") == [.period, .asterisk, .plus, .minus, .slash])
        #expect(decode("\r") == [.enter])
        #expect(decode("\n") == [.enter])
        #expect(decode("\r\n") == [.enter])
        #expect(decode("\r\r") == [.enter, .enter])
        #expect(decode("\u{7F}\u{08}\t") == [.backspace, .backspace, .tab])
        #expect(decode("\u{03}") == [.interrupt])
        #expect(decode("\u{04}") == [.control(4)])
        #expect(decode("a Z") == [.character("a"), .character(" "), .character("Z")])
    }

    @Test("the numeric keypad in application mode")
    func applicationKeypad() {
        let digits = (0...9).map { "\u{1B}O" + String(Character(Unicode.Scalar(UInt8(0x70 + $0)))) }.joined()
        #expect(decode(digits) == (0...9).map { .digit($0) })
        #expect(decode("\u{1B}OM") == [.enter])
        #expect(decode("\u{1B}On\u{1B}Oj\u{1B}Ok\u{1B}Om\u{1B}Oo") == [.period, .asterisk, .plus, .minus, .slash])
    }

    @Test("arrows, editing and function keys in their common forms")
    func sequences() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}[1;5A") == [.up])
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [.home, .end, .home, .end])
        #expect(
            decode("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[E") == [.insert, .delete, .pageUp, .pageDown, .begin])
        #expect(
            decode("\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[[A") == [
                .function(1), .function(5), .function(12), .function(1),
            ])
    }

    @Test("Escape alone, Escape before another key, Escape twice")
    func escape() {
        #expect(decode("\u{1B}") == [.escape])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(decode("\u{1B}\r") == [.escape, .enter])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.finish() == [.escape])
        #expect(!decoder.hasPendingBytes)
    }

    @Test("UTF-8 text keys, including a character split across reads")
    func text() {
        #expect(decode("é中😀") == [.character("é"), .character("中"), .character("😀")])
        var decoder = KeyDecoder()
        let bytes = Array("中".utf8)
        #expect(decoder.decode(bytes[..<1]).isEmpty)
        #expect(decoder.decode(bytes[1..<2]).isEmpty)
        #expect(decoder.decode(bytes[2...]) == [.character("中")])
    }

    @Test("every sequence split at every byte decodes the same")
    func splitSequences() {
        let input = "1\u{1B}[A\u{1B}Op\u{1B}[15~中\u{1B}OM\r\n.\u{1B}[1;5C/"
        let expected: [KeyPress] = [
            .digit(1), .up, .digit(0), .function(5), .character("中"), .enter, .enter, .period, .right, .slash,
        ]
        let bytes = Array(input.utf8)
        for cut in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.finish()
            #expect(keys == expected, "cut at \(cut)")
        }
        // One byte at a time.
        var decoder = KeyDecoder()
        var keys: [KeyPress] = []
        for byte in bytes { keys += decoder.decode([byte]) }
        #expect(keys + decoder.finish() == expected)
    }

    @Test("garbage becomes unknown keys and decoding carries on")
    func garbage() {
        #expect(decode("\u{1B}[99~5") == [.unknown(Array("\u{1B}[99~".utf8)), .digit(5)])
        #expect(decode("\u{1B}Oz1") == [.unknown(Array("\u{1B}Oz".utf8)), .digit(1)])
        #expect(decode("\u{1B}x2") == [.unknown([0x1B, 0x78]), .digit(2)])
        #expect(decode("\u{1B}[") == [.unknown([0x1B, 0x5B])])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x31]) == [.unknown([0xFF]), .digit(1)])
        #expect(decoder.decode([0xE4, 0x31]) == [.unknown([0xE4]), .digit(1)])
        #expect(decoder.decode([0xC0, 0x80]) == [.unknown([0xC0]), .unknown([0x80])])
        #expect(decoder.decode([0xED, 0xA0, 0x80]) == [.unknown([0xED, 0xA0, 0x80])])  // a surrogate
        // A control sequence that never ends is cut off, not buffered forever.
        let endless = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 100)
        let keys = decoder.decode(endless) + decoder.finish()
        #expect(keys.first == .unknown(Array(endless[..<KeyDecoder.maximumSequenceLength])))
        #expect(keys.dropFirst().allSatisfy { $0 == .digit(1) })
    }

    @Test("random bytes never crash and always drain")
    func fuzz() {
        var generator = SeededRandom(seed: 0x5EED)
        for _ in 0..<500 {
            var decoder = KeyDecoder()
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = decoder.decode(bytes)
            _ = decoder.finish()
            #expect(!decoder.hasPendingBytes)
        }
    }
}

@Suite("Key press to session key")
struct SessionKeyTests {
    @Test("the number row, the keypad in both modes and Num Lock off give the same session keys")
    func sameKeys() {
        func keys(_ text: String) -> [Key?] {
            var decoder = KeyDecoder()
            return (decoder.decode(Array(text.utf8)) + decoder.finish()).map(\.sessionKey)
        }
        let expected: [Key?] = [
            .digit(7), .digit(1), .digit(0), .enter, .delete, .clear, .nextPage, .previousPage, .menu,
        ]
        #expect(keys("710\r.*+-/") == expected)
        #expect(keys("\u{1B}Ow\u{1B}Oq\u{1B}Op\u{1B}OM\u{1B}On\u{1B}Oj\u{1B}Ok\u{1B}Om\u{1B}Oo") == expected)
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[2~\r\u{1B}[3~*+-/") == expected)
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[D\u{1B}[C") == [.up, .down, .left, .right])
        #expect(keys("\u{1B}x\u{03}") == [nil, nil])
    }
}
