import TalkGrid

/// `config.json` read leniently, setting by setting, with the core's located ``JSONParser``: the
/// settings of a file with a mistake in its JSON (an extra comma, a missing quote) are still read,
/// and only the setting whose text holds the mistake is lost.
///
/// A document that parses whole gives its members. One that does not is cut into the top-level
/// object's members at its commas (outside strings and nested values), and each member is parsed
/// alone, at its own place in the file (everything else blanked, lines kept), so a mistake is
/// named at its true line and column. A member that does not parse is lost, with its reason.
struct SettingsDocument {
    /// The members that were read, in file order.
    var members: [JSONMember]
    /// The mistakes in the JSON itself, located.
    var problems: [SettingsProblem]
    /// The top-level keys of the members that could not be read at all (their text would be lost
    /// by writing the file again); `"?"` for one whose key is unreadable too.
    var lostKeys: [String]

    /// Reads the bytes of `file`.
    init(_ bytes: [UInt8], file: String) {
        do {
            let node = try JSONParser.parse(bytes, file: file)
            guard let members = node.members else {
                self.init(members: [], problems: [SettingsProblem(file: file, at: node.position, .notAnObject)], lostKeys: ["?"])
                return
            }
            self.init(members: members, problems: [], lostKeys: [])
        } catch {
            self.init(recovering: bytes, file: file, wholeFailure: error)
        }
    }

    private init(members: [JSONMember], problems: [SettingsProblem], lostKeys: [String]) {
        self.members = members
        self.problems = problems
        self.lostKeys = lostKeys
    }

    /// Whether some text of the file was lost: a member no setting could be read from.
    var lostText: Bool { !lostKeys.isEmpty }

    /// The members of a document that does not parse whole, each parsed alone.
    private init(recovering bytes: [UInt8], file: String, wholeFailure: JSONParseError) {
        let spans = Self.memberSpans(bytes)
        guard let open = spans.open else {
            // Not an object at all (or empty): nothing to read.
            self.init(members: [], problems: [SettingsProblem(file: file, wholeFailure, setting: nil)], lostKeys: ["?"])
            return
        }
        var members: [JSONMember] = []
        var problems: [SettingsProblem] = []
        var lostKeys: [String] = []
        for span in spans.members {
            guard span.contains(where: { !Self.isSpace(bytes[$0]) }) else { continue }  // an extra comma: nothing lost
            var alone = bytes.indices.map { index in
                span.contains(index) || bytes[index] == UInt8(ascii: "\n") ? bytes[index] : UInt8(ascii: " ")
            }
            alone[open] = UInt8(ascii: "{")
            alone.append(UInt8(ascii: "}"))
            do {
                let node = try JSONParser.parse(alone, file: file)
                members += node.members ?? []
            } catch {
                let key = Self.key(in: Array(bytes[span]))
                lostKeys.append(key ?? "?")
                problems.append(SettingsProblem(file: file, error, setting: key))
            }
        }
        // Every member read: the mistake was between them (an extra or last comma, a missing brace).
        if problems.isEmpty { problems.append(SettingsProblem(file: file, wholeFailure, setting: nil)) }
        self.init(members: members, problems: problems, lostKeys: lostKeys)
    }

    /// Where the top-level object opens, and the byte ranges of its members (between its commas),
    /// found by skipping strings (a string ends at its closing quote or, unclosed, at the line's
    /// end, which then ends its member too) and nested objects and arrays. nil `open` when the text does not start an object.
    static func memberSpans(_ bytes: [UInt8]) -> (open: Int?, members: [Range<Int>]) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return (nil, []) }
        let open = index
        var members: [Range<Int>] = []
        var start = index + 1
        var depth = 0
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                // A quote left open ends its member at the line's end: the next line is the next member.
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n"), depth == 0 {
                    members.append(start..<index)
                    start = index + 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "}") where depth > 0:
                depth -= 1
            case UInt8(ascii: "}"):
                members.append(start..<index)
                return (open, members)
            case UInt8(ascii: ",") where depth == 0:
                members.append(start..<index)
                start = index + 1
            default:
                break
            }
            index += 1
        }
        members.append(start..<min(index, bytes.count))
        return (open, members)
    }

    /// The key a member's text starts with (`"rate": …` gives `rate`); nil when it starts otherwise.
    private static func key(in text: [UInt8]) -> String? {
        guard let quote = text.firstIndex(where: { !isSpace($0) }), text[quote] == UInt8(ascii: "\"") else { return nil }
        guard let end = text[(quote + 1)...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }),
            text[end] == UInt8(ascii: "\""), end > quote + 1
        else { return nil }
        return String(decoding: text[(quote + 1)..<end], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
