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

    /// What kind of note it is, for grouping notes as `validate` groups findings: its text's name
    /// after `note`, in kebab case (`noteCommandKept` → `command-kept`, `noteIDTaken` → `id-taken`).
    public var code: String {
        var name = Substring(text.key.rawValue)
        if name.hasPrefix("note") { name = name.dropFirst(4) }
        let characters = Array(name)
        var code = ""
        for (index, character) in characters.enumerated() {
            // A word starts at a capital after a small letter, or at the last capital of an acronym.
            let startsWord =
                index > 0 && character.isUppercase
                && (!characters[index - 1].isUppercase || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord { code += "-" }
            code += character.lowercased()
        }
        return code
    }

    /// The arguments that say what varies among notes of one code (the command a Grid 3 cell ran,
    /// the kind of cell left out), by the name of the note's text; a code not listed varies only in its place.
    private static let subjectArguments: [String: String] = [
        ImportTextKey.noteCommandKept.catalogueKey: "id", ImportTextKey.noteActionKept.catalogueKey: "model",
        ImportTextKey.noteSlotStaysEmpty.catalogueKey: "what", ImportTextKey.noteColourUnreadable.catalogueKey: "colour",
        ImportTextKey.noteStandsIn.catalogueKey: "language", ImportTextKey.noteTwoTranslations.catalogueKey: "locale",
    ]

    /// What this note is about among the notes of its code (the command `Rest`), in the command
    /// line's words; nil when notes of its code differ only in their place.
    public var subject: String? {
        guard let name = Self.subjectArguments[text.key.catalogueKey], let argument = text.arguments[name] else { return nil }
        switch argument {
        case .text(let words): return words
        case .caregiver(let said): return ShippedContent.commandLineWords.text(said)
        default: return nil
        }
    }

    /// The note as a finding of severity note (its code, its subject, `where: message` as its text),
    /// so import reports are grouped, counted and cut short by ``FindingReport`` as `validate`'s are.
    public var finding: Diagnostic {
        Diagnostic(
            .note, code: code, .said(ImportText.noteLocated(where: place, message: text)),
            file: file, position: TextPosition(line: line, column: 0, offset: 0), subject: subject)
    }

    /// What the notes of a kind have in common, as a group of them says it.
    public var kindText: CaregiverText {
        switch kind {
        case .notCarried: ImportTextKey.kindNotCarried()
        case .keptAsExtension: ImportTextKey.kindKeptAsExtension()
        case .changed: ImportTextKey.kindChanged()
        }
    }

    /// The note as a JSON object (`kind`, `code`, `subject` when it has one, `file`, `line`, `where`, `message`).
    public var json: JSONNode {
        var members: [(String, JSONNode)] = [("kind", JSONNode(.string(kind.rawValue))), ("code", JSONNode(.string(code)))]
        if let subject { members.append(("subject", JSONNode(.string(subject)))) }
        members += [
            ("file", JSONNode(.string(file))), ("line", JSONNode(integerLiteral: line)), ("where", JSONNode(.string(location))),
            ("message", JSONNode(.string(message))),
        ]
        return .object(members)
    }
}

extension ImportTextKey {
    /// The text of this key with its arguments, for a note.
    func callAsFunction() -> CaregiverText { CaregiverText(self) }
}
