import Testing

@testable import TalkGrid

@Suite("Looking through bytes eight at a time")
struct ByteScanTests {
    /// The control characters `Output` shows escaped: below 0x20 but newline and tab, DEL, and C1's first byte.
    static func isShownEscaped(_ byte: UInt8) -> Bool {
        byte < 0x20 ? byte != 0x0A && byte != 0x09 : byte == 0x7F || byte == 0xC2
    }

    static func scan(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteScan.contains($0, controlsOr: 0x7F, 0xC2, where: isShownEscaped) }
    }

    @Test("the same answer as looking at each byte, wherever the byte is and whatever is around it")
    func sameAsEachByte() {
        var generator = SystemRandomNumberGenerator()
        let plain = Array("the board \"Home\" has no icon\n\tand so on".utf8)
        #expect(!Self.scan([]) && !Self.scan(plain) && !Self.scan(Array(repeating: 0x0A, count: 17)))
        for length in 0..<40 {
            for position in 0..<length {
                for byte: UInt8 in [0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xC2, 0xC3, 0xFF] {
                    var bytes = (0..<length).map { _ in plain.randomElement(using: &generator)! }
                    bytes[position] = byte
                    #expect(Self.scan(bytes) == bytes.contains(where: Self.isShownEscaped), "\(bytes)")
                }
            }
        }
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(Self.scan(bytes) == bytes.contains(where: Self.isShownEscaped))
        }
    }

    @Test("JSON's marks: quotes and backslashes as well as control characters")
    func jsonMarks() {
        func needsEscapes(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer {
                ByteScan.contains($0, controlsOr: UInt8(ascii: "\""), UInt8(ascii: "\\")) { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            }
        }
        #expect(!needsEscapes("a plain label, quite long enough"))
        #expect(needsEscapes("a label with a \"quote\" in it"))
        #expect(needsEscapes("C:\\boards"))
        #expect(needsEscapes("two\nlines"))
    }
}
