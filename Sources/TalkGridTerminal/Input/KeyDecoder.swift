/// Turns the bytes a terminal sends into key presses.
///
/// Knows the number row and the numeric keypad in both its modes (digits, or `ESC O p` ...
/// `ESC O y` in application mode), arrows and editing keys in their `ESC [` and `ESC O` forms
/// (the Linux console's keypad 5 `ESC [ G` among them), function keys, Ctrl keys, UTF-8 text,
/// and the kitty keyboard protocol's `ESC [ code ; modifiers u`, which tells every keypad key
/// from its twin on the main keyboard, Num Lock on or off (``KittyKeys``). A sequence split across reads is kept until the
/// rest arrives. Anything else becomes ``KeyPress/unknown(_:)``; no input can make it fail.
///
/// A lone Escape cannot be told apart from the start of a sequence until more input comes or
/// none does: the reader calls ``finish()`` when input has gone quiet.
public struct KeyDecoder: Sendable {
    /// Bytes of an unfinished sequence or character.
    private var pending: [UInt8] = []
    /// Whether the last byte was a carriage return, so that a following line feed (CR LF,
    /// as pasted text has it) is one Enter, not two.
    private var afterCarriageReturn = false

    /// The longest escape sequence accepted; longer ones are reported as unknown.
    static let maximumSequenceLength = 32

    public init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// Decodes the next bytes read; keeps an incomplete sequence at the end for later.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [KeyPress] {
        pending.append(contentsOf: bytes)
        return decodePending(isComplete: false)
    }

    /// Decodes what is pending as if no more bytes will follow: a lone ESC is Escape, a
    /// cut-off sequence is unknown.
    public mutating func finish() -> [KeyPress] {
        decodePending(isComplete: true)
    }

    private mutating func decodePending(isComplete: Bool) -> [KeyPress] {
        var keys: [KeyPress] = []
        var start = 0
        while start < pending.count {
            guard let (key, length) = Self.decodeOne(pending[start...], isComplete: isComplete) else { break }
            let first = pending[start]
            if !(first == 0x0A && afterCarriageReturn) { keys.append(key) }
            afterCarriageReturn = first == 0x0D
            start += length
        }
        pending.removeFirst(start)
        return keys
    }

    /// Decodes one key at the start of `bytes` and how many bytes it took; nil when more
    /// bytes are needed.
    static func decodeOne(_ bytes: ArraySlice<UInt8>, isComplete: Bool) -> (KeyPress, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B:
            return decodeEscape(bytes, isComplete: isComplete)
        case 0x03: return (.interrupt, 1)
        case 0x09: return (.tab, 1)
        case 0x0A, 0x0D: return (.enter, 1)
        case 0x08, 0x7F: return (.backspace, 1)
        case 0x00..<0x20: return (.control(first), 1)
        case 0x30...0x39: return (.digit(Int(first - 0x30)), 1)
        case 0x2E: return (.period, 1)
        case 0x2A: return (.asterisk, 1)
        case 0x2B: return (.plus, 1)
        case 0x2D: return (.minus, 1)
        case 0x2F: return (.slash, 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
        default:
            return decodeUTF8(bytes, isComplete: isComplete)
        }
    }

    static func decodeUTF8(_ bytes: ArraySlice<UInt8>, isComplete: Bool) -> (KeyPress, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown([first]), 1)
        }
        var index = bytes.startIndex + 1
        while index < bytes.startIndex + length {
            guard index < bytes.endIndex else {
                return isComplete ? (.unknown(Array(bytes[bytes.startIndex..<index])), index - bytes.startIndex) : nil
            }
            guard bytes[index] & 0xC0 == 0x80 else {
                return (.unknown(Array(bytes[bytes.startIndex..<index])), index - bytes.startIndex)
            }
            index += 1
        }
        let encoded = bytes[bytes.startIndex..<index]
        var decoder = UTF8()
        var iterator = encoded.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return (.character(Character(scalar)), length)
        }
        // Overlong forms and surrogates.
        return (.unknown(Array(encoded)), length)
    }

    static func decodeEscape(_ bytes: ArraySlice<UInt8>, isComplete: Bool) -> (KeyPress, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return isComplete ? (.escape, 1) : nil }
        let second = bytes[start + 1]
        switch second {
        case 0x5B:  // ESC [
            return decodeControlSequence(bytes, isComplete: isComplete)
        case 0x4F:  // ESC O
            guard bytes.count > 2 else { return isComplete ? (.unknown(Array(bytes)), bytes.count) : nil }
            let final = bytes[start + 2]
            return (singleShiftKey(final) ?? .unknown(Array(bytes[start...start + 2])), 3)
        case 0x1B:
            // ESC ESC: the first is an Escape on its own.
            return (.escape, 1)
        case 0x00..<0x20, 0x7F:
            // A control right after ESC: Escape, then that key.
            return (.escape, 1)
        case 0x80...:
            // ESC before a non-ASCII character: Escape, then that character.
            return (.escape, 1)
        default:
            // Alt plus a key (ESC x): not a key of ours.
            return (.unknown([0x1B, second]), 2)
        }
    }

    /// `ESC [` parameters final: arrows, editing keys, function keys; modifiers are ignored.
    static func decodeControlSequence(_ bytes: ArraySlice<UInt8>, isComplete: Bool) -> (KeyPress, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        // The Linux console's F1-F5: ESC [ [ A ... ESC [ [ E.
        if index < bytes.endIndex, bytes[index] == 0x5B {
            guard index + 1 < bytes.endIndex else { return isComplete ? (.unknown(Array(bytes)), bytes.count) : nil }
            let final = bytes[index + 1]
            let key: KeyPress =
                (0x41...0x45).contains(final) ? .function(Int(final - 0x40)) : .unknown(Array(bytes[start...index + 1]))
            return (key, 4)
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                let sequence = Array(bytes[start...index])
                let parameters = bytes[(start + 2)..<index]
                return (controlSequenceKey(parameters: parameters, final: byte) ?? .unknown(sequence), sequence.count)
            }
            guard (0x20...0x3F).contains(byte), index - start < maximumSequenceLength else {
                // Not a valid sequence: report what came so far, then decode the rest afresh.
                return (.unknown(Array(bytes[start..<index])), index - start)
            }
            index += 1
        }
        return isComplete ? (.unknown(Array(bytes)), bytes.count) : nil
    }

    static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> KeyPress? {
        // "1;5" -> [1, 5]; missing numbers are nil.
        let numbers = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map { field -> Int? in
            guard !field.isEmpty, field.count <= 4, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        if final == 0x75 { return KittyKeys.key(parameters: parameters) }  // u
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else { return nil }
        if let key = cursorKey(final) { return key }
        switch final {
        case 0x47: return numbers.count <= 1 ? .begin : nil  // the Linux console's keypad 5
        case 0x50: return .function(1)
        case 0x51: return .function(2)
        case 0x52: return numbers.count > 1 ? .function(3) : nil  // bare ESC[R is a cursor report
        case 0x53: return .function(4)
        case 0x7E:  // ~
            guard let code = numbers.first ?? nil else { return nil }
            switch code {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(code - 10)
            case 17...21: return .function(code - 11)
            case 23, 24: return .function(code - 12)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The cursor keys both `ESC [ x` and `ESC O x` end with: arrows, the keypad's centre, Home, End.
    static func cursorKey(_ final: UInt8) -> KeyPress? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x45: return .begin
        case 0x46: return .end
        case 0x48: return .home
        default: return nil
        }
    }

    /// `ESC O x`: the keypad in application mode, arrows in application cursor mode, F1–F4.
    static func singleShiftKey(_ final: UInt8) -> KeyPress? {
        if let key = cursorKey(final) { return key }
        switch final {
        case 0x70...0x79: return .digit(Int(final - 0x70))  // p..y
        case 0x4D: return .enter  // M
        case 0x6E: return .period  // n
        case 0x6A: return .asterisk  // j
        case 0x6B: return .plus  // k
        case 0x6D: return .minus  // m
        case 0x6F: return .slash  // o
        case 0x6C: return .character(",")  // l: the keypad's separator key
        case 0x58: return .character("=")  // X: the keypad's equals key
        case 0x50...0x53: return .function(Int(final - 0x4F))  // P..S
        default: return nil
        }
    }
}
