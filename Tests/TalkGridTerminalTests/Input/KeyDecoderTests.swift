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

/// A numeric keypad with Num Lock off, as terminals send its keys (7 8 9 / 4 5 6 / 1 2 3, then 0
/// and the decimal point), and the digits the board reads from them with each keypad setting.
@Suite("Keypad keys with Num Lock off")
struct NumLockOffTests {
    /// Each terminal's bytes for the keypad's 7 8 9 4 5 6 1 2 3 0 and `.` with Num Lock off.
    static let terminals: [(name: String, bytes: String)] = [
        // xterm, VTE (GNOME Terminal), Konsole, tmux: the PC-style editing keys, cursor keys in normal mode.
        ("xterm", "\u{1B}[H\u{1B}[A\u{1B}[5~\u{1B}[D\u{1B}[E\u{1B}[C\u{1B}[F\u{1B}[B\u{1B}[6~\u{1B}[2~\u{1B}[3~"),
        // The same in application cursor mode.
        ("xterm, application cursor keys", "\u{1B}OH\u{1B}OA\u{1B}[5~\u{1B}OD\u{1B}OE\u{1B}OC\u{1B}OF\u{1B}OB\u{1B}[6~\u{1B}[2~\u{1B}[3~"),
        // The Linux console: VT220 editing keys, and ESC [ G for the middle key.
        ("Linux console", "\u{1B}[1~\u{1B}[A\u{1B}[5~\u{1B}[D\u{1B}[G\u{1B}[C\u{1B}[4~\u{1B}[B\u{1B}[6~\u{1B}[2~\u{1B}[3~"),
        // rxvt: Home and End as 7~ and 8~.
        ("rxvt", "\u{1B}[7~\u{1B}[A\u{1B}[5~\u{1B}[D\u{1B}[E\u{1B}[C\u{1B}[8~\u{1B}[B\u{1B}[6~\u{1B}[2~\u{1B}[3~"),
    ]

    /// The kitty keyboard protocol (kitty, foot, WezTerm, Ghostty once asked): KP_Home ... KP_Delete.
    static let kitty = [57423, 57419, 57421, 57417, 57427, 57418, 57424, 57420, 57422, 57425, 57426].map { "\u{1B}[\($0)u" }
        .joined()

    static func keys(_ text: String, keypad: Keypad) -> [Key?] {
        var decoder = KeyDecoder()
        return (decoder.decode(Array(text.utf8)) + decoder.finish()).map { $0.sessionKey(keypad: keypad) }
    }

    static let digits: [Key?] = [7, 8, 9, 4, 5, 6, 1, 2, 3, 0].map { .digit($0) } + [.delete]

    @Test("with the numpad keypad every key is its digit, in every terminal", arguments: terminals.map(\.name))
    func numpad(terminal: String) throws {
        let bytes = try #require(Self.terminals.first { $0.name == terminal }).bytes
        #expect(Self.keys(bytes, keypad: .numpad) == Self.digits)
    }

    @Test("with the phone keypad the arrows keep their meanings (a keyboard's arrows: pages and back)")
    func phone() {
        let bytes = Self.terminals[0].bytes
        #expect(
            Self.keys(bytes, keypad: .phone) == [
                .digit(7), .up, .digit(9), .left, .digit(5), .right, .digit(1), .down, .digit(3), .digit(0), .delete,
            ])
    }

    @Test("the kitty keyboard protocol tells the keypad from the arrows: digits with either keypad, Num Lock on or off")
    func kitty() {
        #expect(Self.keys(Self.kitty, keypad: .phone) == Self.digits)
        #expect(Self.keys(Self.kitty, keypad: .numpad) == Self.digits)
        // Num Lock on: KP_7 ... KP_0 (with Num Lock's modifier bit, 129), then KP_Enter and the operators.
        let numLockOn = [57406, 57407, 57408, 57403, 57404, 57405, 57400, 57401, 57402, 57399].map { "\u{1B}[\($0);129u" }.joined()
        #expect(Self.keys(numLockOn, keypad: .phone) == Array(Self.digits.dropLast()))
        #expect(
            Self.keys("\u{1B}[57414u\u{1B}[57409u\u{1B}[57411u\u{1B}[57413u\u{1B}[57412u\u{1B}[57410u", keypad: .phone) == [
                .enter, .delete, .clear, .nextPage, .previousPage, .menu,
            ])
        // The main keyboard's arrows stay arrows; Ctrl-C, Escape and a typed letter in the protocol's form.
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Array("\u{1B}[A\u{1B}[99;5u\u{1B}[27u\u{1B}[97u\u{1B}[97;3u\u{1B}[57419:1;1:3u".utf8)) == [
                .up, .interrupt, .escape, .character("a"), .unknown(Array("\u{1B}[97;3u".utf8)), .digit(8),
            ])
    }
}
