/// Reads a board set from a ``BoardSetSource`` or a single board from its bytes.
///
/// Only the manifest and the boards are read; images and sounds named by path are checked for
/// presence in the entry list, never decompressed. Everything odd becomes a located diagnostic.
public enum BoardSetLoader {
    /// The largest board or manifest file read, in bytes.
    public static let maximumBoardBytes = 32 << 20

    /// Loads a single `.obf` board as a set of one board. `file` names it in diagnostics.
    public static func loadBoard(bytes: [UInt8], file: String) throws(BoardLoadError) -> BoardSet {
        let node = try parseBoardJSON(bytes, file: file)
        var decoder = BoardDecoder(file: file, entry: file)
        let board = try decoder.decode(node)
        var diagnostics = decoder.diagnostics
        let lowered = file.lowercased()
        if !lowered.hasSuffix(".obf") {
            diagnostics.append(
                Diagnostic(
                    LoaderRules.fileExtension, .warning, .boardFileExtension, file: file,
                    position: TextPosition(line: 1, column: 1, offset: 0)))
        }
        var set = BoardSet(
            rootID: board.id, boards: [board.id: board], boardOrder: [board.id], boardIDsByPath: [board.file: board.id], source: file)
        diagnostics += linkDiagnostics(set, places: [board.id: linkPlaces(of: board)], fileOf: { _ in file })
        set.diagnostics = diagnostics
        return set
    }

    /// Loads a board set (an `.obz` or a set folder) through its manifest.
    public static func loadSet(from source: BoardSetSource) throws(BoardLoadError) -> BoardSet {
        try loadSet(from: source, review: { _, _ in () }).set
    }

    /// Loads a board set to run it: a board (or the manifest) that cannot be read is replaced by
    /// the version `savedVersions` gives, read as it was saved last, and listed among the
    /// ``BoardSet/damagedBoards`` with ``DamagedBoard/savedVersionShownFrom``. A damaged root with
    /// no saved version does not stop the set: the first board that reads opens instead. Fails
    /// only when no board at all can be read.
    public static func loadSet(from source: BoardSetSource, savedVersions: any SavedVersions) throws(BoardLoadError) -> BoardSet {
        try loadSet(from: source, savedVersions: savedVersions, review: { _, _ in () }).set
    }

    /// Loads a board set and hands each board, as soon as it is decoded, to `review` with the name
    /// of its file in diagnostics; `review` may let go of any part of the board's JSON but its `id`
    /// (the loader has found what else it needs). Boards
    /// are reviewed in parallel, on any thread; the reviews come back in the set's board order.
    ///
    /// `reusing` gives, for an entry whose file has not changed since an earlier load of the same
    /// set, the board as that load took it (``LoadedBoard``): it is taken as it was (neither read,
    /// decoded nor reviewed again) when the manifest still lists the same picture paths. Each board
    /// taken comes back in `loaded`, by entry, for a later load to reuse. The boards `reusing` gives
    /// come from one earlier load (as its `loaded` holds them, all decoded with the same picture paths).
    /// `reusingManifestOf`: that load's set, when the manifest has not changed since: its manifest
    /// and picture and sound paths are taken as that load read them.
    static func loadSet<Review: Sendable>(
        from source: BoardSetSource, savedVersions: (any SavedVersions)? = nil,
        reusing: (String) -> LoadedBoard<Review>? = { _ in nil }, reusingManifestOf previous: BoardSet? = nil,
        review: @Sendable (inout Board, _ file: String) -> Review
    ) throws(BoardLoadError) -> (set: BoardSet, reviews: [Review], loaded: [String: LoadedBoard<Review>]) {
        let name = source.displayName
        let manifestFile = name + "/manifest.json"
        let entries: [String]
        var earlyManifest: Result<JSONNode?, BoardLoadError>?  // read while listing, used once the listing has it
        do {
            if let shared = source as? any ListedAlongsideSource {
                (entries, earlyManifest) = try listWithManifest(shared, name: name, file: manifestFile)
            } else {
                entries = try source.entryPaths()
            }
        } catch {
            throw .unreadable(file: name, reason: "\(error)")
        }
        let entrySet = normalizedEntrySet(entries)
        guard entrySet.contains("manifest.json") else { throw .missingManifest(source: name) }
        @Sendable func fileName(_ entry: String) -> String { name + "/" + entry }

        var manifest: JSONNode
        var damagedManifest: Diagnostic?  // the manifest's own problem, when its saved version is read instead
        do throws(BoardLoadError) {
            if let early = try earlyManifest?.get() {
                manifest = early
            } else if let kept = previous?.manifest {
                manifest = kept
            } else {
                manifest = try parseManifest(read("manifest.json", from: source, name: name), file: manifestFile)
            }
        } catch {
            var saved: JSONNode?
            _ = savedVersions?.savedVersion(of: "manifest.json") { bytes in
                saved = try? parseManifest(bytes, file: manifestFile)
                return saved?.members != nil
            }
            guard let saved else { throw error }
            manifest = saved
            damagedManifest = error.diagnostic(path: manifestFile)
        }
        guard manifest.members != nil else {
            throw .invalidManifest(
                Diagnostic(
                    LoaderRules.invalidManifest, .error, .manifestNotObject(found: manifest.value.kindWord),
                    file: manifestFile, position: manifest.position, path: .root))
        }
        var diagnostics: [Diagnostic] = []
        func warn(_ rule: ValidationRule, _ text: FindingText, _ node: JSONNode, _ path: JSONPath) {
            diagnostics.append(Diagnostic(rule, .warning, text, file: manifestFile, position: node.position, path: path))
        }

        for duplicate in manifest.duplicateKeys() {
            diagnostics.append(
                Diagnostic(
                    LoaderRules.duplicateKey, .warning, duplicate.text, file: manifestFile,
                    position: duplicate.repeated.keyPosition, path: duplicate.objectPath.member(duplicate.key)))
        }
        let paths = manifest["paths"]
        let boardsPath = JSONPath.root.member("paths").member("boards")
        var boardPaths: [(id: String, path: String, node: JSONNode)] = []
        var manifestIDs: [String: String] = [:]  // entry path -> the first id the manifest lists it under
        if let boards = paths?["boards"]?.members {
            for member in boards {
                if let path = member.value.string {
                    let entry = BoardSet.normalizedEntryPath(path)
                    boardPaths.append((member.key, entry, member.value))
                    if manifestIDs[entry] == nil { manifestIDs[entry] = member.key }
                } else {
                    warn(
                        LoaderRules.invalidManifest,
                        .manifestBoardPathNotText(id: member.key, found: member.value.value.kindWord), member.value,
                        boardsPath.member(member.key))
                }
            }
        } else {
            warn(
                LoaderRules.invalidManifest, .manifestNoBoards, paths ?? manifest,
                JSONPath.root.member("paths"))
        }
        let imagePaths = previous?.imagePaths ?? MediaPaths(paths?["images"])
        let soundPaths = previous?.soundPaths ?? MediaPaths(paths?["sounds"])

        guard let rootNode = manifest["root"], let rootText = rootNode.string else {
            throw .invalidManifest(
                Diagnostic(
                    LoaderRules.missingRoot, .error, .manifestNoRoot, file: manifestFile,
                    position: (manifest["root"] ?? manifest).position, path: JSONPath.root.member("root")))
        }
        let rootPath = BoardSet.normalizedEntryPath(rootText)
        guard entrySet.contains(rootPath) || savedVersions != nil else {
            throw .invalidManifest(
                Diagnostic(
                    LoaderRules.missingRoot, .error, .manifestRootMissing(root: rootText), file: manifestFile,
                    position: rootNode.position, path: JSONPath.root.member("root")))
        }

        // The root first, then the manifest's boards in order, then boards reached only by path.
        var toLoad = [rootPath]
        var queued: Set<String> = [rootPath]  // what toLoad holds, for constant-time membership
        for entry in boardPaths where !queued.contains(entry.path) {
            if entrySet.contains(entry.path) || savedVersions != nil {
                toLoad.append(entry.path)
                queued.insert(entry.path)
            } else {
                warn(
                    LoaderRules.missingFile, .manifestBoardMissing(id: entry.id, path: entry.path), entry.node,
                    boardsPath.member(entry.id))
            }
        }
        var set = BoardSet(rootID: "", boards: [:], boardOrder: [], entries: entrySet, source: name, manifest: manifest)
        set.imagePaths = imagePaths
        set.soundPaths = soundPaths
        if let damagedManifest {
            diagnostics.append(damagedManifest)
            set.damagedBoards.append(
                DamagedBoard(id: "manifest.json", entry: "manifest.json", problem: damagedManifest, savedVersionShownFrom: name))
        }
        // A board that cannot be read is named by its manifest id, so links to it can say it is damaged.
        func damagedID(_ entry: String) -> String {
            manifestIDs[entry] ?? BoardDecoder.idFromEntry(entry)
        }
        // Boards are read in waves: the files one after another (a source is read from one thread), then
        // parsed and decoded in parallel, then taken in order, exactly as one after another would take them.
        var reviews: [Review] = []  // in the order of set.boardOrder
        var placesByBoard: [String: [String: LinkPlace]] = [:]  // board id -> its linking cells' link places
        var mediaFindings: [Diagnostic] = []  // joined after every board's own, in the order the boards were taken
        var index = 0
        @Sendable func decode(_ bytes: [UInt8], entry: String) throws(BoardLoadError) -> LoadedBoard<Review> {
            let file = fileName(entry)
            var decoder = BoardDecoder(file: file, entry: entry)
            decoder.listedImagePaths = imagePaths
            let board = try decoder.decode(try parseBoardJSON(bytes, file: file))
            let media = mediaDiagnostics(
                board, file: fileName(board.file), entries: entrySet, imagePaths: imagePaths, soundPaths: soundPaths)
            let places = linkPlaces(of: board)
            var reviewed = board
            let boardReview = review(&reviewed, file)
            return LoadedBoard(
                board: reviewed, diagnostics: decoder.diagnostics, linkPlaces: places, review: boardReview, file: file,
                imagePaths: imagePaths, mediaDiagnostics: media, entries: entrySet, soundPaths: soundPaths)
        }
        /// A board an earlier load took, as this load takes it: its media looked up among this set's
        /// files, unless that load listed the same files and sounds (`sameMedia`): its findings are then those.
        @Sendable func taken(_ loaded: LoadedBoard<Review>, sameMedia: Bool) -> LoadedBoard<Review> {
            var loaded = loaded
            if !sameMedia {
                loaded.mediaDiagnostics = mediaDiagnostics(
                    loaded.board, file: fileName(loaded.board.file), entries: entrySet, imagePaths: imagePaths, soundPaths: soundPaths)
                (loaded.entries, loaded.soundPaths) = (entrySet, soundPaths)
            }
            return loaded
        }
        var loaded: [String: LoadedBoard<Review>] = [:]
        // Whether the boards `reusing` gives were decoded with this manifest's picture paths (the same manifest: yes).
        var samePicturePaths: Bool? = previous?.manifest == nil ? nil : true
        // Whether they had their media looked up among the same files and sound paths as this load's (compared once: thousands).
        var sameMedia: Bool?
        // A board the manifest names whose file is not there (queued only for a set that runs).
        func missing(_ entry: String) -> BoardLoadError {
            if entry == rootPath {
                return .invalidManifest(
                    Diagnostic(
                        LoaderRules.missingRoot, .error, .manifestRootMissing(root: rootText), file: manifestFile,
                        position: rootNode.position, path: JSONPath.root.member("root")))
            }
            let listed = boardPaths.first { $0.path == entry }
            return .invalidManifest(
                Diagnostic(
                    LoaderRules.missingFile, .warning, .manifestBoardMissing(id: listed?.id ?? damagedID(entry), path: entry),
                    file: manifestFile, position: listed?.node.position ?? manifest.position,
                    path: boardsPath.member(listed?.id ?? damagedID(entry))))
        }
        var firstFailure: BoardLoadError?  // the root's, when a set that runs opens on another board
        while index < toLoad.count {
            let wave = Array(toLoad[index..<min(toLoad.count, index + 32)])
            let reused = wave.map { entry -> LoadedBoard<Review>? in
                guard let board = reusing(entry), board.file == fileName(entry) else { return nil }
                // The boards given come from one earlier load: their picture paths are compared once (thousands of them).
                if samePicturePaths == nil { samePicturePaths = board.imagePaths == imagePaths }
                guard samePicturePaths == true else { return nil }
                if sameMedia == nil { sameMedia = board.soundPaths == soundPaths && board.entries == entrySet }
                return board
            }
            let reusedMedia = sameMedia == true
            let reads = wave.enumerated().map { position, entry in
                Result { () throws(BoardLoadError) in
                    guard entrySet.contains(entry) else { throw missing(entry) }
                    return reused[position] == nil ? try read(entry, from: source, name: name) : []
                }
            }
            let boards = ParallelMap.map(count: wave.count, workers: wave.count) {
                position -> Result<LoadedBoard<Review>, BoardLoadError>? in
                guard case .success(let bytes) = reads[position] else { return nil }
                if let board = reused[position] { return .success(taken(board, sameMedia: reusedMedia)) }
                return Result { () throws(BoardLoadError) in try decode(bytes, entry: wave[position]) }
            }
            for (position, entry) in wave.enumerated() {
                index += 1
                let file = fileName(entry)
                let failure: BoardLoadError?
                switch (reads[position], boards[position]) {
                case (.failure(let error), _), (_, .failure(let error)?): failure = error
                default: failure = nil
                }
                let decodedBoard: LoadedBoard<Review>
                if let failure {
                    let problem = failure.diagnostic(path: file)
                    var saved: LoadedBoard<Review>?
                    _ = savedVersions?.savedVersion(of: entry) { bytes in
                        saved = try? decode(bytes, entry: entry)
                        return saved != nil
                    }
                    guard let saved else {
                        if index == 1 && savedVersions == nil { throw failure }
                        if index == 1 { firstFailure = failure }
                        diagnostics.append(problem)
                        set.damagedBoards.append(DamagedBoard(id: damagedID(entry), entry: entry, problem: problem))
                        continue
                    }
                    diagnostics.append(problem)
                    set.damagedBoards.append(
                        DamagedBoard(id: saved.board.id, entry: entry, problem: problem, savedVersionShownFrom: name))
                    decodedBoard = saved
                } else if case .success(let value)? = boards[position] {
                    decodedBoard = value
                } else {
                    continue  // not reached: every board read is decoded
                }
                loaded[entry] = decodedBoard
                var board = decodedBoard.board
                diagnostics += decodedBoard.diagnostics
                mediaFindings += decodedBoard.mediaDiagnostics
                if set.boards[board.id] != nil {
                    let original = board.id
                    board.id = BoardDecoder.idFromEntry(entry)
                    var suffix = 2
                    while set.boards[board.id] != nil {
                        board.id = BoardDecoder.idFromEntry(entry) + "-\(suffix)"
                        suffix += 1
                    }
                    diagnostics.append(
                        Diagnostic(
                            LoaderRules.duplicateBoardID, .warning,
                            .boardDuplicateID(id: original, readAs: board.id), file: file,
                            position: board.document["id"]?.position ?? board.document.position, path: JSONPath.root.member("id")))
                }
                if set.rootID.isEmpty { set.rootID = board.id }  // the root, or the first board that reads instead
                set.boards[board.id] = board
                set.boardOrder.append(board.id)
                reviews.append(decodedBoard.review)
                placesByBoard[board.id] = decodedBoard.linkPlaces
                set.boardIDsByPath[entry] = board.id
                // Boards reached by a link path that the manifest does not list are loaded too.
                for cell in board.cells {
                    guard let path = cell.link?.path.map(BoardSet.normalizedEntryPath), entrySet.contains(path), !queued.contains(path)
                    else { continue }
                    toLoad.append(path)
                    queued.insert(path)
                    diagnostics.append(
                        Diagnostic(
                            LoaderRules.boardNotInManifest, .warning,
                            .boardNotInManifest(path: path), file: manifestFile,
                            position: manifest.position, path: boardsPath))
                }
            }
        }
        if set.rootID.isEmpty, let firstFailure { throw firstFailure }  // not one board can be read
        diagnostics += mediaFindings
        diagnostics += linkDiagnostics(set, places: placesByBoard, fileOf: fileName)
        set.diagnostics = diagnostics
        return (set, reviews, loaded)
    }

    /// Where a linking cell's link is in its board's JSON: the first button with the cell's id, and its `load_board`.
    struct LinkPlace: Sendable {
        var button: Int?
        var link: JSONNode?
    }

    /// The places of the links of `board`'s linking cells, by cell id, found while its whole JSON is at hand.
    private static func linkPlaces(of board: Board) -> [String: LinkPlace] {
        var places: [String: LinkPlace] = [:]
        for cell in board.cells where cell.link != nil { places[cell.id] = LinkPlace() }
        guard !places.isEmpty else { return [:] }
        for (index, button) in (board.document["buttons"]?.elements ?? []).enumerated() {
            if let id = button["id"]?.scalarText, places[id]?.button == nil, places[id] != nil {
                places[id] = LinkPlace(button: index, link: button["load_board"])
            }
        }
        return places
    }

    // MARK: Steps

    /// The source's entry paths, listed while the manifest is read and parsed on another thread (nil in
    /// the result when the listing leaves it out). A listing that fails throws, whatever the manifest gave.
    private static func listWithManifest(
        _ source: any ListedAlongsideSource, name: String, file: String
    ) throws -> ([String], Result<JSONNode?, BoardLoadError>) {
        enum Part: Sendable {
            case entries(Result<[String], any Error>)
            case manifest(Result<JSONNode?, BoardLoadError>)
        }
        let parts = ParallelMap.map(count: 2, workers: 2) { index -> Part in
            if index == 0 { return .entries(Result { try source.entryPaths() }) }
            return .manifest(
                Result { () throws(BoardLoadError) -> JSONNode? in
                    let bytes: [UInt8]?
                    do {
                        bytes = try source.contentsIfListed(of: "manifest.json")
                    } catch {
                        throw .unreadable(file: file, reason: "\(error)")
                    }
                    return try bytes.map { bytes throws(BoardLoadError) in try parseManifest(bytes, file: file) }
                })
        }
        var entries: Result<[String], any Error> = .success([])
        var manifest: Result<JSONNode?, BoardLoadError> = .success(nil)
        for part in parts {
            switch part {
            case .entries(let listed): entries = listed
            case .manifest(let read): manifest = read
            }
        }
        return (try entries.get(), manifest)
    }

    /// Parses the manifest's bytes.
    private static func parseManifest(_ bytes: [UInt8], file: String) throws(BoardLoadError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes, file: file, limits: JSONLimits(maximumBytes: maximumBoardBytes))
        } catch {
            throw .invalidJSON(error.diagnostic)
        }
    }

    /// The entry paths, normalized, as a set (made in place: a set folder may hold tens of thousands).
    private static func normalizedEntrySet(_ entries: [String]) -> Set<String> {
        var set = Set<String>(minimumCapacity: entries.count)
        for entry in entries { set.insert(BoardSet.normalizedEntryPath(entry)) }
        return set
    }

    private static func read(_ entry: String, from source: BoardSetSource, name: String) throws(BoardLoadError) -> [UInt8] {
        do {
            return try source.contents(of: entry)
        } catch {
            throw .unreadable(file: name + "/" + entry, reason: "\(error)")
        }
    }

    /// Parses a board file, telling apart broken JSON and files that are not JSON at all.
    private static func parseBoardJSON(_ bytes: [UInt8], file: String) throws(BoardLoadError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes, file: file, limits: JSONLimits(maximumBytes: maximumBoardBytes))
        } catch {
            // A file that starts like JSON gets the located JSON error (broken text, bad UTF-8);
            // anything else is named for what it looks like.
            if startsLikeJSON(bytes) || error.diagnostic.code == LoaderRules.fileTooLarge.code { throw .invalidJSON(error.diagnostic) }
            throw .notBoardFile(file: file, guess: BoardLoadError.guessKind(of: bytes))
        }
    }

    private static func startsLikeJSON(_ bytes: [UInt8]) -> Bool {
        for byte in bytes.prefix(64) {
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF: continue
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): return true
            default: return false
            }
        }
        return false
    }

    /// A board's images and sounds whose file is missing, or found only through the manifest.
    private static func mediaDiagnostics(
        _ board: Board, file: String, entries: Set<String>, imagePaths: MediaPaths, soundPaths: MediaPaths
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        do {
            for kind in ["images", "sounds"] {
                let word: FindingTextKey = kind == "images" ? .kindImage : .kindSound
                for (index, element) in (board.document[kind]?.elements ?? []).enumerated() {
                    guard let mediaID = element["id"]?.scalarText else { continue }
                    var path: JSONPath { JSONPath.root.member(kind).index(index) }  // built only for a finding
                    if let entry = element["path"]?.string {
                        if !entries.contains(BoardSet.normalizedEntryPath(entry)) {
                            diagnostics.append(
                                Diagnostic(
                                    LoaderRules.missingFile, .warning,
                                    .mediaPathMissing(kind: word, id: mediaID, path: entry), file: file,
                                    position: element["path"]?.position ?? element.position, path: path.member("path")))
                        }
                    } else if element["data"] == nil && element["url"] == nil && element["symbol"] == nil {
                        if let manifestPath = (kind == "images" ? imagePaths : soundPaths)[mediaID], entries.contains(manifestPath) {
                            diagnostics.append(
                                Diagnostic(
                                    LoaderRules.mediaFromManifest, .warning,
                                    .mediaFromManifest(kind: word, id: mediaID, path: manifestPath),
                                    file: file, position: element.position, path: path))
                        } else {
                            diagnostics.append(
                                Diagnostic(
                                    LoaderRules.missingMedia, .warning,
                                    .mediaNothing(kind: word, id: mediaID),
                                    file: file, position: element.position, path: path))
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    /// Links to boards that are not in the set, and boards no link from the root reaches.
    private static func linkDiagnostics(
        _ set: BoardSet, places: [String: [String: LinkPlace]], fileOf: (String) -> String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (board, cell) in set.brokenLinks {
            let place = places[board.id]?[cell.id]
            let index = place?.button
            let linkNode = place?.link
            let key = cell.link?.path != nil ? "path" : "id"
            let failed = cell.link.flatMap(set.damagedBoard(for:))
            let reason: FindingTextKey = failed == nil ? .linkNotInSet : .linkDamaged
            let text: FindingText =
                if let path = cell.link?.path {
                    .brokenLinkPath(label: cell.label, path: path, reason: reason)
                } else if let id = cell.link?.id {
                    .brokenLinkID(label: cell.label, id: id, reason: reason)
                } else {
                    .brokenLinkUnknown(label: cell.label, reason: reason)
                }
            diagnostics.append(
                Diagnostic(
                    LoaderRules.brokenLink, .warning, text,
                    file: fileOf(board.file), position: linkNode?[key]?.position ?? linkNode?.position ?? .none,
                    path: JSONPath.root.member("buttons").index(index ?? 0).member("load_board").member(key)))
        }
        for id in set.unreachableBoardIDs {
            guard let board = set.boards[id] else { continue }
            diagnostics.append(
                Diagnostic(
                    LoaderRules.unreachableBoard, .warning,
                    .unreachableBoard(name: board.name), file: fileOf(board.file),
                    position: board.document.position, path: .root))
        }
        return diagnostics
    }
}
