/// An `.obz` or set folder's `manifest.json`: its format, its paths, and the files it does not list.
enum ManifestCheck: BoardCheck, SetCheck {
    static let manifestFormat = ValidationRule(
        "manifest-format", .error,
        summary: #"manifest.json does not say "format": "open-board-0.1""#,
        explanation: #"Like each board, the manifest says which format the set follows. Add "format": "open-board-0.1" to manifest.json."#)
    static let idMismatch = ValidationRule(
        "manifest-id-mismatch", .error,
        summary: "the manifest lists a board under another id than the board's own",
        explanation: """
            paths.boards maps each board's id to its file. Here the board in the file has a different id, so links by id go \
            astray in other apps. Make the key in paths.boards equal the board's "id".
            """)
    static let unlistedFile = ValidationRule(
        "unlisted-file", .warning,
        summary: "a file of the set that nothing lists or uses",
        explanation: """
            The archive or folder holds a file that the manifest does not list and no board names by path. It only takes \
            space, or a board that should use it names it wrongly. Remove it, or list it in manifest.json.
            """)

    static var rules: [ValidationRule] { [manifestFormat, idMismatch, unlistedFile] }

    static let setArchiveExtension = FindingMessage("setArchiveExtension", "a board-set archive's name should end with .obz")
    static let manifestFormatMissing = FindingMessage("manifestFormatMissing", #"the manifest's format is missing, not "open-board-0.1""#)
    static let manifestFormatWrong = FindingMessage("manifestFormatWrong", #"the manifest's format is {found}, not "open-board-0.1""#)
    static let manifestIDMismatch = FindingMessage(
        "manifestIDMismatch", #"paths.boards lists {path} as "{id}", but that board's id is "{ownID}""#)
    static let manifestMediaPathsNotObject = FindingMessage(
        "manifestMediaPathsNotObject", "paths.{kinds} is {found}, not an object of ids and files")
    static let manifestMediaPathNotText = FindingMessage("manifestMediaPathNotText", #"the path of {kind} "{id}" is {found}, not text"#)
    static let manifestMediaMissing = FindingMessage(
        "manifestMediaMissing",
        #"{kind} "{id}" is listed at {path}, which is not in the set ('talkgrid validate SET --fix' takes the listing out)"#)
    static let fileNotListed = FindingMessage(
        "fileNotListed", "{entry} is in the set, but the manifest does not list it and no board uses it")

    static var messages: [FindingMessage] {
        [
            setArchiveExtension, manifestFormatMissing, manifestFormatWrong, manifestIDMismatch, manifestMediaPathsNotObject,
            manifestMediaPathNotText, manifestMediaMissing, fileNotListed,
        ]
    }

    /// Gathers the files the board's images and sounds name by path, which count as used.
    static func check(_ board: Board, _ review: inout BoardReview) {
        for kind in ["images", "sounds"] {
            for element in board.document[kind]?.elements ?? [] {
                guard var path = element["path"]?.string else { continue }
                if kind == "images" { path = board.imagePath(path, ofImage: element["id"]?.scalarText) }
                review.mediaPaths.append(BoardSet.normalizedEntryPath(path))
            }
        }
    }

    /// Of a board it reads its own id, its media paths and its cells' link paths (its findings are the manifest's).
    static func readsSame(_ board: EditedBoard) -> Bool {
        board.before.document["id"]?.scalarText == board.after.document["id"]?.scalarText
            && board.beforeReview.mediaPaths == board.afterReview.mediaPaths
            && board.before.cells.map(\.link?.path) == board.after.cells.map(\.link?.path)
    }

    static func check(_ context: inout ValidationContext) {
        guard let manifest = context.boardSet.manifest else { return }
        let set = context.boardSet
        let file = context.manifestFile
        let root = JSONPath.root

        if let source = set.source.split(separator: "/").last, source.lowercased().hasSuffix(".zip") {
            context.report(
                LoaderRules.fileExtension, setArchiveExtension(), file: set.source)
        }

        let format = manifest["format"]
        if format?.string != "open-board-0.1" {
            context.report(
                manifestFormat, format.map { manifestFormatWrong(found: $0.quoted) } ?? manifestFormatMissing(), file: file,
                at: format ?? manifest, path: format == nil ? root : root.member("format"))
        }

        // The set's files that something lists or uses, marked by their place in `set.entries`: each path
        // is hashed once, to find it there, and the marks are numbers (about every file ends up marked).
        var listed = Set<Set<String>.Index>()
        listed.reserveCapacity(set.entries.count)
        /// Marks `entry` as listed; whether it is a file of the set.
        func list(_ entry: String) -> Bool {
            guard let index = set.entries.firstIndex(of: entry) else { return false }
            listed.insert(index)
            return true
        }
        _ = list("manifest.json")
        if let root = manifest["root"]?.string { _ = list(BoardSet.normalizedEntryPath(root)) }
        let paths = manifest["paths"]
        for member in paths?["boards"]?.members ?? [] {
            guard let path = member.value.string else { continue }
            let entry = BoardSet.normalizedEntryPath(path)
            _ = list(entry)
            guard let loadedID = set.boardIDsByPath[entry], let board = set.boards[loadedID],
                let ownID = board.document["id"]?.scalarText, ownID != member.key
            else { continue }
            context.report(
                idMismatch, manifestIDMismatch(path: path, id: member.key, ownID: ownID), file: file,
                position: member.keyPosition, path: root.member("paths").member("boards").member(member.key))
        }
        for kind in ["images", "sounds"] {
            guard let node = paths?[kind], !node.isNull else { continue }
            let kindPath = root.member("paths").member(kind)
            let word: FindingTextKey = kind == "images" ? .kindImage : .kindSound
            guard let members = node.members else {
                context.report(
                    LoaderRules.invalidManifest,
                    manifestMediaPathsNotObject(kinds: kind, found: CaregiverText(node.value.kindWord)),
                    file: file, at: node, path: kindPath)
                continue
            }
            for member in members {
                guard let path = member.value.string else {
                    context.report(
                        LoaderRules.invalidManifest,
                        manifestMediaPathNotText(
                            kind: CaregiverText(word), id: member.key, found: CaregiverText(member.value.value.kindWord)),
                        file: file, at: member.value, path: kindPath.member(member.key))
                    continue
                }
                if !list(BoardSet.normalizedEntryPath(path)) {
                    context.report(
                        LoaderRules.missingFile,
                        manifestMediaMissing(kind: CaregiverText(word), id: member.key, path: path),
                        file: file, at: member.value, path: kindPath.member(member.key))
                }
            }
        }

        // Files that boards name by path count as used even when the manifest forgets them.
        for (board, review) in zip(context.boards, context.reviews) {
            for path in review.mediaPaths { _ = list(path) }
            for cell in board.cells {
                if let path = cell.link?.path { _ = list(BoardSet.normalizedEntryPath(path)) }
            }
            _ = list(board.file)
        }
        let unlisted = set.entries.indices.lazy.filter { !listed.contains($0) }.map { set.entries[$0] }
        for entry in unlisted.filter({ !isClutter($0) }).sorted() {
            context.report(
                unlistedFile, fileNotListed(entry: entry), file: file,
                at: paths ?? manifest, path: paths == nil ? root : root.member("paths"))
        }
    }

    /// Files that zip tools add by themselves.
    static func isClutter(_ entry: String) -> Bool {
        entry.hasPrefix("__MACOSX/") || entry == ".DS_Store" || entry.hasSuffix("/.DS_Store") || entry == "Thumbs.db"
    }
}
