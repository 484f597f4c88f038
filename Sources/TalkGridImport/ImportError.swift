import TalkGrid
import TalkGridStorage

/// Why `talkgrid import` could not import a file.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
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

    public var description: String {
        switch self {
        case .notImportableYet(let path, let format):
            "\(path) is a \(format.displayName); TalkGrid cannot import \(format.shortName) files yet. "
                + "If \(format.shortName) can save the boards as Open Board Format (.obz or .obf), import that file instead."
        case .unrecognised(let path, let what):
            "\(path) is \(what), not a file TalkGrid imports. TalkGrid imports Open Board Format archives (.obz), "
                + "AsTeRICS Grid files (.grd), Grid 3 gridsets (.gridset) and Cboard board exports (.json)."
        case .singleBoard(let path, let board):
            "\(path) is a single board (.obf), not a board set (.obz), so there is nothing to unpack. "
                + "Look at it with 'talkgrid show \(path)' or 'talkgrid info \(path)', or edit it in place with "
                + "'talkgrid cell set \(path) \(board) ROW,COL ...'. To start a board set from it: 'talkgrid new FOLDER', "
                + "copy it over FOLDER/boards/home.obf, and in FOLDER/manifest.json change the id \"home\" to \"\(board)\""
        case .boardSetFolder(let path):
            "\(path) is a board set folder already, not an .obz, so there is nothing to unpack: "
                + "use it as it is ('talkgrid show \(path)', 'talkgrid cell set \(path) ...'), "
                + "or make an .obz of it with 'talkgrid export \(path) FILE.obz'"
        case .invalidSource(let path, let line, let reason):
            line > 0 ? "\(path):\(line): error: \(reason)" : "\(path): error: \(reason)"
        case .storage(let error): error.description
        case .json(let error): error.description
        case .xml(let error): error.description
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
