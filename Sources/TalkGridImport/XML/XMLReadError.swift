import TalkGrid
import TalkGridShipped

/// Why an XML file was not read.
public enum XMLReadError: Error, Equatable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// The file is not well-formed XML (or uses an entity it does not declare).
    case malformed(file: String, line: Int, column: Int, reason: String)
    /// The file has a document type declaration (`<!DOCTYPE`), which may declare entities:
    /// refused before any declaration is read, so no entity is ever expanded or fetched.
    case documentTypeDeclaration(file: String, line: Int)
    /// The file is larger than TalkGrid reads.
    case tooLarge(file: String, bytes: Int, limit: Int)

    public var caregiverText: CaregiverText {
        switch self {
        case .malformed(let file, let line, let column, let reason):
            ImportText.xmlMalformed(file: file, line: line, column: column, reason: reason)
        case .documentTypeDeclaration(let file, let line):
            ImportText.xmlDocumentType(file: file, line: line)
        case .tooLarge(let file, let bytes, let limit):
            ImportText.xmlTooLarge(file: file, bytes: bytes, limit: limit)
        }
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }
}
