/// BCP-47 language tags as real board files write them (`en_US`, `en-us`, `EN`).
public enum LanguageTag {
    /// The tag in canonical case with hyphens: `en_us` -> `en-US`, `zh_hans_cn` -> `zh-Hans-CN`.
    public static func normalized(_ tag: String) -> String {
        let parts = tag.trimmingSpaces.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = parts.first else { return "" }
        var result = [first.lowercased()]
        for part in parts.dropFirst() {
            switch part.count {
            case 2 where part.allSatisfy(\.isLetter): result.append(part.uppercased())
            case 4 where part.allSatisfy(\.isLetter): result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            default: result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// The primary language subtag: `pt-BR` -> `pt`.
    public static func language(of tag: String) -> String {
        String(normalized(tag).split(separator: "-").first ?? "")
    }

    /// Picks the best of `available` for `wanted`: an exact match, then the same language, else nil.
    public static func bestMatch(for wanted: String, in available: [String]) -> String? {
        let wantedTag = normalized(wanted)
        if let exact = available.first(where: { normalized($0) == wantedTag }) { return exact }
        let language = language(of: wantedTag)
        return available.first(where: { self.language(of: $0) == language })
    }

    /// Whether `tag` is a well-formed BCP-47 tag (`es`, `pt-BR`, `zh-Hans-CN`, `sr-Latn`, `es-419`):
    /// a 2–3 letter language, then an optional 4-letter script, an optional region (2 letters or
    /// 3 digits) and variants, separated by `-` (or `_`, as board files write them).
    public static func isWellFormed(_ tag: String) -> Bool {
        var parts = tag.trimmingSpaces.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }[...]
        func isLetters(_ part: Substring, _ counts: ClosedRange<Int>) -> Bool {
            counts.contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter }
        }
        guard let language = parts.popFirst(), isLetters(language, 2...3) else { return false }
        if let script = parts.first, isLetters(script, 4...4) { parts = parts.dropFirst() }
        if let region = parts.first, isLetters(region, 2...2) || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }) {
            parts = parts.dropFirst()
        }
        return parts.allSatisfy { part in
            part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                && ((5...8).contains(part.count) || (part.count == 4 && part.first?.isNumber == true))
        }
    }

    /// Whether the language is written without spaces between words (Chinese, Japanese, Thai, ...).
    public static func isWrittenWithoutSpaces(_ tag: String) -> Bool {
        ["zh", "ja", "th", "lo", "km", "my", "yue", "cmn", "wuu"].contains(language(of: tag))
    }
}
