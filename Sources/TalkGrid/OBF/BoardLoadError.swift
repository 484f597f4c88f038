/// Why a file or set could not be opened as boards at all (as opposed to diagnostics about a board that did load).
public enum BoardLoadError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// The JSON itself is broken; the diagnostic says where.
    case invalidJSON(Diagnostic)
    /// The file is valid JSON but its top level is not an object (an array, a string, ...).
    case notAnObject(file: String, found: FindingTextKey)
    /// The file is a JSON object but not an OBF board (no `buttons`, `grid` or board `format`).
    case notABoard(file: String)
    /// The file is not JSON at all (a binary file, XML, ...); `guess` says what it looks like.
    case notBoardFile(file: String, guess: FindingTextKey)
    /// A zip or folder without `manifest.json`.
    case missingManifest(source: String)
    /// The manifest is unusable (no root, root not found, wrong shape).
    case invalidManifest(Diagnostic)
    /// The source could not give a file it lists (an unreadable entry, a refused entry).
    case unreadable(file: String, reason: String)
    /// The folder or archive itself could not be opened; the text already names it and says why.
    case sourceUnavailable(String)

    public var caregiverText: CaregiverText {
        switch self {
        case .invalidJSON(let diagnostic), .invalidManifest(let diagnostic):
            diagnostic.caregiverText
        case .sourceUnavailable(let text):
            FindingText.sourceUnavailable(text: text).caregiverText
        case .notAnObject(let file, _), .notABoard(let file), .notBoardFile(let file, _), .missingManifest(let file),
            .unreadable(let file, _):
            FindingText.inFile(file: file, problem: text(file: file)).caregiverText
        }
    }

    /// The error as one located finding about `path` (what `validate` lists and what a damaged board records).
    public func diagnostic(path: String) -> Diagnostic {
        switch self {
        case .invalidJSON(let diagnostic), .invalidManifest(let diagnostic):
            return diagnostic
        case .notAnObject(let file, _), .notABoard(let file), .notBoardFile(let file, _):
            return Diagnostic(LoaderRules.notABoard, .error, text(file: file), file: file)
        case .missingManifest(let source):
            return Diagnostic(LoaderRules.missingManifest, .error, text(file: source), file: source)
        case .unreadable(let file, let reason):
            // The storage module's reasons often start with the path again.
            let plain = reason.hasPrefix(file + ": ") ? String(reason.dropFirst(file.count + 2)) : reason
            return Diagnostic(LoaderRules.unreadableBoard, .error, .cannotBeRead(reason: plain), file: file)
        case .sourceUnavailable(let text):
            let plain = text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
            return Diagnostic(LoaderRules.unreadableBoard, .error, .sourceUnavailable(text: plain), file: path)
        }
    }

    /// What the error says about its file, without the file's name.
    private func text(file: String) -> FindingText {
        switch self {
        case .notAnObject(_, let found): .notAnObject(found: found)
        case .notABoard: .notABoard
        case .notBoardFile(_, let guess): .notBoardFile(guess: guess)
        case .missingManifest: .missingManifest
        case .unreadable(_, let reason): .cannotBeRead(reason: reason)
        case .invalidJSON(let diagnostic), .invalidManifest(let diagnostic): diagnostic.text
        case .sourceUnavailable(let text): .sourceUnavailable(text: text)
        }
    }

    /// What a file's first bytes suggest it is, for the "not a board file" message.
    public static func guessKind(of bytes: [UInt8]) -> FindingTextKey {
        let head = Array(bytes.prefix(16))
        if head.starts(with: Array("bplist".utf8)) {
            return .guessBinaryPropertyList
        }
        if head.starts(with: [0x50, 0x4B]) { return .guessZip }
        var start = head[...]
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
        while let first = start.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 { start = start.dropFirst() }
        let text = String(decoding: bytes.prefix(400), as: UTF8.self)
        if text.contains("<!DOCTYPE plist") || text.contains("<plist") {
            return .guessPropertyList
        }
        if start.first == UInt8(ascii: "<") { return .guessMarkup }
        if bytes.isEmpty { return .guessEmpty }
        if bytes.prefix(512).contains(0) || String(validating: bytes.prefix(512), as: UTF8.self) == nil {
            return .guessBinary
        }
        return .guessNotJSON
    }
}
