/// Why an XML file was not read.
public enum XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not well-formed XML (or uses an entity it does not declare).
    case malformed(file: String, line: Int, column: Int, reason: String)
    /// The file has a document type declaration (`<!DOCTYPE`), which may declare entities:
    /// refused before any declaration is read, so no entity is ever expanded or fetched.
    case documentTypeDeclaration(file: String, line: Int)
    /// The file is larger than TalkGrid reads.
    case tooLarge(file: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .malformed(let file, let line, let column, let reason):
            "\(file):\(line):\(column): error: not well-formed XML: \(reason)"
        case .documentTypeDeclaration(let file, let line):
            "\(file):\(line): error: the XML has a <!DOCTYPE> declaration; TalkGrid refuses it, because it can declare entities that expand to huge texts or read other files (the files of the apps TalkGrid imports have none)"
        case .tooLarge(let file, let bytes, let limit):
            "\(file): error: the XML file is \(bytes) bytes; TalkGrid reads XML files of at most \(limit) bytes"
        }
    }
}
