import TalkGrid
import TalkGridStorage

/// Why `talkgrid import` could not import a file.
public enum ImportError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// A format TalkGrid recognises but cannot import yet.
    case notImportableYet(path: String, format: SourceFormat)
    /// A file or folder in no format TalkGrid knows.
    case unrecognised(path: String, what: String)
    /// A single OBF board (with its id): nothing to import.
    case singleBoard(path: String, boardID: String)
    /// An OBF set folder: nothing to import.
    case boardSetFolder(path: String)
    /// The source has the right shape but nothing to convert, or a required part is wrong.
    case invalidSource(path: String, line: Int, reason: String)
    /// The file could not be read safely (missing, unsafe archive, too large, ...).
    case storage(StorageError)
    /// The JSON is not valid.
    case json(JSONParseError)
    /// An XML file inside the source is not valid or was refused.
    case xml(XMLReadError)
    /// The converted set did not pass the validator (a fault of the importer, never of the file):
    /// nothing was written. `errors` are the validator's, all of them.
    case convertedWithErrors(path: String, errors: [Diagnostic])

    public var caregiverText: CaregiverText {
        switch self {
        case .notImportableYet(let path, let format):
            ImportText.errorNotImportableYet(path: path, format: format.displayName, app: format.shortName)
        case .unrecognised(let path, let what):
            ImportText.errorUnrecognised(path: path, what: what)
        case .singleBoard(let path, let board):
            ImportText.errorSingleBoard(path: path, board: board)
        case .boardSetFolder(let path):
            ImportText.errorBoardSetFolder(path: path)
        case .invalidSource(let path, let line, let reason):
            line > 0
                ? ImportText.errorInvalidSourceLine(path: path, line: line, reason: reason)
                : ImportText.errorInvalidSource(path: path, reason: reason)
        case .storage(let error): error.caregiverText
        case .json(let error): error.caregiverText
        case .xml(let error): error.caregiverText
        case .convertedWithErrors(let path, let errors):
            ImportText.errorConvertedWithErrors(
                path: path, count: errors.count, first: errors.first?.caregiverText ?? CaregiverText(ImportTextKey.errorNoFinding))
        }
    }
}

extension SourceFormat {
    /// The app's name alone, for "cannot import X files yet".
    var shortName: String {
        switch self {
        case .obz: "OBF"
        case .astericsGrid: "AsTeRICS Grid"
        case .grid3: "Grid 3"
        case .cboard: "Cboard"
        case .touchChat: "TouchChat"
        case .snap: "Snap"
        case .applePanels: "Apple Panels"
        }
    }
}
