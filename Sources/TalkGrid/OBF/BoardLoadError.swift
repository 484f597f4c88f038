/// Why a file or set could not be opened as boards at all (as opposed to diagnostics about a board that did load).
public enum BoardLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON itself is broken; the diagnostic says where.
    case invalidJSON(Diagnostic)
    /// The file is valid JSON but its top level is not an object (an array, a string, ...).
    case notAnObject(file: String, found: String)
    /// The file is a JSON object but not an OBF board (no `buttons`, `grid` or board `format`).
    case notABoard(file: String)
    /// The file is not JSON at all (a binary file, XML, ...); `guess` says what it looks like.
    case notBoardFile(file: String, guess: String)
    /// A zip or folder without `manifest.json`.
    case missingManifest(source: String)
    /// The manifest is unusable (no root, root not found, wrong shape).
    case invalidManifest(Diagnostic)
    /// The source could not give a file it lists (an unreadable entry, a refused entry).
    case unreadable(file: String, reason: String)
    /// The folder or archive itself could not be opened; the text already names it and says why.
    case sourceUnavailable(String)

    public var description: String {
        switch self {
        case .invalidJSON(let diagnostic), .invalidManifest(let diagnostic):
            diagnostic.description
        case .notAnObject(let file, let found):
            "\(file): not a board: the file holds \(found), but an OBF board is a JSON object"
        case .notABoard(let file):
            "\(file): not a board: this JSON object has no \"buttons\", \"grid\" or board \"format\""
        case .notBoardFile(let file, let guess):
            "\(file): not a board file: \(guess); TalkGrid opens OBF boards (.obf JSON) and board sets (.obz zips or folders)"
        case .missingManifest(let source):
            "\(source): not a board set: there is no manifest.json in it (an .obz or set folder has one at its top)"
        case .unreadable(let file, let reason):
            "\(file): cannot be read: \(reason)"
        case .sourceUnavailable(let text):
            text
        }
    }

    /// The error as one located finding about `path` (what `validate` lists and what a damaged board records).
    public func diagnostic(path: String) -> Diagnostic {
        switch self {
        case .invalidJSON(let diagnostic), .invalidManifest(let diagnostic):
            return diagnostic
        case .notAnObject(let file, _), .notABoard(let file), .notBoardFile(let file, _):
            return Diagnostic(LoaderRules.notABoard, .error, message: message(file: file), file: file)
        case .missingManifest(let source):
            return Diagnostic(LoaderRules.missingManifest, .error, message: message(file: source), file: source)
        case .unreadable(let file, let reason):
            // The storage module's reasons often start with the path again.
            let plain = reason.hasPrefix(file + ": ") ? String(reason.dropFirst(file.count + 2)) : reason
            return Diagnostic(LoaderRules.unreadableBoard, .error, message: "cannot be read: \(plain)", file: file)
        case .sourceUnavailable:
            return Diagnostic(LoaderRules.unreadableBoard, .error, message: message(file: path), file: path)
        }
    }

    /// The description without the leading `FILE: ` (a diagnostic prints the file itself).
    private func message(file: String) -> String {
        let text = description
        return text.hasPrefix(file + ": ") ? String(text.dropFirst(file.count + 2)) : text
    }

    /// What a file's first bytes suggest it is, for the "not a board file" message.
    public static func guessKind(of bytes: [UInt8]) -> String {
        let head = Array(bytes.prefix(16))
        if head.starts(with: Array("bplist".utf8)) {
            return "it is a binary property list (an app's backup, e.g. Speak for Yourself), not OBF JSON"
        }
        if head.starts(with: [0x50, 0x4B]) { return "it is a zip archive" }
        var start = head[...]
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
        while let first = start.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 { start = start.dropFirst() }
        let text = String(decoding: bytes.prefix(400), as: UTF8.self)
        if text.contains("<!DOCTYPE plist") || text.contains("<plist") {
            return "it is a property list (an app's backup, e.g. Speak for Yourself), not OBF JSON"
        }
        if start.first == UInt8(ascii: "<") { return "it is XML or HTML (a Grid 3, Grid 2 or web page file?), not OBF JSON" }
        if bytes.isEmpty { return "it is empty" }
        if bytes.prefix(512).contains(0) || String(validating: bytes.prefix(512), as: UTF8.self) == nil {
            return "it is a binary file"
        }
        return "it is not JSON"
    }
}
