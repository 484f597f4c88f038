import TalkGrid
import TalkGridShipped

/// One thing the report says about the conversion: something not carried over, kept aside or changed.
///
/// Where and what are catalogue texts (``ImportTextKey``); ``location`` and ``message`` are
/// their words in the command line's language (English today).
public struct ImportNote: Equatable, Sendable, CustomStringConvertible {
    /// What happened to the source feature.
    public enum Kind: String, Sendable, Equatable {
        /// It has no OBF counterpart and is not in the converted set.
        case notCarried = "not-carried"
        /// It has no OBF counterpart and is kept in an `ext_<app>_*` field (other apps ignore it).
        case keptAsExtension = "kept-as-extension"
        /// It is carried over in a nearby form (said how).
        case changed
    }

    public var kind: Kind
    /// The source file (and entry inside an archive), as named.
    public var file: String
    /// The line in that file, or 0 when unknown.
    public var line: Int
    /// Where in the source, in the source app's words ("grid 'Food', element 12").
    public var place: CaregiverText
    /// What the note says.
    public var text: CaregiverText

    public init(_ kind: Kind, file: String, line: Int = 0, place: CaregiverText, text: CaregiverText) {
        self.kind = kind
        self.file = file
        self.line = line
        self.place = place
        self.text = text
    }

    /// Where, in the command line's words.
    public var location: String { ShippedContent.commandLineWords.text(place) }

    /// What the note says, in the command line's words.
    public var message: String { ShippedContent.commandLineWords.text(text) }

    /// `file:line: location: message`.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): \(location): \(message)"
    }

    /// The note as a JSON object (`kind`, `file`, `line`, `where`, `message`).
    public var json: JSONNode {
        .object([
            ("kind", JSONNode(.string(kind.rawValue))), ("file", JSONNode(.string(file))), ("line", JSONNode(integerLiteral: line)),
            ("where", JSONNode(.string(location))), ("message", JSONNode(.string(message))),
        ])
    }
}

extension ImportTextKey {
    /// The text of this key with its arguments, for a note.
    func callAsFunction(_ arguments: [String: InterfaceText.Argument] = [:]) -> CaregiverText { CaregiverText(self, arguments) }
}
