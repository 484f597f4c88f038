/// A JSON parser over UTF-8 bytes that records the line and column of every value and key.
///
/// Strict RFC 8259 JSON (a UTF-8 byte-order mark is skipped); nesting depth and size are bounded
/// by ``JSONLimits``. Errors are located diagnostics with code `invalid-json`.
public struct JSONParser {
    /// Parses a whole document. `file` names the file in diagnostics.
    public static func parse(_ bytes: [UInt8], file: String, limits: JSONLimits = JSONLimits()) throws(JSONParseError)
        -> JSONNode
    {
        if bytes.count > limits.maximumBytes {
            throw JSONParseError(
                Diagnostic(
                    LoaderRules.fileTooLarge,
                    .fileTooLarge(size: bytes.count, limit: limits.maximumBytes),
                    file: file, position: TextPosition(line: 1, column: 1, offset: 0)))
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) -> JSONNode in
            var parser = JSONParser(bytes: buffer, file: file, limits: limits)
            return try parser.parseDocument()
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: JSONLimits
    private var index = 0
    private var line = 1
    /// Offset of the first byte of the current line, for columns.
    private var lineStart = 0
    private var depth = 0
    /// The members and elements of the objects and arrays being read, innermost last: each object or array
    /// takes its own off the top into an array of exactly their number (growing one array per object by
    /// doubling cost several allocations each and left a third of it unused).
    private var openMembers: [JSONMember] = []
    private var openElements: [JSONNode] = []
    /// Texts too long to be stored inline (more than 15 bytes) read before, in slots chosen by a hash of
    /// their bytes: the keys and values every button or image repeats (`background_color`,
    /// `rgb(255, 255, 255)`, a licence's address) share one copy instead of one allocation each.
    private var recentTexts = [String?](repeating: nil, count: 256)
    private var columnCache: (line: Int, index: Int, column: Int) = (1, 0, 1)

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: JSONLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else { throw failure(.jsonEmpty) }
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw failure(.jsonAfterEnd(found: describeByte())) }
        return node
    }

    // MARK: Positions

    /// The position of the current byte; the column counts characters, not bytes.
    ///
    /// Positions are asked for in increasing order, so the column is counted on from the last
    /// one asked for on the same line: linear overall, even for a one-line file.
    private var position: TextPosition {
        mutating get {
            if columnCache.line != line || columnCache.index > index {
                columnCache = (line, lineStart, 1)
            }
            var column = columnCache.column
            var i = columnCache.index
            while i < index {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            columnCache = (line, index, column)
            return TextPosition(line: line, column: column, offset: index)
        }
    }

    private mutating func failure(_ text: FindingText, at position: TextPosition? = nil) -> JSONParseError {
        JSONParseError(Diagnostic(LoaderRules.invalidJSON, text, file: file, position: position ?? self.position))
    }

    /// The byte at the current index in words: the character in quotes, its code point, or its value.
    private func describeByte(bare: Bool = false) -> FindingText {
        guard index < bytes.count else { return .byteEndOfFile }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F {
            let character = String(Character(Unicode.Scalar(byte)))
            return bare ? .byteBare(character: character) : .byteCharacter(character: character)
        }
        if let scalar = scalar(at: index), scalar.value >= 0xA0 {
            return .byteScalar(character: String(Character(scalar)), code: String(scalar.value, radix: 16, uppercase: true))
        }
        return .byteHex(hex: String(byte, radix: 16, uppercase: true))
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset`, when it is valid there.
    private func scalar(at offset: Int) -> Unicode.Scalar? {
        let lead = bytes[offset]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard offset + length <= bytes.count,
            let text = String(validating: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        else { return nil }
        return text.unicodeScalars.first
    }

    /// Words for a quote JSON does not accept (curly quotes from a word processor, single quotes) at the current byte.
    private func wrongQuote() -> FindingText? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "'") { return .jsonSingleQuote }
        guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
        let name: FindingTextKey
        switch bytes[index + 2] {
        case 0x9C: name = .quoteCurlyOpening
        case 0x9D: name = .quoteCurlyClosing
        case 0x98: name = .quoteCurlySingleOpening
        case 0x99: name = .quoteCurlySingleClosing
        default: return nil
        }
        return .jsonCurlyQuote(quote: name)
    }

    /// The failure after a value where `,` or `closing` was expected: a missing comma said as such.
    private mutating func separatorFailure(valueEnd: Int, valueEndLine: Int, container: FindingTextKey, closing: Character)
        -> JSONParseError
    {
        if let quote = wrongQuote() { return failure(quote) }
        let next = bytes[index]
        let startsValue =
            next == UInt8(ascii: "\"") || next == UInt8(ascii: "{") || next == UInt8(ascii: "[") || next == UInt8(ascii: "-")
            || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || next == UInt8(ascii: "t") || next == UInt8(ascii: "f")
            || next == UInt8(ascii: "n")
        guard startsValue else {
            return failure(.jsonExpectedSeparator(closing: String(closing), container: container, found: describeByte()))
        }
        if valueEndLine < line {
            return failure(.jsonMissingCommaAfterLine(line: valueEndLine), at: position(of: valueEnd, line: valueEndLine))
        }
        return failure(.jsonMissingCommaBefore(found: describeByte(), container: container))
    }

    /// The position of an earlier byte on a known line (for messages only: it scans back to the line's start).
    private func position(of offset: Int, line: Int) -> TextPosition {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var column = 1
        for i in start..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: line, column: column, offset: offset)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONParseError) -> JSONNode {
        let start = position
        guard index < bytes.count else { throw failure(.jsonEndsWhereValue) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start: start)
        case UInt8(ascii: "["): return try parseArray(start: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            if let quote = wrongQuote() { throw failure(quote) }
            throw failure(.jsonExpectedValue(found: describeByte()))
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let start = position
        let count = word.utf8CodeUnitCount
        var matches = index + count <= bytes.count
        if matches {
            let pointer = word.utf8Start
            for offset in 0..<count where bytes[index + offset] != pointer[offset] {
                matches = false
                break
            }
        }
        guard matches else { throw failure(.jsonExpectedValue(found: describeByte()), at: start) }
        index += count
    }

    private mutating func enter(_ start: TextPosition) throws(JSONParseError) {
        depth += 1
        if depth > limits.maximumDepth {
            throw JSONParseError(
                Diagnostic(
                    LoaderRules.jsonTooDeep,
                    .jsonTooDeep(limit: limits.maximumDepth),
                    file: file, position: start))
        }
    }

    private mutating func parseObject(start: TextPosition) throws(JSONParseError) -> JSONNode {
        try enter(start)
        index += 1
        let base = openMembers.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONNode(.object([]), at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw failure(.jsonEndsInsideObject(line: start.line, column: start.column))
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw failure(.jsonCommaBeforeClosing(closing: "}")) }
                if let quote = wrongQuote() { throw failure(quote) }
                throw failure(.jsonExpectedMemberName(found: describeByte()))
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure(.jsonExpectedColon(key: key, found: describeByte()))
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            openMembers.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            let (valueEnd, valueEndLine) = (index, line)
            skipWhitespace()
            guard index < bytes.count else {
                throw failure(.jsonEndsInsideObject(line: start.line, column: start.column))
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                let members = Array(openMembers[base...])
                openMembers.removeSubrange(base...)
                return JSONNode(.object(members), at: start)
            }
            throw separatorFailure(valueEnd: valueEnd, valueEndLine: valueEndLine, container: .containerObject, closing: "}")
        }
    }

    private mutating func parseArray(start: TextPosition) throws(JSONParseError) -> JSONNode {
        try enter(start)
        index += 1
        let base = openElements.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONNode(.array([]), at: start)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw failure(.jsonCommaBeforeClosing(closing: "]")) }
            openElements.append(try parseValue())
            let (valueEnd, valueEndLine) = (index, line)
            skipWhitespace()
            guard index < bytes.count else {
                throw failure(.jsonEndsInsideArray(line: start.line, column: start.column))
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                let elements = Array(openElements[base...])
                openElements.removeSubrange(base...)
                return JSONNode(.array(elements), at: start)
            }
            throw separatorFailure(valueEnd: valueEnd, valueEndLine: valueEndLine, container: .containerArray, closing: "]")
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        let startPosition = position
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw failure(.jsonDigitsAfterMinus, at: startPosition) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw failure(.jsonLeadingZero, at: startPosition) }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw failure(.jsonDigitsAfterPoint) }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw failure(.jsonDigitsInExponent) }
            while isDigit(index) { index += 1 }
        }
        return JSONNumber(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                index += 1
                if isASCII(slice) { return text(of: slice) }
                guard let text = String(validating: slice, as: UTF8.self) else {
                    throw failure(.jsonNotUTF8, at: start)
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            index += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    throw failure(.jsonNotUTF8, at: start)
                }
                return text
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                index += 1
                continue
            }
            let escapeStart = position
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if code >= 0xD800 && code < 0xDC00 {
                    // A high surrogate must be followed by a low one.
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        guard low >= 0xDC00 && low < 0xE000 else { throw failure(.jsonUnpairedSurrogate) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        throw failure(.jsonUnpairedSurrogate)
                    }
                } else if code >= 0xDC00 && code < 0xE000 {
                    throw failure(.jsonUnpairedSurrogate)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure(.jsonInvalidEscapeCode) }
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                index -= 1
                throw failure(.jsonNotAnEscape(escape: describeByte(bare: true)), at: escapeStart)
            }
        }
        throw failure(.jsonNoClosingQuote, at: start)
    }

    /// The text of ASCII bytes: a long one read before in this document is shared (see ``recentTexts``).
    private mutating func text(of slice: UnsafeBufferPointer<UInt8>) -> String {
        guard slice.count > 15 else { return String(decoding: slice, as: UTF8.self) }
        var hash: UInt32 = 0x811C_9DC5
        for byte in slice { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let slot = Int(hash >> 24)
        if let known = recentTexts[slot], known.utf8.elementsEqual(slice) { return known }
        let text = String(decoding: slice, as: UTF8.self)
        recentTexts[slot] = text
        return text
    }

    /// Whether every byte is ASCII, eight bytes at a time (ASCII text needs no UTF-8 validation).
    private func isASCII(_ slice: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        let count = slice.count
        if let base = slice.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                offset += 8
            }
        }
        while offset < count {
            if slice[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure(.jsonFourHexDigits) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure(.jsonFourHexDigits)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func controlCharacterFailure(_ byte: UInt8) -> JSONParseError {
        byte == 0x0A
            ? failure(.jsonLineBreakInText)
            : failure(.jsonControlCharacter(hex: String(byte, radix: 16, uppercase: true)))
    }
}
