import TalkGrid
import TalkGridShipped

/// What a path the user typed turned out to be, opened and ready for the loader.
public enum BoardInput {
    /// A folder holding `manifest.json`: a board set laid out like an unzipped `.obz`.
    case boardSetFolder(FolderSource)
    /// A zip archive (an `.obz`, whatever its extension); whether it holds `manifest.json` is
    /// the loader's business.
    case boardSetArchive(ObzSource)
    /// Any other file: the bytes of what should be a single `.obf` board, with its file name.
    case boardFile(name: String, bytes: [UInt8])
    /// `shipped:NAME`: a board set built into TalkGrid, read from the binary (never written).
    case shippedSet(InMemoryBoardSetSource)

    /// The prefix that names a shipped set (`shipped:core-words`).
    public static let shippedPrefix = "shipped:"

    /// Decides what `path` is by looking at it (a folder, or the first bytes of a file), not at its extension.
    ///
    /// A set folder (or the folder of a board file) where a change was cut short (a crash, a
    /// kill -9) is first rolled back to how it was before that change (see ``SetHistory``).
    /// `shipped:NAME` is one of the board sets built into TalkGrid (see ``shippedPrefix``).
    public init(opening path: String, limits: ArchiveLimits = .standard) throws(StorageError) {
        if path.hasPrefix(Self.shippedPrefix) {
            let name = String(path.dropFirst(Self.shippedPrefix.count))
            let files = ShippedContent.files(under: "Boards/" + name)
            guard ShippedContent.boardSetNames.contains(name), !files.isEmpty else {
                throw .noSuchShippedSet(name: name, known: ShippedContent.boardSetNames.map { Self.shippedPrefix + $0 })
            }
            self = .shippedSet(InMemoryBoardSetSource(displayName: ShippedContent.displayName(ofBoardSet: name), files: files))
            return
        }
        switch try FileSystem.kind(of: path) {
        case .folder: _ = try? SetHistory(root: path).recoverIfNeeded()
        case .regularFile: _ = try? SetHistory(root: PathText.folder(of: path)).recoverIfNeeded()
        default: break
        }
        switch try FileSystem.kind(of: path) {
        case .missing:
            throw .notFound(path: path)
        case .folder:
            let folder = try FileSystem.openFolder(path)
            guard FileSystem.kind(of: "manifest.json", in: folder) == .regularFile else {
                throw .folderWithoutManifest(path: path)
            }
            self = .boardSetFolder(try FolderSource(path: path, limits: limits))
        case .regularFile:
            let file = try FileSystem.openFile(path)
            let signature = try FileSystem.readPrefix(file, count: 4, path: path)
            if signature == Self.zipLocalFileSignature || signature == Self.emptyZipSignature {
                self = .boardSetArchive(try ObzSource(path: path, limits: limits))
            } else {
                let bytes = try FileSystem.readAll(FileSystem.openFile(path), maxBytes: limits.maxEntryBytes, path: path, entry: path)
                self = .boardFile(name: PathText.name(of: path), bytes: bytes)
            }
        case .symbolicLink, .other:
            throw .notARegularFile(path: path)
        }
    }

    /// `PK\x03\x04`: the first local file header of a zip with entries.
    static let zipLocalFileSignature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    /// `PK\x05\x06`: the end record that is all an empty zip holds.
    static let emptyZipSignature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
}
