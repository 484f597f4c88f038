/// One line of the usage record: an event and when it happened.
///
/// The line is tab-separated, readable by a person and by a spreadsheet:
/// `2026-12-06T07:05:09+01:00<TAB>pick<TAB>key<TAB>en<TAB>home<TAB>c12<TAB>word<TAB>want`: the local
/// time with its offset, what happened, how, the language, the board, the cell (`-`: none), what a
/// pick added (`-`: nothing), then the words. Tabs and line breaks inside a field become spaces, so
/// a line is always one event; lines starting with `#` are comments.
public struct RecordedEvent: Hashable, Sendable {
    public var time: UsageTime
    public var event: UsageEvent

    public init(time: UsageTime, event: UsageEvent) {
        self.time = time
        self.event = event
    }

    /// The first line of every file of the record.
    public static let header =
        "# TalkGrid usage record: private, kept on this computer only (talkgrid said, talkgrid report).\n"
        + "# time\twhat\thow\tlanguage\tboard\tcell\tadded\twords\n"

    /// The line, ending with a line break.
    public var line: String {
        let fields = [
            time.text, event.action.rawValue, event.method.rawValue, Self.field(event.language), Self.field(event.board),
            Self.field(event.cell ?? ""), event.unit == .none ? "-" : event.unit.rawValue, Self.clean(event.text),
        ]
        return fields.joined(separator: "\t") + "\n"
    }

    /// Reads one line (without its line break); nil for a comment, an empty line, or a line that is
    /// not an event (a line cut short by a crash, a line a person mistyped).
    public init?(line: Substring) {
        self.init(utf8: ArraySlice(line.utf8))
    }

    /// Reads one line from its UTF-8 bytes (without its line break), as ``UsageRecord`` reads each
    /// line of a month's file: on bytes, a year of heavy use being 360,000 lines.
    public init?(utf8 line: ArraySlice<UInt8>) {
        guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
        // Fields split on the tab byte (a line ending in CR LF, as an editor may save it, loses its CR).
        let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        var rest = bytes
        // The field up to the next tab; the words, the last field, are the rest of the line.
        func field() -> ArraySlice<UInt8>? {
            guard let tab = rest.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            defer { rest = rest[(tab + 1)...] }
            return rest[..<tab]
        }
        func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        func isDash(_ field: ArraySlice<UInt8>) -> Bool { field.count == 1 && field.first == UInt8(ascii: "-") }
        guard let timeField = field(), let actionField = field(), let methodField = field(), let language = field(), let board = field(),
            let cell = field(), let added = field(),
            let time = UsageTime(utf8: timeField), let action = UsageEvent.Action(rawValue: text(actionField)),
            let method = PickMethod(rawValue: text(methodField))
        else { return nil }
        let unit: UsageEvent.Unit
        if isDash(added) {
            unit = .none
        } else if let named = UsageEvent.Unit(rawValue: text(added)), named != .none {
            unit = named
        } else {
            return nil
        }
        func value(_ field: ArraySlice<UInt8>) -> String { isDash(field) ? "" : text(field) }
        self.init(
            time: time,
            event: UsageEvent(
                action, method: method, language: value(language), board: value(board), cell: isDash(cell) ? nil : text(cell),
                unit: unit, text: text(rest)))
    }

    /// A short field: `-` when empty, never a tab or line break.
    private static func field(_ text: String) -> String {
        let cleaned = clean(text)
        return cleaned.isEmpty || cleaned == "-" ? "-" : cleaned
    }

    /// The text with control characters (tabs, line breaks) made spaces.
    static func clean(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }
}
