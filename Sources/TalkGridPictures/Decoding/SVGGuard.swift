import TalkGrid

/// Checks an SVG's text before it reaches the SVG library, so that no picture can make
/// TalkGrid read a local file, reach the network, or expand entities without bound.
///
/// The check is an allow-list: every `href` and every `url(...)` must point inside the document
/// (`#id`); `<!ENTITY` declarations (billion laughs), `@import` and XInclude are refused.
/// Standard SVG symbols (Mulberry, Twemoji, OpenMoji, editor output with a `<!DOCTYPE ...>`
/// line) use none of these.
enum SVGGuard {
    /// Throws ``PictureError/svgReference(_:)`` naming the first construct that is not allowed.
    static func check(_ bytes: [UInt8]) throws(PictureError) {
        let text = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }  // ASCII lower case
        if contains(text, "<!entity") { throw .svgReference(CaregiverText(PictureTextKey.svgEntities)) }
        if contains(text, "@import") { throw .svgReference(CaregiverText(PictureTextKey.svgStyleSheet)) }
        if contains(text, "xinclude") || contains(text, "<xi:") { throw .svgReference(CaregiverText(PictureTextKey.svgXInclude)) }
        for value in attributeValues(named: Array("href".utf8), in: text) where value.first != UInt8(ascii: "#") {
            throw .svgReference(CaregiverText(PictureTextKey.svgHref, ["reference": .text(shown(value))]))
        }
        for value in urlArguments(in: text) where value.first != UInt8(ascii: "#") {
            throw .svgReference(CaregiverText(PictureTextKey.svgURL, ["reference": .text(shown(value))]))
        }
    }

    /// At most 60 characters of a value, for a message.
    private static func shown(_ value: ArraySlice<UInt8>) -> String {
        let text = String(decoding: value.prefix(60), as: UTF8.self)
        return value.count > 60 ? text + "…" : text
    }

    private static func contains(_ text: [UInt8], _ needle: String) -> Bool {
        indices(of: Array(needle.utf8), in: text).first != nil
    }

    /// The start index of every occurrence of `needle`.
    private static func indices(of needle: [UInt8], in text: [UInt8]) -> [Int] {
        guard !needle.isEmpty, text.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = 0
        let first = needle[0]
        while index <= text.count - needle.count {
            if text[index] == first && text[index..<(index + needle.count)].elementsEqual(needle) { found.append(index) }
            index += 1
        }
        return found
    }

    /// The values (trimmed) of attributes whose name ends in `name` (`href`, `xlink:href`).
    private static func attributeValues(named name: [UInt8], in text: [UInt8]) -> [ArraySlice<UInt8>] {
        var values: [ArraySlice<UInt8>] = []
        for start in indices(of: name, in: text) {
            var index = skipSpaces(in: text, from: start + name.count)
            guard index < text.count, text[index] == UInt8(ascii: "=") else { continue }
            index = skipSpaces(in: text, from: index + 1)
            guard index < text.count else { continue }
            let quote = text[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                values.append(text[index..<min(text.count, index + 1)])
                continue
            }
            let valueStart = skipSpaces(in: text, from: index + 1)
            let valueEnd = text[valueStart...].firstIndex(of: quote) ?? text.count
            values.append(text[valueStart..<max(valueStart, valueEnd)])
        }
        return values
    }

    /// The arguments of every `url(...)`, without quotes or leading spaces.
    private static func urlArguments(in text: [UInt8]) -> [ArraySlice<UInt8>] {
        indices(of: Array("url(".utf8), in: text).map { start in
            var index = skipSpaces(in: text, from: start + 4)
            if index < text.count && (text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'")) { index += 1 }
            let end = text[index...].firstIndex(of: UInt8(ascii: ")")) ?? text.count
            return text[index..<max(index, end)]
        }
    }

    private static func skipSpaces(in text: [UInt8], from start: Int) -> Int {
        var index = start
        while index < text.count && (text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D) {
            index += 1
        }
        return index
    }
}
