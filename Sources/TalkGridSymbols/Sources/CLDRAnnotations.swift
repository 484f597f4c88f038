import TalkGrid

/// The words of one CLDR annotations file (`annotations/es.xml`, `annotationsDerived/es.xml`):
/// for each emoji, its keywords and its name (CLDR's `tts` annotation).
///
/// The files are CLDR's own, one `<annotation>` element a line; they are read line by line,
/// with XML's five entities and numeric references, and nothing else of XML (no DTD is read).
public struct CLDRAnnotations: Sendable, Equatable {
    /// One emoji's words.
    public struct Entry: Sendable, Equatable {
        /// The emoji as CLDR writes it: without variation selectors.
        public var emoji: String
        public var name: String?
        public var keywords: [String]
    }

    /// Every annotated emoji, in the file's order.
    public var entries: [Entry]

    /// Reads the annotations in `bytes` (lines that are not annotations are passed over).
    public init(parsing bytes: [UInt8]) {
        var entries: [Entry] = []
        var position: [String: Int] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            guard let (emoji, isName, text) = Self.annotation(in: line) else { continue }
            let index: Int
            if let known = position[emoji] {
                index = known
            } else {
                index = entries.count
                position[emoji] = index
                entries.append(Entry(emoji: emoji, name: nil, keywords: []))
            }
            if isName {
                entries[index].name = text
            } else {
                entries[index].keywords = text.split(separator: "|").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            }
        }
        self.entries = entries
    }

    /// `<annotation cp="🍎" type="tts">red apple</annotation>`: the emoji, whether it is the name, the text.
    static func annotation(in line: Substring) -> (String, Bool, String)? {
        guard let start = line.range(of: "<annotation cp=\""), let end = line.range(of: "</annotation>") else { return nil }
        let rest = line[start.upperBound..<end.lowerBound]
        guard let quote = rest.firstIndex(of: "\""), let close = rest[quote...].firstIndex(of: ">") else { return nil }
        let emoji = String(rest[..<quote]).decodingXMLEntities
        let attributes = rest[quote..<close]
        let text = String(rest[rest.index(after: close)...]).decodingXMLEntities
        guard !emoji.isEmpty, !text.isEmpty else { return nil }
        return (emoji, attributes.contains("type=\"tts\""), text)
    }
}
