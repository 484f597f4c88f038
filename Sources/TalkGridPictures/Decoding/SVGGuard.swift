import TalkGrid

/// Checks an SVG's text before it reaches the SVG library, so that no picture can make
/// TalkGrid read a local file, reach the network, or expand entities without bound; the one rule
/// for every SVG TalkGrid draws (screen, print, `validate`, `cell set --image`).
///
/// Its document type is read by ``SVGDocumentType``: the plain-text entities of its internal subset
/// are written out and the document type itself is cut away, so the library never sees a DTD.
/// Then the text is held to an allow-list: every `href` and every `url(...)` must point inside the
/// document (`#id`) or hold its data in a `data:` URL of an allowed kind (a PNG, JPEG, GIF or WebP
/// picture, a font) and size (``largestData``); `@import` and XInclude are refused. Standard SVG
/// symbols (Mulberry, Twemoji, OpenMoji, Adobe Illustrator exports with their `&ns_svg;` entities,
/// Noun Project icons with their font embedded) pass.
enum SVGGuard {
    /// The most bytes one `data:` URL inside an SVG may hold (as written, base64 or percent-encoded).
    static let largestData = 2 * 1024 * 1024

    /// The kinds of data an SVG may embed: pictures librsvg decodes itself (an SVG inside an SVG is
    /// not among them: it would escape these checks) and fonts.
    static let embeddableKinds: Set<String> = [
        "image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp",
        "font/ttf", "font/otf", "font/woff", "font/woff2", "font/sfnt", "font/truetype", "font/opentype",
        "application/font-woff", "application/font-woff2", "application/x-font-woff", "application/font-sfnt",
        "application/x-font-ttf", "application/x-font-truetype", "application/x-font-opentype", "application/font-ttf",
        "application/vnd.ms-fontobject",
    ]

    /// The text the SVG library is given; throws ``PictureError/svgReference(_:)`` or
    /// ``PictureError/svgDocumentType(_:)`` naming the first construct that is not allowed.
    static func checked(_ bytes: [UInt8]) throws(PictureError) -> [UInt8] {
        let expanded = try SVGDocumentType.expanded(bytes)
        try check(expanded)
        return expanded
    }

    /// Throws for the first outside reference in text that holds no document type any more.
    private static func check(_ bytes: [UInt8]) throws(PictureError) {
        let text = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }  // ASCII lower case
        // Left over only where no XML parser reads a document type: refused rather than trusted to the library.
        if contains(text, "<!doctype") || contains(text, "<!entity") {
            throw .svgDocumentType(CaregiverText(PictureTextKey.svgDocumentTypeUnreadable))
        }
        if contains(text, "@import") { throw .svgReference(CaregiverText(PictureTextKey.svgStyleSheet)) }
        if contains(text, "xinclude") || contains(text, "<xi:") { throw .svgReference(CaregiverText(PictureTextKey.svgXInclude)) }
        for value in attributeValues(named: Array("href".utf8), in: text) where value.first != UInt8(ascii: "#") {
            if try isAllowedData(value) { continue }
            throw .svgReference(PictureText.svgHref(reference: shown(value)))
        }
        for value in urlArguments(in: text) where value.first != UInt8(ascii: "#") {
            if try isAllowedData(value) { continue }
            throw .svgReference(PictureText.svgURL(reference: shown(value)))
        }
    }

    /// Whether `value` (lower case) is a `data:` URL the SVG may hold; false when it is no `data:`
    /// URL; throws when it is one of a kind or size not allowed.
    private static func isAllowedData(_ value: ArraySlice<UInt8>) throws(PictureError) -> Bool {
        let prefix = Array("data:".utf8)
        guard value.starts(with: prefix) else { return false }
        let rest = value.dropFirst(prefix.count)
        let kindEnd = rest.firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") } ?? rest.endIndex
        let kind = String(decoding: rest[..<kindEnd], as: UTF8.self).trimmingSpaces
        guard embeddableKinds.contains(kind) else {
            throw .svgReference(PictureText.svgDataKind(kind: kind.isEmpty ? "text/plain" : kind))
        }
        if value.count > largestData {
            throw .svgReference(
                PictureText.svgDataTooLarge(bytes: value.count, limit: largestData))
        }
        return true
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

extension String {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
