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

    let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: JSONLimits
    private var index = 0
    private var line = 1
    /// Offset of the first byte of the current line, for columns.
    private var lineStart = 0
    /// How many bytes of the current line before `index` continue a character (columns count characters, not
    /// bytes). Only strings hold such bytes, and no string spans lines, so each string adds its own once it is read.
    private var lineContinuationBytes = 0
    private var depth = 0
    /// The members and elements of the objects and arrays being read, innermost last: each object or array
    /// moves its own off the top into an array of exactly their number (growing one array per object by
    /// doubling cost several allocations each and left a third of it unused; copying them cost a retain
    /// and a release of every key and value).
    private let openMembers = PendingValues<JSONMember>()
    private let openElements = PendingValues<JSONNode>()

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

    /// The position of the current byte between values (not inside a string); the column counts characters, not bytes.
    private var position: TextPosition {
        TextPosition(line: line, column: index - lineStart - lineContinuationBytes + 1, offset: index)
    }

    /// The position of a byte on the current line, also inside a string (for messages: it counts the line's characters).
    private func exactPosition(of offset: Int) -> TextPosition {
        var column = 1
        for i in lineStart..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: line, column: column, offset: offset)
    }

    private func failure(_ text: FindingText, at position: TextPosition? = nil) -> JSONParseError {
        JSONParseError(Diagnostic(LoaderRules.invalidJSON, text, file: file, position: position ?? exactPosition(of: index)))
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
    private func separatorFailure(valueEnd: Int, valueEndLine: Int, container: FindingTextKey, closing: Character)
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
            case UInt8(ascii: " "):
                index += 1
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
                lineContinuationBytes = 0
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
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString(start: start)), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true", start: start)
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false", start: start)
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null", start: start)
            return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber(start: start)), at: start)
        default:
            if let quote = wrongQuote() { throw failure(quote) }
            throw failure(.jsonExpectedValue(found: describeByte()))
        }
    }

    private mutating func expectWord(_ word: StaticString, start: TextPosition) throws(JSONParseError) {
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
            let key = try parseString(start: keyPosition)
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
                return JSONNode(.object(openMembers.take(from: base)), at: start)
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
            let element = try parseValue()
            openElements.append(element)
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
                return JSONNode(.array(openElements.take(from: base)), at: start)
            }
            throw separatorFailure(valueEnd: valueEnd, valueEndLine: valueEndLine, container: .containerArray, closing: "]")
        }
    }

    private mutating func parseNumber(start startPosition: TextPosition) throws(JSONParseError) -> JSONNumber {
        let start = index
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

    /// Reads a string whose opening quote is at `start`.
    private mutating func parseString(start: TextPosition) throws(JSONParseError) -> String {
        index += 1
        let contentStart = index
        var isASCII = true
        // A string without escapes is its bytes in the document.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                index += 1
                if isASCII { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validating: slice, as: UTF8.self) else {
                    throw failure(.jsonNotUTF8, at: start)
                }
                lineContinuationBytes += Self.continuationBytes(in: slice)
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte >= 0x80 { isASCII = false }
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
                lineContinuationBytes += Self.continuationBytes(
                    in: UnsafeBufferPointer(rebasing: bytes[contentStart..<index - 1]))
                return text
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
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
                throw failure(.jsonNotAnEscape(escape: describeByte(bare: true)), at: exactPosition(of: escapeStart))
            }
        }
        throw failure(.jsonNoClosingQuote, at: start)
    }

    /// How many bytes continue a character (they do not start a column).
    private static func continuationBytes(in slice: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in slice where byte & 0xC0 == 0x80 { count += 1 }
        return count
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

    private func controlCharacterFailure(_ byte: UInt8) -> JSONParseError {
        byte == 0x0A
            ? failure(.jsonLineBreakInText)
            : failure(.jsonControlCharacter(hex: String(byte, radix: 16, uppercase: true)))
    }

    /// Values read but not yet placed in their object or array, innermost last (see ``openMembers``).
    final class PendingValues<Element> {
        private var storage: UnsafeMutablePointer<Element>
        private var capacity = 64
        private(set) var count = 0

        init() { storage = .allocate(capacity: capacity) }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func append(_ element: consuming Element) {
            if count == capacity {
                let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
                larger.moveInitialize(from: storage, count: count)
                storage.deallocate()
                storage = larger
                capacity *= 2
            }
            (storage + count).initialize(to: element)
            count += 1
        }

        subscript(position: Int) -> Element { storage[position] }

        /// Lets go of the values from `start` on.
        func removeAll(from start: Int) {
            (storage + start).deinitialize(count: count - start)
            count = start
        }

        /// Moves the values from `start` on into an array of exactly their number.
        func take(from start: Int) -> [Element] {
            let taken = count - start
            guard taken > 0 else { return [] }
            count = start
            return [Element](unsafeUninitializedCapacity: taken) { buffer, initialized in
                buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: storage + start, count: taken)
                initialized = taken
            }
        }
    }
}
