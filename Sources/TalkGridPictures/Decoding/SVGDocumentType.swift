import TalkGrid

/// An SVG's document type (`<!DOCTYPE svg PUBLIC "…" "…" [ … ]>`), read here so that the SVG
/// library never sees one: the text it gets has the document type cut out and the entities its
/// internal subset declares written out in place.
///
/// Only what Adobe Illustrator and other editors write is admitted: internal general entities of
/// plain text (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`), comments and processing
/// instructions. Refused: parameter entities (`<!ENTITY % …>`, `%name;`), entities outside the
/// picture (`SYSTEM`, `PUBLIC`), an entity holding markup (`<`) or other entities (`&`, `%`: so no
/// expansion nests, and billion laughs is refused where it is declared), any other declaration
/// (`<!ELEMENT`, `<!ATTLIST`, `<!NOTATION`), more than ``maxEntities`` entities, one longer than
/// ``maxEntityLength`` bytes, uses that write out more than ``maxExpansion`` bytes in all
/// (a quadratic blow-up), and a use of an entity the picture does not declare. The external
/// subset the document type names (the SVG 1.1 DTD's address) is never read: it is cut out with the rest.
struct SVGDocumentType {
    /// The most entities an SVG may declare (Illustrator declares about ten).
    static let maxEntities = 64
    /// The most bytes an entity's text may have (Illustrator's are namespace addresses of 30–50).
    static let maxEntityLength = 1_024
    /// The most bytes the uses of entities may write out in all (1 MiB).
    static let maxExpansion = 1 << 20

    /// Where the document type is in the bytes, from `<!DOCTYPE` to its closing `>`.
    var range: Range<Int>
    /// The entities it declares, by name (the first declaration of a name counts, as in XML).
    var entities: [[UInt8]: [UInt8]] = [:]

    /// The text the SVG library is given: the bytes without their document type, each use of a
    /// declared entity written out (quotes as `&quot;` and `&apos;`, so that a use inside an
    /// attribute value stays inside it). The bytes themselves when they have no document type.
    static func expanded(_ bytes: [UInt8]) throws(PictureError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (text) throws(PictureError) -> [UInt8] in
            guard let documentType = try SVGDocumentType(in: text) else { return bytes }
            var result: [UInt8] = []
            result.reserveCapacity(text.count - documentType.range.count)
            result += text[..<documentType.range.lowerBound]
            if documentType.entities.isEmpty {
                result += text[documentType.range.upperBound...]
            } else {
                try documentType.writeOut(text[documentType.range.upperBound...], into: &result)
            }
            return result
        }
    }

    /// The document type of `text`, found where XML allows it (after an optional byte-order mark,
    /// XML declaration, comments and processing instructions, before the first element); nil when there is none.
    init?(in text: UnsafeBufferPointer<UInt8>) throws(PictureError) {
        var index = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while true {
            index = Self.skipSpaces(text, from: index)
            if Self.has(text, "<?", at: index) {
                index = try Self.end(of: "?>", in: text, from: index + 2)
            } else if Self.has(text, "<!--", at: index) {
                index = try Self.end(of: "-->", in: text, from: index + 4)
            } else if Self.has(text, "<!DOCTYPE", at: index) {
                break
            } else {
                return nil
            }
        }
        let start = index
        var entities: [[UInt8]: [UInt8]] = [:]
        var declared = 0
        index += 9
        // The root's name and external identifier, up to the internal subset or the end.
        while index < text.count && text[index] != UInt8(ascii: "[") && text[index] != UInt8(ascii: ">") {
            if text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") {
                index = try Self.end(of: [text[index]], in: text, from: index + 1)
            } else {
                index += 1
            }
        }
        guard index < text.count else { throw Self.refusal(.svgDocumentTypeUnreadable) }
        if text[index] == UInt8(ascii: "[") {
            index += 1
            while true {
                index = Self.skipSpaces(text, from: index)
                guard index < text.count else { throw Self.refusal(.svgDocumentTypeUnreadable) }
                if text[index] == UInt8(ascii: "]") {
                    index = Self.skipSpaces(text, from: index + 1)
                    break
                } else if Self.has(text, "<!--", at: index) {
                    index = try Self.end(of: "-->", in: text, from: index + 4)
                } else if Self.has(text, "<?", at: index) {
                    index = try Self.end(of: "?>", in: text, from: index + 2)
                } else if Self.has(text, "<!ENTITY", at: index) {
                    index = try Self.declareEntity(in: text, from: index + 8, into: &entities, counting: &declared)
                } else if text[index] == UInt8(ascii: "%") {
                    throw Self.refusal(.svgParameterEntity)
                } else {
                    throw Self.refusal(PictureText.svgDeclaration(declaration: Self.declarationName(in: text, at: index)))
                }
            }
        }
        guard index < text.count, text[index] == UInt8(ascii: ">") else { throw Self.refusal(.svgDocumentTypeUnreadable) }
        range = start..<(index + 1)
        self.entities = entities
    }

    /// Reads one `<!ENTITY name "text">` from just after `<!ENTITY` into `entities`, counting the
    /// declarations in `declared`; the index after its `>`.
    private static func declareEntity(
        in text: UnsafeBufferPointer<UInt8>, from start: Int, into entities: inout [[UInt8]: [UInt8]], counting declared: inout Int
    ) throws(PictureError) -> Int {
        var index = Self.skipSpaces(text, from: start)
        guard index > start, index < text.count else { throw Self.refusal(.svgDocumentTypeUnreadable) }
        if text[index] == UInt8(ascii: "%") { throw Self.refusal(.svgParameterEntity) }
        let nameStart = index
        while index < text.count && !Self.isSpace(text[index]) && !Self.isQuote(text[index]) && text[index] != UInt8(ascii: ">") {
            index += 1
        }
        let name = Array(text[nameStart..<index])
        let shownName = Self.shown(name)
        index = Self.skipSpaces(text, from: index)
        guard !name.isEmpty, index < text.count else { throw Self.refusal(.svgDocumentTypeUnreadable) }
        if Self.has(text, "SYSTEM", at: index) || Self.has(text, "PUBLIC", at: index) {
            throw Self.refusal(PictureText.svgExternalEntity(name: shownName))
        }
        guard Self.isQuote(text[index]) else { throw Self.refusal(.svgDocumentTypeUnreadable) }
        let valueEnd = try Self.end(of: [text[index]], in: text, from: index + 1) - 1
        let value = text[(index + 1)..<valueEnd]
        if value.count > Self.maxEntityLength {
            throw Self.refusal(PictureText.svgEntityTooLong(name: shownName, limit: Self.maxEntityLength))
        }
        if value.contains(UInt8(ascii: "<")) { throw Self.refusal(PictureText.svgEntityMarkup(name: shownName)) }
        if value.contains(UInt8(ascii: "&")) || value.contains(UInt8(ascii: "%")) {
            throw Self.refusal(PictureText.svgEntityReferences(name: shownName))
        }
        index = Self.skipSpaces(text, from: valueEnd + 1)
        guard index < text.count, text[index] == UInt8(ascii: ">") else { throw Self.refusal(.svgDocumentTypeUnreadable) }
        declared += 1
        if declared > Self.maxEntities { throw Self.refusal(PictureText.svgTooManyEntities(limit: Self.maxEntities)) }
        if entities[name] == nil { entities[name] = Self.quotesEscaped(value) }
        return index + 1
    }

    /// Appends `body` (the document after its document type) to `result`, each use of a declared
    /// entity written out; comments, CDATA sections and processing instructions are copied as they are.
    private func writeOut(_ body: Slice<UnsafeBufferPointer<UInt8>>, into result: inout [UInt8]) throws(PictureError) {
        let text = body.base
        var index = body.startIndex
        var written = 0
        while index < body.endIndex {
            var next = index
            while next < body.endIndex && text[next] != UInt8(ascii: "&") && text[next] != UInt8(ascii: "<") { next += 1 }
            result += text[index..<next]
            index = next
            guard index < body.endIndex else { break }
            if text[index] == UInt8(ascii: "<") {
                let end: Int
                if Self.has(text, "<!--", at: index) {
                    end = (try? Self.end(of: "-->", in: text, from: index + 4)) ?? body.endIndex
                } else if Self.has(text, "<![CDATA[", at: index) {
                    end = (try? Self.end(of: "]]>", in: text, from: index + 9)) ?? body.endIndex
                } else if Self.has(text, "<?", at: index) {
                    end = (try? Self.end(of: "?>", in: text, from: index + 2)) ?? body.endIndex
                } else {
                    end = index + 1
                }
                result += text[index..<end]
                index = end
                continue
            }
            // An entity or character reference: `&name;`, `&#…;`.
            let limit = min(body.endIndex, index + 2 + Self.maxNameLength)
            guard let semicolon = text[(index + 1)..<limit].firstIndex(of: UInt8(ascii: ";")) else {
                result.append(text[index])  // not a reference: the XML parser says what is wrong
                index += 1
                continue
            }
            let name = Array(text[(index + 1)..<semicolon])
            if name.first == UInt8(ascii: "#") || Self.predefined.contains(name) {
                result += text[index...semicolon]
            } else if let value = entities[name] {
                written += value.count
                if written > Self.maxExpansion { throw Self.refusal(PictureText.svgEntityExpansion(limit: Self.maxExpansion)) }
                result += value
            } else {
                throw Self.refusal(PictureText.svgUndeclaredEntity(name: Self.shown(name)))
            }
            index = semicolon + 1
        }
    }

    // MARK: Pieces

    /// The longest entity name looked for after a `&`.
    private static let maxNameLength = 256
    /// The five entities every XML document has.
    private static let predefined: Set<[UInt8]> = Set(["lt", "gt", "amp", "quot", "apos"].map { Array($0.utf8) })

    private static func refusal(_ text: CaregiverText) -> PictureError {
        .svgDocumentType(text)
    }

    private static func refusal(_ key: PictureTextKey) -> PictureError {
        .svgDocumentType(CaregiverText(key))
    }

    /// An entity's text with its quotes escaped, so that it can stand inside an attribute value.
    private static func quotesEscaped(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(value.count)
        for byte in value {
            switch byte {
            case UInt8(ascii: "\""): escaped += Array("&quot;".utf8)
            case UInt8(ascii: "'"): escaped += Array("&apos;".utf8)
            default: escaped.append(byte)
            }
        }
        return escaped
    }

    /// The `<!WORD` of a declaration (for a message), at most 20 bytes.
    private static func declarationName(in text: UnsafeBufferPointer<UInt8>, at start: Int) -> String {
        var end = start
        while end < text.count && end - start < 20 && !isSpace(text[end]) && text[end] != UInt8(ascii: ">") { end += 1 }
        return shown(Array(text[start..<max(end, min(start + 1, text.count))]))
    }

    /// At most 40 bytes of a name, for a message.
    private static func shown(_ name: [UInt8]) -> String {
        let text = String(decoding: name.prefix(40), as: UTF8.self)
        return name.count > 40 ? text + "…" : text
    }

    /// The index just after the first `terminator` at or after `start`.
    private static func end(of terminator: String, in text: UnsafeBufferPointer<UInt8>, from start: Int) throws(PictureError) -> Int {
        try end(of: Array(terminator.utf8), in: text, from: start)
    }

    private static func end(of terminator: [UInt8], in text: UnsafeBufferPointer<UInt8>, from start: Int) throws(PictureError) -> Int {
        var index = start
        while index + terminator.count <= text.count {
            if text[index] == terminator[0] && text[index..<(index + terminator.count)].elementsEqual(terminator) {
                return index + terminator.count
            }
            index += 1
        }
        throw refusal(.svgDocumentTypeUnreadable)
    }

    private static func has(_ text: UnsafeBufferPointer<UInt8>, _ word: StaticString, at index: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= text.count else { return false }
        return word.withUTF8Buffer { text[index..<(index + count)].elementsEqual($0) }
    }

    private static func skipSpaces(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < text.count && isSpace(text[index]) { index += 1 }
        return index
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
