import Synchronization
import TalkGrid

/// The pictures and recordings of one opened board set, read through the set's folder or
/// `.obz` opened once (not once per file).
///
/// A medium is found by its board's OBF entry: a `data:` URI, else a file of the set by the
/// entry's `path` or the manifest's `paths.images` / `paths.sounds`. Media on the web (`url`)
/// are never fetched, and a single `.obf` file has no files beside it: both give nil, and the
/// caller falls back (a recording's words are spoken, a picture's glyph is shown). Reading is
/// bounded by the set's archive limits, as the loader's is.
///
/// `Sendable`: the open archive is used under a lock, one read at a time, from any task.
public final class SetMedia: Sendable {
    /// Where the set's files are read from.
    public enum Files {
        /// No files: a single `.obf`, or a set held in memory (the shipped ones).
        case none
        case folder(FolderSource)
        case archive(ObzSource)
    }

    /// The boards whose media these are.
    public let boardSet: BoardSet
    private let files: Mutex<Files>

    /// The media of `boardSet`, read from `files` (handed over: used only under this object's lock).
    public init(boardSet: BoardSet, files: sending Files) {
        self.boardSet = boardSet
        self.files = Mutex(files)
    }

    /// The bytes of a cell's recording (`sound_id` on board `boardID`); nil when there is none
    /// that can be read here.
    public func sound(_ soundID: String, onBoard boardID: String) -> MediaFile? {
        guard let sound = boardSet.boards[boardID]?.sounds[soundID] else { return nil }
        return medium(data: sound.data, path: sound.path, manifestPath: boardSet.soundPaths[soundID], contentType: sound.contentType)
    }

    /// The bytes of a picture (`image_id` on board `boardID`); nil when there is none that can be
    /// read here.
    public func image(_ imageID: String, onBoard boardID: String) -> MediaFile? {
        guard let image = boardSet.boards[boardID]?.images[imageID] else { return nil }
        return medium(data: image.data, path: image.path, manifestPath: boardSet.imagePaths[imageID], contentType: image.contentType)
    }

    /// Which bytes the picture of `image_id` on board `boardID` is, told without reading it (see
    /// ``MediaIdentity``); nil when ``image(_:onBoard:)`` would find none, or the source cannot tell.
    public func imageIdentity(_ imageID: String, onBoard boardID: String) -> MediaIdentity? {
        imageIdentities(of: [(imageID, boardID)])[0]
    }

    /// The identities of several pictures (image id, board id), in the same order (see
    /// ``imageIdentity(_:onBoard:)``): the files are asked about in one go, each folder opened once,
    /// a set folder's on up to `workers` threads.
    public func imageIdentities(of pictures: [(imageID: String, boardID: String)], workers: Int = 1) -> [MediaIdentity?] {
        imageIdentities(of: pictures, workers: workers, chunk: FolderSource.standardChunk)
    }

    /// ``imageIdentities(of:workers:)`` with threads taking runs of `chunk` pictures.
    func imageIdentities(of pictures: [(imageID: String, boardID: String)], workers: Int, chunk: Int) -> [MediaIdentity?] {
        let folder = files.withLock { files -> FolderSource? in
            if case .folder(let folder) = files { folder } else { nil }
        }
        if let folder {
            // Each thread looks up its pictures' boards and asks for its files' status itself.
            return ParallelMap.map(
                count: pictures.count, workers: workers, runsOf: chunk,
                start: { (place: Place(boardSet: boardSet), reader: FolderSource.IdentityReader(folder: folder)) }
            ) { state, index -> MediaIdentity? in
                switch state.place.place(of: pictures[index]) {
                case .none: nil
                case .inline(let identity): identity
                case .entry(let entry): state.reader.identity(of: entry)
                }
            }
        }
        var identities = [MediaIdentity?](repeating: nil, count: pictures.count)
        var files: [(index: Int, entry: String)] = []
        var place = Place(boardSet: boardSet)
        for (index, picture) in pictures.enumerated() {
            switch place.place(of: picture) {
            case .none: break
            case .inline(let identity): identities[index] = identity
            case .entry(let entry): files.append((index, entry))
            }
        }
        guard !files.isEmpty else { return identities }
        let found = self.files.withLock { source -> [MediaIdentity?] in
            switch source {
            case .none: files.map { _ in nil }
            case .folder(let folder): folder.identities(of: files.map(\.entry))
            case .archive(let archive): archive.identities(of: files.map(\.entry))
            }
        }
        for (file, identity) in zip(files, found) { identities[file.index] = identity }
        return identities
    }

    /// Where the bytes of pictures are, as ``image(_:onBoard:)`` chooses: a board's pictures come
    /// together, so its images are looked up once for them, not once each.
    private struct Place {
        enum Found {
            case none
            /// A `data:` URI, whose identity is told from its text.
            case inline(MediaIdentity)
            /// A file of the set.
            case entry(String)
        }

        let boardSet: BoardSet
        private var board: (id: String, images: BoardImages?)?

        init(boardSet: BoardSet) { self.boardSet = boardSet }

        mutating func place(of picture: (imageID: String, boardID: String)) -> Found {
            if board?.id != picture.boardID { board = (picture.boardID, boardSet.boards[picture.boardID]?.images) }
            let found = board?.images?.withImage(picture.imageID) { image -> Found in
                if let data = image.data, DataURI(data) != nil { return .inline(.dataURI(data)) }
                if let entry = image.path.map(BoardSet.normalizedEntryPath) ?? boardSet.imagePaths[picture.imageID] { return .entry(entry) }
                return .none
            }
            return found ?? .none
        }
    }

    private func medium(data: String?, path: String?, manifestPath: String?, contentType: String?) -> MediaFile? {
        if let data, let uri = DataURI(data) {
            return MediaFile(bytes: uri.bytes, contentType: contentType ?? (uri.mediaType.isEmpty ? nil : uri.mediaType))
        }
        guard let entry = path.map(BoardSet.normalizedEntryPath) ?? manifestPath else { return nil }
        return contents(of: entry).map { MediaFile(bytes: $0, contentType: contentType) }
    }

    /// The bytes of the set's file `entry` (a path inside the set folder or archive); nil when
    /// there is none that can be read here.
    public func contents(of entry: String) -> [UInt8]? {
        files.withLock { files -> [UInt8]? in
            switch files {
            case .none: nil
            case .folder(let source): try? source.contents(of: entry)
            case .archive(let source): try? source.contents(of: entry)
            }
        }
    }
}
